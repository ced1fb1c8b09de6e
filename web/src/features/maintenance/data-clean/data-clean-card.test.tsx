import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { dayjs } from '../../../lib/dayjs.ts';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { dataClean, RetCode, type dataClean as DataClean } from '@gwn/contract/console';
import { mockApi, refuse } from '../../../../test/mock-api.ts';
import { renderPage } from '../../../../test/render.tsx';
import { i18next } from '../../../i18n/index.ts';
import { DataCleanCard } from './data-clean-card.tsx';

await i18next.loadNamespaces('dataClean');

const idle: DataClean.DataCleanStatus = {
  state: 'idle', running: false, startedAt: null, finishedAt: null, cutoff: null, retentionSeconds: null, startedBy: '',
  tables: [{ table: 'manager_visits', removed: 0 }, { table: 'audit_log', removed: 0 }], removed: 0, batches: 0,
  configuredRetentionSeconds: 30 * 86_400,
};
const running: DataClean.DataCleanStatus = {
  ...idle, state: 'running', running: true, startedAt: Date.UTC(2026, 0, 2), cutoff: Date.UTC(2025, 11, 3), retentionSeconds: 30 * 86_400,
  startedBy: 'root', tables: [{ table: 'manager_visits', removed: 5000 }, { table: 'audit_log', removed: 0 }], removed: 5000, batches: 1,
};

beforeEach(() => { localStorage.setItem('currentRegion', 'EU'); });
/** The cutoff a start now would use: 30 days ago. */
const cutoff = () => dayjs(Date.now() - 30 * 86_400_000);

describe('clean-data toggle', { timeout: 60_000 }, () => {
  it('starts the job of the current region, shows it running with the rows removed, then stops it', async () => {
    mockApi.on(dataClean.status, () => idle);
    mockApi.on(dataClean.start, () => running);
    mockApi.on(dataClean.stop, () => ({ ...running, state: 'stopped', running: false, finishedAt: Date.UTC(2026, 0, 2, 0, 5) }));
    renderPage(<App><DataCleanCard /></App>);
    expect(await screen.findByText('Never run')).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Clean data' });
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    // It asks first, naming what it deletes and the cutoff (issue #25).
    const ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent('Start cleaning data in EU?');
    const named = /created before (\d{4}-\d{2}-\d{2} \d{2}:\d{2}) \(del_syslog_time: 30 days\)\. Deleted rows cannot be restored\./.exec(ask.textContent ?? '');
    expect(named?.[1]).toBeDefined();
    expect(Math.abs(dayjs(named?.[1]).diff(cutoff(), 'minute'))).toBeLessThanOrEqual(1); // the minute may turn meanwhile
    expect(ask).toHaveTextContent('It deletes the manager visits and audit entries');
    expect(mockApi.callsTo(dataClean.start)).toHaveLength(0);
    await userEvent.click(within(ask).getByRole('button', { name: 'Start cleaning' }));
    expect(await screen.findByText('Running')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Clean data' })).toBeChecked();
    expect(screen.getByText('30 days')).toBeInTheDocument();
    expect(screen.getByTestId('data-clean-removed')).toHaveTextContent('5,000');
    expect(mockApi.callsTo(dataClean.start)[0]).toMatchObject({ region: 'EU', payload: {} });

    await userEvent.click(screen.getByRole('switch', { name: 'Clean data' }));
    expect(await screen.findByText('Stopped')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Clean data' })).not.toBeChecked();
    expect(mockApi.callsTo(dataClean.stop)).toHaveLength(1);
  });

  it('Cancel starts nothing', async () => {
    mockApi.on(dataClean.status, () => idle);
    renderPage(<App><DataCleanCard /></App>);
    await userEvent.click(await screen.findByRole('switch', { name: 'Clean data' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(mockApi.callsTo(dataClean.start)).toHaveLength(0);
    expect(screen.getByRole('switch', { name: 'Clean data' })).not.toBeChecked();
  });

  it('says why a start is refused and keeps the toggle off', async () => {
    mockApi.on(dataClean.status, () => ({ ...idle, configuredRetentionSeconds: null }));
    mockApi.on(dataClean.start, () => refuse(RetCode.DataCleanRetentionUnset));
    renderPage(<App><DataCleanCard /></App>);
    await userEvent.click(await screen.findByRole('switch', { name: 'Clean data' }));
    expect(await screen.findByText(/Set the system parameter del_syslog_time/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Clean data' })).not.toBeChecked());
  });
});
