import { z } from 'zod';
import { endpoint, nothing } from '../endpoint.ts';
import { heldKeys, heldRows, page, paging, regionName, requiredText } from './common.ts';

/** Field limits of the system parameter and parameter type dialogs (spec 2 §5), read by the console and the service. */
export const PARAMETER_LIMITS = {
  nameMax: 45,
  keyMax: 20,
  valueMax: 512,
  descriptionMax: 128,
  typeNameMax: 45,
  typeKeyMax: 20,
} as const;

/** The parameter whose value is the syslog retention: edited in days, stored in seconds (spec 2 §5, §9). */
export const DEL_SYSLOG_TIME_KEY = 'del_syslog_time';
export const SECONDS_PER_DAY = 86_400;
/** The longest retention the console offers, in days (ten years). */
export const SYSLOG_RETENTION_MAX_DAYS = 3650;

/** Parameter type kinds: 1 read-only (managed by the system), 2 write (operators add, edit and delete). */
export const PARAMETER_TYPE_KINDS = [1, 2] as const;
export const parameterTypeKind = z.union([z.literal(1), z.literal(2)]);
export type ParameterTypeKind = z.infer<typeof parameterTypeKind>;

/** Dialog mode (spec 2 §4): 0 add, 1 edit; in edit mode the key (and for parameters the region) is fixed. */
export const dialogMode = z.union([z.literal(0), z.literal(1)]);

/** A key as services read it: letters, digits and _ . - (no spaces), the same in every region. */
const key = (max: number) => requiredText(max).regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits and _ . - only');

/** True when a del_syslog_time value is a whole number of days, in seconds, within the offered range. */
export function isSyslogRetention(value: string): boolean {
  if (!/^[1-9][0-9]*$/.test(value)) return false;
  const seconds = Number(value);
  return seconds % SECONDS_PER_DAY === 0 && seconds / SECONDS_PER_DAY <= SYSLOG_RETENTION_MAX_DAYS;
}

/** One system parameter (spec 2 §3, screen 8). basicKey is its category's key, type its category's kind. */
export const parameterRow = z.object({
  id: z.number().int(),
  /** The category (parameter type) id in this region. */
  relid: z.number().int(),
  basicKey: z.string(),
  /** The category's name. */
  basicName: z.string(),
  name: z.string(),
  key: z.string(),
  value: z.string(),
  description: z.string(),
  /** 1 read-only: cannot be edited or deleted; 2 write. */
  type: parameterTypeKind,
});
export type ParameterRow = z.infer<typeof parameterRow>;

/** One parameter type (spec 2 §3, screen 9). */
export const parameterTypeRow = z.object({
  id: z.number().int(),
  name: z.string(),
  key: z.string(),
  type: parameterTypeKind,
});
export type ParameterTypeRow = z.infer<typeof parameterTypeRow>;

const L = PARAMETER_LIMITS;

export const parameterList = endpoint({
  service: 'region', method: 'POST', path: '/admin/basic/data/list', guard: 'parameterConfiguration', audit: null,
  summary: 'System parameters ordered by category then key; basicKey narrows to one category (default all)',
  request: z.object({ basicKey: z.string().trim().max(L.typeKeyMax).optional(), ...paging }),
  response: page(parameterRow),
});

export const parameterInfo = endpoint({
  service: 'region', method: 'POST', path: '/admin/basic/data/info', guard: 'parameterConfiguration', audit: null,
  summary: 'One system parameter, by key (404 when this region has none)',
  request: z.object({ key: key(L.keyMax) }),
  response: parameterRow,
});

export const parameterSave = endpoint({
  service: 'region', method: 'POST', path: '/admin/basic/data/save', guard: 'parameterConfiguration', audit: 'parameterSave',
  summary: 'Adds (mode 0; the console sends it to every chosen region, 12003 when the key exists) or edits (mode 1, by key) '
    + 'a parameter of a write category; 15031 for a read-only one, 404 when the category or the key is missing in this region',
  request: z.object({
    mode: dialogMode,
    /** The category's key: the same in every region, where ids differ. */
    basicKey: key(L.typeKeyMax),
    name: requiredText(L.nameMax),
    key: key(L.keyMax),
    value: requiredText(L.valueMax),
    description: z.string().trim().max(L.descriptionMax).default(''),
    /** The regions chosen in the add dialog; each region stores only its own copy. */
    regions: z.array(regionName).min(1).optional(),
  }).superRefine((v, ctx) => {
    if (v.mode === 0 && !v.regions) ctx.addIssue({ code: 'custom', path: ['regions'], message: 'required when adding' });
    if (v.key === DEL_SYSLOG_TIME_KEY && !isSyslogRetention(v.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `whole days in seconds (${SECONDS_PER_DAY} per day), 1 to ${SYSLOG_RETENTION_MAX_DAYS} days` });
    }
  }),
  response: parameterRow,
});

export const parameterDelete = endpoint({
  service: 'region', method: 'POST', path: '/admin/basic/data/delete', guard: 'parameterConfiguration', audit: 'parameterDelete',
  summary: 'Deletes the parameter of a key; 15031 for a read-only one, 404 when there is none',
  request: z.object({ key: key(L.keyMax) }),
  response: nothing,
});

export const typeOptions = endpoint({
  service: 'region', method: 'POST', path: '/admin/basic/type/options', guard: 'parameterConfiguration', audit: null,
  summary: 'Every parameter type of this region, by name: the category filter and the parameter dialog',
  request: z.object({}).passthrough(),
  response: z.array(parameterTypeRow),
});

export const typeList = endpoint({
  service: 'region', method: 'POST', path: '/admin/basic/type/list', guard: 'parameterType', audit: null,
  summary: 'Parameter types ordered by key',
  request: z.object({ ...paging }),
  response: page(parameterTypeRow),
});

export const typeInfo = endpoint({
  service: 'region', method: 'POST', path: '/admin/basic/type/info', guard: 'parameterType', audit: null,
  summary: 'One parameter type, by key (404 when this region has none)',
  request: z.object({ key: key(L.typeKeyMax) }),
  response: parameterTypeRow,
});

export const typeSave = endpoint({
  service: 'region', method: 'POST', path: '/admin/basic/type/save', guard: 'parameterType', audit: 'parameterTypeSave',
  summary: 'Adds (mode 0; 12003 when the key exists) or edits (mode 1, by key; the key is fixed) a parameter type',
  request: z.object({ mode: dialogMode, name: requiredText(L.typeNameMax), key: key(L.typeKeyMax), type: parameterTypeKind }),
  response: parameterTypeRow,
});

export const typeDelete = endpoint({
  service: 'region', method: 'POST', path: '/admin/basic/type/delete', guard: 'parameterType', audit: 'parameterTypeDelete',
  summary: 'Deletes a parameter type by key; 15030 while parameters use it, 404 when there is none',
  request: z.object({ key: key(L.typeKeyMax) }),
  response: nothing,
});

export const parameterByKeys = endpoint({
  service: 'region', method: 'POST', path: '/admin/basic/data/by_keys', guard: 'parameterConfiguration', audit: null,
  summary: 'The parameters this region holds under these keys (the console asks every region where a parameter lives)',
  request: heldKeys(key(L.keyMax)),
  response: heldRows(parameterRow),
});

export const typeByKeys = endpoint({
  service: 'region', method: 'POST', path: '/admin/basic/type/by_keys', guard: 'parameterType', audit: null,
  summary: 'The parameter types this region holds under these keys',
  request: heldKeys(key(L.typeKeyMax)),
  response: heldRows(parameterTypeRow),
});
