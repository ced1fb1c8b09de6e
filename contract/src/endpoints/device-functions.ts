import { z } from 'zod';
import { endpoint, nothing } from '../endpoint.ts';
import { deviceKind, DEVICE_TYPE_LIMITS } from './device-types.ts';

export const DEVICE_FUNCTION_LIMITS = { desMax: 128, tooltipsMax: 512, batchMax: 500 } as const;

/** A cell of the matrix: '1' supported (tick), '0' not supported (cross), '-1' not applicable (nothing). */
export const FUNCTION_CHECKED = ['1', '0', '-1'] as const;
export type FunctionChecked = (typeof FUNCTION_CHECKED)[number];

export const functionDes = z.object({
  checked: z.enum(FUNCTION_CHECKED),
  des: z.string().trim().max(DEVICE_FUNCTION_LIMITS.desMax).default(''),
  tooltips: z.string().trim().max(DEVICE_FUNCTION_LIMITS.tooltipsMax).default(''),
});
export type FunctionDes = z.output<typeof functionDes>;

/** What a device type has for a function it has no value for yet. */
export const EMPTY_FUNCTION_DES: FunctionDes = { checked: '-1', des: '', tooltips: '' };

/**
 * A cell's Simplified Chinese text, edited beside the English of functionDes. Empty text shows the
 * English; Chinese text needs its English (English is what every other language shows).
 */
export const functionDesZh = z.object({
  des: z.string().trim().max(DEVICE_FUNCTION_LIMITS.desMax).default(''),
  tooltips: z.string().trim().max(DEVICE_FUNCTION_LIMITS.tooltipsMax).default(''),
});
export type FunctionDesZh = z.output<typeof functionDesZh>;

/** Groups of the public comparison: routers split by whether they have a radio. */
export const COMPARE_GROUPS = ['wired_ROUTER', 'wireless_ROUTER', 'AP', 'SWITCH'] as const;
export type CompareGroup = (typeof COMPARE_GROUPS)[number];

const functionKey = z.string().trim().min(1).max(64);
const keyMap = <T extends z.ZodType>(value: T) => z.record(z.string(), value);

/** A function and a device type's cell; names and text in the caller's language (Accept-Language). */
const functionRow = z.object({ functionKey: z.string(), functionName: z.string(), category: z.string(), functionDes });

const tableFields = {
  /** Device-type keys, in display order (order, then key). */
  deviceTypeKey: z.array(z.string()),
  deviceTypeKeyNameMap: keyMap(z.string()),
  /** deviceTypeKey -> functionKey -> cell; a missing cell means '-1'. */
  deviceTypeFunctionMap: keyMap(keyMap(functionDes)),
  /** Function keys, in catalogue order. */
  functionKeyList: z.array(z.string()),
  functionKeyNameMap: keyMap(z.string()),
  /** functionKey -> its category (e.g. Wi-Fi, Security), for grouping. */
  functionCategoryMap: keyMap(z.string()),
};
export const functionTableReply = z.object(tableFields);
export type FunctionTable = z.output<typeof functionTableReply>;

const filters = {
  /** Part of a device type's name or type code (case-insensitive). */
  deviceTypeName: z.string().trim().max(DEVICE_TYPE_LIMITS.nameMax).default(''),
  /** Device-type keys to show; empty shows all. */
  deviceType: z.array(z.string().max(DEVICE_TYPE_LIMITS.keyMax)).max(500).default([]),
};

export const functionList = endpoint({
  service: 'region', method: 'POST', path: '/admin/device/function/list', guard: 'featureList', audit: null,
  summary: 'Function values as rows, filtered by device-type name, kind and keys',
  request: z.object({ ...filters, deviceKind: deviceKind.optional() }),
  response: z.object({
    result: z.array(functionRow.extend({ deviceType: z.string(), deviceTypeName: z.string(), deviceKind })),
  }),
});

export const functionTable = endpoint({
  service: 'region', method: 'POST', path: '/admin/device/function/table', guard: 'featureList', audit: null,
  summary: 'The function matrix of one device kind (every state)',
  request: z.object({ ...filters, deviceKind }),
  response: functionTableReply,
});

export const deviceTypeFunctionInfo = endpoint({
  service: 'region', method: 'POST', path: '/admin/device/type/function/info', guard: 'deviceTypeFunctionEdit', audit: null,
  summary: "One device type's value for every function of its kind, in English and Chinese, for the function-edit dialog",
  request: z.object({ id: z.number().int().positive() }),
  response: z.object({
    deviceType: z.string(), deviceTypeName: z.string(), deviceKind,
    /** Names in the caller's language; functionDes holds the English text and functionDesZh the Chinese, as stored. */
    functionList: z.array(functionRow.extend({ functionDesZh })),
  }),
});

export const functionBatchSave = endpoint({
  service: 'region', method: 'POST', path: '/admin/device/function/batch/save', guard: 'deviceTypeFunctionEdit', audit: 'deviceTypeFunctionEdit',
  summary: "Saves a device type's values for the listed functions (functions of another kind are refused)",
  request: z.object({
    id: z.number().int().positive(),
    /** functionDes is the English text; a missing functionDesZh keeps the Chinese text already stored. */
    functionList: z.array(z.object({ functionKey, functionDes, functionDesZh: functionDesZh.optional() })).min(1).max(DEVICE_FUNCTION_LIMITS.batchMax),
  }),
  response: nothing,
});

export const functionTableAll = endpoint({
  service: 'region', method: 'POST', path: '/admin/device/type/function/table/all', guard: 'public', audit: null,
  summary: 'Public model comparison: enabled, non-private device types and their functions, nothing else',
  request: z.object({}).passthrough(),
  response: z.object({
    ...tableFields,
    /** Each device type with its comparison group. */
    deviceTypeKeyMapList: z.array(z.object({ key: z.string(), value: z.enum(COMPARE_GROUPS) })),
    /** functionKey -> the device kind it belongs to. */
    functionKindMap: keyMap(deviceKind),
  }),
});
