import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { deviceTypes, RetCode } from '@gwn/contract/console';
import { i18next } from '../../i18n/index.ts';
import { mockApi, refuse } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { DeviceTypeDialog } from './device-type-dialog.tsx';

await i18next.loadNamespaces('deviceTypes');

const detail: deviceTypes.DeviceTypeDetail = {
  id: 7, deviceType: 'GWN7660', deviceTypeName: 'GWN7660', deviceKinds: 'AP', executeType: '1', ssidNumber: 32, state: 1,
  minimumVersion: '1.0.1', recommendVersion: '1.0.5', betaVersion: '', order: 50, createTime: 0, modifyTime: 0,
  versionDesc: '{}', customSettings: '', forbidenBand4: 0, supportOutdoor: 0, wireless: 1, firmwareName: '', portalVersion: '1.0.3',
};
const order = () => screen.getByLabelText('Order', { exact: true });

async function typeOrder(text: string) {
  renderPage(<App><DeviceTypeDialog open editId={7} onClose={() => undefined} /></App>);
  await waitFor(() => expect(order()).toHaveValue('50'));
  await userEvent.clear(order());
  await userEvent.type(order(), text);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

// Issue #25: 3000000000 was saved as 999999 and letters vanished as typed, so "Please enter a number" never showed.
describe('device-type order field', { timeout: 60_000 }, () => {
  beforeEach(() => {
    localStorage.setItem('currentRegion', 'US');
    mockApi.on(deviceTypes.deviceTypeInfo, () => detail);
    mockApi.on(deviceTypes.deviceTypeEdit, () => null);
    // The edit goes to every region holding the type: here World only.
    mockApi.on(deviceTypes.deviceTypeByKeys, (_p, { region }) => ({ result: region === 'US' ? [detail] : [] }));
  });

  it('refuses a number beyond 2147483647 with the range, keeping what was typed and sending nothing', async () => {
    await typeOrder('3000000000');
    expect(await screen.findByText('A whole number from 0 to 2147483647')).toBeInTheDocument();
    expect(order()).toHaveValue('3000000000');
    expect(mockApi.callsTo(deviceTypes.deviceTypeEdit)).toHaveLength(0);
  });

  it('keeps letters as typed and says "Please enter a number"', async () => {
    await typeOrder('12ab');
    expect(await screen.findByText('Please enter a number')).toBeInTheDocument();
    expect(order()).toHaveValue('12ab');
    expect(mockApi.callsTo(deviceTypes.deviceTypeEdit)).toHaveLength(0);
  });

  it('sends the number typed, up to 2147483647', async () => {
    await typeOrder('2147483647');
    await waitFor(() => expect(mockApi.payloadsTo(deviceTypes.deviceTypeEdit)).toEqual([expect.objectContaining({ id: 7, order: 2_147_483_647 })]));
  });

  it('marks the field the service refuses with 50005 and names it by its label', async () => {
    mockApi.on(deviceTypes.deviceTypeEdit, () => refuse(RetCode.InvalidParameters, {
      fields: { minimumVersion: 'Too big' }, rules: { minimumVersion: { rule: 'maxLength', limit: 32 } },
    }));
    await typeOrder('60');
    expect((await screen.findAllByText(/Check these fields: Minimum version: At most 32 characters/)).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')).toHaveTextContent('At most 32 characters'));
  });
});
