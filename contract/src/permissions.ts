/**
 * Action keys (button permissions) from spec 1 §6, spec 2 §6 and spec 3 §6.
 * A role grants menu ids and action keys; an endpoint is guarded by one of either.
 */
export const ACTION_KEYS = {
  enterprise: [
    'enterpriseExternal', 'enterpriseExport', 'enterpriseTrans', 'enterprisePayment', 'enterprisePortal',
    'statisticsCache', 'top_websites_switch', 'hardwareReset', 'isp_config_switch',
    'high_precision_usage_control_switch', 'removeMfa',
  ],
  deviceManage: ['apExport', 'apDel'],
  devicePasswordManage: ['apPassAdd', 'apPassImport', 'apPassEdit', 'apPassDel'],
  modelManage: ['deviceTypeAdd', 'deviceTypeEdit', 'deviceTypeDelete', 'deviceTypeFunctionEdit'],
  firmwareManage: ['firmwareAdd', 'firmwareDel'],
  filesManage: ['pluginAdd', 'pluginDelete'],
  apiInterfaceRestrictions: [
    'admin_sys_api_limit_list', 'admin_sys_api_limit_add', 'admin_sys_api_limit_edit', 'admin_sys_api_limit_delete',
  ],
} as const;

export type ActionKey = (typeof ACTION_KEYS)[keyof typeof ACTION_KEYS][number];

export const ALL_ACTION_KEYS: readonly ActionKey[] = Object.values(ACTION_KEYS).flat();
