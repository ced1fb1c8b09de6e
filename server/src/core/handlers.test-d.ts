/**
 * Type-level checks of handler registration, compiled by `npm run typecheck` (never run): each
 * `@ts-expect-error` fails the typecheck when the line under it stops being an error.
 */
import { auditStream, deviceFunctions, speedServers } from '@gwn/contract';
import type { RegionHost } from '../region/shared/region-context.ts';
import { splitEndpoints, type HandlersOf } from './handlers.ts';
import type { RegionDb } from '../db/connect.ts';

declare const host: RegionHost;
declare const handlers: HandlersOf<typeof speedServers, 'region', RegionDb>;

// Every endpoint with its handler compiles.
host.handleAll(speedServers, handlers);

// An endpoint with no handler does not.
const { remove: _remove, ...withoutRemove } = handlers;
// @ts-expect-error -- `remove` has no handler
host.handleAll(speedServers, withoutRemove);

// A handler answering the wrong reply does not.
// @ts-expect-error -- `info` must answer a speed-test server row
host.handleAll(speedServers, { ...handlers, info: async () => ({ deleted: 1 }) });

// Request types are inferred from the contract: `id` is a number after parsing.
host.handleAll(speedServers, {
  ...handlers,
  remove: async (req) => {
    const id: number = req.id;
    // @ts-expect-error -- the delete request has no name
    void req.name;
    return { deleted: id };
  },
});

// Only the endpoints this service answers are asked for: the region answers one audit-stream endpoint.
host.handleAll(auditStream, { internalStatus: async () => ({ result: [] }) });
// @ts-expect-error -- the region must answer internalStatus
host.handleAll(auditStream, {});

// A module several areas answer is split once (the service's endpoint-splits.ts): every endpoint in one slice compiles,
const split = splitEndpoints(deviceFunctions, 'region', {
  deviceFunctions: ['functionList', 'functionTable', 'deviceTypeFunctionInfo', 'functionBatchSave'],
  modelCompare: ['functionTableAll'],
});
// and each slice asks for its own handlers only.
declare const functionHandlers: HandlersOf<typeof deviceFunctions, 'region', RegionDb>;
host.handleAll(split.modelCompare, { functionTableAll: functionHandlers.functionTableAll });
// @ts-expect-error -- the modelCompare slice holds functionTableAll
host.handleAll(split.modelCompare, {});

// @ts-expect-error -- "functionTableAll: in no slice"
splitEndpoints(deviceFunctions, 'region', {
  deviceFunctions: ['functionList', 'functionTable', 'deviceTypeFunctionInfo', 'functionBatchSave'],
  modelCompare: [],
});
// @ts-expect-error -- "functionBatchSave: in two slices"
splitEndpoints(deviceFunctions, 'region', {
  deviceFunctions: ['functionList', 'functionTable', 'deviceTypeFunctionInfo', 'functionBatchSave'],
  modelCompare: ['functionTableAll', 'functionBatchSave'],
});
splitEndpoints(deviceFunctions, 'region', {
  // @ts-expect-error -- not an endpoint of the module
  deviceFunctions: ['functionList', 'functionTable', 'deviceTypeFunctionInfo', 'functionBatchSave', 'functionRemove'],
  modelCompare: ['functionTableAll'],
});

// The split names only the endpoints this service answers: the account's audit-stream endpoints are not the region's.
splitEndpoints(auditStream, 'region', { auditStream: ['internalStatus'] });
splitEndpoints(auditStream, 'region', {
  // @ts-expect-error -- `list` is answered by the account service
  auditStream: ['internalStatus', 'list'],
});
