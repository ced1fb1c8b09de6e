import { useCallback, useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { regions, RetCode, SERVER_ID, type RegionName } from '@gwn/contract/console';
import { api, apiOutcome } from '../../api/client.ts';
import { errorText } from '../../api/api-error.ts';
import { accountKey, REGION_SCOPE } from '../../api/query-keys.ts';
import { reportRegionChange } from '../../lib/host-bridge.ts';
import { writeStored, type StoredRegion } from '../../lib/session-storage.ts';

/**
 * The overlay closes 2 s after the switch (spec 1 §9), however soon the new region's data is in: the operator
 * sees that the region changed, and the screen does not flicker from the old region's data to the new.
 */
export const OVERLAY_AFTER_SWITCH_MS = 2000;

const isMainAccount = (data: unknown) =>
  typeof data === 'object' && data !== null && 'mainAccount' in data && data.mainAccount === 1;

/**
 * Region switch (spec 1 §4): overlay -> region check -> (27003: main account confirms enabling, others are told
 * the region is unavailable) -> region change -> store, reload menu, tell the host, refetch region data.
 */
export function useRegionSwitch(): { switching: boolean; switchTo: (target: StoredRegion) => Promise<void> } {
  const { t } = useTranslation(['shell', 'common']);
  const { message, modal, notification } = App.useApp();
  const queryClient = useQueryClient();
  const [switching, setSwitching] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const mayEnter = useCallback(async (target: StoredRegion): Promise<boolean> => {
    const check = await apiOutcome(regions.regionCheck, { domain: target.adminUrl, serverId: SERVER_ID.console });
    const regionLabel = t(`common:region.${target.regionName}`);
    if (check.retCode === RetCode.Success) return true;
    if (check.retCode !== RetCode.RegionNotEnabled) {
      void message.error(check.msg);
      return false;
    }
    if (!isMainAccount(check.data)) {
      notification.warning({ title: t('region.unavailable', { region: regionLabel }), duration: 0 });
      return false;
    }
    // The question is the operator's to read: the overlay steps aside while it is asked.
    setSwitching(false);
    const enable = await modal.confirm({
      title: t('region.enableConfirm', { region: regionLabel }), content: t('region.enableMeans', { region: regionLabel }),
      okText: t('region.enable'), cancelText: t('common:cancel'),
    });
    if (enable) setSwitching(true);
    return enable;
  }, [t, message, modal, notification]);

  const switchTo = useCallback(async (target: StoredRegion) => {
    setSwitching(true);
    try {
      if (!(await mayEnter(target))) {
        setSwitching(false);
        return;
      }
      const changed = await api(regions.regionChange, { domain: target.adminUrl, serverId: SERVER_ID.admin });
      applyRegion(changed.regionName, changed.adminUrl);
      // The new region's data loads under the overlay; a refetch that fails shows its own error on its screen.
      void queryClient.invalidateQueries({ queryKey: accountKey('menus') });
      void queryClient.invalidateQueries({ queryKey: REGION_SCOPE });
      await new Promise((done) => { closeTimer.current = setTimeout(done, OVERLAY_AFTER_SWITCH_MS); });
      setSwitching(false);
    } catch (err) {
      void message.error(errorText(err));
      setSwitching(false);
    }
  }, [mayEnter, queryClient, message]);

  return { switching, switchTo };
}

function applyRegion(region: RegionName, adminUrl: string): void {
  writeStored('adminUrl', adminUrl);
  writeStored('currentRegion', region);
  reportRegionChange(region);
}
