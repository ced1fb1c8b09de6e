/**
 * `npm run db:generate -w server -- --name <what-it-does> [--service account|region]`: drizzle-kit's migration
 * generator for one service or both, refusing to run without a name, so a migration file says what it does
 * (`0027_audit-stream-cursor.sql`) rather than drizzle's random words (`0000_lush_clint_barton.sql`).
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const SERVICES = { account: 'drizzle.account.config.ts', region: 'drizzle.region.config.ts' } as const;

const { values } = parseArgs({ options: { name: { type: 'string' }, service: { type: 'string' } } });
const name = values.name?.trim() ?? '';
if (!/^[a-z0-9][a-z0-9_-]*$/.test(name)) {
  console.error('db:generate needs --name <what-it-does> in lower-case words joined by "-" or "_", e.g. --name speed-servers');
  process.exit(2);
}
const service = values.service;
if (service !== undefined && !(service in SERVICES)) {
  console.error('--service must be account or region (or left out: both)');
  process.exit(2);
}
const configs = service ? [SERVICES[service as keyof typeof SERVICES]] : Object.values(SERVICES);
for (const config of configs) {
  const run = spawnSync('npx', ['drizzle-kit', 'generate', '--config', config, '--name', name], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
