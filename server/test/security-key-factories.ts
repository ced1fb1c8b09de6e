import { eq } from 'drizzle-orm';
import { adminUsers } from '../src/db/account-schema.ts';
import type { AccountDb } from '../src/db/connect.ts';
import { twoFactorRepo } from '../src/account/shared/two-factor-repo.ts';
import { webauthnService } from '../src/account/shared/webauthn.ts';
import { buildOperator, type BuiltOperator } from './factories.ts';
import { softwareAuthenticator } from './software-authenticator.ts';

/** The relying party of the test configuration (ACCOUNT_URL http://localhost:8080). */
const TEST_RP = { rpId: 'localhost', rpName: 'GWN Cloud Admin', origins: ['http://localhost:8080'] };

/** A live registration challenge for an operator, and creation options a software key can answer. */
export async function registrationChallenge(db: AccountDb, userId: number) {
  const challenge = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
  await twoFactorRepo(db).saveChallenge(userId, 'register', challenge, new Date(Date.now() + 5 * 60_000));
  return { rp: { id: TEST_RP.rpId }, challenge };
}

/** An operator whose second factor is FIDO2, with the given number of software keys registered the real way. */
export async function buildFidoOperator(db: AccountDb, keys = 1): Promise<BuiltOperator & { keys: ReturnType<typeof softwareAuthenticator>[] }> {
  const operator = await buildOperator(db);
  await db.update(adminUsers).set({ googleAuth: 1, clientType: 2 }).where(eq(adminUsers.id, operator.id));
  const built = [];
  for (let i = 1; i <= keys; i++) {
    const key = softwareAuthenticator();
    await webauthnService(TEST_RP).register(db, operator.id, key.register(await registrationChallenge(db, operator.id)), `Key ${i}`);
    built.push(key);
  }
  return { ...operator, keys: built };
}
