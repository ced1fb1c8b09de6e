import { parseArgs } from 'node:util';
import { isRegionName, REGIONS } from '@gwn/contract';
import { readConfig } from './config.ts';
import { tuneHeapGrowth } from './heap-tuning.ts';
import { startSystem } from './system.ts';

/**
 * Starts the services. With no arguments: the account service (which also serves the console)
 * and all three regions in one process. `--service account` or `--service region --region EU`
 * runs one service, as in production.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { service: { type: 'string', default: 'all' }, region: { type: 'string' } } });
  const config = readConfig();
  tuneHeapGrowth(config.heapGrowingPercent);
  const service = values.service;
  if (service === 'region' && !isRegionName(values.region)) throw new Error(`--region must be one of ${REGIONS.join(', ')}`);
  if (service !== 'all' && !process.env.INTERNAL_SECRET) throw new Error('INTERNAL_SECRET must be set when services run apart');
  // A service running alone may take its PostgreSQL URL from DATABASE_URL.
  if (service === 'account' && process.env.DATABASE_URL) config.databaseUrls.account ??= process.env.DATABASE_URL;
  if (service === 'region' && isRegionName(values.region) && process.env.DATABASE_URL) config.databaseUrls[values.region] ??= process.env.DATABASE_URL;

  const system = await startSystem({
    config,
    account: service === 'all' || service === 'account',
    regions: service === 'all' ? REGIONS : service === 'region' && isRegionName(values.region) ? [values.region] : [],
    accountInternalUrl: process.env.ACCOUNT_INTERNAL_URL,
    // `npm start` (every service in one terminal) stays quiet unless asked; a service of its own logs each request.
    logger: { level: process.env.LOG_LEVEL ?? (service === 'all' ? 'warn' : config.logLevel) },
  });

  const lines = ['', 'GWN Cloud admin console is running.'];
  if (system.account) lines.push(`  Console and account service: ${config.accountUrl}  (API docs: ${config.accountUrl}/docs)`);
  for (const [region, running] of Object.entries(system.regions)) lines.push(`  Region ${region}: ${config.regionUrls[region as keyof typeof config.regionUrls]}  (listening on ${running.url})`);
  if (system.account) {
    const password = system.bootstrap?.generatedRootPassword;
    lines.push(password
      ? `  Sign in as root with the generated password: ${password}  (shown once; set ADMIN_PASSWORD to choose it)`
      : '  Sign in as root with the password in ADMIN_PASSWORD (set when it was first started).');
    if (config.demoData) lines.push('  Demo operators: see README.md, "Demo accounts".');
    const deactivated = system.bootstrap?.deactivatedDemoAccounts;
    if (deactivated) lines.push(`  Demo data is off: the demo accounts ${deactivated.join(', ')} were deactivated.`);
    lines.push('  Lost root\'s password? npm run reset-root-password (README.md).');
  }
  console.log(lines.join('\n') + '\n');

  const stop = async () => {
    await system.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
