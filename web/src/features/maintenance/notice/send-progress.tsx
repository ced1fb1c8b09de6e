import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { maintenanceNotice as contract } from '@gwn/contract/console';
import { useCurrentRegion } from '../../../lib/session-storage.ts';
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
