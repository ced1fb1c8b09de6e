import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { deviceFiles } from '@gwn/contract/console';
import { chooseOption } from '../../../test/choose-option.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { writeStored } from '../../lib/session-storage.ts';
import CaptureFilePage from './capture-file-page.tsx';
import CoreFilePage from './core-file-page.tsx';

const row = (id: number, mac: string, email: string) => ({
  id, fileName: `capture_${id}.pcap`, mac, uploaderEmail: email, lastModified: '2026-11-20T08:00:00.000Z', size: 10, model: 'GWN7660', firmwareVersion: '1.0.1',
});

beforeEach(() => {
  writeStored('currentRegion', 'US');
  mockApi.on(deviceFiles.captureFilter, () => ({ emails: ['a@example.com', 'b@example.com'], macs: ['C0:74:AD:00:00:01', 'C0:74:AD:00:00:02'] }));
  mockApi.on(deviceFiles.captureList, (p) => {
    const rows = [row(1, 'C0:74:AD:00:00:01', 'a@example.com'), row(2, 'C0:74:AD:00:00:02', 'b@example.com')];
    const macs = p.filter?.macs;
    const result = macs ? rows.filter((r) => macs.includes(r.mac)) : rows;
    return { total: result.length, result };
  });
  mockApi.on(deviceFiles.captureRemove, () => null);
  mockApi.on(deviceFiles.captureDownload, () => null);
});

describe('capture files', () => {
  it('lists captures, filters by a MAC from the filter call, sorts by time, downloads and deletes by id and MAC', async () => {
    renderPage(<App><CaptureFilePage /></App>, '/capture/list');
    expect(await screen.findByText('capture_2.pcap', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(mockApi.payloadsTo(deviceFiles.captureList)[0]).toMatchObject({ type: 'upload_time', order: 'desc', pageNum: 1 });

    await chooseOption('MAC', 'C0:74:AD:00:00:01');
    await waitFor(() => expect(screen.queryByText('capture_2.pcap')).toBeNull());
    expect(screen.getByText('capture_1.pcap')).toBeInTheDocument();
    expect(mockApi.payloadsTo(deviceFiles.captureList).at(-1)).toMatchObject({ filter: { macs: ['C0:74:AD:00:00:01'] } });

    await userEvent.click(screen.getByRole('columnheader', { name: 'Last modified' }));
    await waitFor(() => expect(mockApi.payloadsTo(deviceFiles.captureList).at(-1)).toMatchObject({ type: 'upload_time', order: 'asc' }));
    await userEvent.click(screen.getByRole('columnheader', { name: 'Uploader email' }));
    await waitFor(() => expect(mockApi.payloadsTo(deviceFiles.captureList).at(-1)).toMatchObject({ type: 'email', order: 'asc' }));

    await userEvent.click(await screen.findByLabelText('Download capture_1.pcap'));
    await waitFor(() => expect(mockApi.payloadsTo(deviceFiles.captureDownload)).toEqual([{ id: 1, mac: 'C0:74:AD:00:00:01' }]));

    await userEvent.click(screen.getByLabelText('Delete capture_1.pcap'));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(mockApi.payloadsTo(deviceFiles.captureRemove)).toEqual([{ id: 1, mac: 'C0:74:AD:00:00:01' }]));
    expect(await screen.findByText('Delete success')).toBeInTheDocument();
  }, 60_000);
});

describe('core files', () => {
  it('groups core dumps by model and firmware version, most crashes first', async () => {
    mockApi.on(deviceFiles.filter, () => ({ emails: [], macs: [] }));
    mockApi.on(deviceFiles.list, () => ({ total: 0, result: [] }));
    mockApi.on(deviceFiles.groups, () => ({
      total: 2,
      result: [
        { model: 'GWN7660', firmwareVersion: '1.0.3.9', count: 12, macCount: 4, latest: '2026-11-20T08:00:00.000Z' },
        { model: 'GWN7664', firmwareVersion: '1.0.1.1', count: 2, macCount: 2, latest: '2026-11-19T08:00:00.000Z' },
      ],
    }));
    renderPage(<App><CoreFilePage /></App>, '/coreFile/list');
    expect(await screen.findByText('No core files: devices upload them when they crash', undefined, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Crashes by firmware'));
    expect(await screen.findByText('1.0.3.9')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(mockApi.callsTo(deviceFiles.groups)).toHaveLength(1);
  }, 30_000);
});
