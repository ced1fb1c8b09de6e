import { callEndpoint } from './api.ts';
import { dashboard } from '@gwn/contract';

/** HTTP status of a region call with a credential: 200 while the session lives, 401 once it is revoked. */
export async function regionStatus(adminUrl: string, token: string): Promise<number> {
  const reply = await callEndpoint(dashboard.accountCount, {}, { baseUrl: adminUrl, token });
  return reply.status;
}
