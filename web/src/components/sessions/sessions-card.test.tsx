import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { App } from 'antd';
import { dayjs } from '../../lib/dayjs.ts';
import { adminUsers } from '@gwn/contract/console';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { SessionsCard } from './sessions-card.tsx';

describe('sessions card', () => {
  it('shows when a session started and was last used as year-month-day hour:minute:second, not in the browser locale format', async () => {
    const started = '2026-11-26T07:14:01.000Z';
    mockApi.on(adminUsers.mySessions, () => ({ result: [
      { id: 1, ip: '198.51.100.4', browser: 'Chrome', region: 'US', createdAt: started, lastSeenAt: started, isCurrent: true },
    ] }));
    renderPage(<App><SessionsCard /></App>);
    const shown = dayjs(started).format('YYYY-MM-DD HH:mm:ss');
    expect((await screen.findAllByText(shown, undefined, { timeout: 10_000 })).length).toBeGreaterThan(0);
    expect(screen.queryByText(new Date(started).toLocaleString())).toBeNull();
  });
});
