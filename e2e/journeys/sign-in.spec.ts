import { expect, test } from '@playwright/test';
import { MFA_DEMO, operatorFor } from '../support/environment.ts';
import { signInForm, submitCredentials } from '../support/sign-in-page.ts';
import { totpCode } from '../support/totp.ts';

// The runner starts the services with LOCK_MAX_FAILURES=2 and CAPTCHA_AFTER_FAILURES=2 (scripts/test-e2e.sh).

test('[SIGN-IN] wrong password shows the message, and it stays until closed', async ({ page }) => {
  const operator = operatorFor('wrongPassword');
  // A fake clock lets the test jump past any auto-close delay instead of sleeping through it.
  await page.clock.install();
  await page.goto('/login');
  await submitCredentials(page, operator.account, 'Not-the-password-1');

  const notice = signInForm(page).notices;
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('1 attempt left before the account is locked.');
  await page.clock.fastForward('00:30');
  await expect(notice, 'sign-in errors are persistent').toBeVisible();

  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();
  await expect(page).toHaveURL(/\/login$/);
});

test('[SIGN-IN] the captcha appears after failures and a click shows another image', async ({ page }) => {
  const operator = operatorFor('captcha');
  await page.goto('/login');
  const form = signInForm(page);
  await expect(form.captchaImage).toBeHidden();

  await submitCredentials(page, operator.account, 'Not-the-password-1');
  await expect(form.notices).toBeVisible();
  await submitCredentials(page, operator.account, 'Not-the-password-2');

  await expect(form.captchaImage).toBeVisible();
  await expect(page.getByLabel('Validate code')).toBeVisible();
  const first = await form.captchaImage.getAttribute('src');
  expect(first).toMatch(/^data:image\//);
  await form.captchaImage.click();
  await expect(form.captchaImage).not.toHaveAttribute('src', first ?? '');
  await expect(form.captchaImage).toHaveAttribute('src', /^data:image\//);
});

test('[SIGN-IN] the account locks after the configured failures', async ({ page }) => {
  const operator = operatorFor('lockout');
  await page.goto('/login');
  const form = signInForm(page);

  await submitCredentials(page, operator.account, 'Not-the-password-1');
  await expect(form.notices).toContainText('1 attempt left before the account is locked.');
  await submitCredentials(page, operator.account, 'Not-the-password-2');
  const locked = form.notices.filter({ hasText: 'The account is locked. Try again in 15 minutes.' });
  await expect(locked).toBeVisible();
  // The earlier message makes way for the new one: one message at a time.
  await expect(form.notices).toHaveCount(1);
  await expect(page).toHaveURL(/\/login$/);
});

test('[SIGN-IN] two-factor sign-in with the demo account mfa-demo', async ({ page }) => {
  await page.goto('/login');
  await submitCredentials(page, MFA_DEMO.account, MFA_DEMO.password);

  const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await expect(dialog).toBeVisible();
  // A wrong length is caught by the form before anything is sent.
  await dialog.getByLabel('Six-digit code from your authenticator app').fill('123');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByText('Please enter the six-digit code.')).toBeVisible();

  await dialog.getByLabel('Six-digit code from your authenticator app').fill(totpCode(MFA_DEMO.totpSecret));
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Demo Two-Factor' })).toBeVisible();
});
