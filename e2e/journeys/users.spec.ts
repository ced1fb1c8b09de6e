import { expect, test, type Page } from '@playwright/test';
import { adminUsers, roles } from '@gwn/contract';
import { adminUrlOf, callEndpoint, digest, signInByApi, type ApiSession } from '../support/api.ts';
import { setSelectOption } from '../support/antd-select.ts';
import { handOverSession, openSignedIn } from '../support/console-session.ts';
import { operatorFor } from '../support/environment.ts';
import { confirmPopover } from '../support/popconfirm.ts';
import { regionStatus } from '../support/region-api.ts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PASSWORD = 'E2e-Sub#2026';

// Each journey signs in, builds a role or a user and drives dialogs: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 90_000 });

/** A user created through the API by the journey's operator, with a role of its own unless one is given. */
async function createUser(session: ApiSession, tag: string, roleId?: number) {
  let role = roleId;
  if (role === undefined) {
    const made = await callEndpoint(roles.add, { roleName: `role-${tag}`, resourceKeyList: ['dashboard'], serverId: 'gwn_admin' }, { token: session.token });
    role = made.body.data.id;
  }
  const account = `e2e-${tag}`;
  const reply = await callEndpoint(adminUsers.add, {
    userName: `E2E ${tag}`, account, userEmail: `${account}@example.test`, roleId: role,
    password: digest(PASSWORD), confirmPassword: digest(PASSWORD), serverId: 'gwn_admin',
  }, { token: session.token });
  expect(reply.body.retCode).toBe(0);
  return { id: reply.body.data.id, account, name: `E2E ${tag}` };
}

/** Searches the list for one user and waits until it shows that user alone (a click before then may hit a moving row). */
async function searchUser(page: Page, account: string) {
  await page.getByPlaceholder('Name, email or account').fill(account);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(account)}(&|$)`));
  await expect(page.getByRole('cell', { name: account, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Sessions of / })).toHaveCount(1);
}

test('[USERS] a sub-administrator with a device-types-only role sees only that menu and only its permitted buttons', async ({ page, browser }) => {
  const tag = unique();
  await openSignedIn(page, operatorFor('users'), '/role/list');

  // A role with only the device types screen and its Add action.
  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Add role' });
  await roleDialog.getByLabel('Role name').fill(`Types ${tag}`);
  await expect(roleDialog.getByRole('checkbox', { name: 'Dashboard' })).toBeDisabled();
  await roleDialog.getByRole('checkbox', { name: 'Model Manage: Add' }).check();
  await roleDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: `Types ${tag}`, exact: true })).toBeVisible();

  // A sub-administrator holding it.
  await page.goto('/users/list');
  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  const userDialog = page.getByRole('dialog', { name: 'Add user' });
  await userDialog.getByLabel('Name').fill(`Sub ${tag}`);
  await userDialog.getByLabel('Email').fill(`sub-${tag}@example.test`);
  await userDialog.getByLabel('Account').fill(`sub-${tag}`);
  await userDialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await userDialog.getByLabel('Confirm password').fill(PASSWORD);
  // Many roles exist by now: narrow the select to ours first (the dropdown renders only what fits).
  await userDialog.getByLabel('Role').fill(`Types ${tag}`);
  await setSelectOption(page, userDialog.getByLabel('Role'), `Types ${tag}`);
  await userDialog.getByRole('button', { name: 'Save' }).click();
  await expect(userDialog).toBeHidden();
  await searchUser(page, `sub-${tag}`);
  await expect(page.getByRole('cell', { name: `sub-${tag}`, exact: true })).toBeVisible();

  // They sign in, in a browser of their own: one screen besides the landing pages, and only its Add button.
  const context = await browser.newContext();
  const subPage = await context.newPage();
  await handOverSession(subPage, await signInByApi(`sub-${tag}`, PASSWORD));
  await subPage.goto('/deviceType');
  const menu = subPage.getByRole('complementary', { name: 'Main menu' }).getByRole('menuitem');
  await expect(menu).toHaveText(['Welcome', 'Dashboard', 'Model Manage']);
  await expect(subPage.getByRole('button', { name: /^(plus )?Add$/ })).toBeVisible();
  await expect(subPage.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(subPage.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await context.close();
});

test("[USERS] deleting a user asks for the operator's own password: a wrong one keeps the user, the right one removes it", async ({ page }) => {
  const operator = operatorFor('users');
  const session = await openSignedIn(page, operator, '/users/list');
  const user = await createUser(session, `del${unique()}`);
  await searchUser(page, user.account);
  await page.getByRole('button', { name: `Delete ${user.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete user ${user.name}` });
  await dialog.getByLabel('Your password').fill('Not-my-password1');
  // A click on OK while the dialog is still opening can be lost on a busy machine: click again until the
  // refusal shows (a wrong password deletes nothing and counts towards nothing, so a second try changes nothing).
  await expect(async () => {
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Incorrect password')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Your password').fill(operator.password);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Delete success')).toBeVisible();
  await expect(page.getByRole('cell', { name: user.account, exact: true })).toBeHidden();
});

test("[USERS] ending another user's session makes their next call fail within 5 s", async ({ page }) => {
  const session = await openSignedIn(page, operatorFor('users'), '/users/list');
  const user = await createUser(session, `ses${unique()}`);
  const theirs = await signInByApi(user.account, PASSWORD);
  const region = adminUrlOf(theirs, theirs.region);
  expect(await regionStatus(region, theirs.token)).toBe(200);

  await searchUser(page, user.account);
  await page.getByRole('button', { name: `Sessions of ${user.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Sessions of ${user.name}` });
  await confirmPopover(page, dialog.getByRole('button', { name: /^End session from/ }),
    () => expect(page.getByText('Session ended')).toBeVisible({ timeout: 2_000 }));
  const endedAt = Date.now();
  await expect.poll(() => regionStatus(region, theirs.token), { timeout: 5_000, intervals: [200] }).toBe(401);
  expect(Date.now() - endedAt).toBeLessThan(5_000);
  await expect(dialog.getByText('No active sessions')).toBeVisible();
});
