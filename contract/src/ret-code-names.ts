/**
 * Every retCode of the three specs' catalogues, by name. Code in the services and the console names codes
 * (`RetCode.FileNotFound`), never bare numbers. Their English and Simplified Chinese words are in ret-codes.ts:
 * kept apart so the sign-in page can know the codes without loading every message in both languages (issue #27).
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

/** Codes on which the sign-in form reveals and refreshes the captcha (spec 1 §8). */
export const CAPTCHA_CODES: ReadonlySet<number> = new Set([
  RetCode.CaptchaNeeded, RetCode.VerificationCodeNeeded, RetCode.CaptchaNeededForSave, RetCode.CaptchaWrong, RetCode.VerificationCodeWrong,
]);
