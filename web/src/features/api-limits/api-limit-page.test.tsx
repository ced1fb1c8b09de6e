import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { apiLimits, ACTION_KEYS, RetCode } from '@gwn/contract/console';
import { mockApi, refuse } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { i18next } from '../../i18n/index.ts';
import ApiLimitPage from './api-limit-page.tsx';

await i18next.loadNamespaces('apiLimits');

const base = { enterpriseId: '', appId: '', isOpenToApi: 1 as const, default: 1 as const, used: 0, near: false };
const rows: apiLimits.ApiLimitRow[] = [
  { ...base, id: 1, url: '/openapi/v1/devices', count: 600, description: '设备', descriptionEn: 'Devices' },
  { ...base, id: 2, url: '/openapi/v1/devices', count: 4, description: '设备', descriptionEn: 'Devices', appId: 'app_busy', enterpriseId: 'ent-1', default: 0, used: 3, near: true },
];

beforeEach(() => {
  localStorage.setItem('currentRegion', 'US');
  localStorage.setItem('menuButList', JSON.stringify([...ACTION_KEYS.apiInterfaceRestrictions]));
  mockApi.on(apiLimits.list, () => ({ total: rows.length, pages: 1, result: rows }));
  mockApi.on(apiLimits.appIds, () => [{ appId: 'app_busy', enterpriseId: 'ent-1', enterpriseName: 'Acme' }]);
  mockApi.on(apiLimits.defaultUrlsBySpec, () => [{ url: '/openapi/v1/devices', count: 600, description: '设备', descriptionEn: 'Devices' }]);
  mockApi.on(apiLimits.add, (p) => (Number(p.count) === 13 ? refuse(RetCode.InvalidParameters) : { ...rows[1], ...p, count: Number(p.count), appId: p.appId ?? '', id: 3 }));
  mockApi.on(apiLimits.edit, (p) => ({ ...rows[0], ...p, id: Number(p.id), count: Number(p.count) }));
  mockApi.on(apiLimits.remove, (p) => ({ deleted: p.ids.length }));
});

/** A row button by its label: role queries inside antd tables cost seconds each in jsdom. */
const labelled = (label: string) => document.querySelector<HTMLElement>(`[aria-label="${label}"]`);

describe('API limits', { timeout: 120_000 }, () => {
  it('shows each row\'s usage, marks a row near its limit, and offers delete only for an application\'s row', async () => {
    renderPage(<App><ApiLimitPage /></App>);
    const near = await screen.findByText('3 / 4');
    expect(near.closest('[data-near]')).not.toBeNull();
    expect(screen.getByText('0 / 600').closest('[data-near]')).toBeNull();
    expect(labelled('Delete app_busy')).not.toBeNull();
    expect(labelled('Delete /openapi/v1/devices')).toBeNull();
    expect(labelled('Delete ')).toBeNull();
  });

  it('filters by application ID from the URL and the filter bar, clearing it again', async () => {
    const { router } = renderPage(<App><ApiLimitPage /></App>, '/apiList?appId=app_gone');
    const filter = screen.getByRole('combobox', { name: 'Filter by application ID' });
    // An application ID of the URL shows before (or without) the list of applications.
    expect(filter).toHaveDisplayValue('app_gone');
    await waitFor(() => expect(mockApi.payloadsTo(apiLimits.list)[0]).toMatchObject({ filter: { appId: 'app_gone' } }));
    await screen.findByRole('option', { name: 'app_busy' });
    await userEvent.selectOptions(filter, 'app_busy');
    await waitFor(() => expect(mockApi.payloadsTo(apiLimits.list).at(-1)).toMatchObject({ filter: { appId: 'app_busy' }, pageNum: 1 }));
    expect(router.state.location.search).toBe('?appId=app_busy');
    await userEvent.selectOptions(filter, 'Application ID');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(filter).toHaveDisplayValue('Application ID');
  });

  it('adds an override: choosing a default URL fills count and descriptions, which stay disabled; 50005 shows its message', async () => {
    renderPage(<App><ApiLimitPage /></App>);
    await screen.findByText('3 / 4');
    await userEvent.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Application ID' }));
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Application ID' }));
    await userEvent.click(await screen.findByText('app_busy (Acme)'));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'URL' }));
    await userEvent.click((await screen.findAllByText('/openapi/v1/devices')).at(-1)!);
    expect(within(dialog).getByLabelText('Calls per window')).toHaveValue('600');
    expect(within(dialog).getByLabelText('Description')).toBeDisabled();
    expect(within(dialog).getByLabelText('Description')).toHaveValue('设备');
    await userEvent.clear(within(dialog).getByLabelText('Calls per window'));
    await userEvent.type(within(dialog).getByLabelText('Calls per window'), '13');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid parameters')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Calls per window'));
    await userEvent.type(within(dialog).getByLabelText('Calls per window'), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockApi.payloadsTo(apiLimits.add).at(-1)).toEqual({
      mode: 1, appId: 'app_busy', url: '/openapi/v1/devices', count: 20, description: '设备', descriptionEn: 'Devices',
    }));
  });

  it('locks mode and URL on edit and sends the id, count and descriptions', async () => {
    renderPage(<App><ApiLimitPage /></App>);
    await screen.findByText('3 / 4');
    await userEvent.click(labelled('Edit /openapi/v1/devices')!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('URL')).toBeDisabled();
    for (const radio of within(dialog).getAllByRole('radio')) expect(radio).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText('Calls per window'));
    await userEvent.type(within(dialog).getByLabelText('Calls per window'), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockApi.payloadsTo(apiLimits.edit)).toEqual([{ id: 1, count: 100, description: '设备', descriptionEn: 'Devices' }]));
  });

  it('issues an application to an enterprise with the secret shown once and copyable, lists it, and revokes it (issue 26)', async () => {
    const issuedApps: apiLimits.ApplicationRow[] = [];
    mockApi.on(apiLimits.applicationEnterprises, (p) => (p.search === '' || 'harbour'.includes(String(p.search).toLowerCase())
      ? [{ enterpriseId: 'ent-9', enterpriseName: 'Harbour Hotel', email: 'it@harbour.test' }] : []));
    mockApi.on(apiLimits.listApplications, () => [...issuedApps]);
    mockApi.on(apiLimits.issueApplication, (p) => {
      issuedApps.unshift({ appId: 'app_new', enterpriseId: p.enterpriseId, createdAt: '2026-11-26T10:00:00.000Z' });
      return { appId: 'app_new', appSecret: 'S3cr3t-shown-once', enterpriseId: p.enterpriseId };
    });
    mockApi.on(apiLimits.revokeApplication, (p) => {
      issuedApps.splice(0, issuedApps.length);
      return { appId: p.appId, overridesDeleted: 0 };
    });
    renderPage(<App><ApiLimitPage /></App>);
    await screen.findByText('3 / 4');
    await userEvent.click(screen.getByRole('button', { name: /Applications/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Enterprise' }), 'harb');
    await userEvent.click(await screen.findByText('Harbour Hotel (it@harbour.test)'));
    expect(await within(dialog).findByText('This enterprise has no application')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: /Issue application/ }));
    const issued = await within(dialog).findByTestId('issued-application');
    expect(issued).toHaveTextContent('Copy the secret now: it is shown only this once.');
    expect(within(issued).getByText('S3cr3t-shown-once')).toBeInTheDocument();
    expect(within(issued).getAllByRole('button', { name: 'Copy' })).toHaveLength(2);
    expect(mockApi.payloadsTo(apiLimits.issueApplication)).toEqual([{ enterpriseId: 'ent-9' }]);
    // The enterprise's list shows the new application (its id only, never the secret again).
    await waitFor(() => expect(labelled('Revoke app_new')).not.toBeNull());

    await userEvent.click(labelled('Revoke app_new')!);
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(mockApi.payloadsTo(apiLimits.revokeApplication)).toEqual([{ appId: 'app_new' }]));
    expect(await within(dialog).findByText('This enterprise has no application')).toBeInTheDocument();
    expect(within(dialog).queryByText('S3cr3t-shown-once')).toBeNull();
  });
});
