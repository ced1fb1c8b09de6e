/**
 * Front-end benchmarks: JS shipped per route (gzipped) and time until the sign-in form is usable,
 * against the real services with the demo data set. Writes its section of docs/benchmarks.md.
 * Run: npm run bench (bench/run-all.sh builds the console first). BENCH_RUNS sets the runs (default 15).
 * --smoke: one run on two routes, nothing written (npm test runs it so a benchmark cannot break unseen).
 */
import os from 'node:os';
import path from 'node:path';
import { signInByApi } from '../e2e/support/api.ts';
import { benchRoutes, measureBundles } from './bundle-size.ts';
import { BENCH_ADMIN_PASSWORD, freeBenchPort, startBenchServer } from './lib/bench-server.ts';
import { launchChromium } from './lib/chromium.ts';
import { describeMachine } from './lib/machine.ts';
import { measureLoginReady, STATIC_FORM_PATH, summarize, writeStaticForm } from './login-ready.ts';
import { renderReport, writeReportSection } from './report.ts';
import { BUDGET } from '../scripts/bundle-budgets.ts';

/**
 * The goals of the two routes the smoke run opens (the budget check's, scripts/bundle-budgets.ts), as Chromium counts
 * them (their strings and what they fetch while drawing included, which the budget check leaves out): npm test fails
 * when either grows past its goal.
 */
const SMOKE_GOALS_GZIP: Record<string, number> = { '/login': BUDGET.login, '/welcome': BUDGET.signedIn };

async function main(): Promise<void> {
  const smoke = process.argv.includes('--smoke');
  const runs = smoke ? 1 : Number(process.env.BENCH_RUNS ?? 15);
  const repoRoot = path.resolve(import.meta.dirname, '..');
  const distDir = path.join(repoRoot, 'web', 'dist');
  const removeStaticForm = writeStaticForm(distDir);
  // The smoke run needs no demo data: the signed-in route is opened as root.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : smoke ? await freeBenchPort() : undefined;
  const server = await startBenchServer(port, { demoData: !smoke });
  const browser = await launchChromium();
  // Interrupted: still stop the services and remove their temporary data directory.
  const interrupt = () => void Promise.allSettled([browser.close(), server.stop()]).then(() => { removeStaticForm(); process.exit(130); });
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    console.log(`services up at ${server.baseUrl}; measuring bundles`);
    const session = await signInByApi('root', BENCH_ADMIN_PASSWORD, { accountUrl: server.baseUrl });
    const bundles = await measureBundles({ browser, baseUrl: server.baseUrl, distDir, session, routes: smoke ? ['/login', '/welcome'] : benchRoutes() });
    for (const b of bundles) console.log(`${b.route}: ${(b.totalGzip / 1000).toFixed(1)} kB gzipped JS`);
    const over = smoke ? bundles.filter((b) => b.totalGzip > (SMOKE_GOALS_GZIP[b.route] ?? Infinity)) : [];
    if (over.length) {
      throw new Error(`over the goal as Chromium counts it: ${over.map((b) => `${b.route} ${(b.totalGzip / 1000).toFixed(1)} kB `
        + `> ${SMOKE_GOALS_GZIP[b.route] / 1000} kB (lazy: ${b.lazyChunks.join(', ')})`).join('; ')}`);
    }
    console.log(`measuring the sign-in form and a static form, ${runs} cold and ${runs} warm runs each, interleaved`);
    // Interleaved in one run, one pair at a time, so both see the same machine load.
    const loginRuns = { coldMs: [] as number[], warmMs: [] as number[] };
    const staticRuns = { coldMs: [] as number[], warmMs: [] as number[] };
    const loadBefore = os.loadavg()[0];
    for (let i = 0; i < runs; i += 1) {
      for (const [into, pagePath] of [[loginRuns, '/login'], [staticRuns, STATIC_FORM_PATH]] as const) {
        const one = await measureLoginReady(browser, server.baseUrl, 1, pagePath);
        into.coldMs.push(...one.coldMs);
        into.warmMs.push(...one.warmMs);
      }
    }
    const load = { before: loadBefore, after: os.loadavg()[0] };
    const cold = summarize(loginRuns.coldMs);
    const warm = summarize(loginRuns.warmMs);
    const staticCold = summarize(staticRuns.coldMs);
    const staticWarm = summarize(staticRuns.warmMs);
    console.log(`sign-in form usable: cold median ${cold.median.toFixed(0)} ms (static form ${staticCold.median.toFixed(0)} ms, `
      + `ratio ${(cold.median / staticCold.median).toFixed(2)}), warm median ${warm.median.toFixed(0)} ms; load ${load.before.toFixed(1)}-${load.after.toFixed(1)}`);
    if (smoke) {
      console.log('smoke run: every front-end benchmark ran; nothing written');
      return;
    }

    const report = renderReport({
      date: new Date().toISOString(), machine: describeMachine(), chromium: browser.version(), runs, bundles, cold, warm,
      staticCold, staticWarm, load, loginBudget: BUDGET.login,
    });
    writeReportSection(path.join(repoRoot, 'docs', 'benchmarks.md'), report);
    console.log('wrote the front-end section of docs/benchmarks.md');
  } finally {
    await browser.close();
    await server.stop();
    removeStaticForm();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
