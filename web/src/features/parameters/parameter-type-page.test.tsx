import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { parameters, RetCode } from '@gwn/contract/console';
import { mockApi, refuse } from '../../../test/mock-api.ts';
import { chosenRegions } from '../../../test/region-choice.ts';
import { renderPage } from '../../../test/render.tsx';
import { i18next } from '../../i18n/index.ts';
import ParameterTypePage from './parameter-type-page.tsx';

await i18next.loadNamespaces('parameters');

const types: parameters.ParameterTypeRow[] = [
  { id: 1, name: 'System', key: 'system', type: 1 },
  { id: 2, name: 'Logs', key: 'log', type: 2 },
];

beforeEach(() => {
  localStorage.setItem('currentRegion', 'US');
  mockApi.on(parameters.typeList, () => ({ total: types.length, result: types }));
  mockApi.on(parameters.typeSave, (p) => ({ id: 3, name: p.name, key: p.key, type: p.type }));
  mockApi.on(parameters.typeDelete, (_p, { region }) => (region === 'US' ? refuse(RetCode.ParameterTypeInUse) : null));
  // World holds both types, EU only log.
  mockApi.on(parameters.typeByKeys, (p, { region }) => ({ result: (region === 'US' ? types : region === 'EU' ? [types[1]] : []).filter((r) => p.keys.includes(r.key)) }));
});

const enabled = (label: string) => waitFor(() => {
  expect(screen.getByLabelText(label)).toBeEnabled();
  return screen.getByLabelText(label);
});

describe('parameter type list', { timeout: 60_000 }, () => {
  it('shows name, key and kind of each type', async () => {
    renderPage(<App><ParameterTypePage /></App>);
    const row = (await screen.findByText('system')).closest('tr')!;
    expect(within(row).getByText('Read-only')).toBeInTheDocument();
    expect(within(screen.getByText('log').closest('tr')!).getByText('Write')).toBeInTheDocument();
  });

  it('shows a seeded category in Chinese to a Chinese operator (系统信息), and a category an operator renamed as typed', async () => {
    await i18next.changeLanguage('zh-CN');
    try {
      mockApi.on(parameters.typeList, () => ({ total: 2, result: [
        { id: 1, name: 'System information', key: 'system', type: 1 }, // the seed's English, untouched
        { id: 2, name: 'Logs (ours)', key: 'log', type: 2 }, // renamed by an operator
      ] }));
      renderPage(<App><ParameterTypePage /></App>);
      expect(within((await screen.findByText('system')).closest('tr')!).getByText('系统信息')).toBeInTheDocument();
      const renamed = screen.getByText('log').closest('tr')!;
      expect(within(renamed).getByText('Logs (ours)')).toBeInTheDocument();
      expect(within(renamed).queryByText('日志与保留')).toBeNull();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('adds a type with its key and kind, refusing a name over 45 characters first', async () => {
    renderPage(<App><ParameterTypePage /></App>);
    await userEvent.click(await screen.findByRole('button', { name: /Add/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('maxlength', '45');
    expect(within(dialog).getByLabelText('Key')).toHaveAttribute('maxlength', '20');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Mail');
    await userEvent.type(within(dialog).getByLabelText('Key'), 'mail key');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Letters, digits and _ . - only')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Key'));
    await userEvent.type(within(dialog).getByLabelText('Key'), 'mail');
    await userEvent.click(within(dialog).getByLabelText('Read-only'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockApi.payloadsTo(parameters.typeSave)).toEqual([{ mode: 0, name: 'Mail', key: 'mail', type: 1 }]));
  });

  it('edits with the key fixed, in every region holding the type by default', async () => {
    renderPage(<App><ParameterTypePage /></App>);
    await userEvent.click(await enabled('Edit log'));
    const dialog = await screen.findByRole('dialog');
    expect(chosenRegions('Save in')).toEqual(['World', 'EU']);
    expect(within(dialog).getByLabelText('Key')).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText('Name'));
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Log settings');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const edit = { mode: 1, name: 'Log settings', key: 'log', type: 2 };
    await waitFor(() => expect(mockApi.callsTo(parameters.typeSave).map((c) => [c.region, c.payload])).toEqual([['US', edit], ['EU', edit]]));
  });

  it('deletes from every region holding the type, and says where it is in use, keeping that region for a retry', async () => {
    renderPage(<App><ParameterTypePage /></App>);
    await userEvent.click(await enabled('Delete log'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('World: The parameter type is in use by system parameters')).toBeInTheDocument();
    expect(await screen.findByText('Deleted from EU')).toBeInTheDocument();
    expect(mockApi.callsTo(parameters.typeDelete).map((c) => [c.region, c.payload])).toEqual([['US', { key: 'log' }], ['EU', { key: 'log' }]]);
    expect(chosenRegions('Delete from')).toEqual(['World']);
  });
});
