import { randomBytes, X509Certificate } from 'node:crypto';
import { auditStream as api, REGIONS, RetCode, type auditStream, type ParsedRequestOf, type ResponseOf } from '@gwn/contract';
import { callInternal } from '../../core/internal-client.ts';
import type { Config } from '../../config.ts';
import { ApiError } from '../../core/api-error.ts';
import { requirePrincipal } from '../../core/call.ts';
import type { Sender, StreamTarget } from '../../core/audit-stream/senders.ts';
import { testEntry } from '../../core/audit-stream/stream-entry.ts';
import type { StreamDestination } from '../../core/audit-stream/delivery-job.ts';
import type { AccountDb } from '../../db/connect.ts';
import type { AccountCall } from '../shared/account-context.ts';
import { accountCursors, destinationRepo, type DestinationRecord } from './repo.ts';

type Api = typeof auditStream;

/** Where a stored destination sends, secret included (never leaves the service). */
export function targetOf(d: DestinationRecord): StreamTarget {
  return d.kind === 'syslog'
    ? { kind: 'syslog', host: d.host ?? '', port: d.port ?? 0, tls: d.tls, caPem: d.caPem }
    : { kind: 'webhook', url: d.url ?? '', caPem: d.caPem, secret: d.secret ?? '' };
}

export const destinationOf = (d: DestinationRecord): StreamDestination => ({ id: d.id, filter: d.filter, target: targetOf(d) });

/** Each certificate of a PEM bundle parses, else 15222. */
function checkCa(pem: string | undefined): string | null {
  if (!pem) return null;
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  try {
    if (blocks.length === 0) throw new Error('no certificate');
    for (const block of blocks) new X509Certificate(block);
  } catch {
    throw new ApiError(RetCode.AuditStreamBadCa);
  }
  return pem;
}

/** Streaming is a super administrator's setting, whatever menus a role was given. */
function requireSuperAdmin(call: AccountCall): void {
  if (!requirePrincipal(call).superAdmin) throw new ApiError(RetCode.AuditStreamSuperAdminOnly);
}

/** Audit streaming destinations at the account service (docs/architecture.md, "Audit streaming"). */
export function auditStreamService(deps: { send: Sender; kick: () => void; config: Config }) {
  type RegionStatus = ResponseOf<Api['internalStatus']>['result'];
  /** Each region's delivery status, asked of the regions (each delivers its own log); an unreachable one says so. */
  const regionStatuses = () => Promise.all(REGIONS.map(async (region) => {
    try {
      const { result } = await callInternal(deps.config.regionUrls[region], deps.config.internalSecret, api.internalStatus, {}, 2000);
      return { region, result, error: null as string | null };
    } catch (err) {
      return { region, result: [] as RegionStatus, error: `region ${region} did not answer: ${err instanceof Error ? err.message : String(err)}` };
    }
  }));

  return {
    async list(_input: ParsedRequestOf<Api['list']>, call: AccountCall): Promise<ResponseOf<Api['list']>> {
      requireSuperAdmin(call);
      const rows = await destinationRepo(call.db).list();
      const status = new Map((await accountCursors(call.db).status()).map((s) => [s.destinationId, s]));
      const regions = await regionStatuses();
      return {
        result: rows.map((d) => {
          const s = status.get(d.id);
          return {
            id: d.id, name: d.name, kind: d.kind, tls: d.tls, filter: d.filter, createTime: d.createdAt.toISOString(),
            target: d.kind === 'syslog' ? `${d.host}:${d.port}` : d.url ?? '',
            status: [{
              service: 'account' as const, lastDeliveredTime: s?.lastDeliveredAt?.toISOString() ?? null,
              backlog: s?.backlog ?? 0, lastError: s?.lastError ?? null,
            }, ...regions.map((r) => {
              const rs = r.result.find((x) => x.destinationId === d.id);
              return { service: r.region, lastDeliveredTime: rs?.lastDeliveredTime ?? null, backlog: rs?.backlog ?? 0, lastError: r.error ?? rs?.lastError ?? null };
            })],
          };
        }),
      };
    },

    async add(input: ParsedRequestOf<Api['add']>, call: AccountCall): Promise<ResponseOf<Api['add']>> {
      requireSuperAdmin(call);
      const caPem = checkCa(input.caPem);
      const secret = input.kind === 'webhook' ? randomBytes(32).toString('base64url') : null;
      const fields = input.kind === 'syslog'
        ? { name: input.name, kind: input.kind, host: input.host, port: input.port, tls: input.tls, caPem, filter: input.filter }
        : { name: input.name, kind: input.kind, url: input.url, tls: input.url.startsWith('https:'), caPem, secret, filter: input.filter };
      const id = await destinationRepo(call.db).add(fields);
      await accountCursors(call.db).start(id);
      call.audit.subject(input.name);
      call.audit.change(null, { ...fields, caPem: caPem ? '(CA bundle)' : null });
      call.afterCommit(() => deps.kick());
      return { id, secret };
    },

    async remove(input: ParsedRequestOf<Api['remove']>, call: AccountCall): Promise<ResponseOf<Api['remove']>> {
      requireSuperAdmin(call);
      const repo = destinationRepo(call.db);
      const before = await repo.find(input.id);
      if (!before || !(await repo.remove(input.id))) throw new ApiError(RetCode.AuditStreamNotFound);
      call.audit.subject(before.name);
      call.audit.change({ name: before.name, kind: before.kind, host: before.host, port: before.port, url: before.url }, null);
      return {};
    },

    async sendTest(input: ParsedRequestOf<Api['sendTest']>, call: AccountCall): Promise<ResponseOf<Api['sendTest']>> {
      requireSuperAdmin(call);
      const destination = await destinationRepo(call.db).find(input.id);
      if (!destination) throw new ApiError(RetCode.AuditStreamNotFound);
      try {
        await deps.send(targetOf(destination), [testEntry('account')]);
        return { delivered: true, error: null };
      } catch (err) {
        return { delivered: false, error: err instanceof Error ? err.message : String(err) };
      }
    },
  };
}

/** Every destination with its target, for the regions (internal endpoint: the secret never reaches a console). */
export async function internalDestinations(db: AccountDb): Promise<ResponseOf<Api['internalDestinations']>> {
  const rows = await destinationRepo(db).list();
  return { result: rows.map((d) => ({ id: d.id, createTime: d.createdAt.toISOString(), filter: d.filter, target: targetOf(d) })) };
}

/** The destination a cursor delivers to, read fresh at each attempt (a deletion stops delivery at once). */
export const destinationLookup = (db: AccountDb) => async (id: number) => {
  const d = await destinationRepo(db).find(id);
  return d ? destinationOf(d) : null;
};
