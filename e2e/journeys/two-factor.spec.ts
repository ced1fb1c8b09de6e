import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from '../support/console-session.ts';
import { operatorFor } from '../support/environment.ts';
import type { SeededOperator } from '../support/operator-names.ts';
import { chooseFromUserMenu, expectOnSignInPage } from '../support/shell.ts';
import { submitCredentials } from '../support/sign-in-page.ts';
import { totpCode } from '../support/totp.ts';
import { chooseRadio } from '../support/radio.ts';

/** Personal information → Turn on → a type → Next; the enrolment dialog at its set-up step. */
async function startEnrolment(page: Page, type: RegExp) {
  const card = page.getByTestId('two-factor-card');
  await expect(card.getByText('Off')).toBeVisible();
  await card.getByRole('button', { name: 'Turn on' }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await chooseRadio(dialog.getByRole('radio', { name: type }));
  await dialog.getByRole('button', { name: 'Next' }).click();
  return dialog;
}

/** The recovery codes of the success step, then Finish. */
async function finishEnrolment(page: Page): Promise<string[]> {
  const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await expect(dialog.getByText('Two-factor authentication is on.')).toBeVisible();
  const codes = (await dialog.getByTestId('recovery-codes').innerText()).split(/\s+/).filter(Boolean);
  expect(codes).toHaveLength(10);
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByTestId('two-factor-card').getByText(/^On/)).toBeVisible();
  return codes;
}

async function signOutAndIn(page: Page, operator: SeededOperator) {
  await chooseFromUserMenu(page, 'Log out');
  await expectOnSignInPage(page);
  await submitCredentials(page, operator.account, operator.password);
  return page.getByRole('dialog', { name: 'Two-factor authentication' });
}

test('[MFA] App two-factor: enrol with the secret and the password, sign in with a code (a wrong one keeps the dialog open), a recovery code works once, removal asks for the password', async ({ page }) => {
  const operator = operatorFor('mfaApp');
  await openSignedIn(page, operator, '/personal');
  const dialog = await startEnrolment(page, /^App/);
  await expect(dialog.getByRole('img', { name: 'QR' })).toBeVisible();
  const secret = await dialog.getByTestId('mfa-secret').inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const now = Date.now();
  await dialog.getByLabel('Code 1').fill(totpCode(secret, now - 30_000));
  await dialog.getByLabel('Code 2 (the next code)').fill(` ${totpCode(secret, now)} `);
  // Turning it on asks for the current password (re-authentication).
  await dialog.getByLabel('Current password').fill(operator.password);
  await dialog.getByRole('button', { name: 'OK' }).click();
  const recoveryCodes = await finishEnrolment(page);

  let codeDialog = await signOutAndIn(page, operator);
  const codeField = codeDialog.getByLabel('Six-digit code from your authenticator app');
  // A code of the previous window is already used by the enrolment: refused, and the dialog stays for another try.
  await codeField.fill(totpCode(secret, now - 60_000));
  await codeDialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(codeDialog.getByTestId('mfa-refusal')).toBeVisible();
  await codeField.fill(totpCode(secret, Date.now() + 30_000));
  await codeDialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/welcome$/);

  for (const attempt of ['first', 'second'] as const) {
    codeDialog = await signOutAndIn(page, operator);
    await codeDialog.getByRole('button', { name: 'Use a recovery code' }).click();
    await codeDialog.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await codeDialog.getByRole('button', { name: 'Sign in' }).click();
    if (attempt === 'first') await expect(page).toHaveURL(/\/welcome$/);
    else await expect(codeDialog.getByText('The recovery code is incorrect or has already been used')).toBeVisible();
  }

  // Removing it asks for the current password: a wrong one is said in the dialog and removes nothing.
  await page.reload();
  await submitCredentials(page, operator.account, operator.password);
  codeDialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await codeDialog.getByRole('button', { name: 'Use a recovery code' }).click();
  await codeDialog.getByLabel('Recovery code').fill(recoveryCodes[1]);
  await codeDialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await page.goto('/personal');
  await page.getByTestId('two-factor-card').getByRole('button', { name: 'Remove', exact: true }).click();
  const remove = page.getByRole('dialog', { name: 'Remove two-factor authentication' });
  await remove.getByLabel('Current password').fill('Not-the-password-1');
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(remove.getByRole('alert')).toHaveText('Incorrect password');
  await remove.getByLabel('Current password').fill(operator.password);
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Two-factor authentication removed')).toBeVisible();
  await expect(page.getByTestId('two-factor-card').getByText('Off')).toBeVisible();
});

test('[MFA] FIDO2 security key: enrol with a virtual authenticator, sign in with it, remove two-factor confirming with the key', async ({ page }) => {
  const operator = operatorFor('mfaKey');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'usb', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  await openSignedIn(page, operator, '/personal');
  const dialog = await startEnrolment(page, /^FIDO2/);
  await dialog.getByLabel('Current password').fill(operator.password);
  await dialog.getByRole('button', { name: 'Register security key' }).click();
  await finishEnrolment(page);

  const keyDialog = await signOutAndIn(page, operator);
  await keyDialog.getByRole('button', { name: 'Use security key' }).click();
  await expect(page).toHaveURL(/\/welcome$/);

  // A security-key operator confirms the removal with the key instead of the password.
  await page.goto('/personal');
  await page.getByTestId('two-factor-card').getByRole('button', { name: 'Remove', exact: true }).click();
  const reauth = page.getByRole('dialog', { name: 'Remove two-factor authentication' });
  const useKey = reauth.getByRole('button', { name: 'Use my security key instead' });
  const said = page.getByText('Two-factor authentication removed').waitFor({ timeout: 40_000 });
  // A click while the dialog is still opening can be lost on a busy machine, as on users.spec.ts's delete dialog: in
  // two full runs the dialog stayed open with no refusal and the key unused. Click again until two-factor is off; once
  // a click has gone through, the button is disabled while the key answers and the dialog is gone after.
  await expect(async () => {
    if (await reauth.isVisible() && await useKey.isEnabled()) await useKey.click({ timeout: 2_000 });
    await expect(page.getByTestId('two-factor-card').getByText('Off')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  await said;
  await expect(reauth).toBeHidden();
});
