import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { deviceTypes, RetCode } from '@gwn/contract/console';
import { i18next } from '../../i18n/index.ts';
import { chooseOption } from '../../../test/choose-option.ts';
import { around } from '../../../test/element-near.ts';
import { mockApi, refuse } from '../../../test/mock-api.ts';
import { chosenRegions } from '../../../test/region-choice.ts';
import { renderPage } from '../../../test/render.tsx';
import { DeviceTypeDialog } from './device-type-dialog.tsx';

const detail: deviceTypes.DeviceTypeDetail = {
  id: 7, deviceType: 'GWN7660', deviceTypeName: 'GWN7660', deviceKinds: 'AP', executeType: '1', ssidNumber: 32, state: 1,
  minimumVersion: '1.0.1', recommendVersion: '1.0.5', betaVersion: '', order: 50, createTime: 0, modifyTime: 0,
  versionDesc: '{}', customSettings: '', forbidenBand4: 0, supportOutdoor: 0, wireless: 1, firmwareName: '', portalVersion: '1.0.3',
};
await i18next.loadNamespaces('deviceTypes');

const field = (label: string) => screen.getByLabelText(label, { exact: true });

// Many keystrokes into antd inputs: slow on a loaded CI machine.
describe('device-type dialog', { timeout: 60_000 }, () => {
  beforeEach(() => {
    localStorage.setItem('currentRegion', 'US');
    mockApi.on(deviceTypes.deviceTypeInfo, () => detail);
    mockApi.on(deviceTypes.deviceTypeEdit, () => null);
    // World and EU hold GWN7660, each under its own id; EU's copy has another recommended version.
    mockApi.on(deviceTypes.deviceTypeByKeys, (_p, { region }) => ({
      result: region === 'US' ? [detail] : region === 'EU' ? [{ ...detail, id: 70, recommendVersion: '1.0.4' }] : [],
    }));
    mockApi.on(deviceTypes.deviceTypeAdd, (_p, { region }) => (region === 'EU' ? refuse(RetCode.NameTaken) : { id: 8 }));
  });

  it('refuses empty required fields and text that is not JSON, caps the lengths, and sends nothing', async () => {
    renderPage(<App><DeviceTypeDialog open onClose={() => undefined} /></App>);
    expect(field('Order')).toHaveValue('50');
    expect(field('Minimum version')).toHaveAttribute('maxlength', '32');
    expect(field('Portal version')).toHaveAttribute('maxlength', '64');
    await userEvent.type(field('Version description (JSON)'), '{{not json');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field should not be empty')).not.toHaveLength(0);
    expect(screen.getByText('Please enter valid JSON')).toBeInTheDocument();
    expect(mockApi.calls).toHaveLength(0);
  });

  it('sends trimmed text to every chosen region and keeps failed regions chosen, named in the error', async () => {
    const onClose = vi.fn();
    renderPage(<App><DeviceTypeDialog open onClose={onClose} /></App>);
    await userEvent.type(field('Device type'), ' GWN9999 ');
    await userEvent.type(field('Name'), '  New AP  ');
    await userEvent.click(field('Device kind'));
    await userEvent.click(await screen.findByTitle('AP'));
    await userEvent.type(field('Minimum version'), ' 1.0.1 ');
    await userEvent.type(field('Recommended version'), '1.0.2');
    await userEvent.type(field('Portal version'), '1.0.3');
    await chooseOption('Regions', 'EU');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(mockApi.callsTo(deviceTypes.deviceTypeAdd)).toHaveLength(2));
    expect(mockApi.callsTo(deviceTypes.deviceTypeAdd).map((c) => c.region)).toEqual(['US', 'EU']);
    expect(mockApi.payloadsTo(deviceTypes.deviceTypeAdd)[0]).toMatchObject({
      deviceType: 'GWN9999', deviceTypeName: 'New AP', deviceKinds: 'AP', minimumVersion: '1.0.1', order: 50, ssidNumber: 0, state: 1, wireless: 0,
    });
    expect(await screen.findByText('EU: Save failed, name cannot be the same')).toBeInTheDocument();
    expect(await screen.findByText('Saved in World')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(chosenRegions('Regions')).toEqual(['EU']);
  });

  it('fixes the key in edit mode and saves the fields in every region holding the device type, each by its own id', async () => {
    const onClose = vi.fn();
    renderPage(<App><DeviceTypeDialog open editId={7} onClose={onClose} /></App>);
    expect(await screen.findByLabelText('Device type', { exact: true })).toBeDisabled();
    expect(field('Device type')).toHaveValue('GWN7660');
    expect(chosenRegions('Save in')).toEqual(['World', 'EU']);
    await userEvent.clear(field('Name'));
    await userEvent.type(field('Name'), 'Renamed ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockApi.callsTo(deviceTypes.deviceTypeEdit).map((c) => [c.region, c.payload])).toEqual([
      ['US', expect.objectContaining({ id: 7, deviceTypeName: 'Renamed', wireless: 1, recommendVersion: '1.0.5' })],
      ['EU', expect.objectContaining({ id: 70, deviceTypeName: 'Renamed', wireless: 1, recommendVersion: '1.0.5' })],
    ]));
    expect(mockApi.payloadsTo(deviceTypes.deviceTypeEdit)[0]).not.toHaveProperty('deviceType');
    expect(await screen.findByText('Saved in World, EU')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('stops the save button\'s loading after 30 s when the service never answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      mockApi.on(deviceTypes.deviceTypeEdit, () => new Promise(() => undefined));
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderPage(<App><DeviceTypeDialog open editId={7} onClose={() => undefined} /></App>);
      await screen.findByLabelText('Device type', { exact: true });
      const save = around(screen.getByText('Save'), 'button');
      await user.click(save);
      await waitFor(() => expect(save).toHaveClass('ant-btn-loading'));
      act(() => vi.advanceTimersByTime(25_000));
      expect(save).toHaveClass('ant-btn-loading');
      act(() => vi.advanceTimersByTime(5_000));
      await waitFor(() => expect(save).not.toHaveClass('ant-btn-loading'));
    } finally {
      vi.useRealTimers();
    }
  });
});
