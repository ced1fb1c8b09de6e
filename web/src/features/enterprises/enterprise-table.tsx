import type { MouseEvent } from 'react';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { enterprises } from '@gwn/contract/console';
import { ListTable } from '../../components/list/list-table.tsx';
import { textColumn } from '../../components/list/text-column.ts';
import type { ListState } from '../../components/list/use-list-state.ts';
import { useCountryName } from '../../lib/country-names.ts';
import { usePermission } from '../../lib/use-permission.ts';
import type { EnterpriseFilter, useEnterpriseList } from './api.ts';
import { FlagSwitch } from './flag-switch.tsx';
import { Text } from '../../components/text/text.tsx';
import { Tag } from '../../components/tag/tag.tsx';

type Row = enterprises.EnterpriseRow;
const { ENTERPRISE_MFA } = enterprises;

/**
 * The contact columns (spec 1 §3), each titled by its own i18n key. The login account is nearly always the
 * e-mail, so it has no column of its own: the e-mail cell names it only when it differs.
 */
const TEXT_FIELDS = ['username', 'phone', 'country'] as const satisfies readonly (keyof Row)[];

/**
 * Shown once ticked in the column chooser, so the list fits 1440 px with its actions in view (issue 26): the contact's
 * details, and the state and deletion that the tags beside the name already tell.
 */
const HIDDEN_BY_DEFAULT = ['username', 'phone', 'country', 'state', 'activate', 'isDelete'];

interface Props {
  list: ListState<EnterpriseFilter>;
  query: ReturnType<typeof useEnterpriseList>;
  onOpen: (row: Row) => void;
  /** Sends the outdoor privilege; the switch flips back when it rejects. */
  onOutdoor: (row: Row, value: 0 | 1) => Promise<unknown>;
  onPrivileges: (row: Row) => void;
  onTransfer: (row: Row) => void;
  onRemoveMfa: (row: Row) => void;
}

/** Two-factor sign-in in words (spec 1 §3): disabled, enabled (virtual or hardware by clientType), pending activation. */
export function mfaLabel(row: Pick<Row, 'googleAuth' | 'clientType'>, t: TFunction): string {
  if (row.googleAuth === ENTERPRISE_MFA.enabled) return t(row.clientType === 1 ? 'enterprises:mfaHardware' : 'enterprises:mfaVirtual');
  if (row.googleAuth === ENTERPRISE_MFA.pending) return t('enterprises:mfaPending');
  return t('enterprises:mfaDisabled');
}

/** The enterprise's name with a tag when it is frozen or deleted, so such a row is seen at a glance. */
export function EnterpriseName({ row }: { row: Pick<Row, 'enterpriseName' | 'state' | 'isDelete'> }) {
  const { t } = useTranslation('enterprises');
  return (
    <Space size={4} wrap={false}>
      <span>{row.enterpriseName}</span>
      {row.state !== 1 && <Tag color="red">{t('frozen')}</Tag>}
      {row.isDelete === 1 && <Tag>{t('deletedTag')}</Tag>}
    </Space>
  );
}

/** The contact e-mail, and the login account under it when it is not the same address. */
function EmailCell({ row }: { row: Pick<Row, 'email' | 'account'> }) {
  const { t } = useTranslation('enterprises');
  const differs = row.account.trim().toLowerCase() !== row.email.trim().toLowerCase();
  return (
    <>
      <div>{row.email}</div>
      {differs && <Text type="secondary" style={{ fontSize: 12 }}>{t('emailAccount', { account: row.account })}</Text>}
    </>
  );
}

/** The enterprise list (spec 1 §2, §3); a click on a row (not on the outdoor switch or the actions) opens its APs. */
export function EnterpriseTable({ list, query, onOpen, onOutdoor, onPrivileges, onTransfer, onRemoveMfa }: Props) {
  const { t } = useTranslation('enterprises');
  const countryName = useCountryName();
  const canOutdoor = usePermission('enterpriseExternal');
  const canTransfer = usePermission('enterpriseTrans');
  const canRemoveMfa = usePermission('removeMfa');
  const stop = { onClick: (e: MouseEvent) => e.stopPropagation() };
  // Removing two-factor only makes sense once it is on and activated (spec 2 screen 1).
  const mfaOn = (r: Row) => r.googleAuth === ENTERPRISE_MFA.enabled;

  // A width on a column whose text can wrap (a long name, a two-word header) lets the table fit 1440 px (issue 26).
  const columns = [
    { title: t('enterpriseName'), key: 'enterpriseName', width: 220, render: (_: unknown, r: Row) => <EnterpriseName row={r} /> },
    { title: t('emailAndAccount'), key: 'email', render: (_: unknown, r: Row) => <EmailCell row={r} /> },
    // The country is named in the console's language (ICU); the record keeps what its owner typed.
    ...TEXT_FIELDS.map((field) => (field === 'country'
      ? { ...textColumn<Row>(t(field), field), render: (value: string) => countryName(value) }
      : textColumn<Row>(t(field), field))),
    // "online/total"; sorted by the total (the service's apCount sort).
    { title: t('totalAP'), dataIndex: 'totalAP', key: 'apCount', sorter: true, width: 110 },
    { title: t('state'), key: 'state', sorter: true, render: (_: unknown, r: Row) => (r.state === 1 ? <Tag color="green">{t('normal')}</Tag> : <Tag color="red">{t('frozen')}</Tag>) },
    { title: t('activate'), key: 'activate', render: (_: unknown, r: Row) => t(r.activate === 1 ? 'active' : 'inactive') },
    { title: t('isDelete'), key: 'isDelete', render: (_: unknown, r: Row) => t(r.isDelete === 1 ? 'yes' : 'no') },
    { title: t('mfa'), key: 'mfa', width: 120, render: (_: unknown, r: Row) => mfaLabel(r, t) },
    { title: t('createTime'), dataIndex: 'createTimeStr', key: 'createTime', sorter: true },
    {
      title: t('outdoor'), key: 'outdoor', onCell: () => stop,
      render: (_: unknown, r: Row) => (
        <FlagSwitch size="small" value={r.outdoor} disabled={!canOutdoor} label={t('outdoorOf', { name: r.enterpriseName })}
          onSave={(value) => onOutdoor(r, value)} />
      ),
    },
    {
      title: t('actions'), key: 'actions', onCell: () => stop,
      render: (_: unknown, r: Row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => onPrivileges(r)}>{t('privileges')}</Button>
          {canTransfer && <Button type="link" size="small" onClick={() => onTransfer(r)}>{t('transfer')}</Button>}
          {canRemoveMfa && (
            <Tooltip title={mfaOn(r) ? undefined : t(r.googleAuth === ENTERPRISE_MFA.pending ? 'mfaNotActivated' : 'mfaNotEnabled')}>
              <Popconfirm title={t('removeMfaConfirm', { email: r.email })} disabled={!mfaOn(r)} onConfirm={() => onRemoveMfa(r)}>
                <Button type="link" size="small" disabled={!mfaOn(r)}>{t('removeMfa')}</Button>
              </Popconfirm>
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];

  return (
    <ListTable<Row, EnterpriseFilter>
      rowKey="id" columns={columns} list={list} query={query} active={list.search !== ''} idleText={t('searchHint')} hiddenByDefault={HIDDEN_BY_DEFAULT}
      onRow={(r) => ({ onClick: () => onOpen(r), style: { cursor: 'pointer' } })}
    />
  );
}
