import { expect, type Locator } from '@playwright/test';

/**
 * Chooses a radio button of a dialog that may still be opening. A click during antd's opening animation can miss
 * (seen once under load: the radio took the focus, not the choice), so the click is retried until the radio is
 * checked, never repeated once it took effect.
 */
export async function chooseRadio(radio: Locator): Promise<void> {
  await expect(async () => {
    if (!(await radio.isChecked())) await radio.check({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
