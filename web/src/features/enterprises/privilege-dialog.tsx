import { Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { enterprises, RegionName } from '@gwn/contract/console';
import { usePermission } from '../../lib/use-permission.ts';
import { SWITCHES, useSetSwitch, type SwitchField } from './api.ts';
import { FlagSwitch } from './flag-switch.tsx';
import { Text } from '../../components/text/text.tsx';

type Row = enterprises.EnterpriseRow;
const DIALOG_SWITCHES: SwitchField[] = [
  'payment', 'portal', 'isOpenCache', 'isShowTopWebsites', 'isShowHardwareReset', 'isShowIspConfig', 'highPrecisionUsageControl',
];

/** One privilege of the row, by permission. */
function PrivilegeSwitch({ region, row, field }: { region: RegionName | null; row: Row; field: SwitchField }) {
  const { t } = useTranslation('enterprises');
  const allowed = usePermission(SWITCHES[field].permission);
  const setSwitch = useSetSwitch(region);
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between' }}>
      <Text>{t(`switch.${field}`)}</Text>
      <FlagSwitch value={row[field]} label={t(`switch.${field}`)} disabled={!allowed} lockedOn={field === 'isOpenCache'}
        confirmText={field === 'isOpenCache' ? t('confirmOpenCache', { name: row.enterpriseName }) : undefined}
        onSave={(value) => setSwitch.mutateAsync({ field, row, value })} />
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
