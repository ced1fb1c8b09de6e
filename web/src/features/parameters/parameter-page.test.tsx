import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { parameters, RetCode } from '@gwn/contract/console';
import { chooseOption } from '../../../test/choose-option.ts';
import { mockApi, refuse } from '../../../test/mock-api.ts';
import { chosenRegions } from '../../../test/region-choice.ts';
import { renderPage } from '../../../test/render.tsx';
import { i18next } from '../../i18n/index.ts';
import ParameterPage from './parameter-page.tsx';

await i18next.loadNamespaces('parameters');

const types: parameters.ParameterTypeRow[] = [
  { id: 1, name: 'System', key: 'system', type: 1 },
  { id: 2, name: 'Logs', key: 'log', type: 2 },
];
const retention: parameters.ParameterRow = {
  id: 10, relid: 2, basicKey: 'log', basicName: 'Logs', name: 'Syslog retention', key: 'del_syslog_time', value: '2592000', description: 'Seconds', type: 2,
};
const regionCode: parameters.ParameterRow = {
  id: 11, relid: 1, basicKey: 'system', basicName: 'System', name: 'Region code', key: 'region_code', value: 'US', description: '', type: 1,
};

beforeEach(() => {
  localStorage.setItem('currentRegion', 'US');
  mockApi.on(parameters.typeOptions, () => types);
  mockApi.on(parameters.parameterList, (p) => {
    const rows = [retention, regionCode].filter((r) => !p.basicKey || r.basicKey === p.basicKey);
    return { total: rows.length, result: rows };
  });
  mockApi.on(parameters.parameterSave, (p, { region }) => (region === 'EU' ? refuse(RetCode.NameTaken) : { ...retention, ...p, id: 12, type: 2 as const }));
  mockApi.on(parameters.parameterDelete, () => null);
  // World holds both; EU holds the retention with its own value (14 days); CN holds neither.
  mockApi.on(parameters.parameterByKeys, (p, { region }) => ({
    result: { US: [retention, regionCode], EU: [{ ...retention, id: 40, value: '1209600' }], CN: [] }[region ?? 'US'].filter((r) => p.keys.includes(r.key)),
  }));
});

describe('system parameter list', { timeout: 60_000 }, () => {
  it('shows each row, with del_syslog_time in seconds and days, and no edit or delete for read-only rows', async () => {
    renderPage(<App><ParameterPage /></App>);
    expect(await screen.findByText('2592000 (30 days)')).toBeInTheDocument();
    const readOnlyRow = screen.getByText('region_code').closest('tr')!;
    expect(within(readOnlyRow).getByText('Read-only')).toBeInTheDocument();
    expect(readOnlyRow.querySelector('button')).toBeNull(); // role queries inside antd tables cost seconds in jsdom
    expect(screen.getByLabelText('Edit del_syslog_time')).toBeInTheDocument();
  });

  it('shows the seeded demo rows in Chinese to a Chinese operator, and an operator\'s own words as typed', async () => {
    await i18next.changeLanguage('zh-CN');
    try {
      mockApi.on(parameters.parameterList, () => ({ total: 2, result: [retention, { ...regionCode, name: 'Code of this region', description: 'The region this service runs in' }] }));
      renderPage(<App><ParameterPage /></App>);
      expect(await screen.findByText('系统日志保留时间')).toBeInTheDocument(); // seeded name, untouched
      const edited = screen.getByText('region_code').closest('tr')!;
      expect(within(edited).getByText('Code of this region')).toBeInTheDocument(); // renamed by an operator
      expect(within(edited).getByText('本服务所在的区域')).toBeInTheDocument(); // its description still the seeded one
      expect(screen.getByText('Seconds')).toBeInTheDocument(); // not the seeded description: shown as stored
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('filters by category, keeping it in the URL', async () => {
    const { router } = renderPage(<App><ParameterPage /></App>, '/parameters/list');
    await screen.findByText('region_code');
    await screen.findByRole('option', { name: 'Logs (log)' }); // the categories load
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by category' }), 'Logs (log)');
    await waitFor(() => expect(mockApi.payloadsTo(parameters.parameterList).at(-1)).toMatchObject({ basicKey: 'log' }));
    await waitFor(() => expect(screen.queryByText('region_code')).toBeNull());
    expect(router.state.location.search).toContain('basicKey=log');
  });

  it('edits del_syslog_time in days and sends seconds, after an add dialog was opened and left', async () => {
    renderPage(<App><ParameterPage /></App>);
    await userEvent.click(await screen.findByRole('button', { name: /Add/ }));
    const adding = await screen.findByRole('dialog');
    await userEvent.type(within(adding).getByLabelText('Name'), 'Left behind');
    await userEvent.click(within(adding).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByLabelText('Edit del_syslog_time')).toBeEnabled());
    await userEvent.click(screen.getByLabelText('Edit del_syslog_time'));
    const dialog = (await screen.findByText('Edit system parameter')).closest<HTMLElement>('.ant-modal')!;
    expect(chosenRegions('Save in')).toEqual(['World', 'EU']);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Syslog retention');
    const days = within(dialog).getByLabelText('Retention (days)');
    expect(days).toHaveValue('30');
    expect(within(dialog).getByLabelText('Key')).toBeDisabled();
    await userEvent.clear(days);
    await userEvent.type(days, '7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const edit = { mode: 1, basicKey: 'log', name: 'Syslog retention', key: 'del_syslog_time', value: '604800', description: 'Seconds' };
    await waitFor(() => expect(mockApi.callsTo(parameters.parameterSave).map((c) => [c.region, c.payload])).toEqual([['US', edit], ['EU', edit]]));
  });

  it('shows the regions holding each key, and where a value differs', async () => {
    renderPage(<App><ParameterPage /></App>);
    const mark = await screen.findByText('Differs in EU');
    expect([...(mark.closest('td')?.querySelectorAll('.tag') ?? [])].map((tag) => tag.textContent)).toEqual(['World', 'EU', 'Differs in EU']);
    const readOnly = screen.getByText('region_code').closest('tr');
    expect([...(readOnly?.querySelectorAll('.tag') ?? [])].map((tag) => tag.textContent)).toEqual(['World', 'Read-only']);
  });

  it('adds to every chosen region and keeps the region that refused, with its message', async () => {
    renderPage(<App><ParameterPage /></App>);
    await userEvent.click(await screen.findByRole('button', { name: /Add/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText('This field should not be empty')).length).toBeGreaterThan(0);
    expect(mockApi.callsTo(parameters.parameterSave)).toHaveLength(0);
    await chooseOption('Category', 'Logs (log)');
    expect(document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden) [title="System (system)"]')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Mail retries');
    await userEvent.type(within(dialog).getByLabelText('Key'), 'mail_retry');
    await userEvent.type(within(dialog).getByLabelText('Value'), '3');
    await chooseOption('Regions', 'EU');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockApi.callsTo(parameters.parameterSave).map((c) => c.region).sort()).toEqual(['EU', 'US']));
    expect(mockApi.payloadsTo(parameters.parameterSave)[0]).toMatchObject({ mode: 0, basicKey: 'log', key: 'mail_retry', value: '3', regions: ['US', 'EU'] });
    expect(await within(dialog).findByText('EU: Save failed, name cannot be the same')).toBeInTheDocument();
    expect(await screen.findByText('Saved in World')).toBeInTheDocument();
    expect(chosenRegions('Regions')).toEqual(['EU']);
  });

  it('asks before deleting and deletes the key from every region holding it by default', async () => {
    renderPage(<App><ParameterPage /></App>);
    await waitFor(() => expect(screen.getByLabelText('Delete del_syslog_time')).toBeEnabled());
    await userEvent.click(screen.getByLabelText('Delete del_syslog_time'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete the parameter del_syslog_time?')).toBeInTheDocument();
    expect(chosenRegions('Delete from')).toEqual(['World', 'EU']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mockApi.callsTo(parameters.parameterDelete).map((c) => [c.region, c.payload])).toEqual([
      ['US', { key: 'del_syslog_time' }], ['EU', { key: 'del_syslog_time' }],
    ]));
    expect(await screen.findByText('Deleted from World, EU')).toBeInTheDocument();
  });
});
