import type { ReactNode } from 'react';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/api-error.ts';
import { RingChart, type RingSlice } from './ring-chart.tsx';

interface Props {
  title: string;
  centerLabel: string;
  total: number;
  slices: RingSlice[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  extra?: ReactNode;
}

/** One dashboard ring with its numbers as text underneath (readable without the chart). */
export function RingCard({ title, centerLabel, total, slices, isPending, error, onRetry, extra }: Props) {
  const { t } = useTranslation('common');
  return (
    <Card title={title} extra={extra} style={{ height: '100%' }}>
      {isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {!isPending && error !== null && (
        <Alert type="error" showIcon title={errorText(error)} action={<Button size="small" onClick={onRetry}>{t('retry')}</Button>} />
      )}
      {slices && (
        <>
          <RingChart slices={slices} centerLabel={centerLabel} total={total} />
          <Flex wrap gap="4px 16px" justify="center" role="list" aria-label={title}>
            {slices.map((s) => (
              <Typography.Text key={s.name} role="listitem">
                {s.name}: <Typography.Text strong>{s.value}</Typography.Text>
              </Typography.Text>
            ))}
          </Flex>
        </>
      )}
    </Card>
  );
}
