import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSignedIn } from '../support/console-session.ts';
import { BASE_URL, operatorFor } from '../support/environment.ts';
import { dataRows } from '../support/table.ts';
import { chooseRadio } from '../support/radio.ts';

/** Picks a language from the language switch of the console's header or the comparison page. */
async function switchTo(page: Page, from: RegExp, to: string): Promise<void> {
  await page.getByRole('button', { name: from }).click();
  await page.getByRole('menuitem', { name: to }).click();
}

/** Fails unless the element lies wholly inside the viewport's width. */
async function expectWithinWidth(element: Locator, width: number): Promise<void> {
  const box = await element.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
}

test('[WORDS] the feature list speaks the console language: function names and demo notes switch to Chinese', async ({ page }) => {
  await openSignedIn(page, operatorFor('words'), '/deviceFunction');
  // The demo's Wi-Fi 5 models (GWN7600, GWN7600LR): the matrix shows their WPA3 note.
  await page.getByRole('searchbox', { name: 'Device type name' }).fill('GWN7600');
  await page.getByRole('searchbox', { name: 'Device type name' }).press('Enter');
  await expect(page.getByRole('columnheader', { name: 'GWN7660' })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Max clients/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /WPA3/ }).getByText('Firmware 1.0.25+ adds WPA3-SAE').first()).toBeVisible();

  await switchTo(page, /English/, '简体中文');
  await expect(page.getByRole('row', { name: /最大终端数/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /WPA3/ }).getByText('固件 1.0.25 及以上版本支持 WPA3-SAE').first()).toBeVisible();
  await expect(page.getByText('Max clients')).toHaveCount(0);

  // Back to English for whoever reads this operator's language next.
  await switchTo(page, /简体中文/, 'English');
  await expect(page.getByRole('row', { name: /Max clients/ })).toBeVisible();
});

test('[WORDS] /model/compare on a 375 px phone: the function picker stays on-screen, the table scrolls, the language switches', async ({ browser }) => {
  test.setTimeout(90_000);
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'en-US' });
  const page = await phone.newPage();
  await page.goto(`${BASE_URL}/model/compare`);
  const cascader = page.getByRole('combobox', { name: 'Choose the functions to compare' });
  // The page loads the whole region's comparison first: slow on a loaded machine.
  await expect(cascader).toBeVisible({ timeout: 30_000 });

  // Open the picker and walk group -> category: the panel and every column are inside the screen.
  await cascader.click();
  // The panel the combobox controls has no role; its columns are menus of checkbox items.
  const panel = page.locator(`[id="${await cascader.getAttribute('aria-controls')}"]`);
  const columns = panel.getByRole('menu');
  await expect(panel).toBeVisible();
  await panel.getByText('Access points', { exact: true }).click();
  await panel.getByText('Wi-Fi', { exact: true }).click();
  await expect(columns).toHaveCount(3);
  await expectWithinWidth(panel, 375);
  for (const column of await columns.all()) await expectWithinWidth(column, 375);

  // Choose two functions; the table of access points appears, wider than the phone, scrolling inside itself.
  for (const fn of ['Max clients', 'Radio bands']) {
    await columns.getByRole('menuitemcheckbox', { name: fn, exact: true }).click();
  }
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Remove Max clients' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Max clients' })).toBeVisible();
  // The model column stays put (sticky) while the functions scroll sideways inside the table's box.
  const modelCell = dataRows(page).first().getByRole('cell').first();
  await expect(modelCell).toHaveClass(/compare-fixed/);
  await expect(modelCell).toHaveCSS('position', 'sticky');
  expect(await table.evaluate((t) => t.parentElement!.scrollWidth > t.parentElement!.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The page's language switch: names and notes come again in Chinese, the chosen functions stay chosen.
  await switchTo(page, /English/, '简体中文');
  await expect(table.getByRole('columnheader', { name: '最大终端数' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: '射频频段' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '选择要对比的功能' })).toBeVisible();
  await phone.close();
});

test('[WORDS] the two-factor help link opens the help page at its topic, in the console language', async ({ page }) => {
  await openSignedIn(page, operatorFor('words'), '/personal');
  const card = page.getByTestId('two-factor-card');
  for (const [link, heading, switchBack] of [['Instructions manual', 'Instructions manual', false], ['使用说明', '使用说明', true]] as const) {
    if (switchBack) await switchTo(page, /English/, '简体中文');
    const [help] = await Promise.all([page.waitForEvent('popup'), card.getByRole('link', { name: link }).click()]);
    await expect(help).toHaveURL(/\/help\/two-factor\?lang=(en|zh)#instructions$/);
    // The browser got the help page itself (not the console's 404 or /login), and the topic's heading under its anchor.
    await expect(help.locator('#instructions').getByRole('heading', { name: heading })).toBeVisible();
    await help.close();
  }
  // Back to English for whoever reads this operator's language next.
  await switchTo(page, /简体中文/, 'English');
  await expect(card.getByRole('link', { name: 'Instructions manual' })).toBeVisible();
});

test('[WORDS] the set-up dialog\'s help links open their topic in the console language: a token\'s secret, security keys', async ({ page }) => {
  await openSignedIn(page, operatorFor('words'), '/personal');
  const card = page.getByTestId('two-factor-card');
  // antd spaces out a two-character Chinese button label ("取 消").
  const topics = {
    en: { dialog: 'Two-factor authentication', turnOn: 'Turn on', next: 'Next', back: 'Back', cancel: 'Cancel', totp: /^TOTP/, fido: /^FIDO2 security key/,
      secret: ['How to get the secret', 'How to get the secret of a hardware token'], keys: ['Security key user guide', 'User guide: FIDO2 security keys and passkeys'] },
    zh: { dialog: '双因素认证', turnOn: /^开\s?启$/, next: '下一步', back: '上一步', cancel: /^取\s?消$/, totp: /^TOTP/, fido: /^FIDO2 安全密钥/,
      secret: ['如何获取密钥', '如何获取硬件令牌的密钥'], keys: ['安全密钥用户指南', '用户指南：FIDO2 安全密钥与通行密钥'] },
  } as const;
  for (const lang of ['en', 'zh'] as const) {
    const words = topics[lang];
    if (lang === 'zh') await switchTo(page, /English/, '简体中文');
    await card.getByRole('button', { name: words.turnOn }).click();
    const dialog = page.getByRole('dialog', { name: words.dialog });
    for (const [type, [link, heading], anchor] of [[words.totp, words.secret, 'hardware-secret'], [words.fido, words.keys, 'security-keys']] as const) {
      await chooseRadio(dialog.getByRole('radio', { name: type }));
      await dialog.getByRole('button', { name: words.next }).click();
      const [help] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('link', { name: link }).click()]);
      await expect(help).toHaveURL(new RegExp(`/help/two-factor\\?lang=${lang}#${anchor}$`));
      // The help page itself (not the console's 404), opened at the topic: its heading is on screen.
      await expect(help.locator(`#${anchor}`).getByRole('heading', { name: heading })).toBeInViewport();
      await help.close();
      await dialog.getByRole('button', { name: words.back }).click();
    }
    await dialog.getByRole('button', { name: words.cancel }).click();
    await expect(dialog).toBeHidden();
  }
  await switchTo(page, /简体中文/, 'English');
  await expect(card.getByText('Off')).toBeVisible();
});

test('[WORDS] a signed-out browser gets the help page at its topic in either language, not /login', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  for (const [url, heading] of [['/help/two-factor#security-keys', 'User guide: FIDO2 security keys and passkeys'], ['/help/two-factor?lang=zh#apps', '验证器应用']] as const) {
    await page.goto(url);
    await expect(page).toHaveURL(new RegExp(`${url.replace(/[?]/g, '\\?')}$`));
    await expect(page.locator(`#${url.split('#')[1]}`).getByRole('heading', { name: heading })).toBeInViewport();
  }
  await context.close();
});

test('[WORDS] the role editor lays Enterprise\'s actions out in aligned columns under the menu, not wrapped to the left margin, at 1440 × 900', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, operatorFor('words'), '/role/list');
  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add role' });
  await expect(dialog.getByRole('checkbox', { name: 'Enterprise', exact: true })).toBeVisible();
  // The dialog opens with a zoom: positions are compared once it has finished (endless spinners are not waited for).
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
  const menu = await dialog.getByRole('checkbox', { name: 'Enterprise', exact: true }).boundingBox();
  const actions = dialog.getByRole('group', { name: 'Actions of Enterprise' }).getByRole('checkbox');
  expect(await actions.count()).toBeGreaterThan(6);
  const boxes = await actions.evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect()).map((r) => ({ x: Math.round(r.x), y: Math.round(r.y) })));
  // More than one row (they wrap), every one starting right of the menu's own checkbox, in the same columns.
  const rows = new Set(boxes.map((b) => b.y));
  expect(rows.size).toBeGreaterThan(1);
  const firstColumn = Math.min(...boxes.map((b) => b.x));
  expect(firstColumn).toBeGreaterThan(menu!.x + 12);
  for (const y of rows) expect(Math.min(...boxes.filter((b) => b.y === y).map((b) => b.x))).toBe(firstColumn);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});
