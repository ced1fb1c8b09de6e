import { useState } from 'react';
import { App, Button, Space, Tooltip } from 'antd';
import { PlusOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_CATEGORIES, type auditStream } from '@gwn/contract/console';
import { errorText } from '../../api/api-error.ts';
import { DeleteAction } from '../../components/list/delete-action.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { formatTime } from '../../components/list/time-column.ts';
import { useDeleteDestination, useDestinations, useSendTest } from './api.ts';
import { DataTable } from '../../components/table/data-table.tsx';
import { lazyDialog } from '../../components/lazy-dialog.tsx';
import { Tag } from '../../components/tag/tag.tsx';

const DestinationDialog = lazyDialog(() => import('./destination-dialog.tsx').then((m) => m.DestinationDialog));

type Row = auditStream.StreamDestinationRow;
type Status = Row['status'][number];

/** /parameters/auditStreaming: where the audit trail streams, and how far each service's delivery is (issue 29). */
export default function AuditStreamingPage() {
  const { t, i18n } = useTranslation(['auditStreaming', 'common']);
  const { message } = App.useApp();
  const query = useDestinations();
  const remove = useDeleteDestination();
  const sendTest = useSendTest();
  const [adding, setAdding] = useState(false);
  const when = (iso: string | null) => (iso ? formatTime(iso) : t('never'));
  const chinese = i18n.language.startsWith('zh');

  const test = (r: Row) => sendTest.mutateAsync(r.id).then(
    (reply) => (reply.delivered ? void message.success(t('testDelivered')) : void message.error(t('testFailed', { error: reply.error }))),
    (err: unknown) => void message.error(errorText(err)),
  );
  const deleteOne = (r: Row) => remove.mutateAsync(r.id).then(
    () => void message.success(t('deleted')),
    (err: unknown) => void message.error(errorText(err)),
  );

  const statusOf = (s: Status) => (
    <div key={s.service} data-testid={`status-${s.service}`}>
      <Tag>{t(`service.${s.service}`)}</Tag>
      {t('lastDelivered', { time: when(s.lastDeliveredTime) })} · {t('backlog', { count: s.backlog })}
      {s.lastError && <Tooltip title={s.lastError}><Tag color="error" style={{ marginLeft: 8 }}>{t('lastError')}: {s.lastError.slice(0, 60)}</Tag></Tooltip>}
    </div>
  );

  const columns = [
    { title: t('field.name'), dataIndex: 'name', key: 'name' },
    { title: t('field.kind'), key: 'kind', render: (_: unknown, r: Row) => <>{t(`kind.${r.kind}`)}{r.tls && <Tag style={{ marginLeft: 8 }}>TLS</Tag>}</> },
    { title: t('field.target'), dataIndex: 'target', key: 'target' },
    {
      title: t('field.filter'), key: 'filter',
      render: (_: unknown, r: Row) => (r.filter.services.length + r.filter.categories.length + r.filter.actions.length === 0 ? t('everything')
        : [
          ...r.filter.services.map((s) => t(`service.${s}`)),
          ...r.filter.categories.map((c) => AUDIT_CATEGORIES[c][chinese ? 'zh' : 'en']),
          ...r.filter.actions.map((a) => AUDIT_ACTIONS[a][chinese ? 'zh' : 'en']),
        ].join(', ')),
    },
    { title: t('field.status'), key: 'status', render: (_: unknown, r: Row) => r.status.map(statusOf) },
    {
      title: t('actions'), key: 'actions', width: 180,
      render: (_: unknown, r: Row) => (
        <Space size={0}>
          <Button type="link" icon={<SendOutlined />} loading={sendTest.isPending && sendTest.variables === r.id} onClick={() => void test(r)}>{t('sendTest')}</Button>
          <DeleteAction label={t('delete', { name: r.name })} confirm={t('deleteConfirm', { name: r.name })} onConfirm={() => deleteOne(r)} />
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PageHeader actions={<Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>{t('add')}</Button>} />
      <DataTable<Row> rowKey="id" columns={columns} rows={query.data?.result ?? []} loading={query.isLoading}
        empty={t('empty')} />
      {adding && <DestinationDialog open onClose={() => setAdding(false)} />}
    </Space>
  );
}
