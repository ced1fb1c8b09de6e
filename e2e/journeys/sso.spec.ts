import { expect, test, type Page } from '@playwright/test';
import { roles } from '@gwn/contract';
import { startTestProvider, type TestProvider } from '../../server/test/oidc-test-provider.ts';
import { setSelectOption } from '../support/antd-select.ts';
import { callEndpoint, signInByApi } from '../support/api.ts';
import { openSignedIn } from '../support/console-session.ts';
import { chooseFromUserMenu, expectOnSignInPage } from '../support/shell.ts';
import { BASE_URL, operatorFor } from '../support/environment.ts';

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const user = `jane-${tag}`;
const providerName = `Corp IdP ${tag}`;
const roleName = `SSO speed ${tag}`;
const deskRoleName = `SSO desk ${tag}`;
const guest = `guest-${tag}`;
const users = {
  [user]: { name: 'Jane Ops', email: `${user}@corp.test`, preferred_username: user, groups: ['wifi-ops'] },
  [guest]: { name: 'Guest', email: `${guest}@corp.test`, preferred_username: guest, groups: ['visitors'] },
};
let idp: TestProvider;

// A provider configured in the console, a trial, then a sign-in through it in a second browser: over 30 s when loaded.
test.describe.configure({ timeout: 120_000 });

// A real OpenID provider (oidc-provider) on loopback, sending the browser back to the console's /login/sso.
test.beforeAll(async () => {
  idp = await startTestProvider({ redirectUri: `${BASE_URL}/login/sso`, users });
});
test.afterAll(async () => { await idp?.close(); });

/** On the provider's sign-in page: who signs in (the test provider asks only the user name). */
async function signInAtProvider(page: Page, who = user) {
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await page.getByLabel('User').fill(who);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('[SSO] a super administrator configures a provider and tries it; its user signs in with the mapped role’s menus only, gets the new role after a group move, and an unmapped user is told why', async ({ page, browser }) => {
  const { account, password } = operatorFor('sso');
  const admin = await signInByApi(account, password);
  const role = await callEndpoint(roles.add, { roleName, resourceKeyList: ['speedTestServerAddress'], serverId: 'gwn_admin' }, admin);
  expect(role.body.retCode).toBe(0);
  const deskRole = await callEndpoint(roles.add, { roleName: deskRoleName, resourceKeyList: ['changeLog'], serverId: 'gwn_admin' }, admin);
  expect(deskRole.body.retCode).toBe(0);

  // Configure it in the console, not yet enabled.
  await openSignedIn(page, operatorFor('sso'), '/parameters/sso');
  await expect(page.getByTestId('sso-redirect-uri')).toHaveText(`${BASE_URL}/login/sso`);
  await page.getByRole('button', { name: /Add identity provider/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add identity provider' });
  await dialog.getByLabel('Name').fill(providerName);
  await dialog.getByLabel('Issuer URL').fill(idp.issuer);
  await dialog.getByLabel('Client ID').fill(idp.clientId);
  await dialog.getByLabel('Client secret').fill(idp.clientSecret);
  await dialog.getByLabel('Group of role mapping 1').fill('wifi-ops');
  await setSelectOption(page, dialog.getByLabel('Role of mapping 1'), roleName);
  await dialog.getByRole('button', { name: 'Add a group → role mapping' }).click();
  await dialog.getByLabel('Group of role mapping 2').fill('wifi-desk');
  await setSelectOption(page, dialog.getByLabel('Role of mapping 2'), deskRoleName);
  await dialog.getByLabel('Group of region mapping 1').fill('wifi-ops');
  await dialog.getByRole('button', { name: 'Add a group → regions mapping' }).click();
  await dialog.getByLabel('Group of region mapping 2').fill('wifi-desk');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: providerName });
  await expect(row).toContainText('Disabled');

  // Try sign-in before enabling: the provider's answer is reported, nobody is signed in.
  await row.getByRole('button', { name: `Try sign-in with ${providerName}` }).click();
  await signInAtProvider(page);
  const report = page.getByTestId('sso-try-report');
  await expect(report).toContainText('This user would be signed in.');
  await expect(report).toContainText(roleName);
  await expect(report).toContainText('wifi-ops');
  await report.getByRole('link', { name: 'Back to single sign-on' }).click();

  // Enable it.
  await page.getByRole('row').filter({ hasText: providerName }).getByRole('button', { name: `Edit ${providerName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit identity provider' });
  await expect(edit.getByLabel('Client secret')).toHaveValue('');
  await edit.getByRole('switch', { name: 'Enabled' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: providerName })).toContainText('Enabled');

  // Its user, in a browser of their own: the sign-in page offers the provider; they land with the mapped role's menus only.
  const context = await browser.newContext();
  try {
    const jane = await context.newPage();
    await jane.goto('/login');
    await jane.getByRole('button', { name: `Sign in with ${providerName}` }).click();
    await signInAtProvider(jane);
    await expect(jane).toHaveURL(/\/welcome$/);
    const menu = jane.getByRole('complementary', { name: 'Main menu' }).getByRole('menuitem');
    await expect(menu).toHaveText(['Welcome', 'Dashboard', 'Speed-test Server Address']);

    // Moved to another group at the provider: the next sign-in re-reads the groups and gives that group's role.
    await chooseFromUserMenu(jane, 'Log out');
    await expectOnSignInPage(jane);
    users[user].groups = ['wifi-desk'];
    await jane.getByRole('button', { name: `Sign in with ${providerName}` }).click();
    // Still signed in at the provider, she is sent straight back: no sign-in page there this time.
    await expect(jane).toHaveURL(/\/welcome$/);
    await expect(menu).toHaveText(['Welcome', 'Dashboard', 'Change Log']);
  } finally {
    await context.close();
  }

  // A user none of whose groups is mapped, in another browser: refused, and told why, with their groups.
  const guestContext = await browser.newContext();
  try {
    const visitor = await guestContext.newPage();
    await visitor.goto('/login');
    await visitor.getByRole('button', { name: `Sign in with ${providerName}` }).click();
    await signInAtProvider(visitor, guest);
    await expect(visitor.getByRole('alert')).toContainText('None of your groups at the identity provider is mapped to a role here');
    await expect(visitor.getByText('Your groups at the identity provider: visitors')).toBeVisible();
    await expect(visitor).toHaveURL(/\/login\/sso\?/);
  } finally {
    await guestContext.close();
  }
});
