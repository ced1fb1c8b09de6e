import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens a popconfirm with `opener`, answers OK (or the `answer` button), and does both again until `done` holds.
 *
 * On a loaded machine a click on a popconfirm that has just opened is now and then lost (CI saw it in [CALLS]:
 * the row stayed listed); a person would click again, and so does this. `done` must assert something that stays
 * true (a row gone, a count), with a short timeout: it is checked before each new try, so an answer that took
 * effect late is not asked twice.
 */
export async function confirmPopover(page: Page, opener: Locator, done: () => Promise<unknown>, answer = 'OK'): Promise<void> {
  const ok = page.getByRole('tooltip').getByRole('button', { name: answer, exact: true });
  let tried = false;
  await expect(async () => {
    if (tried && await done().then(() => true, () => false)) return;
    tried = true;
    if (!(await ok.isVisible())) await opener.click({ timeout: 2_000 });
    await ok.click({ timeout: 2_000 });
    await done();
  }).toPass({ timeout: 30_000 });
}
