import { expect, type Page } from '@playwright/test';

/** The header's user dropdown (button named "Account"), then one of its entries. */
export async function chooseFromUserMenu(page: Page, entry: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: /^(Account|账号)$/ }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

/**
 * The header's region dropdown, then a region by its label (US is "World"). On a loaded machine a click
 * during the dropdown's opening or closing animation can leave it shut, so it is opened again until the
 * entry can be clicked; once the click took effect nothing is repeated.
 */
export async function switchRegion(page: Page, label: string): Promise<void> {
  const button = page.getByRole('button', { name: /^(Region|区域)$/ });
  const entry = page.getByRole('menuitem', { name: label, exact: true });
  await expect(async () => {
    if (!(await entry.isVisible())) await button.click({ timeout: 5_000 });
    await entry.click({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The console sent the operator to the sign-in page (standalone routes, or under /gwn/ embedded). */
export async function expectOnSignInPage(page: Page, timeout?: number): Promise<void> {
  await expect(page).toHaveURL(/\/login(\?|$)/, { timeout });
}
