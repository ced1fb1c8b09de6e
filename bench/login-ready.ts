import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { median, percentile } from './lib/machine.ts';

export interface LoginReadyResult { runs: number; coldMs: number[]; warmMs: number[] }

/**
 * Installed before any page script (an init script comes through the DevTools protocol, so the console's
 * Content-Security-Policy, which forbids eval, does not block it, while Playwright's waitForFunction would
 * need eval in the page). Each animation frame it checks whether the sign-in form is usable — the first two
 * inputs and the password visible, the submit button enabled — and records performance.now() (0 = navigation
 * start) the first time it is, so the figure is not rounded to a polling interval.
 */
const FORM_USABLE_PROBE = `(() => {
  const visible = (el) => el instanceof HTMLElement && el.offsetParent !== null;
  const check = () => {
    const inputs = [...document.querySelectorAll('input')];
    const password = document.querySelector('input[type="password"]');
    const submit = document.querySelector('button[type="submit"]');
    const ready = inputs.length >= 2 && inputs.slice(0, 2).every(visible) && visible(password)
      && submit instanceof HTMLButtonElement && !submit.disabled && visible(submit);
    if (ready) window.__formUsableAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

async function newProbedContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript({ content: FORM_USABLE_PROBE });
  return context;
}

/** Milliseconds from navigation start until the form is usable, as the probe recorded it. */
async function timeToUsableForm(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const deadline = Date.now() + 30_000;
  for (;;) {
    // A CDP evaluation of an expression: allowed under the CSP (no eval by page code).
    const at = await page.evaluate('window.__formUsableAt ?? null') as number | null;
    if (at !== null) return at;
    if (Date.now() > deadline) throw new Error(`the form at ${url} was not usable within 30 s`);
    await page.waitForTimeout(10);
  }
}

/** Cold runs: a new browser context each time (empty cache). Warm runs: reloads in one context. */
export async function measureLoginReady(browser: Browser, baseUrl: string, runs: number, pagePath = '/login'): Promise<LoginReadyResult> {
  const url = new URL(pagePath, baseUrl).toString();
  // One unmeasured load so the server's first-request work (file cache, JIT) is not in the figures.
  const warmup = await newProbedContext(browser);
  await timeToUsableForm(await warmup.newPage(), url);
  await warmup.close();

  const coldMs: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await newProbedContext(browser);
    coldMs.push(await timeToUsableForm(await context.newPage(), url));
    await context.close();
  }
  const warmMs: number[] = [];
  const context = await newProbedContext(browser);
  const page = await context.newPage();
  await timeToUsableForm(page, url);
  for (let i = 0; i < runs; i += 1) warmMs.push(await timeToUsableForm(page, url));
  await context.close();
  return { runs, coldMs, warmMs };
}

/**
 * The baseline: a static sign-in form (no script) served by the same service, from the console's build
 * directory, so the ratio measures the console and not the machine. Written before the service starts
 * (it registers the files present then); the returned function removes it.
 */
export const STATIC_FORM_PATH = '/bench-static-sign-in.html';
export function writeStaticForm(distDir: string): () => void {
  const file = path.join(distDir, STATIC_FORM_PATH.slice(1));
  writeFileSync(file, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in</title></head><body>
<form><input name="account" autocomplete="username"><input name="password" type="password"><button type="submit">Sign in</button></form>
</body></html>\n`);
  return () => rmSync(file, { force: true });
}

export const summarize = (ms: number[]) => ({ median: median(ms), p90: percentile(ms, 90), min: Math.min(...ms), max: Math.max(...ms) });
