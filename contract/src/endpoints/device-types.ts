import { z } from 'zod';
import { endpoint, nothing } from '../endpoint.ts';
import { flag, heldKeys, heldRows, page, paging, regionName, requiredText } from './common.ts';
import { isJsonText } from '../field-checks.ts';

export { isJsonText } from '../field-checks.ts';

/** Field limits of the device-type dialog, read by the console's form and the region service (spec 2 §5, §9). */
export const DEVICE_TYPE_LIMITS = {
  keyMax: 64,
  nameMax: 64,
  versionMax: 32,
  /** order, firmwareName and portalVersion. */
  textMax: 64,
  executeTypeMax: 64,
  ssidNumberMax: 64,
  /** Spec 1 §5: an order number is an integer from 0 to 2147483647 (PostgreSQL's integer holds it). */
  orderMax: 2_147_483_647,
  defaultOrder: 50,
  versionDescMax: 4096,
  customSettingsMax: 2048,
  /** Save-button loading time-out (spec 2 §9). */
  saveTimeoutMs: 30_000,
} as const;

export const DEVICE_KINDS = ['AP', 'ROUTER', 'SWITCH'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];
export const deviceKind = z.enum(DEVICE_KINDS);

/** Device-type state: 1 enabled, 0 disabled, 2 private (spec 2 §4). */
export const DEVICE_TYPE_STATES = [1, 0, 2] as const;
export const deviceTypeState = z.union([z.literal(1), z.literal(0), z.literal(2)]);

const L = DEVICE_TYPE_LIMITS;
const optionalText = (max: number) => z.string().trim().max(max).default('');

const versionDesc = z.string().trim().max(L.versionDescMax)
  .refine((s) => s === '' || isJsonText(s), 'must be valid JSON').default('');

/** A device-type key as devices report it (e.g. GWN7660): no spaces, used as a map key everywhere. */
const deviceTypeKey = requiredText(L.keyMax).regex(/^[A-Za-z0-9._+-]+$/, 'letters, digits and . _ + - only');

/** The editable fields; the key (deviceType) is fixed once created. */
const editableFields = {
  deviceTypeName: requiredText(L.nameMax),
  deviceKinds: deviceKind,
  executeType: optionalText(L.executeTypeMax),
  ssidNumber: z.number().int().min(0).max(L.ssidNumberMax),
  state: deviceTypeState,
  minimumVersion: requiredText(L.versionMax),
  recommendVersion: requiredText(L.versionMax),
  betaVersion: optionalText(L.versionMax),
  order: z.number().int().min(0).max(L.orderMax).default(L.defaultOrder),
  versionDesc,
  customSettings: optionalText(L.customSettingsMax),
  forbidenBand4: flag.default(0),
  supportOutdoor: flag.default(0),
  wireless: flag.default(0),
  firmwareName: optionalText(L.textMax),
  portalVersion: requiredText(L.textMax),
};

export const deviceTypeRow = z.object({
  id: z.number().int(),
  deviceType: z.string(),
  deviceTypeName: z.string(),
  deviceKinds: deviceKind,
  executeType: z.string(),
  ssidNumber: z.number().int(),
  state: deviceTypeState,
  minimumVersion: z.string(),
  recommendVersion: z.string(),
  betaVersion: z.string(),
  order: z.number().int(),
  /** Epoch milliseconds. */
  createTime: z.number(),
  modifyTime: z.number(),
});
export type DeviceTypeRow = z.output<typeof deviceTypeRow>;

export const deviceTypeDetail = deviceTypeRow.extend({
  versionDesc: z.string(),
  customSettings: z.string(),
  forbidenBand4: flag,
  supportOutdoor: flag,
  wireless: flag,
  firmwareName: z.string(),
  portalVersion: z.string(),
});
export type DeviceTypeDetail = z.output<typeof deviceTypeDetail>;

const id = z.number().int().positive();

export const deviceTypeList = endpoint({
  service: 'region', method: 'POST', path: '/admin/device/type/list', guard: 'modelManage', audit: null,
  summary: 'Device types, filtered by name or key, kind and state, ordered by order then key',
  request: z.object({
    ...paging,
    search: z.string().trim().max(L.nameMax).default(''),
    deviceKinds: deviceKind.optional(),
    state: deviceTypeState.optional(),
  }),
  response: page(deviceTypeRow),
});

export const deviceTypeInfo = endpoint({
  service: 'region', method: 'POST', path: '/admin/device/type/info', guard: 'modelManage', audit: null,
  summary: 'One device type with every field of the edit dialog',
  request: z.object({ id }), response: deviceTypeDetail,
});

export const deviceTypeAdd = endpoint({
  service: 'region', method: 'POST', path: '/admin/device/type/add', guard: 'deviceTypeAdd', audit: 'deviceTypeAdd',
  summary: 'Adds a device type to this region (the console sends it to every chosen region); 12003 when the key exists',
  request: z.object({
    deviceType: deviceTypeKey,
    ...editableFields,
    /** The regions chosen in the dialog; each region stores only its own copy. */
    regions: z.array(regionName).min(1),
  }),
  response: z.object({ id }),
});

export const deviceTypeEdit = endpoint({
  service: 'region', method: 'POST', path: '/admin/device/type/edit', guard: 'deviceTypeEdit', audit: 'deviceTypeEdit',
  summary: 'Edits a device type; its key and region are fixed',
  request: z.object({ id, ...editableFields }),
  response: nothing,
});

export const deviceTypeDelete = endpoint({
  service: 'region', method: 'POST', path: '/admin/device/type/delete', guard: 'deviceTypeDelete', audit: 'deviceTypeDelete',
  summary: 'Deletes one or several device types with their function values',
  request: z.object({ ids: z.array(id).min(1).max(500) }),
  response: z.object({ deleted: z.number().int() }),
});

export const deviceTypeKindList = endpoint({
  service: 'region', method: 'POST', path: '/admin/device/type/kind/list', guard: 'modelManage', audit: null,
  summary: 'The device kinds with how many device types each has',
  request: z.object({}).passthrough(),
  response: z.object({ result: z.array(z.object({ deviceKind, count: z.number().int() })) }),
});

export const deviceTypeByKeys = endpoint({
  service: 'region', method: 'POST', path: '/admin/device/type/by_keys', guard: 'modelManage', audit: null,
  summary: 'The device types this region holds under these keys (deviceType), with every field of the edit dialog',
  request: heldKeys(deviceTypeKey),
  response: heldRows(deviceTypeDetail),
});
