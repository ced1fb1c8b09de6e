import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUsers, sessions } from '../../src/db/account-schema.ts';
import { useTestSystem } from '../test-system.ts';
import { changedTables, databaseDigest } from './table-digest.ts';

/** The "nothing written" of the generated tests is only as good as this helper: it must see any written row. */
describe('the table digest behind "nothing written"', () => {
  const env = useTestSystem({ regions: [] });
  const operator = env.operator();

  it('names the table of a changed row, and only that one', async () => {
    const before = await databaseDigest(env.accountDb);
    await env.accountDb.update(adminUsers).set({ company: 'changed' }).where(eq(adminUsers.id, operator.id));
    expect(changedTables(before, await databaseDigest(env.accountDb))).toEqual(['admin_users']);
  });

  it("leaves out a session's last-seen time, which verifying a credential refreshes", async () => {
    const before = await databaseDigest(env.accountDb);
    await env.accountDb.update(sessions).set({ lastSeenAt: sql`now() + interval '1 minute'` }).where(eq(sessions.userId, operator.id));
    expect(changedTables(before, await databaseDigest(env.accountDb))).toEqual([]);
    await env.accountDb.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.userId, operator.id));
    expect(changedTables(before, await databaseDigest(env.accountDb))).toEqual(['sessions']);
  });
});
