import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { deviceFunctions, RetCode } from '@gwn/contract/console';
import { i18next } from '../../i18n/index.ts';
import { mockApi, refuse } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { FunctionEditDialog } from './function-edit-dialog.tsx';

await i18next.loadNamespaces(['deviceTypes', 'common']);

const info = {
  deviceType: 'GWN7660', deviceTypeName: 'GWN7660', deviceKind: 'AP' as const,
  functionList: [{
    functionKey: 'ap_wpa3', functionName: 'WPA3', category: 'Services',
    functionDes: { checked: '0' as const, des: 'Firmware 1.0.25+ adds WPA3-SAE', tooltips: '' },
    functionDesZh: { des: '固件 1.0.25 及以上版本支持 WPA3-SAE', tooltips: '' },
  }],
};
const field = (label: string) => screen.getByLabelText(`WPA3 ${label}`, { exact: true });

// Typing into antd inputs: slow on a loaded CI machine.
describe('function-edit dialog', { timeout: 60_000 }, () => {
  beforeEach(() => {
    localStorage.setItem('currentRegion', 'US');
    mockApi.on(deviceFunctions.deviceTypeFunctionInfo, () => info);
  });

  it('shows and saves each text in English and Chinese', async () => {
    mockApi.on(deviceFunctions.functionBatchSave, () => null);
    const onClose = vi.fn();
    renderPage(<App><FunctionEditDialog id={7} onClose={onClose} /></App>);
    expect(await screen.findByDisplayValue('Firmware 1.0.25+ adds WPA3-SAE')).toBe(field('Description (English)'));
    expect(field('Description (Chinese)')).toHaveValue('固件 1.0.25 及以上版本支持 WPA3-SAE');
    await userEvent.type(field('Tooltip (English)'), 'SAE replaces PSK');
    await userEvent.type(field('Tooltip (Chinese)'), 'SAE 取代 PSK');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mockApi.payloadsTo(deviceFunctions.functionBatchSave)).toEqual([{
      id: 7,
      functionList: [{
        functionKey: 'ap_wpa3',
        functionDes: { checked: '0', des: 'Firmware 1.0.25+ adds WPA3-SAE', tooltips: 'SAE replaces PSK' },
        functionDesZh: { des: '固件 1.0.25 及以上版本支持 WPA3-SAE', tooltips: 'SAE 取代 PSK' },
      }],
    }]);
  });

  it('keeps the dialog open with the refusal in words when Chinese text lacks its English', async () => {
    mockApi.on(deviceFunctions.functionBatchSave, () => refuse(RetCode.FunctionTextNeedsEnglish));
    const onClose = vi.fn();
    renderPage(<App><FunctionEditDialog id={7} onClose={onClose} /></App>);
    await userEvent.clear(await screen.findByDisplayValue('Firmware 1.0.25+ adds WPA3-SAE'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/needs its English text too/)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
