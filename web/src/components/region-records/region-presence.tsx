import { Space, Tooltip } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RecordCopies } from './use-record-regions.ts';
import { useRegionName } from './region-name.ts';
import { Text } from '../text/text.tsx';
import { Tag } from '../tag/tag.tsx';

/**
 * The Regions cell of a record kept in several regions: the regions that hold it (as they answered, not as
 * chosen at add time), a warning where a copy differs from this region's, and the regions that could not be asked.
 */
export function RegionPresence({ copies }: { copies: RecordCopies<unknown> }) {
  const { t } = useTranslation('common');
  const regionName = useRegionName();
  const { holders, differs, unknown, checking } = copies;
  return (
    <Space size={4} wrap>
      {holders.map((r) => <Tag key={r} style={{ marginInlineEnd: 0 }}>{regionName.name(r)}</Tag>)}
      {differs.length > 0 && (
        <Tooltip title={t('regionPresence.differsHint')}>
          <Tag color="warning" icon={<WarningOutlined />}>{t('regionPresence.differs', { regions: regionName.list(differs) })}</Tag>
        </Tooltip>
      )}
      {unknown.length > 0 && (
        <Text type="secondary">
          {t(checking ? 'regionPresence.checking' : 'regionPresence.unknown', { regions: regionName.list(unknown) })}
        </Text>
      )}
    </Space>
  );
}
