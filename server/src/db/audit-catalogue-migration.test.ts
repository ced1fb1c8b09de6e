import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAuditAction, type AuditDetail } from '@gwn/contract';
import { durableDatabases } from '../../test/harness.ts';
import { accountAuditLog } from './account-schema.ts';
import { openAccountDatabase, openRegionDatabase, type Database } from './connect.ts';
import { regionAuditLog } from './region-schema.ts';

const migration = (service: 'account' | 'region', file: string) =>
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations', service, file), 'utf8');

/** A detail in the flat shape entries had before the catalogue, which the column's type no longer describes. */
const flatDetail = (detail: Record<string, unknown>) => detail as AuditDetail;

/** The statements of a migration file, run again on rows written the old way. */
async function rerun(database: Database<Record<string, unknown>>, text: string) {
  // The log is append-only since the change-log migrations; a rewriting migration says so in its transaction.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local gwn.audit_rewrite = 'on'`);
    for (const statement of text.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
  });
}

describe('the audit catalogue migrations move old entries to the catalogue\'s keys and detail shape', () => {
  const files = { region: migration('region', '0012_audit_catalogue.sql'), account: migration('account', '0001_audit_catalogue.sql') };
  let region: Database<Record<string, unknown>>;
  let account: Database<Record<string, unknown>>;

  beforeAll(async () => {
    const places = await durableDatabases(['US', 'account']);
    region = await openRegionDatabase(places.get('US') ?? {});
    account = await openAccountDatabase(places.get('account') ?? {});
  });
  afterAll(async () => {
    await region?.close();
    await account?.close();
  });

  it('names only keys of the catalogue', () => {
    for (const text of Object.values(files)) {
      const targets = [...text.matchAll(/THEN '([^']+)'/g)].map((m) => m[1]);
      expect(targets.length).toBeGreaterThan(4);
      expect(targets.filter((key) => !isAuditAction(key))).toEqual([]);
    }
  });

  it('rewrites region entries and wraps their flat detail as facts, leaving new entries alone', async () => {
    await region.db.insert(regionAuditLog).values([
      { accountName: 'root', ip: '10.0.0.1', showKey: 'enterprise.switch.isOpenCache', detail: flatDetail({ enterpriseId: 'e1', value: 1 }) },
      { accountName: 'root', ip: '10.0.0.1', showKey: 'portal.upload.emailImage', detail: {} },
      { accountName: 'root', ip: '10.0.0.1', showKey: 'firmwareDelete', detail: { subject: '1.0.3', changes: [] } },
    ]);
    await rerun(region, files.region);
    const rows = await region.db.select({ showKey: regionAuditLog.showKey, detail: regionAuditLog.detail }).from(regionAuditLog).orderBy(regionAuditLog.id);
    expect(rows).toEqual([
      { showKey: 'enterpriseCacheOpen', detail: { facts: { enterpriseId: 'e1', value: 1 } } },
      { showKey: 'portalImageUpload', detail: {} },
      { showKey: 'firmwareDelete', detail: { subject: '1.0.3', changes: [] } },
    ]);
  });

  it('rewrites account entries', async () => {
    await account.db.insert(accountAuditLog).values({ accountName: 'root', ip: '10.0.0.1', showKey: 'modifyLang', detail: flatDetail({ lang: 'zh' }) });
    await rerun(account, files.account);
    expect(await account.db.select({ showKey: accountAuditLog.showKey, detail: accountAuditLog.detail }).from(accountAuditLog))
      .toEqual([{ showKey: 'languageChange', detail: { facts: { lang: 'zh' } } }]);
  });
});
