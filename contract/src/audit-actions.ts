/**
 * THE AUDIT CATALOGUE: every action the product writes to an audit log, with the label the log
 * screens show in English and Chinese. A mutating endpoint names its action in the contract
 * (`audit: 'firmwareDelete'`); the services write one entry per successful call under that key,
 * and events without a call (a transfer finishing, a refused sign-in) use keys from here too.
 * Keys are `<area><Verb>` in camelCase and never change once written: old entries keep their key.
 */
export const AUDIT_ACTIONS = {
  // Account service: sign-in and the operator's own session and settings.
  signInCredentialsChecked: { en: 'Sign-in: password checked', zh: '登录：密码已验证' },
  signIn: { en: 'Signed in', zh: '登录' },
  signInFailed: { en: 'Sign-in refused', zh: '登录失败' },
  signOut: { en: 'Signed out', zh: '退出登录' },
  signInLocked: { en: 'Sign-in locked after repeated failures', zh: '登录失败次数过多，已锁定' },
  sessionExpired: { en: 'Session ended after inactivity', zh: '会话因长时间未操作而结束' },
  languageChange: { en: 'Language changed', zh: '切换语言' },
  passwordChange: { en: 'Own password changed', zh: '修改密码' },
  regionChange: { en: 'Region switched', zh: '切换区域' },
  rootPasswordReset: { en: "root's password reset from the command line", zh: '命令行重置 root 密码' },
  demoAccountsDisabled: { en: 'Demo accounts deactivated (demo data off)', zh: '停用演示账号（演示数据已关闭）' },
  personalNameChange: { en: 'Own name changed', zh: '修改姓名' },
  personalEmailChange: { en: 'Own e-mail changed', zh: '修改邮箱' },
  personalInfoChange: { en: 'Own company, country or timezone changed', zh: '修改公司、国家或时区' },
  twoFactorEnable: { en: 'Two-factor authentication turned on', zh: '开启双因素认证' },
  twoFactorDisable: { en: 'Two-factor authentication turned off', zh: '关闭双因素认证' },
  securityKeyAdd: { en: 'Security key added', zh: '添加安全密钥' },
  securityKeyRemove: { en: 'Security key removed', zh: '删除安全密钥' },

  // Region service: enterprises.
  enterpriseOutdoorSwitch: { en: 'Enterprise outdoor privilege', zh: '企业室外权限' },
  enterprisePaymentSwitch: { en: 'Enterprise payment privilege', zh: '企业支付权限' },
  enterprisePortalSwitch: { en: 'Enterprise portal privilege', zh: '企业认证门户权限' },
  enterpriseCacheOpen: { en: 'Enterprise statistics cache opened', zh: '开启企业统计缓存' },
  enterpriseTopWebsitesSwitch: { en: 'Enterprise top-websites statistics', zh: '企业热门网站统计' },
  enterpriseHardwareResetSwitch: { en: 'Enterprise hardware reset', zh: '企业硬件重置' },
  enterpriseIspConfigSwitch: { en: 'Enterprise ISP configuration', zh: '企业运营商配置' },
  enterpriseUsageControlSwitch: { en: 'Enterprise high-precision usage control', zh: '企业高精度用量控制' },
  enterpriseExport: { en: 'Enterprises exported', zh: '导出企业' },
  enterpriseMfaRemovalRequest: { en: 'Two-factor removal e-mailed to an enterprise', zh: '发送企业双因素移除邮件' },
  enterpriseMfaRemovalConfirm: { en: 'Enterprise two-factor removed by its contact', zh: '企业联系人移除双因素' },
  enterpriseTransferStart: { en: 'Enterprise transfer started', zh: '开始迁移企业' },
  enterpriseTransferReceive: { en: 'Enterprise received from another region', zh: '接收其他区域迁入的企业' },
  enterpriseTransferDone: { en: 'Enterprise transfer finished', zh: '企业迁移完成' },
  enterpriseTransferFail: { en: 'Enterprise transfer failed', zh: '企业迁移失败' },

  // Region service: devices.
  apDelete: { en: 'AP deleted', zh: '删除 AP' },
  apExport: { en: 'APs exported', zh: '导出 AP' },
  apPasswordAdd: { en: 'AP password added', zh: '新增 AP 密码' },
  apPasswordEdit: { en: 'AP password edited', zh: '编辑 AP 密码' },
  apPasswordDelete: { en: 'AP password deleted', zh: '删除 AP 密码' },
  apPasswordImport: { en: 'AP passwords imported', zh: '导入 AP 密码' },
  deviceTypeAdd: { en: 'Device type added', zh: '新增设备型号' },
  deviceTypeEdit: { en: 'Device type edited', zh: '编辑设备型号' },
  deviceTypeDelete: { en: 'Device types deleted', zh: '删除设备型号' },
  deviceTypeFunctionEdit: { en: 'Device type functions edited', zh: '编辑设备型号功能' },

  // Region service: files.
  firmwareUpload: { en: 'Firmware image uploaded', zh: '上传固件' },
  firmwareSave: { en: 'Firmware named', zh: '保存固件' },
  firmwareDelete: { en: 'Firmware deleted', zh: '删除固件' },
  portalUpload: { en: 'Portal file uploaded', zh: '上传认证门户文件' },
  portalImageUpload: { en: 'Portal image uploaded', zh: '上传认证门户图片' },
  portalVersionsSave: { en: 'Portal versions saved', zh: '保存认证门户版本' },
  pluginUpload: { en: 'Plugin uploaded', zh: '上传插件' },
  pluginDelete: { en: 'Plugin deleted', zh: '删除插件' },

  // Region service: system configuration.
  parameterSave: { en: 'System parameter saved', zh: '保存系统参数' },
  parameterDelete: { en: 'System parameter deleted', zh: '删除系统参数' },
  parameterTypeSave: { en: 'Parameter type saved', zh: '保存参数类型' },
  parameterTypeDelete: { en: 'Parameter type deleted', zh: '删除参数类型' },
  // Region service: API limits and the applications of the open API.
  apiLimitAdd: { en: 'API limit added', zh: '添加接口限制' },
  apiLimitEdit: { en: 'API limit edited', zh: '编辑接口限制' },
  apiLimitDelete: { en: 'API limit deleted', zh: '删除接口限制' },
  apiApplicationIssue: { en: 'Open-API application secret issued', zh: '签发开放接口应用密钥' },
  remoteServerAdd: { en: 'Remote server added', zh: '新增远程服务器' },
  remoteServerEdit: { en: 'Remote server edited', zh: '编辑远程服务器' },
  remoteServerDelete: { en: 'Remote servers deleted', zh: '删除远程服务器' },
  speedServerAdd: { en: 'Speed-test server added', zh: '新增测速服务器' },
  speedServerEdit: { en: 'Speed-test server edited', zh: '编辑测速服务器' },
  speedServerDelete: { en: 'Speed-test server deleted', zh: '删除测速服务器' },
  cryptoToolUse: { en: 'Crypto tool used', zh: '使用加解密工具' },
  maintenanceNoticeSubmit: { en: 'Maintenance notice scheduled', zh: '发布维护通知' },
  maintenanceNoticeFinish: { en: 'Maintenance notice ended', zh: '结束维护通知' },
  coreFileUpload: { en: 'Core dump uploaded by a device', zh: '设备上传核心转储文件' },
  coreFileDelete: { en: 'Core file deleted', zh: '删除核心转储文件' },
  releaseNoteSave: { en: 'Release note saved', zh: '保存版本说明' },
  systemBulletinSave: { en: 'System bulletin saved', zh: '保存系统公告' },
  captureFileUpload: { en: 'Packet capture uploaded by a device', zh: '设备上传抓包文件' },
  captureFileDelete: { en: 'Capture file deleted', zh: '删除抓包文件' },
  managerPackageUpload: { en: 'Manager package uploaded', zh: '上传 GWN Manager 安装包' },
  adminUserAdd: { en: 'Admin user added', zh: '新增管理员' },
  adminUserEdit: { en: 'Admin user edited', zh: '编辑管理员' },
  adminUserDelete: { en: 'Admin user deleted', zh: '删除管理员' },
  adminUserMfaRemove: { en: "Admin user's two-factor removed", zh: '移除管理员的双因素认证' },
  adminUserSessionEnd: { en: "Admin user's session ended", zh: '结束管理员的会话' },
  adminUserSignedOut: { en: 'Admin user forced out', zh: '强制管理员下线' },
  ownSessionEnd: { en: 'Own session ended', zh: '结束自己的会话' },
  roleAdd: { en: 'Role added', zh: '新增角色' },
  roleEdit: { en: 'Role edited', zh: '编辑角色' },
  roleDelete: { en: 'Role deleted', zh: '删除角色' },
  dataCleanStart: { en: 'Data clean started', zh: '开始清理数据' },
  dataCleanStop: { en: 'Data clean stopped', zh: '停止清理数据' },
  // Account service: delegated administration (issue 23). A refused escalation is logged, nothing else is written.
  delegationRefused: { en: "Refused: beyond the operator's own permissions", zh: '已拒绝：超出操作员自身权限' },
  // Account service: single sign-on (issue 29). A refused SSO sign-in is logged with its reason.
  ssoProviderAdd: { en: 'Identity provider added', zh: '新增身份提供方' },
  ssoProviderEdit: { en: 'Identity provider edited', zh: '编辑身份提供方' },
  ssoProviderDelete: { en: 'Identity provider deleted', zh: '删除身份提供方' },
  ssoSignIn: { en: 'Signed in with single sign-on', zh: '单点登录' },
  ssoSignInRefused: { en: 'Single sign-on refused', zh: '单点登录被拒绝' },
  // Region service: the console's flow of open-API applications (issue 26).
  apiApplicationRevoke: { en: 'Open-API application revoked', zh: '吊销开放接口应用' },
  // Account service: audit streaming (issue 29).
  auditStreamAdd: { en: 'Audit stream destination added', zh: '新增审计日志推送目标' },
  auditStreamDelete: { en: 'Audit stream destination deleted', zh: '删除审计日志推送目标' },
} as const satisfies Record<string, { en: string; zh: string }>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/**
 * The catalogue's categories: what an audit stream destination (and a reader) can choose instead of single
 * actions. Every action is in exactly one (contract/src/audit-actions.test.ts checks it).
 */
export const AUDIT_CATEGORIES = {
  signIn: {
    en: 'Sign-in and own account', zh: '登录与个人账号',
    actions: [
      'signInCredentialsChecked', 'signIn', 'signInFailed', 'signOut', 'signInLocked', 'sessionExpired', 'languageChange',
      'passwordChange', 'regionChange', 'rootPasswordReset', 'personalNameChange', 'personalEmailChange', 'personalInfoChange',
      'twoFactorEnable', 'twoFactorDisable', 'securityKeyAdd', 'securityKeyRemove', 'ownSessionEnd', 'ssoSignIn', 'ssoSignInRefused',
    ],
  },
  administration: {
    en: 'Administrators and roles', zh: '管理员与角色',
    actions: [
      'demoAccountsDisabled', 'adminUserAdd', 'adminUserEdit', 'adminUserDelete', 'adminUserMfaRemove', 'adminUserSessionEnd',
      'adminUserSignedOut', 'roleAdd', 'roleEdit', 'roleDelete', 'delegationRefused',
    ],
  },
  enterprises: {
    en: 'Enterprises', zh: '企业',
    actions: [
      'enterpriseOutdoorSwitch', 'enterprisePaymentSwitch', 'enterprisePortalSwitch', 'enterpriseCacheOpen', 'enterpriseTopWebsitesSwitch',
      'enterpriseHardwareResetSwitch', 'enterpriseIspConfigSwitch', 'enterpriseUsageControlSwitch', 'enterpriseExport',
      'enterpriseMfaRemovalRequest', 'enterpriseMfaRemovalConfirm', 'enterpriseTransferStart', 'enterpriseTransferReceive',
      'enterpriseTransferDone', 'enterpriseTransferFail',
    ],
  },
  devices: {
    en: 'Devices and device types', zh: '设备与设备型号',
    actions: [
      'apDelete', 'apExport', 'apPasswordAdd', 'apPasswordEdit', 'apPasswordDelete', 'apPasswordImport', 'deviceTypeAdd', 'deviceTypeEdit',
      'deviceTypeDelete', 'deviceTypeFunctionEdit',
    ],
  },
  files: {
    en: 'Firmware and files', zh: '固件与文件',
    actions: [
      'firmwareUpload', 'firmwareSave', 'firmwareDelete', 'portalUpload', 'portalImageUpload', 'portalVersionsSave', 'pluginUpload',
      'pluginDelete', 'coreFileUpload', 'coreFileDelete', 'captureFileUpload', 'captureFileDelete', 'managerPackageUpload',
    ],
  },
  system: {
    en: 'System settings and tools', zh: '系统设置与工具',
    actions: [
      'parameterSave', 'parameterDelete', 'parameterTypeSave', 'parameterTypeDelete', 'remoteServerAdd', 'remoteServerEdit',
      'remoteServerDelete', 'speedServerAdd', 'speedServerEdit', 'speedServerDelete', 'cryptoToolUse', 'dataCleanStart', 'dataCleanStop',
    ],
  },
  openApi: {
    en: 'API limits and applications', zh: '接口限制与应用',
    actions: ['apiLimitAdd', 'apiLimitEdit', 'apiLimitDelete', 'apiApplicationIssue', 'apiApplicationRevoke'],
  },
  notices: {
    en: 'Notices and bulletins', zh: '通知与公告',
    actions: ['maintenanceNoticeSubmit', 'maintenanceNoticeFinish', 'releaseNoteSave', 'systemBulletinSave'],
  },
  integrations: {
    en: 'Single sign-on and audit streaming', zh: '单点登录与审计日志推送',
    actions: ['ssoProviderAdd', 'ssoProviderEdit', 'ssoProviderDelete', 'auditStreamAdd', 'auditStreamDelete'],
  },
} as const satisfies Record<string, { en: string; zh: string; actions: readonly AuditAction[] }>;
export type AuditCategory = keyof typeof AUDIT_CATEGORIES;
export const AUDIT_CATEGORY_KEYS = Object.keys(AUDIT_CATEGORIES) as AuditCategory[];

const categoryOfAction = new Map<string, AuditCategory>(
  AUDIT_CATEGORY_KEYS.flatMap((category) => AUDIT_CATEGORIES[category].actions.map((action) => [action, category] as const)),
);

/** The category an action is in (undefined only for a key the catalogue does not have). */
export function auditCategoryOf(action: string): AuditCategory | undefined {
  return categoryOfAction.get(action);
}

export function isAuditAction(key: string): key is AuditAction {
  return Object.hasOwn(AUDIT_ACTIONS, key);
}

/** One changed field of an audit entry: before -> after (null before for a creation, null after for a deletion). */
export interface AuditChange {
  /** Which record, when a call changes several (a batch delete), e.g. the device-type key. */
  record?: string;
  field: string;
  before: unknown;
  after: unknown;
}

/** What an audit entry records besides who, when and where: the log screens show it as detail and detailAll. */
export interface AuditDetail {
  /** What the call acted on, in a few words: an enterprise's name, a firmware version. */
  subject?: string;
  /** Every changed field, before and after. */
  changes?: AuditChange[];
  /** Facts that are not field changes: the search an export was made for, a file's MD5. */
  facts?: Record<string, unknown>;
}
