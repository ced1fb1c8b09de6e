import { Button, Space } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { parameters, type EndpointDescriptor } from '@gwn/contract/console';
import type { RecordCopies } from '../../components/region-records/use-record-regions.ts';
import { lazyDialog } from '../../components/lazy-dialog.tsx';

const RegionDeleteDialog = lazyDialog(() => import('../../components/region-records/region-delete-dialog.tsx').then((m) => m.RegionDeleteDialog));

/** What a parameter or parameter-type screen has open: the add dialog, or one key's edit or delete dialog. */
export type KeyDialog<Row> = { mode: 'add' } | { mode: 'edit' | 'delete'; row: Row; copies: RecordCopies<Row> } | null;

interface ActionsProps<Row> {
  row: Row;
  copies: RecordCopies<Row>;
  editLabel: string;
  deleteLabel: string;
  open: (dialog: KeyDialog<Row>) => void;
}

/** A key's edit and delete buttons; both offer the regions holding the key, so they wait for every region's answer. */
export function KeyRowActions<Row>({ row, copies, editLabel, deleteLabel, open }: ActionsProps<Row>) {
  return (
    <Space size={0}>
      <Button type="text" icon={<EditOutlined />} aria-label={editLabel} disabled={copies.checking} onClick={() => open({ mode: 'edit', row, copies })} />
      <Button type="text" danger icon={<DeleteOutlined />} aria-label={deleteLabel} disabled={copies.checking} onClick={() => open({ mode: 'delete', row, copies })} />
    </Space>
  );
}

interface DeleteProps {
  title: string;
  /** parameterDelete or typeDelete: both delete by key. */
  endpoint: typeof parameters.parameterDelete | typeof parameters.typeDelete;
  recordKey: string;
  holders: RecordCopies<unknown>['holders'];
  refresh: readonly EndpointDescriptor[];
  onClose: () => void;
}

/** Deletes a key from the regions holding it (all unless narrowed), each region's outcome shown. */
export function KeyDeleteDialog({ title, endpoint, recordKey, holders, refresh, onClose }: DeleteProps) {
  return <RegionDeleteDialog<typeof endpoint> title={title} endpoint={endpoint} holders={holders} payloadFor={() => ({ key: recordKey })} refresh={refresh} onClose={onClose} />;
}
