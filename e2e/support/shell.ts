import { expect, type Page } from '@playwright/test';

/** The header's user dropdown (button named "Account"), then one of its entries. */
export async function chooseFromUserMenu(page: Page, entry: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: /^(Account|账号)$/ }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

/** The header's region dropdown, then a region by its label (US is "World"). */
export async function switchRegion(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: /^(Region|区域)$/ }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

/** The console sent the operator to the sign-in page (standalone routes, or under /gwn/ embedded). */
export async function expectOnSignInPage(page: Page, timeout?: number): Promise<void> {
  await expect(page).toHaveURL(/\/login(\?|$)/, { timeout });
}
