import { App, Button, Popconfirm } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/api-error.ts';

interface Props {
  /** The button's accessible name, e.g. "Delete GWN7660-1.0.2". */
  label: string;
  /** The question, e.g. "Delete firmware GWN7660-1.0.2?". */
  confirm: string;
  /** Runs after OK; while its promise runs the OK button shows loading. */
  onConfirm: () => Promise<unknown> | void;
}

/** A row's delete action: a danger icon button that asks first. */
export function DeleteAction({ label, confirm, onConfirm }: Props) {
  const { t } = useTranslation('common');
  return (
    <Popconfirm title={confirm} onConfirm={onConfirm} okText={t('ok')} cancelText={t('cancel')}>
      <Button type="text" danger icon={<DeleteOutlined />} aria-label={label} />
    </Popconfirm>
  );
}

/** An actions column holding only the delete action, for screens whose rows have nothing else to do. */
export function deleteColumn<Row>(title: string, action: (row: Row) => Props): ColumnType<Row> {
  return { title, key: 'actions', width: 90, render: (_: unknown, row: Row) => <DeleteAction {...action(row)} /> };
}

/** Says how a delete went: the success text, or the error kept until closed (spec 2 §8: plugins, firmware). */
export function useDeleteFeedback(successText: string) {
  const { message, notification } = App.useApp();
  return (deleting: Promise<unknown>) => deleting.then(
    () => void message.success(successText),
    (err: unknown) => notification.error({ message: errorText(err), duration: 0 }),
  );
}
