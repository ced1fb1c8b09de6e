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

/** What useCompareData answers; a test may swap it for a failure or the loading state. */
const answer = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('./api.ts', () => ({ useCompareData: () => answer.current }));
const loaded = () => { answer.current = { data, error: null, isPending: false }; };

await i18next.loadNamespaces('modelCompare');

const picker = () => screen.getByRole('combobox', { name: 'Choose the functions to compare' });
const item = (name: string) => screen.getByRole('menuitemcheckbox', { name });
const itemTexts = () => screen.queryAllByRole('menuitemcheckbox').map((el) => el.textContent);
const headers = () => within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent);

// Typing into the picker and waiting out the debounce: slow on a loaded CI machine.
describe('model comparison page', { timeout: 60_000 }, () => {
  it('shows No Data until a function is chosen, then one row per model of its group', async () => {
    loaded();
    renderPage(<ModelComparePage />);
    expect(await screen.findByText('No Data')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(document.title).toBe('GWN Cloud — device model comparison');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('GWN Cloud — device model comparison');

    await userEvent.type(picker(), 'WI-FI 7');
    // Once the typing has rested (~200 ms), only paths naming Wi-Fi 7 remain: not Mesh, not the switch function.
    await waitFor(() => expect(itemTexts()).toEqual(['Access points / Wi-Fi / Wi-Fi 7 (802.11be)']));
    await userEvent.click(item('Access points / Wi-Fi / Wi-Fi 7 (802.11be)'));

    const table = await screen.findByRole('table');
    expect(headers()).toEqual(['Model', 'Wi-Fi 7 (802.11be)']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['GWN7660', 'GWN7670']);
    expect(rows[1]).toHaveTextContent('GWN7670320 MHz');
    expect(within(rows[1]).getByRole('img', { name: 'Supported' })).toBeInTheDocument();
    // '0' shows nothing: no check on the GWN7660 row.
    expect(within(rows[0]).queryByRole('img', { name: 'Supported' })).toBeNull();
    expect(within(table).queryByText('GWN7813')).toBeNull();
    expect(screen.getByText(`© ${new Date().getFullYear()} GWN Cloud`)).toBeInTheDocument();
    expect(screen.queryByText('No Data')).toBeNull();
  });

  it('matches a group name too, case-insensitively', async () => {
    loaded();
    renderPage(<ModelComparePage />);
    await userEvent.type(picker(), 'switches');
    // A matching group offers itself, its categories and its functions; nothing of the other groups.
    await waitFor(() => expect(itemTexts()).toEqual(['Switches', 'Switches / Switching', 'Switches / Switching / LACP']));
  });

  it('waits for the typing to rest before it filters', async () => {
    loaded();
    renderPage(<ModelComparePage />);
    await userEvent.click(picker());
    expect(itemTexts()).toEqual(['Access points', 'Switches']);
    await userEvent.type(picker(), 'LACP', { delay: null });
    // Straight after the keys the columns are unfiltered; the search applies once the delay has passed.
    expect(itemTexts()).toEqual(['Access points', 'Switches']);
    await waitFor(() => expect(itemTexts()).toEqual(['Switches / Switching / LACP']));
  });

  it('opens group → category → function columns with the mouse; a function\'s click chooses it', async () => {
    loaded();
    renderPage(<ModelComparePage />);
    await userEvent.click(picker());
    expect(picker()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menu')).toHaveLength(1);
    // A group's name opens its categories without choosing it.
    await userEvent.click(screen.getByText('Access points'));
    expect(item('Access points')).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(screen.getByText('Network'));
    expect(screen.getAllByRole('menu')).toHaveLength(3);
    await userEvent.click(item('Mesh'));
    expect(item('Mesh')).toHaveAttribute('aria-checked', 'true');
    expect(item('Network')).toHaveAttribute('aria-checked', 'true');
    expect(item('Access points')).toHaveAttribute('aria-checked', 'mixed');
    expect(headers()).toEqual(['Model', 'Mesh']);

    await userEvent.keyboard('{Escape}');
    expect(picker()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('menu')).toHaveLength(0);
    // A click elsewhere closes it too.
    await userEvent.click(picker());
    expect(picker()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('heading', { level: 1 }));
    expect(picker()).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard: arrows move within and between columns, Space chooses, a group chooses all its functions', async () => {
    loaded();
    renderPage(<ModelComparePage />);
    await userEvent.click(picker());
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Access points')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Switches')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Access points')).toHaveFocus();

    // → opens the categories, then the functions; Space chooses one: its category is whole, its group partly chosen.
    await userEvent.keyboard('{ArrowRight}');
    expect(item('Wi-Fi')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(item('Wi-Fi 7 (802.11be)')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(item('Wi-Fi 7 (802.11be)')).toHaveAttribute('aria-checked', 'true');
    expect(item('Wi-Fi')).toHaveAttribute('aria-checked', 'true');
    expect(item('Access points')).toHaveAttribute('aria-checked', 'mixed');
    expect(headers()).toEqual(['Model', 'Wi-Fi 7 (802.11be)']);

    // ← goes back to the category, ← again to the group; Space on the group chooses every function under it.
    await userEvent.keyboard('{ArrowLeft}');
    expect(item('Wi-Fi')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(item('Access points')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(item('Access points')).toHaveAttribute('aria-checked', 'true');
    expect(item('Network')).toHaveAttribute('aria-checked', 'true');
    expect(headers()).toEqual(['Model', 'Wi-Fi 7 (802.11be)', 'Mesh']);
    // Space again lets the whole group go.
    await userEvent.keyboard(' ');
    expect(item('Access points')).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('No Data')).toBeInTheDocument();

    // Escape closes the panel and gives the focus back to the box.
    await userEvent.keyboard('{Escape}');
    expect(picker()).toHaveFocus();
    expect(picker()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the chosen functions as chips that remove them', async () => {
    loaded();
    renderPage(<ModelComparePage />);
    await userEvent.click(picker());
    await userEvent.keyboard('{ArrowDown} ');
    expect(headers()).toEqual(['Model', 'Wi-Fi 7 (802.11be)', 'Mesh']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Mesh' }));
    expect(screen.queryByRole('button', { name: 'Remove Mesh' })).toBeNull();
    expect(headers()).toEqual(['Model', 'Wi-Fi 7 (802.11be)']);
    expect(item('Access points')).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Wi-Fi 7 (802.11be)' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No Data')).toBeInTheDocument();
  });

  it('switches the language from the header', async () => {
    loaded();
    renderPage(<ModelComparePage />);
    await userEvent.click(screen.getByRole('button', { name: /English/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: '简体中文' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('GWN Cloud — 设备型号对比'));
    expect(screen.getByRole('combobox', { name: '选择要对比的功能' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /简体中文/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'English' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('GWN Cloud — device model comparison'));
  });

  it('shows a loading state until the data arrives, and an alert when it cannot be fetched', () => {
    answer.current = { data: undefined, error: null, isPending: true };
    const { unmount } = renderPage(<ModelComparePage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('combobox')).toBeNull();
    unmount();

    answer.current = { data: undefined, error: new Error('Region US is unreachable'), isPending: false };
    renderPage(<ModelComparePage />);
    expect(screen.getByRole('alert')).toHaveTextContent('Region US is unreachable');
    expect(screen.getByText('No Data')).toBeInTheDocument();
  });
});
