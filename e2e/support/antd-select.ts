import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Sets one option of an antd Select / multi-select (opened from its labelled combobox) to chosen or
 * not, and waits until the select shows that: on a loaded machine a click during the dropdown's
 * opening animation can miss, so the click is retried, never repeated once it took effect.
 */
export async function setSelectOption(page: Page, combobox: Locator, option: string, chosen = true): Promise<void> {
  const select = combobox.locator('xpath=ancestor::*[contains(@class, "ant-select")][last()]');
  const shown = select.getByText(option, { exact: true });
  // The option's whole text, taken literally (labels may hold parentheses, dots...).
  const exactly = new RegExp(`^${option.replace(/[.*+?^$|()[\]{}\\]/g, '\\$&')}$`);
  await expect(async () => {
    if ((await shown.isVisible()) === chosen) return;
    if (!(await page.locator('.ant-select-dropdown:visible').count())) await combobox.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: exactly }).click({ timeout: 2_000 });
    if (chosen) await expect(shown).toBeVisible({ timeout: 1_000 });
    else await expect(shown).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
