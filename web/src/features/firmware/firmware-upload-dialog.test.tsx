import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { firmware } from '@gwn/contract/console';
import { chooseOption } from '../../../test/choose-option.ts';
import { chosenRegions } from '../../../test/region-choice.ts';
import { around, inside } from '../../../test/element-near.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { i18next } from '../../i18n/index.ts';
import { setRegionOptions } from '../../lib/session-storage.ts';
import { FirmwareUploadDialog } from './firmware-upload-dialog.tsx';

await i18next.loadNamespaces(['firmware', 'upload']);

describe('firmware upload', () => {
  it('goes to World, EU and CN by default, names the file with the first region\'s models, and the save stops loading after 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setRegionOptions([{ regionName: 'US', adminUrl: 'http://us.test' }, { regionName: 'EU', adminUrl: 'http://eu.test' }, { regionName: 'CN', adminUrl: 'http://cn.test' }]);
      mockApi.on(firmware.upload, (_q, { region }) => ({ fileId: region === 'EU' ? 5 : 4, md5: 'ff', fileName: 'fw.bin' }));
      mockApi.on(firmware.apTypes, () => ['GWN7660', 'GWN7664']);
      mockApi.on(firmware.save, () => new Promise(() => undefined));
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderPage(<App><FirmwareUploadDialog open onClose={() => undefined} /></App>);
      const dialog = await screen.findByRole('dialog');
      expect(chosenRegions('Upload regions')).toEqual(['World', 'EU', 'CN']);
      await user.upload(inside(dialog, 'input[type=file]', HTMLInputElement), new File(['fw'], 'fw.bin'));
      await user.click(screen.getByRole('button', { name: 'Upload' }));

      await user.type(await screen.findByLabelText('Name'), ' fw-1.0.2 ');
      await chooseOption('Models', 'GWN7664');
      const save = around(screen.getByText('Save'), 'button');
      await user.click(save);
      await waitFor(() => expect(mockApi.callsTo(firmware.save).map((c) => c.region)).toEqual(['US', 'CN', 'EU']));
      expect(mockApi.callsTo(firmware.apTypes).map((c) => c.region)).toEqual(['US']);
      expect(mockApi.payloadsTo(firmware.save)).toEqual([4, 4, 5].map((fileId) => ({ name: 'fw-1.0.2', apType: 'GWN7664', fileId, updateSuggest: 0, updateBeta: 0 })));
      expect(save).toHaveClass('ant-btn-loading');
      act(() => vi.advanceTimersByTime(10_000));
      await waitFor(() => expect(save).not.toHaveClass('ant-btn-loading'));
    } finally {
      vi.useRealTimers();
    }
  });
});
