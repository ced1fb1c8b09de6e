import { RetCode, type Endpoint, type RequestOf, type ResponseOf } from '@gwn/contract';
import { INTERNAL_SECRET_HEADER } from './guard.ts';

/** Calls another service's `internal` endpoint with the shared secret; the reply's data, checked against the contract. */
export async function callInternal<E extends Endpoint>(
  baseUrl: string, secret: string, endpoint: E, payload: RequestOf<E>, timeoutMs = 5000,
): Promise<ResponseOf<E>> {
  const res = await fetch(new URL(endpoint.path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [INTERNAL_SECRET_HEADER]: secret },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = (await res.json().catch(() => null)) as { retCode?: unknown; data?: unknown } | null;
  if (!res.ok || body?.retCode !== RetCode.Success) throw new Error(`${endpoint.path} answered HTTP ${res.status}, retCode ${String(body?.retCode)}`);
  return endpoint.response.parse(body.data) as ResponseOf<E>;
}
