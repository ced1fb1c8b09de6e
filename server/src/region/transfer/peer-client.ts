import { INTERNAL_TRANSFER } from './internal-routes.ts';
import type { EnterpriseSnapshot } from './snapshot.ts';

/** The peer refused the copy because the enterprise already exists there. */
export class PeerConflict extends Error {}

/** Calls a peer region's internal transfer endpoints with the shared secret. */
export function peerClient(baseUrl: () => string, secret: string) {
  async function post<T>(path: string, body: unknown, timeoutMs = 30_000): Promise<T> {
    const res = await fetch(new URL(path, baseUrl()), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-secret': secret },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.status === 409) throw new PeerConflict('the enterprise already exists in the target region');
    if (!res.ok) throw new Error(`${path} answered HTTP ${res.status}`);
    return (await res.json()) as T;
  }
  return {
    probe: (enterpriseId: string, jobKey?: string) => post<{ taken: boolean }>(INTERNAL_TRANSFER.probe, { enterpriseId, jobKey }, 10_000),
    import: (jobKey: string, sourceRegion: string, snapshot: EnterpriseSnapshot) =>
      post<{ imported: boolean }>(INTERNAL_TRANSFER.import, { jobKey, sourceRegion, snapshot }, 120_000),
    verify: (jobKey: string) => post<{ digest: string | null }>(INTERNAL_TRANSFER.verify, { jobKey }),
  };
}
export type PeerClient = ReturnType<typeof peerClient>;
