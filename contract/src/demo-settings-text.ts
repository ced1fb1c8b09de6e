/**
 * The demo system settings' texts in both languages (docs/architecture.md, "Demo settings in two languages").
 * A region seeds its demo parameter types and parameters in English (server/src/region/demo/system-settings.ts);
 * the console shows a row in the operator's language while it still holds the seeded English text, and as typed
 * once an operator has changed it. Keyed by the type's or parameter's key, which never changes.
 */
export interface BilingualText { en: string; zh: string }

export const DEMO_PARAMETER_TYPE_NAMES: Readonly<Record<string, BilingualText>> = {
  system: { en: 'System information', zh: '系统信息' },
  log: { en: 'Logs and retention', zh: '日志与保留' },
  mail: { en: 'E-mail delivery', zh: '邮件发送' },
  device: { en: 'Device management', zh: '设备管理' },
  portal: { en: 'Captive portal', zh: '认证门户' },
};

export const DEMO_PARAMETER_TEXTS: Readonly<Record<string, { name: BilingualText; description: BilingualText }>> = {
  region_code: {
    name: { en: 'Region code', zh: '区域代码' },
    description: { en: 'The region this service runs in', zh: '本服务所在的区域' },
  },
  del_syslog_time: {
    name: { en: 'Syslog retention', zh: '系统日志保留时间' },
    description: { en: 'Device syslog older than this is removed by data clean (seconds)', zh: '早于此时长的设备系统日志由数据清理删除（秒）' },
  },
  syslog_level: {
    name: { en: 'Syslog level', zh: '系统日志级别' },
    description: { en: 'Lowest level devices send', zh: '设备发送的最低日志级别' },
  },
  mail_batch_size: {
    name: { en: 'Mail batch size', zh: '邮件批量大小' },
    description: { en: 'Recipients per SMTP batch', zh: '每批 SMTP 发送的收件人数' },
  },
  mail_retry_times: {
    name: { en: 'Mail retries', zh: '邮件重试次数' },
    description: { en: 'Attempts per recipient', zh: '每个收件人的发送尝试次数' },
  },
  ap_offline_minutes: {
    name: { en: 'AP offline after', zh: 'AP 离线判定时间' },
    description: { en: 'Minutes without a heartbeat', zh: '无心跳的分钟数' },
  },
  upgrade_window: {
    name: { en: 'Upgrade window', zh: '升级时间窗' },
    description: { en: 'Local time of scheduled firmware upgrades', zh: '计划固件升级的当地时间' },
  },
  portal_session_hours: {
    name: { en: 'Portal session', zh: '门户会话时长' },
    description: { en: 'Hours a guest stays signed in', zh: '访客保持登录的小时数' },
  },
};

/**
 * A stored text in the operator's language: the seeded text's translation when the row still holds the seeded
 * English, else the text as stored (an operator's own words are never rewritten).
 */
export function demoTextIn(lang: 'en' | 'zh', stored: string, seeded: BilingualText | undefined): string {
  return lang === 'zh' && seeded && stored === seeded.en ? seeded.zh : stored;
}
