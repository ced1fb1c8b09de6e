/**
 * Every retCode of the three specs' catalogues, by name, with its English and Simplified Chinese text.
 * Code in the services and the console names codes (`RetCode.FileNotFound`), never bare numbers; the
 * console looks messages up here by code and the services fill `msg` from here too.
 */
export const RetCode = {
  Success: 0,
  SessionEnded: 401,
  Forbidden: 403,
  NotFound: 404,
  Timeout: 504,
  UserNameExists: 10002,
  CaptchaNeeded: 10006,
  WrongPassword: 10024,
  OldPasswordWrong: 10033,
  NewPasswordSameAsOld: 10036,
  RoleNameExists: 10051,
  RoleInUse: 10052,
  MfaCodeEmpty: 10053,
  MfaCodesDiffer: 10054,
  LinkExpired: 10055,
  MfaNotEnabled: 10056,
  MfaKeyUsed: 10057,
  MfaKeyFormat: 10058,
  MfaSameCodeTwice: 10059,
  MfaKeyInvalid: 10060,
  MfaCodeWrong: 10061,
  TemplatesFull: 12002,
  NameTaken: 12003,
  CaptchaNeededForSave: 12018,
  FileNotFound: 15010,
  CacheCannotClose: 15013,
  // Transfer codes: the spec shows none; these name the three ways a transfer can be refused.
  TransferTargetHasEnterprise: 15020,
  TransferUnderWay: 15021,
  TransferTargetUnreachable: 15022,
  // System parameters: the spec shows no code for these two refusals (spec 2 §4, §5).
  ParameterTypeInUse: 15030,
  ParameterReadOnly: 15031,
  // Admin users and roles: the spec shows no code for these refusals (spec 3 §6).
  UserProtected: 15040,
  RoleBuiltIn: 15041,
  // API limits and the open API: the spec shows no codes for these refusals (spec 3 §5, §6).
  /** An open-API call without a known application id and its secret (answered with HTTP 401). */
  AppCredentialsInvalid: 15042,
  /** An open-API call over its API limit in the current window (answered with HTTP 429 and Retry-After). */
  ApiLimitExceeded: 15043,
  ApiLimitExists: 15044,
  ApiLimitAppUnknown: 15045,
  ApiLimitNoDefault: 15046,
  // Data clean: the spec shows no code for these two refusals (spec 2 §7).
  DataCleanRunning: 15047,
  DataCleanRetentionUnset: 15048,
  // Speed-test servers: the spec shows no codes (spec 3 §5, §7); names are unique within a region.
  SpeedServerNameTaken: 15055,
  SpeedServerNotFound: 15056,
  // Device functions in two languages: the spec has one text per cell (docs/architecture.md, "Catalogue in two languages").
  FunctionTextNeedsEnglish: 15070,
  // Release note and system bulletin: the spec shows no code for these refusals (spec 3 §5).
  /** Rich text with no visible text once the service has removed unsafe markup. */
  RichTextEmpty: 15050,
  BulletinEndNotAfterStart: 15051,
  BulletinTimezoneUnknown: 15052,
  // Tables (issue 16): a MAC search that is not a MAC or part of one says how to type one.
  MacSearchFormat: 15065,
  FileExists: 20020,
  RegionNotEnabled: 27003,
  DecryptionFailed: 40010,
  CaptchaWrong: 50000,
  LoginFailed: 50003,
  ServiceError: 50004,
  InvalidParameters: 50005,
  UploadFailed: 50010,
  CaptchaRequired: 50014,
  AccountLocked: 50034,
  // Operations (issue 24): what a service says, with HTTP 503, when something it depends on does not answer.
  /** The service's database connection was lost or cannot be opened; the call changed nothing and may be retried. */
  DatabaseUnreachable: 50090,
  /** A region cannot ask the account service who a credential belongs to. */
  SignInServiceUnreachable: 50091,
  TemplateFormat: 60001,
  StorageFailed: 60002,
  FileTypeRefused: 60050,
  FileTooLarge: 60051,
  AccountOrPasswordWrong: 1110003,
  VerificationCodeWrong: 1110004,
  VerificationCodeNeeded: 1110006,
  PasswordIncorrect: 1110028,
  NewPasswordSame: 1110029,
  // Two-factor setup refusals 1110081-1110098, one meaning each (docs/architecture.md, "Two-factor enrolment").
  MfaSecretNotIssued: 1110081,
  MfaAlreadyEnabled: 1110082,
  MfaAccountMismatch: 1110083,
  MfaEnrolmentExpired: 1110084,
  MfaRecoveryCodeWrong: 1110085,
  MfaCodeNotDigits: 1110086,
  MfaCodeLength: 1110087,
  MfaSecretNotBase32: 1110088,
  MfaSecretTooShort: 1110089,
  MfaCodesReversed: 1110090,
  MfaCodesTooOld: 1110091,
  MfaCodesAhead: 1110092,
  SecurityKeyNotCreation: 1110093,
  SecurityKeyChallengeStale: 1110094,
  SecurityKeyOriginRefused: 1110095,
  SecurityKeyNotFound: 1110096,
  SecurityKeyLastOne: 1110097,
  SecurityKeyCounterRegressed: 1110098,
  MfaSetupDevicesFirst: 1110099,
  SecurityKeyNotRegistered: 1110500,
  SecurityKeyUnknown: 1110501,
  SecurityKeyVerifyFailed: 1110502,
  SecurityKeyAlreadyRegistered: 1110503,
  VerificationCodeEmpty: 1111001,
  MfaCodeIncorrect: 1111006,
  MfaCodeExpired: 1111009,
  MfaCodeUsed: 1111010,
  UsernameExists: 1111105,
  RoleExists: 1112002,
  RoleMissing: 1112003,
  RoleUsedBySubAdmin: 1112004,
  NoSystemPermission: 1113013,
  DeviceModelUnsupported: 1130012,
  // Re-authentication (issue #23): a change to what protects the account sent without the current password or a key assertion.
  ReauthRequired: 1110504,
  // Delegated administration (issue 23): an operator grants, and acts on users holding, only what they hold themselves.
  /** The role asked for (to assign, create or edit) holds permissions the operator lacks. */
  GrantBeyondOwn: 15090,
  /** The user acted on holds permissions the operator lacks. */
  UserBeyondOwnGrants: 15091,
  /** Only a super administrator creates or changes super administrators and their roles. */
  SuperAdminOnly: 15092,
  /** root is changed only by root (and by `npm run reset-root-password`). */
  RootOnly: 15093,
  /** Nobody edits or deletes the role they hold. */
  OwnRoleLocked: 15094,
  // Single sign-on (issue #29): 15200–15219.
  SsoProviderMissing: 15200,
  SsoProviderDisabled: 15201,
  SsoProviderUnreachable: 15202,
  SsoLoginExpired: 15203,
  SsoStateMismatch: 15204,
  SsoIdTokenInvalid: 15205,
  SsoProviderRefused: 15206,
  SsoNoMappedRole: 15207,
  SsoNoMappedRegion: 15208,
  SsoRootRefused: 15209,
  SsoAccountTaken: 15210,
  SsoLocalPasswordOff: 15211,
  SsoSuperAdminOnly: 15212,
  SsoMissingClaims: 15213,
  SsoUserInactive: 15214,
  SsoSecretUnreadable: 15215,
  SsoRoleMissing: 15216,
  // Audit streaming (issue 29): 15220–15239.
  /** Destinations are configured by super administrators only. */
  AuditStreamSuperAdminOnly: 15220,
  /** The destination does not exist (deleted meanwhile). */
  AuditStreamNotFound: 15221,
  /** The CA bundle is not PEM certificates. */
  AuditStreamBadCa: 15222,
  // Help and wording (issue #26): 15250–15259.
  /** Setting up an authenticator app: the two codes do not come from the secret the service issued (QR code). */
  MfaAppCodesWrong: 15250,
} as const;

export type RetCodeName = keyof typeof RetCode;
export type RetCodeValue = (typeof RetCode)[RetCodeName];

type Text = { en: string; zh: string };

const R = RetCode;

export const RET_CODES: Record<number, Text> = {
  [R.Success]: { en: 'Success', zh: '成功' },
  [R.SessionEnded]: { en: 'Your session has ended, please sign in again', zh: '登录已失效，请重新登录' },
  [R.Forbidden]: { en: 'Forbidden', zh: '没有权限' },
  [R.NotFound]: { en: 'Not found', zh: '未找到' },
  [R.Timeout]: { en: 'Request timed out', zh: '请求超时' },
  [R.UserNameExists]: { en: 'User name already exists', zh: '用户名已存在' },
  [R.CaptchaNeeded]: { en: 'Please enter the verification code', zh: '请输入验证码' },
  [R.WrongPassword]: { en: 'Incorrect password', zh: '密码错误' },
  [R.OldPasswordWrong]: { en: 'password error', zh: '密码错误' },
  [R.NewPasswordSameAsOld]: { en: "New password can't be the same as the old one", zh: '新密码不能与旧密码相同' },
  [R.RoleNameExists]: { en: 'Role name already exists', zh: '角色名称已存在' },
  [R.RoleInUse]: { en: 'Role is in use', zh: '角色正在使用中' },
  [R.MfaCodeEmpty]: { en: 'The MFA code is empty', zh: 'MFA 验证码为空' },
  [R.MfaCodesDiffer]: { en: 'The MFA codes do not match', zh: 'MFA 验证码不一致' },
  [R.LinkExpired]: { en: 'The link has expired', zh: '链接已过期' },
  [R.MfaNotEnabled]: { en: 'MFA is not enabled', zh: 'MFA 未启用' },
  [R.MfaKeyUsed]: { en: 'The MFA key has already been used', zh: 'MFA 密钥已被使用' },
  [R.MfaKeyFormat]: { en: 'The MFA key format is invalid', zh: 'MFA 密钥格式错误' },
  [R.MfaSameCodeTwice]: { en: 'The same MFA code was entered twice', zh: '两次输入了相同的 MFA 验证码' },
  [R.MfaKeyInvalid]: {
    en: 'The MFA key is invalid: these codes do not come from the secret you typed. Check the secret, then enter two codes the token shows one after the other',
    zh: 'MFA 密钥无效：这两个验证码不是由您输入的密钥生成的。请核对密钥，然后依次输入令牌显示的两个连续验证码',
  },
  [R.MfaCodeWrong]: { en: 'The MFA code is incorrect', zh: 'MFA 验证码错误' },
  [R.TemplatesFull]: { en: 'Custom templates reach the maximum of 5', zh: '自定义模板已达上限 5 个' },
  [R.NameTaken]: { en: 'Save failed, name cannot be the same', zh: '保存失败，名称不能相同' },
  [R.CaptchaNeededForSave]: { en: 'Please enter the verification code', zh: '请输入验证码' },
  [R.FileNotFound]: { en: 'File not found', zh: '文件不存在' },
  [R.CacheCannotClose]: { en: 'Statistics cache opened, cannot be closed', zh: '统计缓存已开启，无法关闭' },
  [R.TransferTargetHasEnterprise]: { en: 'The enterprise already exists in the target region', zh: '目标区域已存在该企业' },
  [R.TransferUnderWay]: { en: 'A transfer of this enterprise is already under way', zh: '该企业的迁移正在进行中' },
  [R.TransferTargetUnreachable]: { en: 'The target region cannot be reached', zh: '无法连接目标区域' },
  [R.ParameterTypeInUse]: { en: 'The parameter type is in use by system parameters', zh: '参数类型正在被系统参数使用' },
  [R.ParameterReadOnly]: { en: 'Read-only parameters cannot be changed', zh: '只读参数不能修改或删除' },
  [R.UserProtected]: { en: 'The current user and root cannot be edited, deleted or signed out', zh: '不能编辑、删除或强制下线当前用户和 root' },
  [R.RoleBuiltIn]: { en: 'A built-in role cannot be edited or deleted', zh: '内置角色不能编辑或删除' },
  [R.AppCredentialsInvalid]: { en: 'Unknown application id or wrong application secret', zh: '应用 ID 不存在或应用密钥错误' },
  [R.ApiLimitExceeded]: { en: 'Too many calls to this API, please retry later', zh: '接口调用次数超过限制，请稍后重试' },
  [R.ApiLimitExists]: { en: 'This API already has a limit for this application', zh: '该接口已存在此应用的限制' },
  [R.ApiLimitAppUnknown]: { en: 'No application has this application id', zh: '该应用 ID 不存在' },
  [R.ApiLimitNoDefault]: { en: 'This URL has no default limit', zh: '该 URL 没有默认限制' },
  [R.DataCleanRunning]: { en: 'Data clean is already running in this region', zh: '该区域的数据清理正在进行中' },
  [R.DataCleanRetentionUnset]: { en: 'Set the system parameter del_syslog_time (retention in seconds) before cleaning data', zh: '请先设置系统参数 del_syslog_time（保留时长，单位秒）再清理数据' },
  [R.SpeedServerNameTaken]: { en: 'A speed-test server with this name already exists in this region', zh: '该区域已存在同名的测速服务器' },
  [R.SpeedServerNotFound]: { en: 'The speed-test server does not exist', zh: '测速服务器不存在' },
  [R.FunctionTextNeedsEnglish]: {
    en: 'A Chinese description or tooltip needs its English text too (English is shown in every other language)',
    zh: '填写中文说明或提示时，也请填写英文（其他语言显示英文）',
  },
  [R.RichTextEmpty]: { en: 'The content is empty (unsafe markup is removed before saving)', zh: '内容为空（保存前会移除不安全的标记）' },
  [R.BulletinEndNotAfterStart]: { en: 'The end time must be after the start time', zh: '结束时间必须晚于开始时间' },
  [R.BulletinTimezoneUnknown]: { en: 'Unknown timezone', zh: '未知的时区' },
  [R.MacSearchFormat]: {
    en: 'Type a full MAC like 00:0B:82:12:34:56 or part of one (hex digits 0-9 and A-F)',
    zh: '请输入完整的 MAC 地址（如 00:0B:82:12:34:56）或其中一部分（十六进制数字 0-9、A-F）',
  },
  [R.FileExists]: { en: 'File already exists', zh: '文件已存在' },
  [R.RegionNotEnabled]: { en: 'The region service is not enabled for this account', zh: '该账号未开通此区域服务' },
  [R.DecryptionFailed]: { en: 'Decryption failed', zh: '解密失败' },
  [R.CaptchaWrong]: { en: 'Verify Code Error', zh: '验证码错误' },
  [R.LoginFailed]: { en: 'Login failed', zh: '登录失败' },
  [R.ServiceError]: { en: 'Service error', zh: '服务异常' },
  [R.InvalidParameters]: { en: 'Invalid parameters', zh: '参数错误' },
  [R.UploadFailed]: { en: 'Upload failed', zh: '上传失败' },
  [R.CaptchaRequired]: { en: 'Need to enter verification code', zh: '需要输入验证码' },
  [R.AccountLocked]: { en: 'Account locked, try later', zh: '账号已锁定，请稍后再试' },
  [R.TemplateFormat]: { en: 'Upload template format error', zh: '上传模板格式错误' },
  [R.StorageFailed]: { en: 'Upload failed', zh: '上传失败' },
  [R.DatabaseUnreachable]: { en: 'The database is unreachable; try again in a moment', zh: '数据库暂时无法连接，请稍后重试' },
  [R.SignInServiceUnreachable]: {
    en: 'The sign-in service is unreachable; try again in a moment', zh: '登录服务暂时无法连接，请稍后重试',
  },
  [R.FileTypeRefused]: { en: 'Unsupported file format', zh: '不支持的文件格式' },
  [R.FileTooLarge]: { en: 'File exceeds the maximum size', zh: '文件超过最大限制' },
  [R.AccountOrPasswordWrong]: { en: 'Account or password error', zh: '账号或密码错误' },
  [R.VerificationCodeWrong]: { en: 'Verification code error', zh: '验证码错误' },
  [R.VerificationCodeNeeded]: { en: 'Please enter the verification code', zh: '请输入验证码' },
  [R.PasswordIncorrect]: { en: 'Incorrect password', zh: '密码错误' },
  [R.NewPasswordSame]: { en: 'The new password is the same as the old one', zh: '新密码与旧密码相同' },
  [R.MfaSecretNotIssued]: { en: 'This is not the secret issued for this enrolment; scan the newest QR code', zh: '该密钥不是本次绑定下发的密钥，请扫描最新的二维码' },
  [R.MfaAlreadyEnabled]: { en: 'Two-factor authentication is already on; remove it before enrolling again', zh: '双因素认证已开启，请先移除再重新绑定' },
  [R.MfaAccountMismatch]: { en: 'The account does not match the signed-in operator', zh: '账号与当前登录用户不一致' },
  [R.MfaEnrolmentExpired]: { en: 'The enrolment has expired, please start again', zh: '绑定已过期，请重新开始' },
  [R.MfaRecoveryCodeWrong]: { en: 'The recovery code is incorrect or has already been used', zh: '恢复码错误或已被使用' },
  [R.MfaCodeNotDigits]: { en: 'A verification code contains digits only', zh: '验证码只能包含数字' },
  [R.MfaCodeLength]: { en: 'A verification code has six digits', zh: '验证码应为 6 位数字' },
  [R.MfaSecretNotBase32]: { en: 'The secret may contain only the letters A-Z and the digits 2-7', zh: '密钥只能包含字母 A-Z 和数字 2-7' },
  [R.MfaSecretTooShort]: { en: 'The secret is too short (at least 16 characters, 80 bits)', zh: '密钥太短（至少 16 个字符，80 位）' },
  [R.MfaCodesReversed]: { en: 'The codes are in the wrong order: enter the earlier code first', zh: '验证码顺序颠倒：请先输入较早的验证码' },
  [R.MfaCodesTooOld]: { en: "The codes are too old (or the token's clock is behind); enter the two newest codes", zh: '验证码已过期（或令牌时钟落后），请输入最新的两个验证码' },
  [R.MfaCodesAhead]: { en: "The codes are from the future: the token's clock is ahead", zh: '验证码来自未来：令牌时钟超前' },
  [R.SecurityKeyNotCreation]: { en: 'The answer is not a security key registration', zh: '该应答不是安全密钥注册' },
  [R.SecurityKeyChallengeStale]: { en: 'The security key answered an earlier request; please try again', zh: '安全密钥应答的是之前的请求，请重试' },
  [R.SecurityKeyOriginRefused]: { en: 'The security key was used from a site this console does not accept', zh: '安全密钥来自本控制台不接受的网站' },
  [R.SecurityKeyNotFound]: { en: 'The security key does not exist', zh: '安全密钥不存在' },
  [R.SecurityKeyLastOne]: { en: 'The last security key cannot be removed; remove two-factor authentication instead', zh: '不能删除最后一个安全密钥，请改为移除双因素认证' },
  [R.SecurityKeyCounterRegressed]: { en: "The security key's counter went backwards; the key may have been copied", zh: '安全密钥计数器回退，该密钥可能已被复制' },
  [R.MfaSetupDevicesFirst]: { en: 'Two-factor setup failed; devices must be deleted before deleting the account', zh: '双因素认证设置失败；删除账号前须先删除设备' },
  [R.SecurityKeyNotRegistered]: { en: 'The security key could not be registered', zh: '安全密钥注册失败' },
  [R.SecurityKeyUnknown]: { en: 'The security key was not recognised', zh: '无法识别该安全密钥' },
  [R.SecurityKeyVerifyFailed]: { en: 'The security key verification failed', zh: '安全密钥验证失败' },
  [R.SecurityKeyAlreadyRegistered]: { en: 'The security key is already registered', zh: '该安全密钥已注册' },
  [R.VerificationCodeEmpty]: { en: 'The verification code is empty', zh: '验证码为空' },
  [R.MfaCodeIncorrect]: { en: 'The MFA code is incorrect', zh: 'MFA 验证码错误' },
  [R.MfaCodeExpired]: { en: 'The MFA code has expired', zh: 'MFA 验证码已过期' },
  [R.MfaCodeUsed]: {
    en: 'The MFA code has already been used (each code works once, including the one that finished setup): wait for the next code, then enter it',
    zh: 'MFA 验证码已被使用（每个验证码只能使用一次，包括完成设置时输入的验证码）：请等待下一个验证码后再输入',
  },
  [R.UsernameExists]: { en: 'Username exists', zh: '用户名已存在' },
  [R.RoleExists]: { en: 'Role name exists', zh: '角色名称已存在' },
  [R.RoleMissing]: { en: 'Role does not exist', zh: '角色不存在' },
  [R.RoleUsedBySubAdmin]: { en: 'Role is used by a sub administrator', zh: '角色正被子管理员使用' },
  [R.NoSystemPermission]: { en: 'The account lacks the current system permission', zh: '账号没有当前系统权限' },
  [R.DeviceModelUnsupported]: { en: 'Device model not supported', zh: '不支持该设备型号' },
  [R.ReauthRequired]: {
    en: 'Confirm it is you: enter your current password (or use your security key)',
    zh: '请确认是您本人：输入当前密码（或使用您的安全密钥）',
  },
  [R.GrantBeyondOwn]: { en: 'You can only grant permissions you hold yourself', zh: '只能授予您自己拥有的权限' },
  [R.UserBeyondOwnGrants]: { en: 'This user holds permissions you do not have, so you cannot change them', zh: '该用户拥有您没有的权限，您不能更改该用户' },
  [R.SuperAdminOnly]: { en: 'Only a super administrator can create or change super administrators', zh: '只有超级管理员可以创建或更改超级管理员' },
  [R.RootOnly]: { en: 'Only root can change root', zh: '只有 root 可以更改 root' },
  [R.OwnRoleLocked]: { en: 'You cannot change the role you hold', zh: '您不能更改自己所属的角色' },
  // Single sign-on (issue #29).
  [R.SsoProviderMissing]: { en: 'The identity provider does not exist', zh: '身份提供方不存在' },
  [R.SsoProviderDisabled]: { en: 'This identity provider is not enabled', zh: '该身份提供方未启用' },
  [R.SsoProviderUnreachable]: {
    en: 'The identity provider cannot be reached, or its discovery document is not valid',
    zh: '无法连接身份提供方，或其发现文档无效',
  },
  [R.SsoLoginExpired]: { en: 'This single sign-on attempt has expired or was already used: start again', zh: '本次单点登录已过期或已使用，请重新开始' },
  [R.SsoStateMismatch]: { en: "The identity provider's answer does not belong to this sign-in", zh: '身份提供方的响应不属于本次登录' },
  [R.SsoIdTokenInvalid]: {
    en: "The identity provider's ID token was refused (issuer, audience, signature, expiry or nonce)",
    zh: '身份提供方的 ID 令牌被拒绝（签发者、受众、签名、有效期或 nonce 不符）',
  },
  [R.SsoProviderRefused]: { en: 'The identity provider did not sign you in', zh: '身份提供方未完成登录' },
  [R.SsoNoMappedRole]: {
    en: 'None of your groups at the identity provider is mapped to a role here: ask an administrator to map one of them',
    zh: '您在身份提供方的用户组均未映射到此处的角色，请联系管理员映射其中之一',
  },
  [R.SsoNoMappedRegion]: {
    en: 'None of your groups at the identity provider is mapped to a region here: ask an administrator to map one of them',
    zh: '您在身份提供方的用户组均未映射到此处的区域，请联系管理员映射其中之一',
  },
  [R.SsoRootRefused]: { en: 'root signs in only with its password and second factor', zh: 'root 只能使用密码和第二因素登录' },
  [R.SsoAccountTaken]: {
    en: 'An operator with this user name already exists and is not linked to this identity provider',
    zh: '已存在同名操作员，且未关联到该身份提供方',
  },
  [R.SsoLocalPasswordOff]: { en: 'This operator signs in through single sign-on only', zh: '该操作员只能通过单点登录登录' },
  [R.SsoSuperAdminOnly]: { en: 'Only a super administrator can configure single sign-on', zh: '只有超级管理员可以配置单点登录' },
  [R.SsoMissingClaims]: {
    en: 'The identity provider sent no user name (e-mail or preferred_username) for you',
    zh: '身份提供方未提供您的用户名（电子邮箱或 preferred_username）',
  },
  [R.SsoUserInactive]: { en: 'This operator is deactivated', zh: '该操作员已被停用' },
  [R.SsoSecretUnreadable]: {
    en: 'The stored client secret cannot be decrypted with the current SSO_SECRET_KEY: enter it again',
    zh: '无法使用当前 SSO_SECRET_KEY 解密已保存的客户端密钥，请重新输入',
  },
  [R.SsoRoleMissing]: { en: 'A mapped role does not exist', zh: '映射的角色不存在' },
  [R.AuditStreamSuperAdminOnly]: { en: 'Only a super administrator can configure audit streaming', zh: '只有超级管理员可以配置审计日志推送' },
  [R.AuditStreamNotFound]: { en: 'This audit stream destination no longer exists', zh: '该审计日志推送目标已不存在' },
  [R.AuditStreamBadCa]: { en: 'The CA bundle must be one or more PEM certificates', zh: 'CA 证书包必须是一个或多个 PEM 格式证书' },
  [R.MfaAppCodesWrong]: {
    en: 'These codes do not come from the QR code shown here: in your authenticator app pick the entry this QR code added (scan it again if unsure), check that the phone sets its time automatically, then enter two codes one after the other',
    zh: '这两个验证码不是由此处显示的二维码生成的：请在验证器应用中选择扫描此二维码添加的条目（如不确定请重新扫描），确认手机时间为自动设置，然后依次输入两个连续验证码',
  },
};

export type Lang = 'en' | 'zh';

/** The message for a code in a language; unknown codes fall back to the generic service error. */
export function messageFor(code: number, lang: Lang = 'en'): string {
  return (RET_CODES[code] ?? RET_CODES[R.ServiceError])[lang];
}

/** Codes on which the sign-in form reveals and refreshes the captcha (spec 1 §8). */
export const CAPTCHA_CODES: ReadonlySet<number> = new Set([
  R.CaptchaNeeded, R.VerificationCodeNeeded, R.CaptchaNeededForSave, R.CaptchaWrong, R.VerificationCodeWrong,
]);
