import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The open list's options, or its option with exactly this text. antd's Select draws its options in a virtual
 * list whose rows have no role (the role="option" copies are a 0×0 mirror for screen readers, three around the
 * active one, which cannot be clicked), so this one class stays; every journey picks options through here.
 */
export function selectOptions(page: Page, option?: string): Locator {
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  if (option === undefined) return options;
  // The option's whole text, taken literally (labels may hold parentheses, dots...).
  return options.filter({ hasText: new RegExp(`^${option.replace(/[.*+?^$|()[\]{}\\]/g, '\\$&')}$`) });
}

/** The whole select a combobox belongs to: the chosen items sit beside the combobox, inside its outermost box. */
export function selectBox(combobox: Locator): Locator {
  return combobox.locator('xpath=ancestor::*[contains(@class, "ant-select")][last()]');
}

/** The option a native select (a list's filter bar, FilterSelect) shows as chosen. */
export function chosenOption(select: Locator): Locator {
  return select.locator('option:checked');
}

/**
 * Sets one option of an antd Select / multi-select (opened from its labelled combobox) to chosen or
 * not, and waits until the select shows that: on a loaded machine a click during the dropdown's
 * opening animation can miss, so the click is retried, never repeated once it took effect.
 * A native select (the filter bars' FilterSelect) is set by the option's label; not chosen is its empty option.
 * A region multi-select is a group of check boxes: the option's box is checked or not.
 */
export async function setSelectOption(page: Page, combobox: Locator, option: string, chosen = true): Promise<void> {
  if ((await combobox.getAttribute('role')) === 'group') {
    await combobox.getByRole('checkbox', { name: option, exact: true }).setChecked(chosen);
    return;
  }
  if ((await combobox.evaluate((el) => el.tagName)) === 'SELECT') {
    await combobox.selectOption(chosen ? { label: option } : { value: '' });
    if (chosen) await expect(chosenOption(combobox)).toHaveText(option);
    else await expect(chosenOption(combobox)).not.toHaveText(option);
    return;
  }
  const shown = selectBox(combobox).getByText(option, { exact: true });
  await expect(async () => {
    if ((await shown.isVisible()) === chosen) return;
    if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click();
    await selectOptions(page, option).click({ timeout: 2_000 });
    if (chosen) await expect(shown).toBeVisible({ timeout: 1_000 });
    else await expect(shown).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
