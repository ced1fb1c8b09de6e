/**
 * Every retCode of the three specs' catalogues, with its English and Simplified Chinese text.
 * The console looks messages up here by code; the services fill `msg` from here too.
 */
type Text = { en: string; zh: string };

const MFA_SETUP: Record<number, Text> = Object.fromEntries(
  Array.from({ length: 19 }, (_, i) => 1110081 + i).map((code) => [code, {
    en: `Two-factor setup failed (${code})`, zh: `双因素认证设置失败（${code}）`,
  }]),
);

export const RET_CODES: Record<number, Text> = {
  0: { en: 'Success', zh: '成功' },
  401: { en: 'Your session has ended, please sign in again', zh: '登录已失效，请重新登录' },
  403: { en: 'Forbidden', zh: '没有权限' },
  404: { en: 'Not found', zh: '未找到' },
  504: { en: 'Request timed out', zh: '请求超时' },
  10002: { en: 'User name already exists', zh: '用户名已存在' },
  10006: { en: 'Please enter the verification code', zh: '请输入验证码' },
  10024: { en: 'Incorrect password', zh: '密码错误' },
  10033: { en: 'password error', zh: '密码错误' },
  10036: { en: "New password can't be the same as the old one", zh: '新密码不能与旧密码相同' },
  10051: { en: 'Role name already exists', zh: '角色名称已存在' },
  10052: { en: 'Role is in use', zh: '角色正在使用中' },
  10053: { en: 'The MFA code is empty', zh: 'MFA 验证码为空' },
  10054: { en: 'The MFA codes do not match', zh: 'MFA 验证码不一致' },
  10055: { en: 'The link has expired', zh: '链接已过期' },
  10056: { en: 'MFA is not enabled', zh: 'MFA 未启用' },
  10057: { en: 'The MFA key has already been used', zh: 'MFA 密钥已被使用' },
  10058: { en: 'The MFA key format is invalid', zh: 'MFA 密钥格式错误' },
  10059: { en: 'The same MFA code was entered twice', zh: '两次输入了相同的 MFA 验证码' },
  10060: { en: 'The MFA key is invalid', zh: 'MFA 密钥无效' },
  10061: { en: 'The MFA code is incorrect', zh: 'MFA 验证码错误' },
  12002: { en: 'Custom templates reach the maximum of 5', zh: '自定义模板已达上限 5 个' },
  12003: { en: 'Save failed, name cannot be the same', zh: '保存失败，名称不能相同' },
  12018: { en: 'Please enter the verification code', zh: '请输入验证码' },
  15010: { en: 'File not found', zh: '文件不存在' },
  15013: { en: 'Statistics cache opened, cannot be closed', zh: '统计缓存已开启，无法关闭' },
  // Transfer codes: the spec shows none; these name the three ways a transfer can be refused.
  15020: { en: 'The enterprise already exists in the target region', zh: '目标区域已存在该企业' },
  15021: { en: 'A transfer of this enterprise is already under way', zh: '该企业的迁移正在进行中' },
  15022: { en: 'The target region cannot be reached', zh: '无法连接目标区域' },
  20020: { en: 'File already exists', zh: '文件已存在' },
  27003: { en: 'The region service is not enabled for this account', zh: '该账号未开通此区域服务' },
  40010: { en: 'Decryption failed', zh: '解密失败' },
  50000: { en: 'Verify Code Error', zh: '验证码错误' },
  50003: { en: 'Login failed', zh: '登录失败' },
  50004: { en: 'Service error', zh: '服务异常' },
  50005: { en: 'Invalid parameters', zh: '参数错误' },
  50010: { en: 'Upload failed', zh: '上传失败' },
  50014: { en: 'Need to enter verification code', zh: '需要输入验证码' },
  50034: { en: 'Account locked, try later', zh: '账号已锁定，请稍后再试' },
  60001: { en: 'Upload template format error', zh: '上传模板格式错误' },
  60002: { en: 'Upload failed', zh: '上传失败' },
  60050: { en: 'Unsupported file format', zh: '不支持的文件格式' },
  60051: { en: 'File exceeds the maximum size', zh: '文件超过最大限制' },
  1110003: { en: 'Account or password error', zh: '账号或密码错误' },
  1110004: { en: 'Verification code error', zh: '验证码错误' },
  1110006: { en: 'Please enter the verification code', zh: '请输入验证码' },
  1110028: { en: 'Incorrect password', zh: '密码错误' },
  1110029: { en: 'The new password is the same as the old one', zh: '新密码与旧密码相同' },
  ...MFA_SETUP,
  1110099: { en: 'Two-factor setup failed; devices must be deleted before deleting the account', zh: '双因素认证设置失败；删除账号前须先删除设备' },
  1110500: { en: 'The security key could not be registered', zh: '安全密钥注册失败' },
  1110501: { en: 'The security key was not recognised', zh: '无法识别该安全密钥' },
  1110502: { en: 'The security key verification failed', zh: '安全密钥验证失败' },
  1110503: { en: 'The security key is already registered', zh: '该安全密钥已注册' },
  1111001: { en: 'The verification code is empty', zh: '验证码为空' },
  1111006: { en: 'The MFA code is incorrect', zh: 'MFA 验证码错误' },
  1111009: { en: 'The MFA code has expired', zh: 'MFA 验证码已过期' },
  1111010: { en: 'The MFA code has already been used', zh: 'MFA 验证码已被使用' },
  1111105: { en: 'Username exists', zh: '用户名已存在' },
  1112002: { en: 'Role name exists', zh: '角色名称已存在' },
  1112003: { en: 'Role does not exist', zh: '角色不存在' },
  1112004: { en: 'Role is used by a sub administrator', zh: '角色正被子管理员使用' },
  1113013: { en: 'The account lacks the current system permission', zh: '账号没有当前系统权限' },
  1130012: { en: 'Device model not supported', zh: '不支持该设备型号' },
};

export type Lang = 'en' | 'zh';

/** The message for a code in a language; unknown codes fall back to the generic service error. */
export function messageFor(code: number, lang: Lang = 'en'): string {
  return (RET_CODES[code] ?? RET_CODES[50004])[lang];
}

/** Codes the console treats as a normal result rather than a rejected call (spec 1 §8). */
export const NORMAL_RESULT_CODES: ReadonlySet<number> = new Set([0, 10061, 10055, 15013, 50000, 50003, 50005, 50014, 12003]);

/** Codes on which the sign-in form reveals and refreshes the captcha (spec 1 §8). */
export const CAPTCHA_CODES: ReadonlySet<number> = new Set([10006, 1110006, 12018, 50000, 1110004]);
