import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { firmware, plugins, RetCode, type RegionName } from '@gwn/contract/console';
import { ApiCallError, NETWORK_CODE } from '../../api/api-error.ts';
import { around } from '../../../test/element-near.ts';
import { mockApi, refuse } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { RegionUploadDialog, type RegionUploadDialogProps, type UploadEndpoint } from './region-upload-dialog.tsx';

const ALL: RegionName[] = ['US', 'EU', 'CN'];
/** antd writes a confirm dialog's title twice (a hidden header for its label, and the visible one). */
const CONFIRM_TITLE = '.ant-modal-confirm-title';
const stored = (region: RegionName | undefined, fileId: number) => ({ fileId, md5: `md5-${region}`, fileName: 'fw.bin' });

/** The firmware shape: a second step whose save goes to each region holding the file. */
function withDetails(onClose = vi.fn(), saveLoadingMs?: number): RegionUploadDialogProps<typeof firmware.upload, typeof firmware.save> {
  return {
    open: true, onClose, title: 'Upload firmware', whileUploading: 'ask',
    upload: { endpoint: firmware.upload, maxLabel: '1 GB' }, regions: { offered: ALL, initial: ALL },
    secondStep: {
      title: 'Details', endpoint: firmware.save, render: ({ firstRegion }) => <p>{`details from ${firstRegion}`}</p>,
      collect: async () => (fileId) => ({ name: 'fw-1', apType: 'GWN7660', fileId }), savedText: 'Firmware saved', failedTitle: 'Save failed',
      saveLoadingMs,
    },
  };
}

const show = <U extends UploadEndpoint, S extends typeof firmware.save>(props: RegionUploadDialogProps<U, S>) =>
  renderPage(<App><RegionUploadDialog {...props} /></App>);

async function pickFile(name = 'fw.bin') {
  const input = await waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('.ant-modal input[type=file]');
    if (!found) throw new Error('no file input yet');
    return found;
  });
  await userEvent.upload(input, new File(['bytes'], name));
}

describe('the region upload dialog', () => {
  it('lists each failed region on its own line, the storage\'s 60002 as "Upload failed", and stays on the upload', async () => {
    mockApi.on(firmware.upload, (_q, { region }) => {
      if (region === 'EU') return refuse(RetCode.StorageFailed);
      if (region === 'CN') throw new ApiCallError(NETWORK_CODE, 'Network Error');
      return stored(region, 1);
    });
    show(withDetails());
    await pickFile();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const failure = around(await screen.findByText('EU: Upload failed'), '.ant-notification-notice');
    expect(within(failure).getByText('CN: Network Error')).toBeInTheDocument();
    expect(failure).not.toHaveTextContent('World:');
    expect(mockApi.callsTo(firmware.upload).map((c) => c.region)).toEqual(ALL);
    expect(screen.queryByText(/^details from/)).toBeNull();
    await waitFor(() => expect(screen.getByText('Upload', { selector: 'button span' }).closest('button')).not.toHaveClass('ant-btn-loading'));
  });

  it('warns with the MD5 for a file already there (20020), then saves the second step in each region, keeping failed regions for a retry', async () => {
    mockApi.on(firmware.upload, (_q, { region }) => (region === 'EU' ? refuse(RetCode.FileExists, { fileId: 9, md5: 'd41d8' }) : stored(region, 4)));
    mockApi.on(firmware.save, (_p, { region }) => (region === 'CN' ? refuse(RetCode.NameTaken) : { id: 1 }));
    const onClose = vi.fn();
    show(withDetails(onClose));
    await pickFile();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const warning = around(await screen.findByText('File already exists', { selector: CONFIRM_TITLE }), '.ant-modal-confirm');
    expect(within(warning).getByTestId('upload-md5')).toHaveTextContent('d41d8');
    await userEvent.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('details from US')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('CN: Save failed, name cannot be the same')).toBeInTheDocument();
    expect(mockApi.payloadsTo(firmware.save)).toEqual([
      { name: 'fw-1', apType: 'GWN7660', fileId: 4 }, { name: 'fw-1', apType: 'GWN7660', fileId: 9 }, { name: 'fw-1', apType: 'GWN7660', fileId: 4 },
    ]);
    expect(onClose).not.toHaveBeenCalled();

    mockApi.on(firmware.save, () => ({ id: 2 }));
    // By its text: the closed MD5 dialog stays in jsdom's tree (no animation end), which hides the rest from role queries.
    const save = around(screen.getByText('Save'), 'button');
    await waitFor(() => expect(save).not.toHaveClass('ant-btn-loading'));
    await userEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mockApi.callsTo(firmware.save).slice(3).map((c) => c.region)).toEqual(['CN']);
    expect(await screen.findByText('Firmware saved')).toBeInTheDocument();
  });

  it('stops the save button\'s loading after the step\'s time even when a region never answers', async () => {
    mockApi.on(firmware.upload, (_q, { region }) => stored(region, 4));
    mockApi.on(firmware.save, () => new Promise(() => undefined));
    show(withDetails(vi.fn(), 300));
    await pickFile();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const save = await screen.findByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveClass('ant-btn-loading'));
    await waitFor(() => expect(save).not.toHaveClass('ant-btn-loading'));
  });

  it('asks before cancelling an upload in progress, then cancels every region', async () => {
    mockApi.on(firmware.upload, () => new Promise(() => undefined));
    const onClose = vi.fn();
    show(withDetails(onClose));
    await pickFile();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('uploads on choosing the file and refuses to close while it runs (plugins); success shows the MD5', async () => {
    let answer: (reply: ReturnType<typeof stored>) => void = () => undefined;
    mockApi.on(plugins.upload, () => new Promise((resolve) => { answer = resolve; }));
    const onClose = vi.fn();
    show({
      open: true, onClose, title: 'Add plugin', whileUploading: 'refuse', startOnPick: true,
      upload: { endpoint: plugins.upload, maxLabel: '200 MB' }, regions: { offered: ['US'], initial: ['US'] },
    });
    await pickFile('p.bin');
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(await screen.findByText('An upload is in progress')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    answer(stored('US', 3));
    const success = around(await screen.findByText('Upload success', { selector: CONFIRM_TITLE }), '.ant-modal-confirm');
    expect(within(success).getByTestId('upload-md5')).toHaveTextContent('md5-US');
    expect(onClose).toHaveBeenCalled();
  });
});
