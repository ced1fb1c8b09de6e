import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../../i18n/index.ts';
import { renderPage } from '../../../test/render.tsx';
import type { CompareData } from './api.ts';
import ModelComparePage from './model-compare-page.tsx';

const cell = (checked: '1' | '0' | '-1', des = '') => ({ checked, des, tooltips: '' });
const data: CompareData = {
  deviceTypeKey: ['GWN7660', 'GWN7670', 'GWN7813'],
  deviceTypeKeyMapList: [{ key: 'GWN7660', value: 'AP' }, { key: 'GWN7670', value: 'AP' }, { key: 'GWN7813', value: 'SWITCH' }],
  deviceTypeKeyNameMap: { GWN7660: 'GWN7660', GWN7670: 'GWN7670', GWN7813: 'GWN7813' },
  deviceTypeFunctionMap: {
    GWN7660: { ap_wifi7: cell('0'), ap_mesh: cell('1') }, GWN7670: { ap_wifi7: cell('1', '320 MHz'), ap_mesh: cell('1') },
    GWN7813: { switch_lacp: cell('1') },
  },
  functionKeyList: ['ap_wifi7', 'ap_mesh', 'switch_lacp'],
  functionKeyNameMap: { ap_wifi7: 'Wi-Fi 7 (802.11be)', ap_mesh: 'Mesh', switch_lacp: 'LACP' },
  functionCategoryMap: { ap_wifi7: 'Wi-Fi', ap_mesh: 'Network', switch_lacp: 'Switching' },
  functionKindMap: { ap_wifi7: 'AP', ap_mesh: 'AP', switch_lacp: 'SWITCH' },
};

const isOption = (el: Element | null) => el?.classList.contains('ant-cascader-menu-item-content') === true;
const optionTexts = () => [...document.querySelectorAll('.ant-cascader-menu-item-content')].map((el) => el.textContent);

vi.mock('./api.ts', () => ({ useCompareData: () => ({ data, error: null, isPending: false }) }));
await i18next.loadNamespaces('modelCompare');

// Typing into the cascader and waiting out the debounce: slow on a loaded CI machine.
describe('model comparison page', { timeout: 60_000 }, () => {
  it('shows No Data until a function is chosen, then one row per model of its group', async () => {
    renderPage(<ModelComparePage />);
    expect(await screen.findByText('No Data')).toBeInTheDocument();
    expect(document.title).toBe('GWN Cloud — device model comparison');

    const cascader = screen.getByRole('combobox');
    await userEvent.type(cascader, 'WI-FI 7');
    // Once the typing has rested (~200 ms), only paths naming Wi-Fi 7 remain: not Mesh, not the switch function.
    await waitFor(() => expect(optionTexts()).toEqual(['Access points / Wi-Fi / Wi-Fi 7 (802.11be)']));
    await userEvent.click(screen.getByText((_, el) => isOption(el) && el?.textContent === 'Access points / Wi-Fi / Wi-Fi 7 (802.11be)'));

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(expect.arrayContaining([expect.stringContaining('GWN7670320 MHz')]));
    expect(within(table).queryByText('GWN7813')).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'Wi-Fi 7 (802.11be)' })).toBeInTheDocument();
  });

  it('matches a group name too, case-insensitively', async () => {
    renderPage(<ModelComparePage />);
    await userEvent.type(screen.getByRole('combobox'), 'switches');
    // A matching group offers itself, its categories and its functions; nothing of the other groups.
    await waitFor(() => expect(optionTexts()).toEqual(['Switches', 'Switches / Switching', 'Switches / Switching / LACP']));
  });
});
