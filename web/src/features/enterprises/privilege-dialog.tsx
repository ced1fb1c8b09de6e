import { useState } from 'react';
import { App, Modal, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { enterprises, RegionName } from '@gwn/contract';
import { errorText } from '../../api/api-error.ts';
import { usePermission } from '../../lib/use-permission.ts';
import { SWITCHES, useSetSwitch, type SwitchField } from './api.ts';

type Row = enterprises.EnterpriseRow;
const DIALOG_SWITCHES: SwitchField[] = [
  'payment', 'portal', 'isOpenCache', 'isShowTopWebsites', 'isShowHardwareReset', 'isShowIspConfig', 'highPrecisionUsageControl',
];

/** One switch: flips at once and flips back with the server's message when the call fails (spec 1 §4). */
function PrivilegeSwitch({ region, row, field }: { region: RegionName | null; row: Row; field: SwitchField }) {
  const { t } = useTranslation('enterprises');
  const { message } = App.useApp();
  const allowed = usePermission(SWITCHES[field].permission);
  const setSwitch = useSetSwitch(region);
  const [value, setValue] = useState<0 | 1>(row[field]);
  // The statistics cache cannot be turned off once on (15013).
  const locked = field === 'isOpenCache' && value === 1;

  const onChange = async (on: boolean) => {
    const next = on ? 1 : 0;
    setValue(next);
    try {
      await setSwitch.mutateAsync({ field, row, value: next });
    } catch (err) {
      setValue(next === 1 ? 0 : 1);
      void message.error(errorText(err));
    }
  };

  return (
    <Space style={{ width: '100%', justifyContent: 'space-between' }}>
      <Typography.Text>{t(`switch.${field}`)}</Typography.Text>
      <Switch checked={value === 1} disabled={!allowed || locked} loading={setSwitch.isPending} aria-label={t(`switch.${field}`)} onChange={onChange} />
    </Space>
  );
}

/** The switches of an enterprise of `region` (the region its list came from). */
export function PrivilegeDialog({ region, row, onClose }: { region: RegionName | null; row: Row | null; onClose: () => void }) {
  const { t } = useTranslation('enterprises');
  return (
    <Modal open={row !== null} title={t('privilegesOf', { name: row?.enterpriseName ?? '' })} footer={null} onCancel={onClose} destroyOnHidden>
      {row && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {DIALOG_SWITCHES.map((field) => <PrivilegeSwitch key={field} region={region} row={row} field={field} />)}
        </Space>
      )}
    </Modal>
  );
}
