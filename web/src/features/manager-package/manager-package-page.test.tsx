import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { managerPackage } from '@gwn/contract/console';
import { inside } from '../../../test/element-near.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { writeStored } from '../../lib/session-storage.ts';
import ManagerPackagePage from './manager-package-page.tsx';

type Row = managerPackage.ManagerPackageRow;
let current: Row[] = [];

beforeEach(() => {
  writeStored('currentRegion', 'US');
  current = [{ fileName: 'old.tar.gz', version: '1.0.0', description: '', md5: 'a'.repeat(32), size: 5, timeStr: '2026-11-01T00:00:00.000Z' }];
  mockApi.on(managerPackage.list, () => current);
  mockApi.on(managerPackage.upload, (query, { file }) => {
    const row = { fileName: file?.name ?? '', version: query.version, description: query.description ?? '', md5: 'b'.repeat(32), size: file?.size ?? 0, timeStr: '2026-11-20T00:00:00.000Z' };
    current = [row];
    return row;
  });
});

describe('manager package', () => {
  it('requires a version, uploads the file with version and description, says uploaded and shows it as current', async () => {
    renderPage(<App><ManagerPackagePage /></App>, '/manage/list');
    expect(await screen.findByText('old.tar.gz', undefined, { timeout: 10_000 })).toBeInTheDocument();
    const submit = () => screen.getByText(/^Upload(ing|ed)?$/, { selector: 'button span' }).closest('button')!;
    await userEvent.click(submit());
    expect(await screen.findByText('Please enter the version')).toBeInTheDocument();
    expect(mockApi.callsTo(managerPackage.upload)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Version'), '2.0.1');
    await userEvent.type(screen.getByLabelText('Description'), 'spring release');
    await userEvent.upload(inside(document.body, 'input[type=file]', HTMLInputElement), new File(['package'], 'gwn_manager_2.0.1.tar.gz'));
    await userEvent.click(submit());
    await waitFor(() => expect(submit()).toHaveTextContent('Uploaded'));
    expect(mockApi.payloadsTo(managerPackage.upload)).toEqual([{ version: '2.0.1', description: 'spring release' }]);
    expect(mockApi.callsTo(managerPackage.upload)[0].file?.name).toBe('gwn_manager_2.0.1.tar.gz');
    // Spec 3 §7: version and description are multipart fields, not URL query.
    expect(mockApi.callsTo(managerPackage.upload)[0]).toMatchObject({ query: undefined, formFields: { version: '2.0.1', description: 'spring release' } });
    expect(await screen.findByText('gwn_manager_2.0.1.tar.gz', { selector: 'td' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('old.tar.gz')).toBeNull());
  }, 60_000);

  it('keeps a version to 64 characters', async () => {
    renderPage(<App><ManagerPackagePage /></App>, '/manage/list');
    const input = await screen.findByLabelText('Version', undefined, { timeout: 10_000 });
    await userEvent.click(input);
    await userEvent.paste('v'.repeat(70));
    expect((input as HTMLInputElement).value).toHaveLength(64);
  }, 30_000);

  it('cancels a long upload: the form comes back and nothing changes', async () => {
    let cancelled = false;
    mockApi.on(managerPackage.upload, () => new Promise<never>(() => { cancelled = true; }));
    renderPage(<App><ManagerPackagePage /></App>, '/manage/list');
    await userEvent.type(await screen.findByLabelText('Version', undefined, { timeout: 10_000 }), '9.9.9');
    await userEvent.upload(inside(document.body, 'input[type=file]', HTMLInputElement), new File(['big'], 'big.tar.gz'));
    await userEvent.click(screen.getByText('Upload', { selector: 'button span' }).closest('button')!);
    const cancel = await screen.findByRole('button', { name: 'Cancel upload' });
    expect(cancelled).toBe(true);
    await userEvent.click(cancel);
    expect(await screen.findByText('Upload cancelled: nothing was changed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel upload' })).toBeNull();
    expect(screen.getByText('Upload', { selector: 'button span' }).closest('button')).toBeEnabled();
    expect(screen.getByText('old.tar.gz')).toBeInTheDocument();
  }, 60_000);
});
