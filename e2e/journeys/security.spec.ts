import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from '../support/console-session.ts';
import { operatorFor } from '../support/environment.ts';
import { signInForm, submitCredentials } from '../support/sign-in-page.ts';

/** Records every Content-Security-Policy violation the tab reports, from before each page's first script, across navigations. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const seen = JSON.parse(sessionStorage.getItem('csp-violations') ?? '[]') as string[];
      sessionStorage.setItem('csp-violations', JSON.stringify([...seen, `${e.violatedDirective} ${e.blockedURI} (${location.pathname})`]));
    });
  });
  return () => page.evaluate(() => JSON.parse(sessionStorage.getItem('csp-violations') ?? '[]') as string[]);
}

test('[SECURITY] the console works under its Content-Security-Policy: screens, dialogs, sign-in with captcha', async ({ page }) => {
  const violations = await recordCspViolations(page);
  const operator = operatorFor('security');

  // Signed in: screens that call every kind of region endpoint, and an upload dialog.
  await openSignedIn(page, operator, '/dashboard');
  await expect(page.getByRole('button', { name: 'Region' })).toContainText('World');
  await page.goto('/enterprise');
  await expect(page.getByRole('table')).toBeVisible();
  await page.goto('/firmware');
  await page.getByRole('button', { name: 'Upload firmware' }).click();
  await expect(page.getByRole('dialog', { name: 'Upload firmware' })).toBeVisible();

  // Signed out, on the sign-in page: its headers, and the captcha, a data: image the policy must allow.
  await page.evaluate(() => localStorage.clear());
  const response = await page.goto('/login');
  const csp = response?.headers()['content-security-policy'] ?? '';
  // Scripts from our origin, and the page's two inline boot scripts (theme, sign-in) by their hashes: no other inline script.
  expect(/(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1].split(' ')).toEqual(["'self'", expect.stringMatching(/^'sha256-/), expect.stringMatching(/^'sha256-/)]);
  expect(await page.locator('script:not([src]):not([type])').count()).toBe(2);
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  // The runner locks at the second failure, which is also when the captcha appears (scripts/test-e2e.sh).
  await submitCredentials(page, operator.account, 'Not-the-password-1');
  await expect(signInForm(page).notices).toBeVisible();
  await submitCredentials(page, operator.account, 'Not-the-password-2');
  const captcha = signInForm(page).captchaImage;
  await expect(captcha).toBeVisible();
  await expect.poll(() => captcha.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  expect(await violations()).toEqual([]);
});
