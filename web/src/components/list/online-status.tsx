import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Tag } from '../tag/tag.tsx';

/**
 * A device's online state in words (a colour alone says nothing to a reader of the text, or to a screen
 * reader): a tag in a column of its own, or a labelled dot beside what it belongs to.
 */
export function OnlineStatus({ online, variant = 'tag' }: { online: boolean; variant?: 'tag' | 'badge' | 'dot' }) {
  const { t } = useTranslation('common');
  const text = t(online ? 'device.online' : 'device.offline');
  // The dot alone (spec 3 §2: beside the MAC), named for screen readers and on hover.
  if (variant === 'dot') return <span role="img" aria-label={text} title={text}><Badge status={online ? 'success' : 'default'} /></span>;
  if (variant === 'badge') return <Badge status={online ? 'success' : 'default'} text={text} />;
  return <Tag color={online ? 'green' : 'default'}>{text}</Tag>;
}
