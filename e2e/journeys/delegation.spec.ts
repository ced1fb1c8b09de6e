import { expect, test } from '@playwright/test';
import { adminUsers, roles } from '@gwn/contract';
import { callEndpoint, digest, signInByApi, type ApiSession } from '../support/api.ts';
import { openSignedIn } from '../support/console-session.ts';
import { operatorFor } from '../support/environment.ts';
import { selectOptions } from '../support/antd-select.ts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PASSWORD = 'E2e-Delegate#2026';

// Each journey builds a role and a user, then drives the console as that user: more than 30 s on a loaded machine.
test.describe.configure({ timeout: 90_000 });

/** A role with exactly these menus, and a user holding it, made by the journey's super administrator. */
async function userWithRole(admin: ApiSession, tag: string, resourceKeyList: string[]) {
  const roleName = `Delegate ${tag}`;
  const role = await callEndpoint(roles.add, { roleName, resourceKeyList, serverId: 'gwn_admin' }, { token: admin.token });
  expect(role.body.retCode).toBe(0);
  const account = `e2e-del-${tag}`;
  const user = await callEndpoint(adminUsers.add, {
    userName: `Delegate ${tag}`, account, userEmail: `${account}@example.test`, roleId: role.body.data.id,
    password: digest(PASSWORD), confirmPassword: digest(PASSWORD), serverId: 'gwn_admin',
  }, { token: admin.token });
  expect(user.body.retCode).toBe(0);
  return { role: { id: role.body.data.id, roleName }, operator: { account, name: `Delegate ${tag}`, password: PASSWORD } };
}

async function superAdministrator(): Promise<ApiSession> {
  const { account, password } = operatorFor('delegation');
  return signInByApi(account, password);
}

test('[DELEGATION] a holder of users sees no super-administrator role to assign, and no edit on root', async ({ page }) => {
  const tag = unique();
  const { role, operator } = await userWithRole(await superAdministrator(), tag, ['users']);
  await openSignedIn(page, operator, '/users/list');

  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  const roleSelect = dialog.getByLabel('Role');
  const options = selectOptions(page);
  // Its own role it may give (it holds everything in it); the built-in roles hold what it lacks.
  await roleSelect.fill(role.roleName);
  await expect(options.filter({ hasText: role.roleName })).toHaveCount(1);
  for (const builtIn of ['Super administrator', 'Sub administrator']) {
    await roleSelect.fill(builtIn);
    await expect(roleSelect).toHaveAttribute('aria-expanded', 'true');
    await expect(options.filter({ hasText: builtIn })).toHaveCount(0);
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByPlaceholder('Name, email or account').fill('root');
  await page.keyboard.press('Enter');
  // root's row by its name (the first column); other rows name root as their creator.
  const rootRow = page.locator('tbody tr').filter({ has: page.locator('td:first-child', { hasText: /^root$/ }) });
  await expect(rootRow).toBeVisible();
  await expect(rootRow.getByRole('button', { name: /^(Edit|Delete|Remove two-factor of) / })).toHaveCount(0);
});

test('[DELEGATION] a role narrowed while its holder is signed in loses the menu within 5 s without a reload, and the old address says no access', async ({ page }) => {
  const tag = unique();
  const admin = await superAdministrator();
  const { role, operator } = await userWithRole(admin, tag, ['modelManage', 'featureList']);
  await openSignedIn(page, operator, '/deviceType');
  const menu = page.getByRole('complementary', { name: 'Main menu' }).getByRole('menuitem');
  await expect(menu).toHaveText(['Welcome', 'Dashboard', 'Model Manage', 'Feature List']);
  // A mark on this very page: it survives only if the console is not reloaded.
  await page.evaluate(() => { (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true; });

  const edited = await callEndpoint(roles.edit, { id: role.id, roleName: role.roleName, resourceKeyList: ['featureList'], serverId: 'gwn_admin' }, { token: admin.token });
  expect(edited.body.retCode).toBe(0);
  const narrowedAt = Date.now();
  await expect(menu).toHaveText(['Welcome', 'Dashboard', 'Feature List'], { timeout: 5_000 });
  expect(Date.now() - narrowedAt).toBeLessThan(5_000);
  // The open screen gives way to the no-access page, still signed in, on the same page.
  await expect(page.getByText('You no longer have access to this', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/deviceType$/);
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();

  // Elsewhere and back, and the old address opened afresh: the no-access page, never the sign-in page.
  await menu.filter({ hasText: 'Feature List' }).click();
  await expect(page).toHaveURL(/\/deviceFunction$/);
  await page.goBack();
  await expect(page.getByText('You no longer have access to this', { exact: true })).toBeVisible();
  await page.goto('/deviceType');
  await expect(page.getByText('You no longer have access to this', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/deviceType$/);
  await expect(menu).toHaveText(['Welcome', 'Dashboard', 'Feature List']);
});
