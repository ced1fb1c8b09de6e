import { signInByApi, type ApiSession } from './api.ts';

/**
 * root (super administrator) with the password scripts/test-e2e.sh gives the server. The journeys that use it
 * change no account state (uploads, the device catalogue, manager visits).
 */
export async function rootSession(): Promise<ApiSession> {
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!password) throw new Error('E2E_ADMIN_PASSWORD is not set: run the journeys through scripts/test-e2e.sh');
  return signInByApi('root', password);
}
