import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { RetCode, systemBulletin as contract } from '@gwn/contract/console';
import { mockApi, refuse } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { i18next } from '../../i18n/index.ts';
import BulletinPage from './bulletin-page.tsx';

await i18next.loadNamespaces(['systemBulletin', 'richText']);

const stored: contract.BulletinView = {
  title: 'Upgrade tonight', description: 'ops ticket', value: '<p>The console is upgraded</p>', timezone: 'Asia/Shanghai',
  startTime: '2026-12-01 02:00', endTime: '2026-12-01 04:00', startAt: Date.UTC(2026, 10, 30, 18), endAt: Date.UTC(2026, 10, 30, 20), updateTime: 1,
};
const TIMEZONES = [
  { value: 'Etc/GMT', label: '(UTC+00:00) Etc/GMT', offsetMinutes: 0 },
  { value: 'Asia/Shanghai', label: '(UTC+08:00) Asia/Shanghai', offsetMinutes: 480 },
];

beforeEach(() => {
  localStorage.setItem('currentRegion', 'US');
  mockApi.on(contract.info, () => ({ timezones: TIMEZONES, systemBulletin: null }));
  mockApi.on(contract.current, () => ({ systemBulletin: null }));
});

describe('system bulletin page', { timeout: 60_000 }, () => {
  it('starts in Etc/GMT and asks for the required fields before saving', async () => {
    renderPage(<App><BulletinPage /></App>);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('combobox', { name: 'Timezone' })).toHaveValue('(UTC+00:00) Etc/GMT');
    // Subject, time range and content (the timezone has its default).
    await waitFor(() => expect(screen.getAllByText('This field should not be empty')).toHaveLength(3));
    expect(mockApi.callsTo(contract.save)).toHaveLength(0);
  });

  it('fills the form from the stored bulletin, sends its wall clocks in its timezone and shows a refusal\'s message', async () => {
    mockApi.on(contract.info, () => ({ timezones: TIMEZONES, systemBulletin: stored }));
    mockApi.on(contract.save, () => refuse(RetCode.BulletinEndNotAfterStart));
    renderPage(<App><BulletinPage /></App>);
    expect(await screen.findByLabelText('Subject')).toHaveValue('Upgrade tonight');
    await waitFor(() => expect(screen.getByTestId('bulletin-preview')).toHaveTextContent('The console is upgraded'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The end time must be after the start time')).toBeInTheDocument();
    expect(mockApi.payloadsTo(contract.save)[0]).toEqual({
      title: 'Upgrade tonight', description: 'ops ticket', timezone: 'Asia/Shanghai', startTime: '2026-12-01 02:00', endTime: '2026-12-01 04:00',
      value: '<p>The console is upgraded</p>',
    });
  });

  it('a date typed in the time range and Enter saves the typed date, not the old one (issue #25)', async () => {
    mockApi.on(contract.info, () => ({ timezones: TIMEZONES, systemBulletin: stored }));
    mockApi.on(contract.save, (p) => ({ systemBulletin: { ...stored, startTime: p.startTime, endTime: p.endTime } }));
    renderPage(<App><BulletinPage /></App>);
    expect(await screen.findByLabelText('Subject')).toHaveValue('Upgrade tonight');
    // The browser's date-time box reports a date once it is fully typed.
    const end = screen.getByLabelText('End');
    await userEvent.click(end);
    fireEvent.change(end, { target: { value: '2026-12-05T04:00' } });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(mockApi.payloadsTo(contract.save)).toHaveLength(1));
    expect(mockApi.payloadsTo(contract.save)[0]).toMatchObject({ startTime: '2026-12-01 02:00', endTime: '2026-12-05 04:00' });
  });

  it('a start typed without Enter is what Submit saves', async () => {
    mockApi.on(contract.info, () => ({ timezones: TIMEZONES, systemBulletin: stored }));
    mockApi.on(contract.save, (p) => ({ systemBulletin: { ...stored, startTime: p.startTime, endTime: p.endTime } }));
    renderPage(<App><BulletinPage /></App>);
    expect(await screen.findByLabelText('Subject')).toHaveValue('Upgrade tonight');
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '2026-11-30T23:30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(mockApi.payloadsTo(contract.save)).toHaveLength(1));
    expect(mockApi.payloadsTo(contract.save)[0]).toMatchObject({ startTime: '2026-11-30 23:30', endTime: '2026-12-01 04:00' });
  });

  it('refuses an end not after the start, a five-digit year and an end not fully typed, before sending', async () => {
    mockApi.on(contract.info, () => ({ timezones: TIMEZONES, systemBulletin: stored }));
    renderPage(<App><BulletinPage /></App>);
    expect(await screen.findByLabelText('Subject')).toHaveValue('Upgrade tonight');
    const end = screen.getByLabelText('End');
    fireEvent.change(end, { target: { value: '2026-12-01T01:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The end time must be after the start time')).toBeInTheDocument();
    fireEvent.change(end, { target: { value: '20266-12-01T05:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Not in the expected format')).toBeInTheDocument();
    // A date not fully typed is empty; the window is checked once the focus leaves both boxes, not while typing.
    await userEvent.click(end);
    fireEvent.change(end, { target: { value: '' } });
    await userEvent.click(screen.getByLabelText('Start'));
    expect(screen.queryByText('This field should not be empty')).toBeNull();
    await userEvent.click(screen.getByLabelText('Subject'));
    expect(await screen.findByText('This field should not be empty')).toBeInTheDocument();
    expect(mockApi.callsTo(contract.save)).toHaveLength(0);
  });

  it('a 50005 marks the time range and names it (issue #25)', async () => {
    mockApi.on(contract.info, () => ({ timezones: TIMEZONES, systemBulletin: stored }));
    mockApi.on(contract.save, () => refuse(RetCode.InvalidParameters, { fields: { endTime: 'bad' }, rules: { endTime: { rule: 'format' } } }));
    renderPage(<App><BulletinPage /></App>);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Check these fields: End: Not in the expected format')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')).toHaveTextContent('Not in the expected format'));
  });
});
