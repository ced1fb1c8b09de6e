import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { openSignedIn } from '../support/console-session.ts';
import { operatorFor } from '../support/environment.ts';
import { chooseFromUserMenu, expectOnSignInPage } from '../support/shell.ts';
import { submitCredentials } from '../support/sign-in-page.ts';
import { dataRows } from '../support/table.ts';
import { chooseRadio } from '../support/radio.ts';

/** A virtual FIDO2 key plugged into Chromium (DevTools WebAuthn domain); returns its id to unplug it. */
async function plugKey(cdp: CDPSession): Promise<string> {
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'usb', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return authenticatorId;
}

const keyRow = (page: Page, name: string) => dataRows(page.getByTestId('security-keys')).filter({ hasText: name });

test('[MFA2] two FIDO2 keys: enrol a named key, add a second, sign in with the second, see when each was used, remove the first', async ({ page }) => {
  const operator = operatorFor('mfaKeys');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const first = await plugKey(cdp);
  await openSignedIn(page, operator, '/personal');

  // The first key, named during enrolment.
  const card = page.getByTestId('two-factor-card');
  await card.getByRole('button', { name: 'Turn on' }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await chooseRadio(dialog.getByRole('radio', { name: /^FIDO2/ }));
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Key name (optional)').fill('Office key');
  await dialog.getByLabel('Current password').fill(operator.password);
  await dialog.getByRole('button', { name: 'Register security key' }).click();
  await expect(dialog.getByText('Two-factor authentication is on.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(keyRow(page, 'Office key')).toBeVisible();
  // One key: it cannot be removed on its own (removing two-factor is the way).
  await expect(page.getByRole('button', { name: 'Remove security key Office key' })).toBeDisabled();

  // The second key: the first is unplugged, so the browser can only use the new one.
  await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: first });
  await plugKey(cdp);
  await page.getByTestId('security-keys').getByLabel('Key name').fill('Spare key');
  await page.getByRole('button', { name: 'Add security key' }).click();
  // Adding a key asks for the current password first (re-authentication).
  const adding = page.getByRole('dialog', { name: 'Add a security key' });
  await adding.getByLabel('Current password').fill(operator.password);
  await adding.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Security key added')).toBeVisible();
  await expect(keyRow(page, 'Spare key')).toBeVisible();

  // Sign in with the second key.
  await chooseFromUserMenu(page, 'Log out');
  await expectOnSignInPage(page);
  await submitCredentials(page, operator.account, operator.password);
  const keyDialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await keyDialog.getByRole('button', { name: 'Use security key' }).click();
  await expect(page).toHaveURL(/\/welcome$/);

  // The list says which key signed in; the first one is removed after confirmation.
  await page.goto('/personal');
  await expect(keyRow(page, 'Spare key').locator('td').nth(2)).not.toHaveText('-');
  await expect(keyRow(page, 'Office key').locator('td').nth(2)).toHaveText('-');
  // Removing one is confirmed with the key at hand (the spare) instead of the password.
  await page.getByRole('button', { name: 'Remove security key Office key' }).click();
  await page.getByRole('dialog', { name: 'Remove security key' }).getByRole('button', { name: 'Use my security key instead' }).click();
  await expect(page.getByText('Security key removed')).toBeVisible();
  await expect(keyRow(page, 'Office key')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove security key Spare key' })).toBeDisabled();
});
