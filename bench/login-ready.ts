import type { Browser } from 'playwright-core';
import { median, percentile } from './lib/machine.ts';

export interface LoginReadyResult { runs: number; coldMs: number[]; warmMs: number[] }

/**
 * In-page check, kept as source text: tsx compiles functions with helpers (`__name`) that do not
 * exist in the page, so a serialized arrow function would fail there.
 */
const FORM_USABLE = `(() => {
  const visible = (el) => el instanceof HTMLElement && el.offsetParent !== null;
  const inputs = [...document.querySelectorAll('input')];
  const password = document.querySelector('input[type="password"]');
  const submit = document.querySelector('button[type="submit"]');
  const ready = inputs.length >= 2 && inputs.slice(0, 2).every(visible) && visible(password)
    && submit instanceof HTMLButtonElement && !submit.disabled && visible(submit);
  return ready ? performance.now() : false;
})()`;

/**
 * Milliseconds from navigation start until the sign-in form is usable: the password input visible
 * and the submit button enabled, read in the page with performance.now() (0 = navigation start),
 * polled every animation frame so the figure is not rounded to a polling interval.
 */
async function timeToUsableForm(page: import('playwright-core').Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(FORM_USABLE, undefined, { polling: 'raf', timeout: 30_000 });
  return Number(await handle.jsonValue());
}

/** Cold runs: a new browser context each time (empty cache). Warm runs: reloads in one context. */
export async function measureLoginReady(browser: Browser, baseUrl: string, runs: number): Promise<LoginReadyResult> {
  const url = new URL('/login', baseUrl).toString();
  // One unmeasured load so the server's first-request work (file cache, JIT) is not in the figures.
  const warmup = await browser.newContext();
  await timeToUsableForm(await warmup.newPage(), url);
  await warmup.close();

  const coldMs: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext();
    coldMs.push(await timeToUsableForm(await context.newPage(), url));
    await context.close();
  }
  const warmMs: number[] = [];
  const context = await browser.newContext();
  const page = await context.newPage();
  await timeToUsableForm(page, url);
  for (let i = 0; i < runs; i += 1) warmMs.push(await timeToUsableForm(page, url));
  await context.close();
  return { runs, coldMs, warmMs };
}

export const summarize = (ms: number[]) => ({ median: median(ms), p90: percentile(ms, 90), min: Math.min(...ms), max: Math.max(...ms) });
