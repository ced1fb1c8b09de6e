import { expect, test, type Page } from '@playwright/test';
import { managerVisits } from '@gwn/contract';
import { handOverSession } from '../support/console-session.ts';
import { rootSession } from '../support/root-session.ts';

interface VisitRange { startDate?: number; endDate?: number }

/** The body of a manager-visit call the console sends (the contract's managerVisits.infos). */
const rangeOf = (body: unknown): VisitRange => (typeof body === 'object' && body !== null ? body : {});

/** The range of the next manager-visit call that asks for one (epoch ms), read off the request the console sends. */
async function nextRange(page: Page, action: () => Promise<unknown>): Promise<VisitRange> {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith(managerVisits.infos.path) && rangeOf(r.postDataJSON()).startDate !== undefined),
    action(),
  ]);
  return rangeOf(request.postDataJSON());
}

test('[MANAGER] "Last day" asks for today (24 hours to the end of today), and the range survives a reload', async ({ page }) => {
  await handOverSession(page, await rootSession());
  await page.goto('/managerVisit');
  const picker = page.getByLabel('Date range').first();
  await expect(picker).toBeVisible();
  await picker.click();
  const range = await nextRange(page, () => page.getByRole('listitem').filter({ hasText: /^Last day$/ }).click());

  // Today in the browser's own time zone, from its first to its last millisecond.
  const today = await page.evaluate(() => {
    const start = new Date();
    start.setHours(0, 0, 0, 0);
    const day = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-${String(start.getDate()).padStart(2, '0')}`;
    return { start: start.getTime(), day };
  });
  expect(range).toMatchObject({ startDate: today.start, endDate: today.start + 24 * 3600_000 - 1 });
  await expect(page).toHaveURL(new RegExp(`[?&]from=${today.day}&to=${today.day}`));

  const again = await nextRange(page, () => page.reload());
  expect(again).toMatchObject({ startDate: today.start, endDate: today.start + 24 * 3600_000 - 1 });
  await expect(page.getByLabel('Date range').first()).toHaveValue(today.day);
});
