import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('npm run reset-root-password where there is no account database', () => {
  it('refuses, says where it looked and what to set, and creates nothing', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gwn-no-account-'));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/reset-root-password.ts'], {
      cwd: repoRoot, encoding: 'utf8', timeout: 60_000,
      // PORT: where nothing answers, so the command does not stop at "the account service answers".
      env: { ...process.env, DATA_DIR: dataDir, ACCOUNT_DATABASE_URL: '', PORT: '9', ADMIN_PASSWORD: 'Found-it-2026' },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`reset-root-password: there is no account database in ${path.join(dataDir, 'account', 'db')}`);
    expect(run.stderr).toMatch(/DATA_DIR the account service uses.*\n.*ACCOUNT_DATABASE_URL/);
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
