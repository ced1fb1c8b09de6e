import { useState } from 'react';
import { Button, Modal, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, LaptopOutlined, PlusOutlined, SafetyOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { adminUsers } from '@gwn/contract/console';
import { ListTable } from '../../components/list/list-table.tsx';
import { useListState } from '../../components/list/use-list-state.ts';
import { SearchInput } from '../../components/search-input.tsx';
import { SessionsCard } from '../../components/sessions/sessions-card.tsx';
import { useAdminUserList } from './api.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { lazyDialog } from '../../components/lazy-dialog.tsx';
import { Tag } from '../../components/tag/tag.tsx';

const AdminUserDialog = lazyDialog(() => import('./admin-user-dialog.tsx').then((m) => m.AdminUserDialog));
const DeleteUserDialog = lazyDialog(() => import('./delete-user-dialog.tsx').then((m) => m.DeleteUserDialog), (p) => p.user !== null);
const RemoveMfaDialog = lazyDialog(() => import('./remove-mfa-dialog.tsx').then((m) => m.RemoveMfaDialog), (p) => p.user !== null);

type Row = adminUsers.AdminUserRow;
const dash = (v: string) => v || '-';

/** Two-factor in words with its type once chosen (spec 3 §4, §9): "Enabled (TOTP)", "Pending (App)", "Disabled". */
export function twoFactorText(row: Pick<Row, 'googleAuth' | 'clientType'>, t: TFunction): string {
  if (row.googleAuth !== 1 && row.googleAuth !== 2) return t('adminUsers:twoFactor.disabled');
  const state = t(row.googleAuth === 1 ? 'adminUsers:twoFactor.enabled' : 'adminUsers:twoFactor.pending');
  const type = TWO_FACTOR_TYPES[row.clientType];
  return type ? t('adminUsers:twoFactor.withType', { state, type: t(`adminUsers:twoFactor.type.${type}`) }) : state;
}
const TWO_FACTOR_TYPES: Partial<Record<number, 'app' | 'totp' | 'fido'>> = { 0: 'app', 1: 'totp', 2: 'fido' };

/**
 * /users/list: admin users (spec 3 "Admin users"). Rows the operator may not manage (their own, root, anyone
 * holding what the operator lacks: the service's `mayManage`) offer no edit, delete, force-out or factor removal.
 */
export default function AdminUserPage() {
  const { t } = useTranslation(['adminUsers', 'common']);
  const list = useListState({ table: 'adminUsers' });
  const query = useAdminUserList(list);
  const [dialog, setDialog] = useState<{ editing: Row | null } | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [removingMfa, setRemovingMfa] = useState<Row | null>(null);
  const [sessionsOf, setSessionsOf] = useState<Row | null>(null);


  const columns = [
    // Long names and e-mails are cut with the whole text on hover, so the list fits 1440 px whatever it holds (issue 26).
    { title: t('field.name'), dataIndex: 'name', key: 'name', width: 150, ellipsis: true },
    { title: t('field.email'), dataIndex: 'email', key: 'email', width: 190, ellipsis: true },
    { title: t('field.account'), dataIndex: 'account', key: 'account', width: 140, ellipsis: true, render: dash },
    { title: t('field.role'), dataIndex: 'role', key: 'role', width: 140, ellipsis: true },
    { title: t('field.twoFactor'), key: 'googleAuth', render: (_: unknown, r: Row) => twoFactorText(r, t) },
    { title: t('field.creator'), dataIndex: 'creator', key: 'creator', render: dash },
    { title: t('field.status'), dataIndex: 'active', key: 'active', render: (v: number) => (
      <Tag color={v === 1 ? 'green' : 'default'}>{t(v === 1 ? 'status.activated' : 'status.inactivated')}</Tag>
    ) },
    { title: t('field.lastActiveIp'), dataIndex: 'lastActiveIp', key: 'lastActiveIp', render: dash },
    { title: t('field.lastActiveTimeStr'), dataIndex: 'lastActiveTimeStr', key: 'lastActiveTimeStr', render: dash },
    {
      // Four icon buttons of 32 px and the cell's sides.
      title: t('actions'), key: 'actions', width: 150,
      render: (_: unknown, r: Row) => (
        <Space size={0}>
          {r.mayManage && (
            <Button type="text" icon={<EditOutlined />} aria-label={t('edit', { name: r.name })} onClick={() => setDialog({ editing: r })} />
          )}
          {(r.mayManage || r.isCurrent) && (
            <Tooltip title={t('sessions')}>
              <Button type="text" icon={<LaptopOutlined />} aria-label={t('sessionsOf', { name: r.name })} onClick={() => setSessionsOf(r)} />
            </Tooltip>
          )}
          {r.googleAuth === 1 && r.mayManage && (
            <Button type="text" icon={<SafetyOutlined />} aria-label={t('removeMfa', { name: r.name })} onClick={() => setRemovingMfa(r)} />
          )}
          {r.googleAuth === 2 && r.mayManage && (
            <Button type="text" icon={<SafetyOutlined />} aria-label={t('clearPendingMfa', { name: r.name })} onClick={() => setRemovingMfa(r)} />
          )}
          {r.mayManage && (
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('delete', { name: r.name })} onClick={() => setDeleting(r)} />
          )}
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PageHeader actions={<Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ editing: null })}>{t('add')}</Button>} />
      <Space wrap>
        <SearchInput allowEmpty value={list.search} onSearch={list.setSearch} placeholder={t('searchPlaceholder')} style={{ width: 320 }} />
      </Space>
      {/* The creator and the last IP are shown once ticked in the column chooser: the list fits 1440 px (issue 26). */}
      {/* A set width lays the table out fixed: the cut columns keep their widths whatever the names, so it fits 1440 px. */}
      <ListTable<Row, object> rowKey="id" columns={columns} list={list} query={query} hiddenByDefault={['creator', 'lastActiveIp']} scroll={{ x: 1100 }} />
      <AdminUserDialog key={dialog ? String(dialog.editing?.id ?? 'add') : 'closed'} open={dialog !== null} editing={dialog?.editing ?? null} onClose={() => setDialog(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
      <RemoveMfaDialog user={removingMfa} onClose={() => setRemovingMfa(null)} />
      <Modal open={sessionsOf !== null} title={t('sessionsTitle', { name: sessionsOf?.name ?? '' })} footer={null} width={860}
        onCancel={() => setSessionsOf(null)} destroyOnHidden>
        {sessionsOf && <SessionsCard userId={sessionsOf.id} canForceOut={sessionsOf.mayManage} />}
      </Modal>
    </Space>
  );
}
