import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { maintenanceNotice as contract } from '@gwn/contract/console';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderPage } from '../../../../test/render.tsx';
import { i18next } from '../../../i18n/index.ts';
import { MaintenanceNoticeCard } from './notice-card.tsx';

await i18next.loadNamespaces(['maintenanceNotice', 'emailChips', 'richText']);
// The editor measures the caret to scroll it into view after an insert; jsdom lays nothing out and has no Range rects.
Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

const START = Date.UTC(2026, 10, 30, 18);
const END = Date.UTC(2026, 10, 30, 20);
const stored = (over: Partial<contract.NoticeView> = {}): contract.NoticeView => ({
  id: 1, start: START, end: END, updateTime: START, timezone: 'Asia/Shanghai', subject: 'Planned maintenance',
  html: '<p>From {{start}} to {{end}}</p>', popTips: 1, recipientMode: 1, emails: ['a@example.test'], regionSelect: ['US', 'EU'],
  scheduled: true, progress: { status: 'done', total: 1, sent: 1, failed: 0 }, mailedFrom: 'US', ...over,
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
    current = stored({ ...p, id: 2, scheduled: p.popTips === 1, mailedFrom: 'US' });
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
    // Ending cannot be undone: it asks first, naming where it ends (issue #25).
    const ask = await screen.findByRole('tooltip');
    expect(ask).toHaveTextContent('End the scheduled maintenance?');
    expect(ask).toHaveTextContent('The page stops showing it in World, EU.');
    expect(mockApi.callsTo(contract.finish)).toHaveLength(0);
    await userEvent.click(within(ask).getByRole('button', { name: 'End' }));
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

  it('End asks first; Cancel ends nothing', async () => {
    renderPage(<App><MaintenanceNoticeCard /></App>);
    const view = await screen.findByTestId('notice-scheduled');
    await userEvent.click(within(view).getByRole('button', { name: 'End' }));
    await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('notice-scheduled')).toBeInTheDocument();
    expect(mockApi.callsTo(contract.finish)).toHaveLength(0);
  });

  it('says "fix the red addresses" once, under the field', async () => {
    renderPage(<App><MaintenanceNoticeCard /></App>);
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    await userEvent.type(await screen.findByLabelText('E-mail addresses'), 'broken{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled());
    // The field is marked (its rule has run), and the words appear once, not also as the field's hint.
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')).toHaveTextContent('Remove or correct the red addresses first'));
    expect(screen.getAllByText('Remove or correct the red addresses first')).toHaveLength(1);
  });

  it('fills the preview\'s placeholders with the form\'s values, and names those not chosen yet', async () => {
    current = null;
    renderPage(<App><MaintenanceNoticeCard /></App>);
    await screen.findByRole('button', { name: 'Submit' });
    await userEvent.click(await screen.findByRole('button', { name: 'Insert start time' }));
    await userEvent.click(screen.getByRole('button', { name: 'Insert timezone' }));
    const preview = await screen.findByTestId('notice-preview');
    await waitFor(() => expect(preview).toHaveTextContent('[start time]'));
    expect(preview).not.toHaveTextContent('{{');

    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '2026-12-01T02:00' } });
    fireEvent.change(screen.getByLabelText('End time'), { target: { value: '2026-12-01T04:00' } });
    await userEvent.type(screen.getByLabelText('Timezone'), 'shanghai');
    await userEvent.click(await screen.findByRole('option', { name: '(UTC+08:00) Asia/Shanghai' }));
    await waitFor(() => expect(screen.getByTestId('notice-preview')).toHaveTextContent('2026-12-01 02:00(UTC+08:00) Asia/Shanghai'));
  });

  it('on a region that did not e-mail the typed list, says which region did instead of "0 sent" (issue #25)', async () => {
    localStorage.setItem('currentRegion', 'EU');
    current = stored({ progress: { status: 'done', total: 0, sent: 0, failed: 0 }, mailedFrom: 'US' });
    renderPage(<App><MaintenanceNoticeCard /></App>);
    const progress = await screen.findByTestId('notice-progress');
    expect(progress).toHaveTextContent('E-mailed once, from World: its page shows how the sending goes.');
    expect(progress).not.toHaveTextContent('0 sent');
  });
});
