import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Picks an option of an antd select found by its accessible name, in the dropdown that is open (antd gives
 * every select the same id in tests, so its listbox cannot be found through the combobox's aria-controls); of a
 * region multi-select (a group of check boxes), clicks that option's box.
 */
export async function chooseOption(selectName: string, option: string) {
  const group = screen.queryByRole('group', { name: selectName });
  if (group) {
    await userEvent.click(within(group).getByRole('checkbox', { name: option }));
    return;
  }
  await userEvent.click(screen.getByRole('combobox', { name: selectName }));
  const item = await waitFor(() => {
    const open = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1);
    const found = open?.querySelector(`.ant-select-item-option[title="${option}"]`);
    if (!found) throw new Error(`no option ${option} in the open dropdown of ${selectName}`);
    return found;
  });
  await userEvent.click(item);
}
