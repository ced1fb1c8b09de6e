import { useState } from 'react';
import { Alert, App, Button, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { REGIONS, type enterprises, type RegionName, type RequestOf, type ResponseOf, type transfers } from '@gwn/contract/console';
import { errorText } from '../../api/api-error.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';
import { useEnterprisesOfContact, useTransfer } from './api.ts';
import { transferChoices, transferRequest } from './transfer-choices.ts';
import { Text } from '../../components/text/text.tsx';
import { Details } from '../../components/details/index.ts';

type Row = enterprises.EnterpriseRow;
/** What the check answered for a request: the transfer to confirm. */
interface Checked { request: RequestOf<typeof transfers.check>; result: ResponseOf<typeof transfers.check> }

/**
 * Moves an enterprise from `source` (the region its list came from) to another region: the operator picks
 * which of the contact's enterprises to copy (default the row's own) and the target; Check asks the service what
 * would move, the dialog shows it (networks, devices, the target) and only then Start transfer starts the job
 * (spec 1 §4, §7). The move deletes the enterprise from this region, so it never runs on one click (issue #25).
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
  const current = useCurrentRegion();
  const sourceName = source ?? current ? t(`common:region.${source ?? current}`) : '';
  const [checked, setChecked] = useState<Checked | null>(null);

  const close = () => {
    setCopyId(null);
    setTarget(null);
    setChecked(null);
    onClose();
  };
  // Another pick makes the check's answer stale: back to the first step.
  const pickCopy = (id: string) => { setCopyId(id); setChecked(null); };
  const pickTarget = (region: RegionName) => { setTarget(region); setChecked(null); };
  const runCheck = async () => {
    if (!chosen || !target) return;
    const request = transferRequest(chosen, target);
    try {
      setChecked({ request, result: await check.mutateAsync(request) });
    } catch (err) {
      void message.error(errorText(err));
    }
  };
  const start = async () => {
    if (!checked) return;
    try {
      await confirm.mutateAsync(checked.request);
      void message.success(t('transferStarted'), 6);
      close();
    } catch (err) {
      void message.error(errorText(err));
    }
  };
  const footer = checked
    ? [
      <Button key="back" onClick={() => setChecked(null)} disabled={confirm.isPending}>{t('transferBack')}</Button>,
      <Button key="start" type="primary" danger loading={confirm.isPending} onClick={() => void start()}>{t('transferStart')}</Button>,
    ]
    : [
      <Button key="cancel" onClick={close}>{t('common:cancel')}</Button>,
      <Button key="check" type="primary" loading={check.isPending} disabled={!chosen || !target} onClick={() => void runCheck()}>
        {t('transferCheck')}
      </Button>,
    ];

  return (
    <Modal
      open={row !== null} title={t('transferTitle')} onCancel={close} footer={footer} destroyOnHidden
    >
      {chosen && (
        <Details bordered items={[
          {
            label: t('copyEnterprise'),
            children: (
              <>
                <Select<string> aria-label={t('copyEnterprise')} value={chosen.enterpriseId} onChange={pickCopy} style={{ width: '100%' }}
                  loading={contacts.isFetching} showSearch optionFilterProp="label"
                  options={choices.map((c) => ({ value: c.enterpriseId, label: `${c.enterpriseName} (${c.enterpriseId})` }))} />
                {contacts.error && (
                  <Text type="warning">{t('contactEnterprisesFailed', { reason: errorText(contacts.error) })}</Text>
                )}
              </>
            ),
          },
          { label: t('enterpriseName'), children: chosen.enterpriseName },
          { label: t('username'), children: chosen.username },
          { label: t('email'), children: chosen.email },
          {
            label: t('targetRegion'),
            children: (
              <Select<RegionName> aria-label={t('targetRegion')} value={target ?? undefined} onChange={pickTarget} style={{ width: 200 }}
                placeholder={t('chooseTargetRegion')}
                options={targets.map((r) => ({ value: r, label: t(`common:region.${r}`) }))} />
            ),
          },
        ]} />
      )}
      {checked && (
        <Alert type="warning" showIcon style={{ marginTop: 16 }} data-testid="transfer-review"
          title={t('transferReview', {
            name: checked.result.enterpriseName, networks: checked.result.networks, devices: checked.result.devices,
            source: sourceName, target: t(`common:region.${checked.result.targetRegion}`),
          })}
          description={t('transferReviewHint', { source: sourceName, target: t(`common:region.${checked.result.targetRegion}`) })} />
      )}
    </Modal>
  );
}
