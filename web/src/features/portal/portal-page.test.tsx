import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { App } from 'antd';
import { portal } from '@gwn/contract/console';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { i18next } from '../../i18n/index.ts';
import PortalPage from './portal-page.tsx';

await i18next.loadNamespaces('portal');

const file: portal.PortalFileRow = { id: 3, fileName: 'portal-v2.zip', apType: 'GWN7660', version: '2.0.1', md5: 'a'.repeat(32), timeStr: '2026-11-20T08:00:00.000Z' };

describe('portal file list', () => {
  it('shows the regions holding each model and version, marking a region whose file differs', async () => {
    localStorage.setItem('currentRegion', 'US');
    mockApi.on(portal.show, () => ({ total: 1, result: [file] }));
    mockApi.on(portal.byKeys, (_p, { region }) => ({
      result: region === 'US' ? [file] : region === 'EU' ? [{ ...file, id: 30, md5: 'b'.repeat(32) }] : [],
    }));
    renderPage(<App><PortalPage /></App>);
    const mark = await screen.findByText('Differs in EU');
    expect([...(mark.closest('td')?.querySelectorAll('.tag') ?? [])].map((tag) => tag.textContent)).toEqual(['World', 'EU', 'Differs in EU']);
    expect(mockApi.payloadsTo(portal.byKeys)[0]).toEqual({ keys: [{ apType: 'GWN7660', version: '2.0.1' }] });
  });
});
