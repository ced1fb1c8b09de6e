import { useState } from 'react';
import { App, Descriptions, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REGIONS, type enterprises, type RegionName } from '@gwn/contract';
import { errorText } from '../../api/api-error.ts';
import { useEnterprisesOfContact, useTransfer } from './api.ts';
import { transferChoices, transferRequest } from './transfer-choices.ts';

type Row = enterprises.EnterpriseRow;

/**
 * Moves an enterprise from `source` (the region its list came from) to another region: the operator picks
 * which of the contact's enterprises to copy (default the row's own), then it is checked and started as a
 * job (spec 1 §4, §7).
 */
export function TransferDialog({ source, row, onClose }: { source: RegionName | null; row: Row | null; onClose: () => void }) {
  const { t } = useTranslation('enterprises');
  const { message } = App.useApp();
  const targets = REGIONS.filter((r) => r !== source);
  const [picked, setTarget] = useState<RegionName | null>(null);
  // Nothing is preselected: moving an enterprise is the operator's deliberate choice of a region.
  // (A pick made for another source region may be that region itself now: then it is no pick.)
  const target = picked && targets.includes(picked) ? picked : null;
  const [copyId, setCopyId] = useState<string | null>(null);
  const contacts = useEnterprisesOfContact(source, row?.email);
  const choices = row ? transferChoices(row, contacts.data?.result) : [];
  const chosen = choices.find((c) => c.enterpriseId === copyId) ?? choices[0];
  const { check, confirm } = useTransfer(source);

  const close = () => {
    setCopyId(null);
    setTarget(null);
    onClose();
  };
  const onOk = async () => {
    if (!chosen || !target) return;
    const request = transferRequest(chosen, target);
    try {
      await check.mutateAsync(request);
      await confirm.mutateAsync(request);
      void message.success(t('transferStarted'), 6);
      close();
    } catch (err) {
      void message.error(errorText(err));
    }
  };

  return (
    <Modal
      open={row !== null} title={t('transferTitle')} okText={t('transferStart')} onOk={onOk} onCancel={close}
      confirmLoading={check.isPending || confirm.isPending} okButtonProps={{ disabled: !chosen || !target }} destroyOnHidden
    >
      {chosen && (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('copyEnterprise')}>
            <Select<string> aria-label={t('copyEnterprise')} value={chosen.enterpriseId} onChange={setCopyId} style={{ width: '100%' }}
              loading={contacts.isFetching} showSearch optionFilterProp="label"
              options={choices.map((c) => ({ value: c.enterpriseId, label: `${c.enterpriseName} (${c.enterpriseId})` }))} />
            {contacts.error && (
              <Typography.Text type="warning">{t('contactEnterprisesFailed', { reason: errorText(contacts.error) })}</Typography.Text>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('enterpriseName')}>{chosen.enterpriseName}</Descriptions.Item>
          <Descriptions.Item label={t('username')}>{chosen.username}</Descriptions.Item>
          <Descriptions.Item label={t('email')}>{chosen.email}</Descriptions.Item>
          <Descriptions.Item label={t('targetRegion')}>
            <Select<RegionName> aria-label={t('targetRegion')} value={target ?? undefined} onChange={setTarget} style={{ width: 200 }}
              placeholder={t('chooseTargetRegion')}
              options={targets.map((r) => ({ value: r, label: t(`common:region.${r}`) }))} />
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
