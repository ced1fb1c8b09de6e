import { App, Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatInTimezone, maintenanceNotice as contract, timezoneLabel, type RegionName } from '@gwn/contract/console';
import { failureLines } from '../../../api/send-to-regions.ts';
import { useFinishNotice } from './api.ts';
import { SendProgress } from './send-progress.tsx';
import { Details } from '../../../components/details/index.ts';

/** The scheduled notice (popTips): its window, with End (back to the form) and Update (the form, filled). */
export function ScheduledView({ notice, onEnded, onUpdate }: { notice: contract.NoticeView; onEnded: () => void; onUpdate: () => void }) {
  const { t } = useTranslation(['maintenanceNotice', 'common']);
  const { message } = App.useApp();
  const finish = useFinishNotice();
  const regionNames = notice.regionSelect.map((r) => t(`common:region.${r}`)).join(', ');
  const end = async () => {
    const results = await finish.mutateAsync(notice.regionSelect as RegionName[]);
    const failures = failureLines(results, (r) => t(`common:region.${r}`));
    if (failures.length) void message.error({ content: <div style={{ whiteSpace: 'pre-line' }}>{failures.join('\n')}</div>, duration: 0 });
    else onEnded();
  };
  return (
    <Space orientation="vertical" size="middle" data-testid="notice-scheduled">
      <Details bordered items={[
        {
          label: t('scheduledWindow'),
          children: `${formatInTimezone(notice.start, notice.timezone)} – ${formatInTimezone(notice.end, notice.timezone)} ${timezoneLabel(notice.timezone, notice.start)}`,
        },
        { label: t('subject'), children: notice.subject },
        { label: t('region'), children: regionNames },
        { label: t('emailProgress'), children: <SendProgress notice={notice} /> },
      ]} />
      <Space>
        {/* Ending cannot be undone (issue #25): it asks first. */}
        <Popconfirm title={t('endConfirm')} description={t('endConfirmHint', { regions: regionNames })}
          okText={t('end')} okButtonProps={{ danger: true }} cancelText={t('common:cancel')} onConfirm={() => end()}>
          <Button danger loading={finish.isPending}>{t('end')}</Button>
        </Popconfirm>
        <Button onClick={onUpdate}>{t('update')}</Button>
      </Space>
    </Space>
  );
}
