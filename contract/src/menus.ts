import { ACTION_KEYS, type ActionKey } from './permissions.ts';

/** One entry of the menu catalogue: a screen (or a group of screens) of the console. */
export interface MenuDef {
  menuId: MenuId;
  /** The console's path of the screen (the spec's route); the screen's name is the i18n key `menu:<menuId>`. */
  route: string;
  /** Not shown in the side menu (reached from the header or from another screen). */
  hidden?: boolean;
  authority?: readonly ActionKey[];
  children?: readonly MenuDef[];
}

export const MENU_IDS = [
  'welcome', 'dashboard', 'enterprise', 'deviceManage', 'devicePasswordManage', 'modelManage', 'featureList',
  'managerUsage', 'firmwareManage', 'portalManage',
  'file', 'filesManage', 'coreFile', 'capture', 'gwnManageFile',
  'systemManage', 'parameterConfiguration', 'parameterType', 'maintenance', 'sshServerConfig',
  'apiInterfaceRestrictions', 'releaseNote', 'systemNotice',
  'userManage', 'users', 'role',
  'speedTestServerAddress', 'changeLog',
  'setting', 'personalInformation', 'changePassword',
  'singleSignOn',
  // Audit streaming (issue 29): super administrators only.
  'auditStreaming',
] as const;
export type MenuId = (typeof MENU_IDS)[number];

/** The whole menu catalogue of spec 1 §2, in side-menu order. */
export const MENU_TREE: readonly MenuDef[] = [
  { menuId: 'welcome', route: '/welcome' },
  { menuId: 'dashboard', route: '/dashboard' },
  { menuId: 'enterprise', route: '/enterprise', authority: ACTION_KEYS.enterprise },
  { menuId: 'deviceManage', route: '/ap', authority: ACTION_KEYS.deviceManage },
  { menuId: 'devicePasswordManage', route: '/apPassword', authority: ACTION_KEYS.devicePasswordManage },
  { menuId: 'modelManage', route: '/deviceType', authority: ACTION_KEYS.modelManage },
  { menuId: 'featureList', route: '/deviceFunction' },
  { menuId: 'managerUsage', route: '/managerVisit' },
  { menuId: 'firmwareManage', route: '/firmware', authority: ACTION_KEYS.firmwareManage },
  { menuId: 'portalManage', route: '/portal' },
  {
    menuId: 'file', route: '/files', children: [
      { menuId: 'capture', route: '/capture/list' },
      { menuId: 'coreFile', route: '/coreFile/list' },
      { menuId: 'gwnManageFile', route: '/manage/list' },
      { menuId: 'filesManage', route: '/file/list', authority: ACTION_KEYS.filesManage },
    ],
  },
  {
    menuId: 'systemManage', route: '/parameters', children: [
      { menuId: 'parameterConfiguration', route: '/parameters/list' },
      { menuId: 'parameterType', route: '/parameters/type' },
      { menuId: 'maintenance', route: '/parameters/maintenance' },
      { menuId: 'sshServerConfig', route: '/parameters/serve' },
      { menuId: 'apiInterfaceRestrictions', route: '/parameters/apiList', authority: ACTION_KEYS.apiInterfaceRestrictions },
      { menuId: 'releaseNote', route: '/parameters/releaseNote' },
      { menuId: 'systemNotice', route: '/parameters/bulletin' },
      { menuId: 'singleSignOn', route: '/parameters/sso' },
      { menuId: 'auditStreaming', route: '/parameters/auditStreaming' },
    ],
  },
  {
    menuId: 'userManage', route: '/users', children: [
      { menuId: 'users', route: '/users/list' },
      { menuId: 'role', route: '/role/list' },
    ],
  },
  { menuId: 'speedTestServerAddress', route: '/speed' },
  { menuId: 'changeLog', route: '/changeLog' },
  {
    menuId: 'setting', route: '/personal', hidden: true, children: [
      { menuId: 'personalInformation', route: '/personal', hidden: true },
      { menuId: 'changePassword', route: '/personal', hidden: true },
    ],
  },
];

/**
 * Screens only a super administrator's role shows, whatever a role lists: single sign-on decides who may
 * become which operator, and audit streaming where the trail of everyone's changes goes, so neither is a permission
 * to delegate (docs/architecture.md, "Single sign-on").
 */
export const SUPER_ADMIN_ONLY_MENUS: ReadonlySet<MenuId> = new Set<MenuId>(['singleSignOn', 'auditStreaming']);

/** Menus every role has: the landing pages and the operator's own settings. */
export const ALWAYS_GRANTED_MENUS: readonly MenuId[] = [
  'welcome', 'dashboard', 'setting', 'personalInformation', 'changePassword',
];

/** Depth-first walk of the catalogue. */
export function flattenMenus(tree: readonly MenuDef[] = MENU_TREE): MenuDef[] {
  return tree.flatMap((m) => [m, ...flattenMenus(m.children ?? [])]);
}

/** What guards an endpoint: a menu id (seeing the screen) or an action key (pressing its button). */
export type PermissionCode = MenuId | ActionKey;
