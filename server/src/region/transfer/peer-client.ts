import { internal, RetCode, type Endpoint, type RegionName, type RequestOf } from '@gwn/contract';
import { INTERNAL_SECRET_HEADER } from '../../core/guard.ts';
import { PermanentJobError } from '../../core/jobs/job-kind.ts';
import type { EnterpriseSnapshot } from './snapshot.ts';

/** The peer refused the copy because the enterprise already exists there: no retry mends that. */
export class PeerConflict extends PermanentJobError {}

/** Calls a peer region's internal transfer endpoints with the shared secret and reads their envelopes. */
export function peerClient(baseUrl: () => string, secret: string) {
  /** The reply's data; throws on anything but success (PeerConflict for 15020). */
  async function post<E extends Endpoint>(endpoint: E, body: RequestOf<E>, timeoutMs = 30_000): Promise<unknown> {
    const res = await fetch(new URL(endpoint.path, baseUrl()), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_SECRET_HEADER]: secret },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const reply = (await res.json().catch(() => null)) as { retCode?: unknown; data?: unknown } | null;
    if (reply?.retCode === RetCode.TransferTargetHasEnterprise) throw new PeerConflict('the enterprise already exists in the target region');
    if (!res.ok || reply?.retCode !== RetCode.Success) throw new Error(`${endpoint.path} answered HTTP ${res.status}, retCode ${String(reply?.retCode)}`);
    return reply.data;
  }
  const { transferProbe, transferImport, transferVerify } = internal;
  return {
    probe: async (enterpriseId: string, jobKey?: string) =>
      transferProbe.response.parse(await post(transferProbe, { enterpriseId, jobKey }, 10_000)),
    import: async (jobKey: string, sourceRegion: RegionName, snapshot: EnterpriseSnapshot) =>
      transferImport.response.parse(await post(transferImport, { jobKey, sourceRegion, snapshot }, 120_000)),
    verify: async (jobKey: string) => transferVerify.response.parse(await post(transferVerify, { jobKey })),
  };
}
export type PeerClient = ReturnType<typeof peerClient>;
