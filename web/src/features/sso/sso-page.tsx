import { useState } from 'react';
import { Alert, App, Button, Space } from 'antd';
import { EditOutlined, LoginOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { sso } from '@gwn/contract/console';
import { errorText } from '../../api/api-error.ts';
import { DeleteAction } from '../../components/list/delete-action.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useDeleteProvider, useProviderList, useTryProvider } from './api.ts';
import { DataTable } from '../../components/table/data-table.tsx';
import { lazyDialog } from '../../components/lazy-dialog.tsx';
import { CopyText } from '../../components/text/copy-text.tsx';
import { Tag } from '../../components/tag/tag.tsx';

const ProviderDialog = lazyDialog(() => import('./provider-dialog.tsx').then((m) => m.ProviderDialog));

type Row = sso.ProviderRow;

/**
 * /parameters/sso (super administrators only): the OpenID Connect identity providers operators may sign in
 * through, the redirect URI to register at them, and "Try sign-in" to see what a provider's answer maps to
 * before enabling it.
 */
export default function SsoPage() {
  const { t } = useTranslation(['sso', 'common']);
  const { message } = App.useApp();
  const query = useProviderList();
  const remove = useDeleteProvider();
  const tryIt = useTryProvider();
  const [dialog, setDialog] = useState<{ editing: Row | null } | null>(null);

  const columns = [
    { title: t('field.name'), dataIndex: 'name', key: 'name' },
    { title: t('field.issuer'), dataIndex: 'issuer', key: 'issuer' },
    { title: t('field.clientId'), dataIndex: 'clientId', key: 'clientId' },
    {
      title: t('field.enabled'), dataIndex: 'enabled', key: 'enabled', width: 110,
      render: (v: boolean) => <Tag color={v ? 'success' : 'default'}>{t(v ? 'enabled' : 'disabled')}</Tag>,
    },
    { title: t('field.userCount'), dataIndex: 'userCount', key: 'userCount', width: 110 },
    {
      title: t('actions'), key: 'actions', width: 170,
      render: (_: unknown, r: Row) => (
        <Space size={0}>
          <Button type="text" icon={<EditOutlined />} aria-label={t('edit', { name: r.name })} onClick={() => setDialog({ editing: r })} />
          <Button type="text" icon={<LoginOutlined />} aria-label={t('try', { name: r.name })} title={t('tryHint')}
            loading={tryIt.isPending && tryIt.variables === r.id}
            onClick={() => tryIt.mutate(r.id, { onError: (err) => void message.error(errorText(err)) })} />
          <DeleteAction label={t('delete', { name: r.name })} confirm={t('deleteConfirm', { name: r.name, count: r.userCount })}
            onConfirm={() => remove.mutateAsync(r.id).then(() => void message.success(t('deleted')), (err: unknown) => void message.error(errorText(err)))} />
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PageHeader actions={<Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ editing: null })}>{t('add')}</Button>} />
      {query.data && (
        <Alert type="info" showIcon title={t('redirectHint')}
          description={<CopyText code data-testid="sso-redirect-uri">{query.data.redirectUri}</CopyText>} />
      )}
      {query.error && <Alert type="error" showIcon title={errorText(query.error)} />}
      <DataTable<Row> rowKey="id" columns={columns} rows={query.data?.result ?? []} loading={query.isLoading} />
      {dialog && <ProviderDialog editing={dialog.editing} onClose={() => setDialog(null)} />}
    </Space>
  );
}
