import { App, Button, Popconfirm, Space } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { adminUsers } from '@gwn/contract/console';
import { errorText } from '../../api/api-error.ts';
import { formatTime } from '../list/time-column.ts';
import { useEndAllSessions, useEndSession, useSessions } from './api.ts';
import { DataTable } from '../table/data-table.tsx';
import { Panel } from '../panel/panel.tsx';
import { Tag } from '../tag/tag.tsx';

type Row = adminUsers.SessionRow;

/** Year-month-day hour:minute:second in local time, as every other screen shows times (not the browser's locale format). */
const when = (iso: string) => formatTime(iso);

/**
 * Active sessions: when each started and was last used, from which address and browser, with an action
 * to end one. Without `userId` they are the operator's own (personal settings); with it, that admin user's,
 * and `canForceOut` adds "end all".
 */
export function SessionsCard({ userId, canForceOut = false }: { userId?: number; canForceOut?: boolean }) {
  const { t } = useTranslation(['sessions', 'common']);
  const { message } = App.useApp();
  const owner = { userId };
  const query = useSessions(owner);
  const end = useEndSession(owner);
  const endAll = useEndAllSessions(userId ?? 0);

  const run = (work: Promise<unknown>, done: string) => work.then(
    () => void message.success(done),
    (err: unknown) => void message.error(errorText(err)),
  );

  const columns = [
    { title: t('createdAt'), dataIndex: 'createdAt', key: 'createdAt', render: (v: string, r: Row) => (
      <Space>{when(v)}{r.isCurrent && <Tag color="blue">{t('current')}</Tag>}</Space>
    ) },
    { title: t('lastSeenAt'), dataIndex: 'lastSeenAt', key: 'lastSeenAt', render: when },
    { title: t('ip'), dataIndex: 'ip', key: 'ip' },
    { title: t('browser'), dataIndex: 'browser', key: 'browser', ellipsis: true, render: (v: string) => v || '-' },
    {
      title: t('actions'), key: 'actions', width: 90,
      render: (_: unknown, r: Row) => (
        <Popconfirm title={t(r.isCurrent ? 'endCurrentConfirm' : 'endConfirm')} okText={t('common:ok')} cancelText={t('common:cancel')}
          onConfirm={() => run(end.mutateAsync(r.id), t('ended'))}>
          <Button type="text" danger icon={<LogoutOutlined />} aria-label={t('end', { ip: r.ip })} />
        </Popconfirm>
      ),
    },
  ];

  const extra = canForceOut && userId !== undefined && (query.data?.result.length ?? 0) > 0 && (
    <Popconfirm title={t('endAllConfirm')} okText={t('common:ok')} cancelText={t('common:cancel')}
      onConfirm={() => run(endAll.mutateAsync(), t('endedAll'))}>
      <Button danger loading={endAll.isPending}>{t('endAll')}</Button>
    </Popconfirm>
  );

  return (
    <Panel title={t('title')} extra={extra} size="small">
      <DataTable<Row> rowKey="id" size="small" columns={columns} rows={query.data?.result ?? []} loading={query.isLoading} empty={t('none')} />
    </Panel>
  );
}
