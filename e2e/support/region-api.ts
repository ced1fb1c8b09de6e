import { post } from './api.ts';

/** HTTP status of a region call with a credential: 200 while the session lives, 401 once it is revoked. */
export async function regionStatus(adminUrl: string, token: string): Promise<number> {
  const reply = await post('/admin/dashboard/account_count', {}, { baseUrl: adminUrl, token });
  return reply.status;
}
