import { parseArgs } from 'node:util';
import { isRegionName, REGIONS, type RegionName } from '@gwn/contract';
import { readConfig, type Config } from './config.ts';
import { tuneHeapGrowth } from './heap-tuning.ts';
import { startSystem, type RunningSystem } from './system.ts';

/** What runs in this process: every service (`npm start`), the account service, or one region. */
type Role = { kind: 'all' } | { kind: 'account' } | { kind: 'region'; region: RegionName };

function roleOf(service: string | undefined, region: string | undefined): Role {
  if (service === 'all') return { kind: 'all' };
  if (service === 'account') return { kind: 'account' };
  if (service === 'region') {
    if (!isRegionName(region)) throw new Error(`--region must be one of ${REGIONS.join(', ')}`);
    return { kind: 'region', region };
  }
  throw new Error('--service must be account or region (or left out: every service in this process)');
}

/** The block printed once the services listen: what runs here, where, and how to sign in. */
function banner(role: Role, config: Config, system: RunningSystem): string {
  const lines = [''];
  if (role.kind === 'all') lines.push('GWN Cloud admin console is running (the account service and every region in this process).');
  if (role.kind === 'account') lines.push('GWN Cloud account service is running: sign-in, operators and the console.');
  if (role.kind === 'region') lines.push(`GWN Cloud region ${role.region} is running: this region's calls only.`);
  if (system.account) lines.push(`  Console and account service: ${config.accountUrl}  (listening on ${system.account.url}; API docs: ${config.accountUrl}/docs)`);
  for (const [region, running] of Object.entries(system.regions)) {
    lines.push(`  Region ${region}: ${config.regionUrls[region as RegionName]}  (listening on ${running.url})`);
  }
  if (role.kind === 'region') {
    lines.push(`  Sessions are verified at the account service: ${config.accountInternalUrl ?? `http://127.0.0.1:${config.port}`}`);
  }
  if (role.kind !== 'all') lines.push('  Probes: /health (alive), /ready (database, migrations, account service), /metrics (README, "Production").');
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
  return lines.join('\n') + '\n';
}

/**
 * On SIGTERM (or Ctrl-C): stop taking calls, finish those in flight within SHUTDOWN_GRACE_SECONDS, run each
 * service's onClose hooks, close the databases, exit 0. A second Ctrl-C exits at once with 1; a second SIGTERM
 * does not (npx and tsx pass a supervisor's SIGTERM on, so the process may well receive it twice). A shutdown
 * that overruns its bound by 15 s exits with 1.
 */
function stopOnSignals(system: RunningSystem, config: Config): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      if (signal !== 'SIGINT') return;
      console.error('Ctrl-C again: exiting without waiting for the calls in flight.');
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: finishing the calls in flight (at most ${config.shutdownGraceSeconds} s), then stopping.`);
    setTimeout(() => {
      console.error('The shutdown overran its bound: exiting.');
      process.exit(1);
    }, (config.shutdownGraceSeconds + 15) * 1000).unref();
    try {
      await system.close();
      console.log('Stopped.');
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => { void stop('SIGINT'); });
  process.on('SIGTERM', () => { void stop('SIGTERM'); });
}

/**
 * Starts the services. With no arguments: the account service (which also serves the console)
 * and all three regions in one process. `--service account` or `--service region --region EU`
 * runs one service, as in production (README, "Production").
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { service: { type: 'string', default: 'all' }, region: { type: 'string' } } });
  const role = roleOf(values.service, values.region);
  const config = readConfig();
  tuneHeapGrowth(config.heapGrowingPercent);
  if (role.kind !== 'all' && !config.internalSecretSet) throw new Error('INTERNAL_SECRET must be set when services run apart');
  // A service running alone may take its PostgreSQL URL from DATABASE_URL.
  if (role.kind === 'account' && config.serviceDatabaseUrl) config.databaseUrls.account ??= config.serviceDatabaseUrl;
  if (role.kind === 'region' && config.serviceDatabaseUrl) config.databaseUrls[role.region] ??= config.serviceDatabaseUrl;

  const system = await startSystem({
    config,
    account: role.kind !== 'region',
    regions: role.kind === 'all' ? REGIONS : role.kind === 'region' ? [role.region] : [],
    accountInternalUrl: config.accountInternalUrl,
    // `npm start` (every service in one terminal) stays quiet unless asked; a service of its own logs each request.
    logger: { level: config.logLevel ?? (role.kind === 'all' ? 'warn' : 'info') },
  });
  stopOnSignals(system, config);
  console.log(banner(role, config, system));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
