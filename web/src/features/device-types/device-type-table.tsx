import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { deviceTypes } from '@gwn/contract/console';
import { ListTable } from '../../components/list/list-table.tsx';
import { formatTime } from '../../components/list/time-column.ts';
import type { ListState } from '../../components/list/use-list-state.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';
import { usePermission } from '../../lib/use-permission.ts';
import { RegionPresence } from '../../components/region-records/region-presence.tsx';
import { useDeviceTypeRegions, type DeviceTypeFilters, type useDeviceTypeList } from './api.ts';
import type { Column } from '../../components/table/column.ts';
import { Tag, type TagColor } from '../../components/tag/tag.tsx';

type Row = deviceTypes.DeviceTypeRow;

const STATE_COLOR: Record<Row['state'], TagColor> = { 1: 'green', 0: 'default', 2: 'gold' };

interface Props {
  list: ListState<DeviceTypeFilters>;
  query: ReturnType<typeof useDeviceTypeList>;
  selected: readonly Row[];
  onSelect: (rows: Row[]) => void;
  onEdit: (id: number) => void;
  onEditFunctions: (id: number) => void;
  onDelete: (ids: number[]) => void;
}

/** At most this many keys are named in a delete's question; the rest are counted. */
const NAMED_MAX = 10;

/** What a delete removes, by key, and from which region (issue #25: a batch delete names what it deletes). */
export function DeletedNames({ rows }: { rows: readonly Pick<Row, 'deviceType'>[] }) {
  const { t } = useTranslation(['deviceTypes', 'common']);
  const region = useCurrentRegion();
  const keys = rows.map((r) => r.deviceType);
  const names = keys.length > NAMED_MAX
    ? t('andMore', { names: keys.slice(0, NAMED_MAX).join(', '), count: keys.length - NAMED_MAX })
    : keys.join(', ');
  return <span data-testid="deleted-names">{t('deleteNames', { region: region ? t(`common:region.${region}`) : '', names })}</span>;
}

/** The device-type list with every column of spec 2 screen 4; actions follow the operator's permissions. */
export function DeviceTypeTable({ list, query, selected, onSelect, onEdit, onEditFunctions, onDelete }: Props) {
  const { t } = useTranslation(['deviceTypes', 'common']);
  const canEdit = usePermission('deviceTypeEdit');
  const canDelete = usePermission('deviceTypeDelete');
  const canEditFunctions = usePermission('deviceTypeFunctionEdit');
  const copiesOf = useDeviceTypeRegions((query.data?.result ?? []).map((r) => r.deviceType), list.region);

  const columns: Column<Row>[] = [
    { key: 'deviceType', title: t('field.deviceType'), dataIndex: 'deviceType', fixed: 'left', width: 130 },
    { key: 'deviceTypeName', title: t('field.deviceTypeName'), dataIndex: 'deviceTypeName', ellipsis: true },
    { key: 'state', title: t('field.state'), dataIndex: 'state', render: (s: Row['state']) => <Tag color={STATE_COLOR[s]}>{t(`state.${s}`)}</Tag> },
    { key: 'createTimeStr', title: t('field.createTime'), dataIndex: 'createTime', render: formatTime },
    { key: 'modifyTimeStr', title: t('field.modifyTime'), dataIndex: 'modifyTime', render: formatTime },
    { key: 'deviceKinds', title: t('field.deviceKinds'), dataIndex: 'deviceKinds', render: (k: Row['deviceKinds']) => t(`kind.${k}`) },
    { key: 'executeType', title: t('field.executeType'), dataIndex: 'executeType' },
    { key: 'ssidNumber', title: t('field.ssidNumber'), dataIndex: 'ssidNumber' },
    { key: 'minimumVersion', title: t('field.minimumVersion'), dataIndex: 'minimumVersion' },
    { key: 'recommendVersion', title: t('field.recommendVersion'), dataIndex: 'recommendVersion' },
    { key: 'betaVersion', title: t('field.betaVersion'), dataIndex: 'betaVersion' },
    { key: 'order', title: t('field.order'), dataIndex: 'order' },
    { key: 'regions', title: t('common:regionPresence.column'), render: (_, row) => <RegionPresence copies={copiesOf(row.deviceType)} /> },
    {
      key: 'actions', title: t('actions'), fixed: 'right', width: 130,
      render: (_, row) => (
        <Space size={0}>
          {canEdit && (
            <Tooltip title={t('edit')}>
              <Button type="link" icon={<EditOutlined />} aria-label={`${t('edit')} ${row.deviceType}`} onClick={() => onEdit(row.id)} />
            </Tooltip>
          )}
          {canEditFunctions && (
            <Tooltip title={t('editFunctions')}>
              <Button type="link" icon={<UnorderedListOutlined />} aria-label={`${t('editFunctions')} ${row.deviceType}`} onClick={() => onEditFunctions(row.id)} />
            </Tooltip>
          )}
          {canDelete && (
            <Popconfirm title={t('deleteConfirm', { count: 1 })} description={<DeletedNames rows={[row]} />} onConfirm={() => onDelete([row.id])} okText={t('common:ok')} cancelText={t('common:cancel')}>
              <Button type="link" danger icon={<DeleteOutlined />} aria-label={`${t('delete')} ${row.deviceType}`} />
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <ListTable<Row, DeviceTypeFilters>
      rowKey="id"
      size="middle"
      columns={columns}
      list={list}
      query={query}
      // Rows chosen on other pages stay chosen, with their keys, so the delete can name them all.
      rowSelection={canDelete ? {
        selectedRowKeys: selected.map((r) => r.id), preserveSelectedRowKeys: true,
        onChange: (_keys, rows) => onSelect(rows.filter((r): r is Row => r !== undefined)),
      } : undefined}
    />
  );
}
