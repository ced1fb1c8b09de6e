import { useState } from 'react';
import { App, Button, Space } from 'antd';
import { Input } from '../../components/inputs.ts';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { personal } from '@gwn/contract/console';
import type { z } from 'zod';
import { formatTime } from '../../components/list/time-column.ts';
import { useAddSecurityKey, useRemoveSecurityKey, useSecurityKeys } from './api.ts';
import { DataTable } from '../../components/table/data-table.tsx';
import { lazyDialog } from '../../components/lazy-dialog.tsx';

const ReauthDialog = lazyDialog(() => import('./reauth-dialog.tsx').then((m) => m.ReauthDialog));

type Key = z.infer<typeof personal.securityKey>;

const when = (iso: string | null) => (iso ? formatTime(iso) : '-');

/**
 * The FIDO2 keys of an operator whose second factor they are: name, when added, when last used to sign
 * in; another key is added with a name (the browser asks the key), one is removed after confirmation.
 * Both ask first for the current password or a touch of a key already registered (re-authentication).
 * The last key stays: removing it is removing two-factor, which has its own button.
 */
export function SecurityKeys() {
  const { t } = useTranslation(['personal', 'common']);
  const { message } = App.useApp();
  const keys = useSecurityKeys(true);
  const add = useAddSecurityKey();
  const remove = useRemoveSecurityKey();
  const [name, setName] = useState('');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Key | null>(null);
  const count = keys.data?.length ?? 0;

  const columns = [
    { title: t('keys.name'), dataIndex: 'name', key: 'name' },
    { title: t('keys.createdAt'), dataIndex: 'createdAt', key: 'createdAt', render: when },
    { title: t('keys.lastUsedAt'), dataIndex: 'lastUsedAt', key: 'lastUsedAt', render: when },
    {
      title: t('keys.actions'), key: 'actions', width: 90,
      render: (_: unknown, k: Key) => (
        <Button type="text" danger icon={<DeleteOutlined />} disabled={count <= 1} title={count <= 1 ? t('keys.lastOne') : undefined}
          aria-label={t('keys.remove', { name: k.name })} onClick={() => setRemoving(k)} />
      ),
    },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="security-keys">
      <DataTable<Key> rowKey="id" size="small" columns={columns} rows={keys.data ?? []} loading={keys.isLoading} empty={t('keys.none')} />
      <Space.Compact style={{ maxWidth: 420 }}>
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={64} placeholder={t('keys.namePlaceholder')} aria-label={t('keys.name')} />
        <Button icon={<PlusOutlined />} loading={add.isPending} onClick={() => setAdding(true)}>{t('keys.add')}</Button>
      </Space.Compact>
      {adding && (
        <ReauthDialog title={t('reauth.addKeyTitle')} okText={t('reauth.continue')} keyAllowed onClose={() => setAdding(false)}
          onConfirm={async (proof) => {
            await add.mutateAsync({ name: name.trim(), proof });
            setName('');
            void message.success(t('keys.added'));
          }}>
          {t('reauth.addKeyHint')}
        </ReauthDialog>
      )}
      {removing && (
        <ReauthDialog title={t('reauth.removeKeyTitle')} okText={t('mfa.remove')} keyAllowed onClose={() => setRemoving(null)}
          onConfirm={async (proof) => {
            await remove.mutateAsync({ id: removing.id, proof });
            void message.success(t('keys.removed'));
          }}>
          {t('keys.removeConfirm', { name: removing.name })}
        </ReauthDialog>
      )}
    </Space>
  );
}
