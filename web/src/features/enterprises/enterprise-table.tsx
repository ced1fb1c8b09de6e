import type { MouseEvent } from 'react';
import { Button, Popconfirm, Space, Switch, Table, Tag, Tooltip, type TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import type { enterprises } from '@gwn/contract';
import { usePermission } from '../../lib/use-permission.ts';

type Row = enterprises.EnterpriseRow;

interface Props {
  rows: Row[];
  loading: boolean;
  pagination: TablePaginationConfig | false;
  onOpen: (row: Row) => void;
  onOutdoor: (row: Row, value: 0 | 1) => void;
  onPrivileges: (row: Row) => void;
  onTransfer: (row: Row) => void;
  onRemoveMfa: (row: Row) => void;
}

/** The enterprise list (spec 1 §2, §3); a click on a row (not on the outdoor switch or the actions) opens its APs. */
export function EnterpriseTable({ rows, loading, pagination, onOpen, onOutdoor, onPrivileges, onTransfer, onRemoveMfa }: Props) {
  const { t } = useTranslation('enterprises');
  const canOutdoor = usePermission('enterpriseExternal');
  const canTransfer = usePermission('enterpriseTrans');
  const canRemoveMfa = usePermission('removeMfa');
  const stop = { onClick: (e: MouseEvent) => e.stopPropagation() };
  const mfa = (row: Row) => (row.googleAuth === 1 ? t(row.clientType === 1 ? 'mfaHardware' : 'mfaVirtual') : t('mfaDisabled'));

  const columns = [
    { title: t('enterpriseName'), dataIndex: 'enterpriseName', key: 'name' },
    { title: t('username'), dataIndex: 'username', key: 'username' },
    { title: t('account'), dataIndex: 'account', key: 'account' },
    { title: t('email'), dataIndex: 'email', key: 'email' },
    { title: t('phone'), dataIndex: 'phone', key: 'phone' },
    { title: t('country'), dataIndex: 'country', key: 'country' },
    { title: t('totalAP'), dataIndex: 'totalAP', key: 'totalAP' },
    { title: t('state'), key: 'state', render: (_: unknown, r: Row) => (r.state === 1 ? <Tag color="green">{t('normal')}</Tag> : <Tag color="red">{t('frozen')}</Tag>) },
    { title: t('activate'), key: 'activate', render: (_: unknown, r: Row) => t(r.activate === 1 ? 'active' : 'inactive') },
    { title: t('isDelete'), key: 'isDelete', render: (_: unknown, r: Row) => t(r.isDelete === 1 ? 'yes' : 'no') },
    { title: t('mfa'), key: 'mfa', render: (_: unknown, r: Row) => mfa(r) },
    { title: t('createTime'), dataIndex: 'createTimeStr', key: 'created' },
    {
      title: t('outdoor'), key: 'outdoor', onCell: () => stop,
      render: (_: unknown, r: Row) => (
        <Switch
          size="small" checked={r.outdoor === 1} disabled={!canOutdoor} aria-label={t('outdoorOf', { name: r.enterpriseName })}
          onChange={(on) => onOutdoor(r, on ? 1 : 0)}
        />
      ),
    },
    {
      title: t('actions'), key: 'actions', onCell: () => stop,
      render: (_: unknown, r: Row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => onPrivileges(r)}>{t('privileges')}</Button>
          {canTransfer && <Button type="link" size="small" onClick={() => onTransfer(r)}>{t('transfer')}</Button>}
          {canRemoveMfa && (
            <Tooltip title={r.googleAuth === 1 ? undefined : t('mfaNotEnabled')}>
              <Popconfirm title={t('removeMfaConfirm', { email: r.email })} disabled={r.googleAuth !== 1} onConfirm={() => onRemoveMfa(r)}>
                <Button type="link" size="small" disabled={r.googleAuth !== 1}>{t('removeMfa')}</Button>
              </Popconfirm>
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Table<Row>
      rowKey="id" columns={columns} dataSource={rows} loading={loading} pagination={pagination} scroll={{ x: 'max-content' }}
      onRow={(r) => ({ onClick: () => onOpen(r), style: { cursor: 'pointer' } })}
    />
  );
}
