import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '@gwn/contract';
import { useTestSystem } from '../../test/test-system.ts';
import { accountAuditLog } from '../db/account-schema.ts';
import { regionAuditLog } from '../db/region-schema.ts';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceFiles = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
  const full = path.join(dir, e.name);
  if (e.isDirectory()) return e.name === 'migrations' ? [] : sourceFiles(full);
  return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
});

/** The only product files that name an audit table, and why. */
const AUDIT_TABLE_USERS = new Set([
  'db/region/audit-log.ts', 'db/account/audit-log.ts', // the tables
  'region/service.ts', 'account/service.ts', // each builds its audit writer (core/audit-writer.ts: INSERT only)
  // start-up (accounts created) and the reset-root-password command, through the kernel's writer (INSERT only)
  'account/bootstrap/bootstrap-accounts.ts', 'account/bootstrap/reset-root-password.ts',
  'core/audit-log-repo.ts', 'region/change-log/repo.ts', 'account/change-log/repo.ts', // the log screens' reads
  'account/audit-stream/repo.ts', 'region/audit-stream/repo.ts', // audit streaming reads entries past its cursor (SELECT only)
  'region/data-clean/repo.ts', // retention: the data-clean job deletes a region's entries past del_syslog_time (never updates)
]);

describe('the audit log is append-only', () => {
  it('no endpoint of the contract edits or deletes log entries: the log paths are read-only lists', () => {
    const logPaths = ALL_ENDPOINTS.filter((e) => /\/(log|audit)\/|changelog|auditlog/i.test(e.path));
    expect(logPaths.map((e) => `${e.service} ${e.path}`).sort()).toEqual([
      'account /admin/log/export', 'account /admin/log/list', 'region /admin/user/changeLog', 'region /admin/user/changeLog/export',
    ]);
    for (const e of logPaths) expect(e.audit, e.path).toBeNull();
  });

  it('only the kernel\'s writer, the log screens\' readers and the retention job touch the audit tables; nothing updates them', () => {
    const users = sourceFiles(SRC).filter((f) => /AuditLog\b|audit_log/.test(readFileSync(f, 'utf8')));
    expect(users.map((f) => path.relative(SRC, f).split(path.sep).join('/')).sort()).toEqual([...AUDIT_TABLE_USERS].sort());
    for (const f of users) {
      // Only the retention job deletes, and nothing updates an entry (the database refuses it too, below).
      const forbidden = f.endsWith('data-clean/repo.ts') ? /\.update\(\s*(region|account)AuditLog|UPDATE\s+"?audit_log/i
        : /\.(update|delete)\(\s*(region|account)AuditLog|(UPDATE|DELETE FROM)\s+"?audit_log/i;
      expect(readFileSync(f, 'utf8'), f).not.toMatch(forbidden);
    }
  });

  describe('the database refuses to change an entry and allows deleting old ones (retention)', () => {
    const env = useTestSystem({ regions: ['US'] });

    it.each(['region', 'account'] as const)('on the %s database', async (service) => {
      const db = service === 'region' ? env.regionDb() : env.accountDb;
      const table = service === 'region' ? regionAuditLog : accountAuditLog;
      const [entry] = await db.insert(table).values({ accountName: 'eve', ip: '192.0.2.66', showKey: 'signIn' }).returning({ id: table.id });
      await expect(db.execute(sql`update audit_log set account_name = 'mallory' where id = ${entry.id}`)).rejects.toThrow();
      const [kept] = (await db.execute(sql`select account_name from audit_log where id = ${entry.id}`) as unknown as { rows: { account_name: string }[] }).rows;
      expect(kept.account_name).toBe('eve');
      await db.execute(sql`delete from audit_log where id = ${entry.id}`);
      const left = (await db.execute(sql`select 1 from audit_log where id = ${entry.id}`) as unknown as { rows: unknown[] }).rows;
      expect(left).toHaveLength(0);
    });
  });
});
