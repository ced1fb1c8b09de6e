import { App, Button, Descriptions, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatInTimezone, maintenanceNotice as contract, timezoneLabel, type RegionName } from '@gwn/contract/console';
import { failureLines } from '../../../api/send-to-regions.ts';
import { useCurrentRegion } from '../../../lib/session-storage.ts';
import { useFinishNotice } from './api.ts';
import { ProgressBar } from '../../../components/progress-bar/progress-bar.tsx';

/**
 * E-mail progress of a notice: sent / failed / total (spec: progress visible while "all" is sent). A typed list is
 * e-mailed by one region only: the others say which, rather than "0 sent, 0 recipients".
 */
export function SendProgress({ notice }: { notice: contract.NoticeView }) {
  const { t } = useTranslation(['maintenanceNotice', 'common']);
  const region = useCurrentRegion();
  const { progress, mailedFrom } = notice;
  if (region && mailedFrom !== region) {
    return <span data-testid="notice-progress">{t('progress.elsewhere', { region: t(`common:region.${mailedFrom}`) })}</span>;
  }
  const finished = progress.sent + progress.failed;
  const percent = progress.total ? Math.floor((finished / progress.total) * 100) : progress.status === 'done' ? 100 : 0;
  return (
    <Space orientation="vertical" size={0} data-testid="notice-progress">
      <span>{t(`progress.${progress.status}`, { sent: progress.sent, failed: progress.failed, total: progress.total })}</span>
      <ProgressBar percent={percent} size="small" status={progress.failed ? 'exception' : progress.status === 'done' ? 'success' : 'active'}
        style={{ width: 280 }} />
    </Space>
  );
}

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
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('scheduledWindow')}>
          {`${formatInTimezone(notice.start, notice.timezone)} – ${formatInTimezone(notice.end, notice.timezone)} ${timezoneLabel(notice.timezone, notice.start)}`}
        </Descriptions.Item>
        <Descriptions.Item label={t('subject')}>{notice.subject}</Descriptions.Item>
        <Descriptions.Item label={t('region')}>{regionNames}</Descriptions.Item>
        <Descriptions.Item label={t('emailProgress')}><SendProgress notice={notice} /></Descriptions.Item>
      </Descriptions>
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
