import { useState } from 'react';
import { App, Button, Space } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { roles } from '@gwn/contract/console';
import { errorText } from '../../api/api-error.ts';
import { DeleteAction } from '../../components/list/delete-action.tsx';
import { useDeleteRole, useRoleList } from './api.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { useBuiltInRoleText } from '../../components/built-in-role-text.ts';
import { DataTable } from '../../components/table/data-table.tsx';
import { lazyDialog } from '../../components/lazy-dialog.tsx';
import { Tag } from '../../components/tag/tag.tsx';

const RoleDialog = lazyDialog(() => import('./role-dialog.tsx').then((m) => m.RoleDialog));

type Row = roles.RoleRow;

/**
 * /role/list: the roles, with edit and delete icons where the service says the operator may change them
 * (`mayEdit`: not built in, not their own, nothing in it they lack); roles in use cannot be deleted (spec 3 §6).
 */
export default function RolePage() {
  const { t } = useTranslation(['roles', 'common']);
  const { message } = App.useApp();
  const query = useRoleList();
  const remove = useDeleteRole();
  const [dialog, setDialog] = useState<{ editing: Row | null } | null>(null);
  const builtIn = useBuiltInRoleText();

  const columns = [
    { title: t('field.roleName'), dataIndex: 'roleName', key: 'roleName', render: (v: string, r: Row) => (
      <Space>{r.edit !== 0 ? builtIn.name(v) : v}{r.edit !== 0 && <Tag>{t('builtIn')}</Tag>}</Space>
    ) },
    { title: t('field.description'), dataIndex: 'description', key: 'description', render: (v: string, r: Row) => (r.edit !== 0 ? builtIn.description(v) : v) },
    { title: t('field.userCount'), dataIndex: 'userCount', key: 'userCount', width: 100 },
    {
      title: t('actions'), key: 'actions', width: 120,
      render: (_: unknown, r: Row) => r.mayEdit && (
        <Space size={0}>
          <Button type="text" icon={<EditOutlined />} aria-label={t('edit', { name: r.roleName })} onClick={() => setDialog({ editing: r })} />
          {r.userCount === 0 && (
            <DeleteAction label={t('delete', { name: r.roleName })} confirm={t('deleteConfirm', { name: r.roleName })}
              onConfirm={() => remove.mutateAsync(r.id).then(() => void message.success(t('deleted')), (err: unknown) => void message.error(errorText(err)))} />
          )}
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PageHeader actions={<Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ editing: null })}>{t('add')}</Button>} />
      <DataTable<Row> rowKey="id" columns={columns} rows={query.data?.result ?? []} loading={query.isLoading} />
      <RoleDialog key={dialog ? String(dialog.editing?.id ?? 'add') : 'closed'} open={dialog !== null} editing={dialog?.editing ?? null} onClose={() => setDialog(null)} />
    </Space>
  );
}
