import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { maintenanceNotice as contract } from '@gwn/contract';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { i18next } from '../../i18n/index.ts';
import { MaintenanceNoticeCard } from './notice-card.tsx';

vi.mock('../../api/client.ts', () => import('../../../test/mock-api.ts').then((m) => m.mockClientModule()));
await i18next.loadNamespaces(['maintenanceNotice', 'emailChips', 'richText']);

const START = Date.UTC(2026, 10, 30, 18);
const END = Date.UTC(2026, 10, 30, 20);
const stored = (over: Partial<contract.NoticeView> = {}): contract.NoticeView => ({
  id: 1, start: START, end: END, updateTime: START, timezone: 'Asia/Shanghai', subject: 'Planned maintenance',
  html: '<p>From {{start}} to {{end}}</p>', popTips: 1, recipientMode: 1, emails: ['a@example.test'], regionSelect: ['US', 'EU'],
  scheduled: true, progress: { status: 'done', total: 1, sent: 1, failed: 0 }, ...over,
});

let current: contract.NoticeView | null;
beforeEach(() => {
  localStorage.setItem('currentRegion', 'US');
  current = stored();
  mockApi.on(contract.read, () => ({ notice: current }));
  mockApi.on(contract.timezones, () => ({ result: [{ value: 'Asia/Shanghai', label: '(UTC+08:00) Asia/Shanghai', offsetMinutes: 480 }] }));
  mockApi.on(contract.finish, () => {
    current = current && { ...current, scheduled: false };
    return { finished: true };
  });
  mockApi.on(contract.submit, (p) => {
    current = stored({ ...p, id: 2, scheduled: p.popTips === 1 });
    return { notice: current };
  });
});

describe('maintenance notice card', { timeout: 60_000 }, () => {
  it('shows a scheduled notice with its window and progress; End ends it in every region it went to and shows the form', async () => {
    renderPage(<App><MaintenanceNoticeCard /></App>);
    const view = await screen.findByTestId('notice-scheduled');
    expect(view).toHaveTextContent('2026-12-01 02:00 – 2026-12-01 04:00 (UTC+08:00) Asia/Shanghai');
    expect(within(view).getByTestId('notice-progress')).toHaveTextContent('Done: 1 sent, 0 failed, 1 recipients');
    await userEvent.click(within(view).getByRole('button', { name: 'End' }));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(mockApi.callsTo(contract.finish).map((c) => c.region).sort()).toEqual(['EU', 'US']);
  });

  it('Update fills the form; a submit with popTips goes to every chosen region and shows the scheduled view again', async () => {
    renderPage(<App><MaintenanceNoticeCard /></App>);
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findByLabelText('Subject')).toHaveValue('Planned maintenance');
    await userEvent.clear(screen.getByLabelText('Subject'));
    await userEvent.type(screen.getByLabelText('Subject'), 'Moved maintenance');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('notice-scheduled')).toHaveTextContent('Moved maintenance');
    const sent = mockApi.callsTo(contract.submit);
    expect(sent.map((c) => c.region).sort()).toEqual(['EU', 'US']);
    expect(sent[0].payload).toMatchObject({
      start: START, end: END, timezone: 'Asia/Shanghai', subject: 'Moved maintenance', popTips: 1, recipientMode: 1,
      emails: ['a@example.test'], regionSelect: ['US', 'EU'],
    });
  });

  it('blocks Submit while an error chip exists', async () => {
    renderPage(<App><MaintenanceNoticeCard /></App>);
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    const box = await screen.findByLabelText('E-mail addresses');
    await userEvent.type(box, 'broken{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled());
    await userEvent.click(screen.getByLabelText('Remove broken'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    expect(mockApi.callsTo(contract.submit)).toHaveLength(0);
  });
});
