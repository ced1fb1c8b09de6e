import type { Lang } from './ret-codes.ts';

type Text = { en: string; zh: string };

/**
 * Labels of the fields audit entries record (call.audit.change), so the Logs detail shows "Role" / "角色"
 * rather than "roleId". A field missing here shows its key.
 */
export const AUDIT_FIELDS: Record<string, Text> = {
  roleId: { en: 'Role', zh: '角色' },
  userId: { en: 'User', zh: '用户' },
  enterpriseId: { en: 'Enterprise', zh: '企业' },
  region: { en: 'Region', zh: '区域' },
  regions: { en: 'Regions', zh: '区域' },
  targetRegion: { en: 'Target region', zh: '目标区域' },
  lang: { en: 'Language', zh: '语言' },
  name: { en: 'Name', zh: '名称' },
  email: { en: 'E-mail', zh: '邮箱' },
  account: { en: 'User name', zh: '用户名' },
  active: { en: 'Active', zh: '启用' },
  password: { en: 'Password', zh: '密码' },
  googleAuth: { en: 'Two-factor state', zh: '双因素认证状态' },
  clientType: { en: 'Two-factor type', zh: '双因素认证类型' },
  recoveryCodes: { en: 'Recovery codes', zh: '恢复码' },
  session: { en: 'Session', zh: '会话' },
  liveSessions: { en: 'Live sessions', zh: '活动会话' },
  roleName: { en: 'Role name', zh: '角色名称' },
  description: { en: 'Description', zh: '描述' },
  menus: { en: 'Permissions', zh: '权限' },
  status: { en: 'Status', zh: '状态' },
  value: { en: 'Value', zh: '值' },
  note: { en: 'Note', zh: '备注' },
  timeZone: { en: 'Time zone', zh: '时区' },
  appId: { en: 'App ID', zh: '应用 ID' },
  jobId: { en: 'Job', zh: '任务' },
  serviceRegion: { en: 'Service region', zh: '服务区域' },
  zone: { en: 'Zone', zh: '区' },
  serverIp: { en: 'Server IP', zh: '服务器 IP' },
};

/** What an id field names: the Logs detail shows the name next to the id, before and after. */
export const AUDIT_ID_FIELDS = {
  roleId: 'role', userId: 'user', enterpriseId: 'enterprise', region: 'region', targetRegion: 'region',
} as const satisfies Record<string, string>;
export type AuditIdKind = (typeof AUDIT_ID_FIELDS)[keyof typeof AUDIT_ID_FIELDS];

/** Region names as the console's region switcher shows them. */
export const AUDIT_REGION_NAMES: Record<string, Text> = {
  US: { en: 'World', zh: '全球' }, EU: { en: 'EU', zh: '欧洲' }, CN: { en: 'CN', zh: '中国' },
};

/** A field's label in a language; a field without one shows its key. */
export function auditFieldLabel(field: string, lang: Lang): string {
  return Object.hasOwn(AUDIT_FIELDS, field) ? AUDIT_FIELDS[field][lang] : field;
}
