import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentRegion, useStored, writeStored } from '../../lib/session-storage.ts';
import { useNow } from '../../lib/use-now.ts';
import { useCurrentBulletin } from './api.ts';
import { SanitizedHtml } from '../../components/rich-text-editor/sanitized-html.tsx';

/**
 * The current region's system bulletin in the shell, while its window is open (the service decides; the end is
 * checked here too so a bulletin goes at its end without waiting for the next poll). Closing it is remembered
 * per region and version (its save time), so a changed bulletin shows again.
 */
export function BulletinBanner() {
  const { t } = useTranslation('shell');
  const region = useCurrentRegion();
  const current = useCurrentBulletin();
  const dismissed = useStored('dismissedBulletin');
  const now = useNow(10_000);
  const bulletin = current.data?.systemBulletin;
  if (!bulletin || bulletin.endAt <= now) return null;
  const version = `${region}:${bulletin.updateTime}`;
  if (dismissed === version) return null;
  return (
    <Alert type="info" showIcon closable={{ 'aria-label': t('bulletinDismiss') }} style={{ marginBottom: 12 }} data-testid="bulletin-banner"
      title={bulletin.title}
      description={<SanitizedHtml html={bulletin.value} className="bulletin-content" />}
      onClose={() => writeStored('dismissedBulletin', version)} />
  );
}
