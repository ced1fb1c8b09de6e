import { useState } from 'react';
import { App, Descriptions, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { REGIONS, type enterprises, type RegionName } from '@gwn/contract';
import { errorText } from '../../api/api-error.ts';
import { useTransfer } from './api.ts';

type Row = enterprises.EnterpriseRow;

/** Moves an enterprise from `source` (the region its list came from) to another region: checked first, then started as a job (spec 1 §4, §7). */
export function TransferDialog({ source, row, onClose }: { source: RegionName | null; row: Row | null; onClose: () => void }) {
  const { t } = useTranslation('enterprises');
  const { message } = App.useApp();
  const targets = REGIONS.filter((r) => r !== source);
  const [picked, setTarget] = useState<RegionName | null>(null);
  // A pick made for another source region may be that region itself now: fall back to the default (EU, else the first).
  const target = picked && targets.includes(picked) ? picked : targets.includes('EU') ? 'EU' : targets[0];
  const { check, confirm } = useTransfer(source);

  const onOk = async () => {
    if (!row) return;
    const request = {
      copyEnterpriseId: row.enterpriseId, eid: row.centerEnterpriseId, email: row.email,
      username: row.username, name: row.enterpriseName, targetRegion: target,
    };
    try {
      await check.mutateAsync(request);
      await confirm.mutateAsync(request);
      void message.success(t('transferStarted'), 6);
      onClose();
    } catch (err) {
      void message.error(errorText(err));
    }
  };

  return (
    <Modal
      open={row !== null} title={t('transferTitle')} okText={t('transferStart')} onOk={onOk} onCancel={onClose}
      confirmLoading={check.isPending || confirm.isPending} destroyOnHidden
    >
      {row && (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('enterpriseName')}>{row.enterpriseName}</Descriptions.Item>
          <Descriptions.Item label={t('username')}>{row.username}</Descriptions.Item>
          <Descriptions.Item label={t('email')}>{row.email}</Descriptions.Item>
          <Descriptions.Item label={t('targetRegion')}>
            <Select<RegionName> aria-label={t('targetRegion')} value={target} onChange={setTarget} style={{ width: 160 }}
              options={targets.map((r) => ({ value: r, label: t(`common:region.${r}`) }))} />
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
