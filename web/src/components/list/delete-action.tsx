import type { ReactNode } from 'react';
import { App, Button, Popconfirm } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/api-error.ts';
import type { Column } from '../table/column.ts';

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

interface BulkProps {
  /** How many rows are selected; none disables the button. */
  count: number;
  /** The button's text, e.g. "Delete selected (3)". */
  label: string;
  /** The question asked first; without it the press goes straight to onDelete (a screen with its own dialog). */
  confirm?: string;
  /** Shown under the question, e.g. the names about to go. */
  description?: ReactNode;
  busy?: boolean;
  /** Disabled for a reason besides an empty selection. */
  disabled?: boolean;
  onDelete: () => unknown;
}

/** A list's "delete the selected rows" button, asking first when given a question. */
export function BulkDeleteButton({ count, label, confirm, description, busy, disabled, onDelete }: BulkProps) {
  const { t } = useTranslation('common');
  const off = count === 0 || disabled;
  const button = (
    <Button danger icon={<DeleteOutlined />} disabled={off} loading={busy} onClick={confirm ? undefined : () => void onDelete()}>{label}</Button>
  );
  if (!confirm) return button;
  return (
    <Popconfirm title={confirm} description={description} disabled={off} onConfirm={() => void onDelete()} okText={t('ok')} cancelText={t('cancel')}>
      {button}
    </Popconfirm>
  );
}

/** An actions column holding only the delete action, for screens whose rows have nothing else to do. */
export function deleteColumn<Row>(title: string, action: (row: Row) => Props): Column<Row> {
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
