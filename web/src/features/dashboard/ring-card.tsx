import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Skeleton, Tooltip } from 'antd';
import { dayjs } from '../../lib/dayjs.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../api/api-error.ts';
import { RingChart, type RingSlice } from './ring-chart.tsx';
import { useLegendGap } from './use-legend-gap.ts';
import { Panel } from '../../components/panel/panel.tsx';
import { Paragraph, Text } from '../../components/text/text.tsx';

interface Props {
  title: string;
  centerLabel: string;
  total: number;
  slices: RingSlice[] | undefined;
  /** What the ring counts that a reader could get wrong, under the numbers. */
  note?: string;
  isPending: boolean;
  isRefreshing: boolean;
  error: unknown;
  /** When the numbers shown were answered (ms since the epoch; 0 before the first answer). */
  updatedAt: number;
  onRefresh: () => void;
}

/**
 * One dashboard ring with its legend underneath, numbers included (readable without the chart), their time and a
 * refresh; a slice with a list of its own links to it, from the ring and from its name underneath.
 */
export function RingCard({ title, centerLabel, total, slices, note, isPending, isRefreshing, error, updatedAt, onRefresh }: Props) {
  const { t } = useTranslation('common');
  const legendGap = useLegendGap();
  const extra = (
    <Flex align="center" gap={4}>
      {updatedAt > 0 && (
        <Text type="secondary" style={{ fontSize: 12 }}>
          {t('updatedAt', { time: dayjs(updatedAt).format('HH:mm:ss') })}
        </Text>
      )}
      <Tooltip title={t('refresh')}>
        <Button type="text" size="small" aria-label={`${t('refresh')}: ${title}`} icon={<ReloadOutlined spin={isRefreshing} />} onClick={onRefresh} />
      </Tooltip>
    </Flex>
  );
  return (
    <Panel title={title} extra={extra} style={{ height: '100%' }}>
      {isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {!isPending && error !== null && (
        <Alert type="error" showIcon title={errorText(error)} action={<Button size="small" onClick={onRefresh}>{t('retry')}</Button>} />
      )}
      {slices && (
        <>
          <RingChart slices={slices} centerLabel={centerLabel} total={total} />
          {/* The ring's legend, with its numbers: readable without the chart. */}
          <Flex wrap gap={`4px ${legendGap}px`} justify="center" role="list" aria-label={title}>
            {slices.map((s) => (
              <Text key={s.name} role="listitem">
                <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 2, marginInlineEnd: 6, background: s.color }} />
                {s.to ? <Link to={s.to}>{s.name}</Link> : s.name}: <Text strong>{s.value}</Text>
              </Text>
            ))}
          </Flex>
          {note && <Paragraph type="secondary" style={{ fontSize: 12, margin: '8px 0 0', textAlign: 'center' }}>{note}</Paragraph>}
        </>
      )}
    </Panel>
  );
}
