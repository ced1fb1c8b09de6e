import { Button, Popconfirm } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

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
