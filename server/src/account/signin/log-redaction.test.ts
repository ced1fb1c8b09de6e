import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '@gwn/contract';
import { readConfig } from '../../config.ts';
import { openAccountDatabase, type AccountSchema, type Database } from '../../db/connect.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { buildOperator } from '../../../test/factories.ts';
import { credentialsOf } from '../../../test/signin-helpers.ts';
import { digestPassword } from '../shared/password.ts';
import { createAccountService } from '../service.ts';

describe('sign-in logs', () => {
  const lines: string[] = [];
  let database: Database<AccountSchema>;
  let app: Awaited<ReturnType<typeof createAccountService>>;

  beforeAll(async () => {
    database = await openAccountDatabase({});
    const stream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
    // The mailer is never reached by sign-in; the cast stands in for it.
    app = await createAccountService({ config: readConfig({}), db: database.db, mailer: {} as Mailer, logger: { level: 'trace', stream } });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('never contain a password digest or a credential, even at trace level', async () => {
    const op = await buildOperator(database.db);
    const call = (url: string, payload: object, token?: string) =>
      app.inject({ method: 'POST', url, payload, headers: token ? { authorization: token } : {} });
    await call(auth.checkMfaInfo.path, credentialsOf(op, 'Wrong-pass-1'));
    const login = await call(auth.login.path, credentialsOf(op));
    const token = String(login.headers.authorization);
    expect(login.json().retCode).toBe(0);
    await call(auth.resetPassword.path, {
      oldPassword: digestPassword(op.password), password: digestPassword('Next-pass-2026'), confirmPassword: digestPassword('Next-pass-2026'),
    }, token);
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [digestPassword(op.password), digestPassword('Wrong-pass-1'), digestPassword('Next-pass-2026'), token]) {
      expect(log).not.toContain(secret);
    }
  });
});
