import { App, Button, Space } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { apDevices } from '@gwn/contract';
import { errorText } from '../../api/api-error.ts';
import { DeleteAction } from '../../components/list/delete-action.tsx';
import { ListTable } from '../../components/list/list-table.tsx';
import { textColumn } from '../../components/list/text-column.ts';
import { useListState } from '../../components/list/use-list-state.ts';
import { RegionSelect } from '../../components/region-select.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { usePermission } from '../../lib/use-permission.ts';
import { useApSearch, useDeleteAp, useExportAps } from './api.ts';

type Row = apDevices.ApDeviceRow;

/** The columns of spec 2 screen 2, each titled by its own i18n key. */
const TEXT_FIELDS = [
  'mac', 'apType', 'versionFirmware', 'versionBoot', 'enterprise', 'enterpriseMainAccount', 'enterpriseEmail', 'network',
] as const satisfies readonly (keyof Row)[];

/** /ap: AP search by MAC in a chosen region, with delete (apDel) and export (apExport) (spec 2 screen 2). */
export default function ApDevicePage() {
  const { t } = useTranslation('apDevices');
  const { message } = App.useApp();
  const list = useListState({ table: 'apDevices', ownRegion: true });
  const query = useApSearch(list);
  const remove = useDeleteAp(list.region);
  const exporter = useExportAps(list.region);
  const canDelete = usePermission('apDel');
  const canExport = usePermission('apExport');
  const fail = (err: unknown) => void message.error(errorText(err));

  const columns = [
    ...TEXT_FIELDS.map((field) => textColumn<Row>(t(field), field)),
    ...(canDelete ? [{
      title: t('actions'), key: 'actions',
      render: (_: unknown, r: Row) => (
        <DeleteAction label={t('delete', { mac: r.mac })} confirm={t('deleteConfirm', { mac: r.mac })}
          onConfirm={() => remove.mutateAsync(r.mac).then(() => void message.success(t('deleted')), fail)} />
      ),
    }] : []),
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <RegionSelect label={t('region')} value={list.region} onChange={list.setRegion} />
        <SearchInput placeholder={t('searchPlaceholder')} maxLength={17} style={{ width: 320 }} value={list.search} onSearch={list.setSearch} />
        {canExport && (
          <Button icon={<ExportOutlined />} disabled={!list.search} loading={exporter.isPending} onClick={() => exporter.mutateAsync(list.search).catch(fail)}>
            {t('export')}
          </Button>
        )}
      </Space>
      <ListTable<Row, object> rowKey="mac" columns={columns} list={list} query={query} active={list.search !== ''}
        idleText={t('searchHint')} scroll={{ x: 'max-content' }} />
    </Space>
  );
}
