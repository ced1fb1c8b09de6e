import { expect, test, type Page } from '@playwright/test';
import { systemBulletin } from '@gwn/contract';
import { callEndpoint, signInByApi } from '../support/api.ts';
import { openSignedIn } from '../support/console-session.ts';
import { operatorFor } from '../support/environment.ts';

/** "2026-11-24 04:10" in UTC (Etc/GMT, the bulletin's default timezone), `offsetMs` from now. */
const utcWall = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString().slice(0, 16).replace('T', ' ');
const HOUR = 3_600_000;

/** Records every dialog (alert, confirm, prompt) the page opens, and dismisses it. */
function recordDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(d.message());
    void d.dismiss();
  });
  return seen;
}

/** Whether any stored script ran: every payload sets window.__xss or opens a dialog. */
const xssFlag = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss ?? null);

const PAYLOAD = '<img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=2</script><svg onload="window.__xss=3">'
  + '<a href="javascript:window.__xss=4">click</a><iframe srcdoc="<script>parent.__xss=5</script>"></iframe>';

// Journeys share one start of the services: whatever happens here, no bulletin is left open over the others' shells.
test.afterAll(async () => {
  const operator = operatorFor('bulletin');
  const session = await signInByApi(operator.account, operator.password);
  await callEndpoint(systemBulletin.save, {
    title: 'Closed', description: '', timezone: 'Etc/GMT', startTime: utcWall(-2 * HOUR), endTime: utcWall(-HOUR), value: '<p>Closed</p>',
  }, { token: session.token, baseUrl: session.adminUrl });
});

test('[BULLETIN] edit the release note with its preview', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, operatorFor('bulletin'), '/parameters/releaseNote');
  const card = page.getByRole('region', { name: 'Release note' });
  await expect(card.getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 60_000 });
  const subject = `Release ${Date.now().toString(36)}`;
  await card.getByLabel('Subject').fill(subject);
  const editor = card.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Faster uploads and ');
  await card.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('fewer clicks');
  const preview = card.getByTestId('release-note-preview');
  await expect(preview).toContainText('Faster uploads and fewer clicks');
  await expect(preview.locator('strong')).toHaveText('fewer clicks');
  // A second line as a numbered item in italics; Undo takes the list back, Redo brings it again.
  await card.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.press('Enter');
  await card.getByRole('button', { name: 'Italic' }).click();
  await expect(card.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('in one list');
  await card.getByRole('button', { name: 'Numbered list' }).click();
  await expect(preview.locator('ol > li em')).toHaveText('in one list');
  await expect(card.getByRole('button', { name: 'Numbered list' })).toHaveAttribute('aria-pressed', 'true');
  await card.getByRole('button', { name: 'Undo' }).click();
  await expect(preview.locator('ol')).toHaveCount(0);
  await card.getByRole('button', { name: 'Redo' }).click();
  await expect(preview.locator('ol > li em')).toHaveText('in one list');
  await expect(preview.locator('strong')).toHaveText('fewer clicks');
  // Markup pasted from elsewhere keeps its text and the tags a note can hold; its styles, classes and images stay out.
  await page.keyboard.press('ControlOrMeta+End');
  await editor.evaluate((box) => {
    const data = new DataTransfer();
    data.setData('text/html', '<p class="MsoNormal" style="color:red"><span style="font-size:30px">Pasted</span> <u>note</u>'
      + '<img src="x" onerror="window.__xss=1"></p>');
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(preview).toContainText('Pasted note');
  await expect(preview.locator('u')).toHaveText('note');
  await expect(editor.locator('img, [style], [class], [onerror]')).toHaveCount(0);
  await card.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Release note saved')).toBeVisible();

  await page.reload();
  await expect(card.getByLabel('Subject')).toHaveValue(subject, { timeout: 60_000 });
  await expect(preview.locator('strong')).toHaveText('fewer clicks');
  await expect(preview.locator('ol > li em')).toHaveText('in one list');
  await expect(card.getByRole('textbox', { name: 'Content' }).locator('ol li')).toHaveText('in one list');
});

test('[BULLETIN] a bulletin set around now shows in the shell, stays closed once dismissed, and no stored script runs', async ({ page }) => {
  test.setTimeout(180_000);
  const dialogs = recordDialogs(page);
  const session = await openSignedIn(page, operatorFor('bulletin'), '/parameters/bulletin');
  const card = page.getByRole('region', { name: 'System bulletin' });
  await expect(card.getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 60_000 });
  const subject = `Upgrade tonight ${Date.now().toString(36)}`;

  // The window: from an hour ago to an hour ahead, in the default timezone Etc/GMT.
  await expect(card.getByLabel('Timezone')).toHaveValue(/ Etc\/GMT$/);
  await card.getByLabel('Subject').fill(subject);
  await card.getByLabel('Comment').fill('ops ticket');
  // Each wall time read once: read again a moment later it may be the next minute.
  const [start, end] = [utcWall(-HOUR), utcWall(HOUR)];
  await card.getByLabel('Start', { exact: true }).fill(start.replace(' ', 'T'));
  await card.getByLabel('End', { exact: true }).fill(end.replace(' ', 'T'));

  // Markup typed into the editor is text: the preview shows it literally and runs nothing.
  const editor = card.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await page.keyboard.type(`The console is upgraded. ${PAYLOAD}`);
  await expect(card.getByTestId('bulletin-preview')).toContainText('<script>window.__xss=2</script>');
  await card.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('System bulletin saved')).toBeVisible();

  // Inside its window the shell shows it, with the operators' comment left out.
  const banner = page.getByTestId('bulletin-banner');
  await expect(banner).toContainText(subject, { timeout: 30_000 });
  await expect(banner).toContainText('The console is upgraded.');
  await expect(banner).not.toContainText('ops ticket');

  // The same payload as raw HTML, saved past the console (as a forged request would): the service stores no active
  // content, and neither the banner nor the editor's preview runs anything.
  const saved = await callEndpoint(systemBulletin.save, {
    title: subject, description: '', timezone: 'Etc/GMT', startTime: utcWall(-HOUR), endTime: utcWall(HOUR), value: `<p>Raw payload</p>${PAYLOAD}`,
  }, { token: session.token, baseUrl: session.adminUrl });
  expect(saved.body.retCode).toBe(0);
  expect(saved.body.data.systemBulletin.value).not.toMatch(/<script|onerror|onload|javascript:|<iframe|<svg/i);
  await page.goto('/parameters/bulletin');
  await expect(banner).toContainText('Raw payload', { timeout: 30_000 });
  await expect(card.getByTestId('bulletin-preview')).toContainText('Raw payload', { timeout: 60_000 });
  // (The banner's own icons are svg: only the bulletin's content is looked at.)
  for (const shown of [banner.locator('.bulletin-content'), card.getByTestId('bulletin-preview')]) {
    await expect(shown.locator('script, iframe, svg, img, object, embed, [onerror], [onload], [onclick]')).toHaveCount(0);
    await expect(shown.locator('a[href^="javascript" i]')).toHaveCount(0);
  }
  await page.waitForTimeout(500); // a handler would have fired by now
  expect(await xssFlag(page)).toBeNull();
  expect(dialogs).toEqual([]);

  // Dismissed, it stays closed across a reload (a new version showing again is the banner's component test).
  await banner.getByRole('button', { name: 'Close the bulletin' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(card.getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 60_000 });
  await expect(banner).toHaveCount(0);

  // Moved out of its window (ended an hour ago): the shell's read is empty, no shell shows it and the editor says so.
  const closed = await callEndpoint(systemBulletin.save, {
    title: subject, description: '', timezone: 'Etc/GMT', startTime: utcWall(-2 * HOUR), endTime: utcWall(-HOUR), value: '<p>Over</p>',
  }, { token: session.token, baseUrl: session.adminUrl });
  expect(closed.body.retCode).toBe(0);
  const current = await callEndpoint(systemBulletin.current, {}, { token: session.token, baseUrl: session.adminUrl });
  expect(current.body.data.systemBulletin).toBeNull();
  await page.reload();
  await expect(card.getByTestId('bulletin-window-state')).toContainText('outside its time range', { timeout: 60_000 });
  await expect(banner).toHaveCount(0);
  expect(await xssFlag(page)).toBeNull();
  expect(dialogs).toEqual([]);
});
