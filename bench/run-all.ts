/**
 * Front-end benchmarks: JS shipped per route (gzipped) and time until the sign-in form is usable,
 * against the real services with the demo data set. Writes its section of docs/benchmarks.md.
 * Run: npm run bench (bench/run-all.sh builds the console first). BENCH_RUNS sets the runs (default 15).
 */
import path from 'node:path';
import { signInByApi } from '../e2e/support/api.ts';
import { benchRoutes, measureBundles } from './bundle-size.ts';
import { BENCH_ADMIN_PASSWORD, startBenchServer } from './lib/bench-server.ts';
import { launchChromium } from './lib/chromium.ts';
import { describeMachine } from './lib/machine.ts';
import { measureLoginReady, summarize } from './login-ready.ts';
import { renderReport, writeReportSection } from './report.ts';

const LOGIN_BUDGET_GZIP = 200 * 1024;

async function main(): Promise<void> {
  const runs = Number(process.env.BENCH_RUNS ?? 15);
  const repoRoot = path.resolve(import.meta.dirname, '..');
  const distDir = path.join(repoRoot, 'web', 'dist');
  const server = await startBenchServer();
  const browser = await launchChromium();
  // Interrupted: still stop the services and remove their temporary data directory.
  const interrupt = () => void Promise.allSettled([browser.close(), server.stop()]).then(() => process.exit(130));
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    console.log(`services up at ${server.baseUrl}; measuring bundles`);
    const session = await signInByApi('root', BENCH_ADMIN_PASSWORD, { accountUrl: server.baseUrl });
    const bundles = await measureBundles({ browser, baseUrl: server.baseUrl, distDir, session, routes: benchRoutes() });
    for (const b of bundles) console.log(`${b.route}: ${(b.totalGzip / 1024).toFixed(1)} kB gzipped JS`);
    console.log(`measuring the sign-in form, ${runs} cold and ${runs} warm runs`);
    const login = await measureLoginReady(browser, server.baseUrl, runs);
    const cold = summarize(login.coldMs);
    const warm = summarize(login.warmMs);
    console.log(`sign-in form usable: cold median ${cold.median.toFixed(0)} ms, warm median ${warm.median.toFixed(0)} ms`);

    const report = renderReport({
      date: new Date().toISOString(), machine: describeMachine(), chromium: browser.version(), runs, bundles, cold, warm,
      loginBudget: LOGIN_BUDGET_GZIP,
    });
    writeReportSection(path.join(repoRoot, 'docs', 'benchmarks.md'), report);
    console.log('wrote the front-end section of docs/benchmarks.md');
    const loginBundle = bundles.find((b) => b.route === '/login');
    if (loginBundle && loginBundle.totalGzip > LOGIN_BUDGET_GZIP) {
      console.error(`/login ships ${(loginBundle.totalGzip / 1024).toFixed(1)} kB gzipped JS, over the 200 kB budget`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
