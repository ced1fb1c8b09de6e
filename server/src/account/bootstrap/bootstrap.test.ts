import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auth } from '@gwn/contract';
import { accountAuditLog, adminUsers, sessions, signinFailures } from '../../db/account-schema.ts';
import { TEST_ADMIN_PASSWORD } from '../../../test/harness.ts';
import { useTestSystem } from '../../../test/test-system.ts';
import { credentialsOf, knownCaptcha } from '../../../test/signin-helpers.ts';
import { bootstrapAccounts, DEMO_ACCOUNTS } from './bootstrap-accounts.ts';
import { resetRootPassword } from './reset-root-password.ts';

describe('accounts at start-up and from the command line', () => {
  const env = useTestSystem({ regions: [], captcha: knownCaptcha, config: { lockMaxFailures: 100, addressMaxFailures: 1000 } });
  const db = () => env.accountDb;
  const signIn = (account: string, password: string) => env.call(auth.login, credentialsOf({ account, password }));
  const auditOf = async (action: string) => (await db().select().from(accountAuditLog)).filter((a) => a.showKey === action);

  it("reset-root-password sets the new password, ends root's sessions, lifts its lockouts and logs it", async () => {
    const before = await signIn('root', TEST_ADMIN_PASSWORD);
    expect(before.body.retCode).toBe(0);
    const [root] = await db().select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.account, 'root'));
    await db().insert(signinFailures).values({ account: 'root', clientIp: '10.0.0.9', failedCount: 5 });

    const reset = await resetRootPassword(db(), { password: 'Found-it-2026', actor: 'cli:test' });

    expect(reset).toMatchObject({ generated: false, sessionsEnded: 1 });
    const live = await db().select().from(sessions).where(eq(sessions.userId, root.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    expect(await db().select().from(signinFailures).where(eq(signinFailures.account, 'root'))).toEqual([]);
    expect((await signIn('root', TEST_ADMIN_PASSWORD)).body.retCode).not.toBe(0);
    expect((await signIn('root', 'Found-it-2026')).body.retCode).toBe(0);
    const [entry] = await auditOf('rootPasswordReset');
    expect(entry).toMatchObject({ accountName: 'cli:test', userId: root.id, detail: { subject: 'root', facts: { sessionsEnded: 1 } } });
    expect(JSON.stringify(entry)).not.toContain('Found-it-2026');
  });

  it('generates a strong password when none is given, and refuses a weak one without changing anything', async () => {
    await expect(resetRootPassword(db(), { password: 'short', actor: 'cli:test' })).rejects.toThrow(/8-32 characters/);
    expect((await signIn('root', 'Found-it-2026')).body.retCode).toBe(0);
    const reset = await resetRootPassword(db(), { actor: 'cli:test' });
    expect(reset.generated).toBe(true);
    expect((await signIn('root', reset.password)).body.retCode).toBe(0);
  });

  it('creates the demo accounts only with demo data, and deactivates them once demo data is off', async () => {
    const names = Object.values(DEMO_ACCOUNTS).map((a) => a.account);
    const demoRows = () => db().select({ account: adminUsers.account, active: adminUsers.active }).from(adminUsers)
      .then((rows) => rows.filter((r) => names.includes(r.account as (typeof names)[number])));
    expect(await demoRows()).toEqual([]);

    await bootstrapAccounts(db(), { adminPassword: TEST_ADMIN_PASSWORD, demoData: true });
    expect((await demoRows()).map((r) => r.active)).toEqual([1, 1]);
    const operatorSignIn = await signIn(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password);
    expect(operatorSignIn.body.retCode).toBe(0);

    const result = await bootstrapAccounts(db(), { adminPassword: TEST_ADMIN_PASSWORD, demoData: false });
    expect(result.deactivatedDemoAccounts?.sort()).toEqual([...names].sort());
    expect((await demoRows()).map((r) => r.active)).toEqual([0, 0]);
    expect((await signIn(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)).body.retCode).not.toBe(0);
    const menus = await env.call(auth.menuList, {}, { token: String(operatorSignIn.headers.authorization) });
    expect(menus.status).toBe(401); // the session it had is over too
    expect(await auditOf('demoAccountsDisabled')).toHaveLength(1);

    // Nothing more to do on the next start.
    expect((await bootstrapAccounts(db(), { adminPassword: TEST_ADMIN_PASSWORD, demoData: false })).deactivatedDemoAccounts).toBeUndefined();
  });
});
