import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { Endpoint } from '@gwn/contract';
import { renderPage } from '../../../test/render.tsx';
import { setMenuButList, writeStored } from '../../lib/session-storage.ts';
import ApPasswordPage from './ap-password-page.tsx';

const calls: { path: string; payload: unknown; region?: string }[] = [];
const row = { id: 1, mac: 'C0:74:AD:00:00:01', ssidPassword: 'pw1', model: 'GWN7660', comment: '', lockType: 0, createTime: 0 };

vi.mock('../../api/client.ts', async (original) => {
  const answer = (endpoint: Endpoint, payload: unknown, region?: string) => {
    calls.push({ path: endpoint.path, payload, region });
    switch (endpoint.path) {
      case '/admin/ap/password/list': return { total: 1, result: [row] };
      case '/admin/ap/modelList': return ['GWN7660', 'GWN7664'];
      case '/admin/ap/import': return { imported: 1, badMacs: ['not-a-mac'] };
      default: throw new Error(`unexpected call ${endpoint.path}`);
    }
  };
  return {
    ...(await original<typeof import('../../api/client.ts')>()),
    api: async (e: Endpoint, p: unknown, o: { region?: string } = {}) => answer(e, p, o.region),
    apiOutcome: async (e: Endpoint, p: unknown, o: { region?: string } = {}) => {
      calls.push({ path: e.path, payload: p, region: o.region });
      return { ok: true, retCode: 0, msg: 'Success', data: row };
    },
    apiUpload: async (e: Endpoint, form: FormData) => answer(e, form.get('file')),
  };
});

beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
  writeStored('currentRegion', 'US');
  setMenuButList(['devicePasswordManage', 'apPassAdd', 'apPassImport']);
});

describe('AP password list', () => {
  it('refuses a password over 8 characters without calling, then adds to every chosen region', async () => {
    renderPage(<App><ApPasswordPage /></App>);
    await userEvent.click(await screen.findByRole('button', { name: /Add/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('MAC'), 'C0:74:AD:00:00:09');
    await userEvent.type(within(dialog).getByLabelText('SSID password'), '123456789');
    expect(within(dialog).getByLabelText('SSID password')).toHaveValue('12345678');
    await userEvent.click(within(dialog).getByLabelText('Model'));
    await userEvent.click(await screen.findByTitle('GWN7664'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('This field should not be empty')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/admin/ap/password/add')).toBe(false);
    await userEvent.click(within(dialog).getByLabelText('Regions'));
    await userEvent.click(await screen.findByTitle('All'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/admin/ap/password/add').map((c) => c.region).sort()).toEqual(['CN', 'EU', 'US']));
  }, 60_000); // a long form journey in jsdom on a shared 2-core machine

  it('imports a CSV and lists the MACs that were refused', async () => {
    renderPage(<App><ApPasswordPage /></App>);
    await userEvent.click(await screen.findByRole('button', { name: /Import/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement; // the Dragger's hidden file input
    await userEvent.upload(input, new File(['mac,ssidPassword,model,comment,lockType\n'], 'list.csv', { type: 'text/csv' }));
    expect(await screen.findByText('not-a-mac')).toBeInTheDocument();
    expect(screen.getAllByText('Import error: these MACs were not imported').length).toBeGreaterThan(0);
  });
});
