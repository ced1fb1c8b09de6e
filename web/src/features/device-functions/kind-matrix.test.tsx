import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deviceFunctions } from '@gwn/contract/console';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { i18next } from '../../i18n/index.ts';
import { KindMatrix } from './kind-matrix.tsx';

await i18next.loadNamespaces('deviceFunctions');

/** The service's matrix: one router known by its code RVW9000, found by part of its name or of its code. */
const ROUTER = { code: 'RVW9000', name: 'Branch office router' };

beforeEach(() => {
  localStorage.setItem('currentRegion', 'US');
  mockApi.on(deviceFunctions.functionTable, (p) => {
    const search = p.deviceTypeName?.toLowerCase() ?? '';
    const found = !search || ROUTER.code.toLowerCase().includes(search) || ROUTER.name.toLowerCase().includes(search);
    return {
      deviceTypeKey: found ? [ROUTER.code] : [], deviceTypeKeyNameMap: found ? { [ROUTER.code]: ROUTER.name } : {},
      deviceTypeFunctionMap: {}, functionKeyList: ['router_vlan'], functionKeyNameMap: { router_vlan: 'VLAN' },
      functionCategoryMap: { router_vlan: 'Network' },
    };
  });
});

describe('function matrix search', { timeout: 60_000 }, () => {
  it('searches by name or type code, and says so when no device type matches (issue 26)', async () => {
    renderPage(<KindMatrix deviceKind="ROUTER" />);
    const box = screen.getByRole('searchbox', { name: 'Device type name' });
    expect(box).toHaveAttribute('placeholder', 'Name or type code, e.g. GWN7660');
    await userEvent.type(box, 'RVW9000{Enter}');
    await waitFor(() => expect(mockApi.payloadsTo(deviceFunctions.functionTable).at(-1)).toMatchObject({ deviceTypeName: 'RVW9000' }));
    expect((await screen.findAllByText('Branch office router')).length).toBeGreaterThan(0);

    await userEvent.clear(box);
    await userEvent.type(box, 'ZZZ1{Enter}');
    expect(await screen.findByText('No device type matches “ZZZ1”. Search by a name or a type code such as GWN7660.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
