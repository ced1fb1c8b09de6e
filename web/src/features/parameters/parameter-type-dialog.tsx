import { App, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { parameters } from '@gwn/contract';
import { errorText } from '../../api/api-error.ts';
import { useSaveParameterType } from './api.ts';

const L = parameters.PARAMETER_LIMITS;
type Row = parameters.ParameterTypeRow;
interface Values { name: string; key: string; type: 1 | 2 }

/** Add (mode 0) or edit (mode 1; the key is fixed) a parameter type of the current region (spec 2 §5). */
export function ParameterTypeDialog({ open, editing, onClose }: { open: boolean; editing: Row | null; onClose: () => void }) {
  const { t } = useTranslation(['parameters', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveParameterType();
  const required = { required: true, whitespace: true, message: t('common:validation.required') };
  const max = (n: number) => ({ max: n, message: t('validation.max', { max: n }) });

  async function submit(v: Values) {
    try {
      await save.mutateAsync({ mode: editing ? 1 : 0, name: v.name.trim(), key: v.key.trim(), type: v.type });
      void message.success(t('saved'));
      onClose();
    } catch (err) {
      void message.error(errorText(err));
    }
  }

  return (
    <Modal open={open} title={t(editing ? 'type.editTitle' : 'type.addTitle')} okText={t('common:save')} cancelText={t('common:cancel')}
      onOk={() => form.submit()} onCancel={onClose} confirmLoading={save.isPending} destroyOnHidden mask={{ closable: false }}>
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)} preserve={false}
        initialValues={editing ?? { type: 2 }}>
        <Form.Item name="name" label={t('type.name')} rules={[required, max(L.typeNameMax)]}>
          <Input maxLength={L.typeNameMax} />
        </Form.Item>
        <Form.Item name="key" label={t('type.key')} rules={[required, max(L.typeKeyMax), { pattern: /^\s*[A-Za-z0-9_.-]+\s*$/, message: t('validation.key') }]}>
          <Input maxLength={L.typeKeyMax} disabled={Boolean(editing)} />
        </Form.Item>
        <Form.Item name="type" label={t('type.type')} rules={[{ required: true, message: t('common:validation.required') }]}>
          <Radio.Group options={parameters.PARAMETER_TYPE_KINDS.map((k) => ({ value: k, label: t(`type.kind.${k}`) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
