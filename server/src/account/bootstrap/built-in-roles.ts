import { ACTION_KEYS, MENU_IDS, type MenuId } from '@gwn/contract';

/** The roles every installation starts with. Both are built in (edit 1): they cannot be edited or deleted. */
export const SUPER_ADMIN_ROLE = {
  roleName: 'Super administrator',
  description: 'Everything, in every region',
  edit: 1,
  superAdmin: true,
  menuIds: [...MENU_IDS],
  actionKeys: Object.values(ACTION_KEYS).flat(),
};

const operatorMenus: MenuId[] = [
  'welcome', 'dashboard', 'enterprise', 'deviceManage', 'devicePasswordManage', 'modelManage', 'featureList',
  'managerUsage', 'firmwareManage', 'setting', 'personalInformation', 'changePassword',
];

/** A sub-administrator: devices and enterprises, read-mostly, no users, roles or system settings. */
export const SUB_ADMIN_ROLE = {
  roleName: 'Sub administrator',
  description: 'Enterprises and devices; no system settings, users or roles',
  edit: 1,
  superAdmin: false,
  menuIds: operatorMenus,
  actionKeys: ['enterpriseExport', 'enterpriseExternal', 'apExport', 'apPassAdd', 'apPassEdit'],
};
