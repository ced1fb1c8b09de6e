import { expect, test, type Route } from '@playwright/test';
import { operatorFor } from '../support/environment.ts';
import { signInForm } from '../support/sign-in-page.ts';

/**
 * Issue #27: /login arrives with the sign-in form in the HTML, usable before the console's script has run. What the
 * operator types and submits then is not lost, is carried out once, and no password ever travels in a URL.
 */
test('[SIGN-IN-EARLY] typed and submitted before the console\'s script ran: signed in once, the password in no URL', async ({ page }) => {
  const operator = operatorFor('earlySignIn');
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));

  // Hold the console's entry script back until the operator has typed and pressed Enter.
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  let held = 0;
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route: Route) => {
    held += 1;
    await released;
    await route.continue();
  });

  await page.goto('/login', { waitUntil: 'commit' });
  const form = signInForm(page);
  await form.account.fill(operator.account);
  await form.password.fill(operator.password);
  await form.password.press('Enter');
  // An impatient operator presses again and clicks the button: still one sign-in once the console runs.
  await form.password.press('Enter');
  await form.submit.click();
  // The early submit went nowhere: still /login, no sign-in call, and the console has not run.
  await page.waitForTimeout(300);
  expect(held, 'the entry script was requested and held').toBe(1);
  await expect(page).toHaveURL(/\/login$/);
  expect(urls.filter((u) => u.includes('/admin/'))).toEqual([]);
  await expect(page.locator('.sign-in[data-early] form[data-submitted]')).toHaveCount(1);

  release();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${operator.name}` })).toBeVisible();
  // Carried out once: one credentials check and one sign-in.
  expect(urls.filter((u) => new URL(u).pathname === '/admin/check_mfa_info')).toHaveLength(1);
  expect(urls.filter((u) => new URL(u).pathname === '/admin/login')).toHaveLength(1);
  // No request ever carried the password in its URL.
  for (const url of urls) {
    expect(url).not.toContain(operator.password);
    expect(url).not.toContain(encodeURIComponent(operator.password));
  }
});

test('[SIGN-IN-EARLY] what was typed before the console\'s script ran stays, with the focus, and nothing is sent', async ({ page }) => {
  const operator = operatorFor('earlySignIn');
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route: Route) => { await released; await route.continue(); });

  await page.goto('/login', { waitUntil: 'commit' });
  const form = signInForm(page);
  await form.account.fill(operator.account);
  await form.password.fill('half-typed');
  release();
  // The React page replaces the HTML one (its form has no data-early parent), with the values and the focus kept.
  await expect(page.locator('.sign-in[data-early]')).toHaveCount(0);
  await expect(form.account).toHaveValue(operator.account);
  await expect(form.password).toHaveValue('half-typed');
  await expect(form.password).toBeFocused();
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/login$/);
  await expect(form.notices).toHaveCount(0);
});

test('[SIGN-IN-EARLY] the HTML form speaks the stored language before the console\'s script runs, and its language buttons work', async ({ page }) => {
  // The browser asks for English; the operator chose 简体中文 earlier (kept in local storage, as the console keeps it).
  await page.addInitScript(() => { if (!sessionStorage.getItem('seeded')) { localStorage.setItem('language', 'zh-CN'); sessionStorage.setItem('seeded', '1'); } });
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route: Route) => { await released; await route.continue(); });

  await page.goto('/login', { waitUntil: 'commit' });
  const early = page.locator('.sign-in[data-early]');
  await expect(early.getByLabel('用户名', { exact: true })).toBeVisible();
  await expect(early.getByRole('button', { name: '登录', exact: true })).toBeEnabled();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  // Back to English before the console runs: the page follows, and so does the console once it starts.
  await early.getByRole('button', { name: 'English', exact: true }).click();
  await expect(early.getByLabel('User name', { exact: true })).toBeVisible();
  await early.getByLabel('User name', { exact: true }).fill('someone');
  release();
  await expect(early).toHaveCount(0);
  await expect(signInForm(page).account).toHaveValue('someone');
  await expect(page.getByRole('button', { name: 'English', exact: true })).toHaveAttribute('aria-pressed', 'true');
});
