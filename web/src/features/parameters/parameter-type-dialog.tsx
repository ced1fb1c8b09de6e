import { Form, Modal, Radio } from 'antd';
import { Input } from '../../components/inputs.ts';
import { useTranslation } from 'react-i18next';
import { parameters, type RegionName } from '@gwn/contract/console';
import { RegionResults } from '../../components/region-records/region-results.tsx';
import { RegionsField } from '../../components/region-records/regions-field.tsx';
import { useMultiRegionSave } from '../../components/region-records/use-multi-region-save.ts';
import type { RecordCopies } from '../../components/region-records/use-record-regions.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';
import { TYPE_QUERIES } from './api.ts';

const L = parameters.PARAMETER_LIMITS;
type Row = parameters.ParameterTypeRow;
interface Values { name: string; key: string; type: 1 | 2; regions: RegionName[] }

/** The type being edited and the regions holding its key. */
export interface EditedType { row: Row; copies: RecordCopies<Row> }

/**
 * Add (mode 0) a parameter type to the chosen regions (default this one; a parameter added to several regions
 * needs its category in each), or edit it (mode 1, by key: the key is fixed) in the regions holding it (spec 2 §5).
 */
export function ParameterTypeDialog({ editing, onClose }: { editing: EditedType | null; onClose: () => void }) {
  const { t } = useTranslation(['parameters', 'common']);
  const [form] = Form.useForm<Values>();
  const region = useCurrentRegion();
  const save = useMultiRegionSave(parameters.typeSave, { refresh: TYPE_QUERIES, form });
  const required = { required: true, whitespace: true, message: t('common:validation.required') };
  const max = (n: number) => ({ max: n, message: t('validation.max', { max: n }) });

  async function submit(v: Values) {
    const payload = { mode: editing ? 1 as const : 0 as const, name: v.name.trim(), key: v.key.trim(), type: v.type };
    if ((await save.send(v.regions, () => payload)).allDone) onClose();
  }

  const initialValues: Partial<Values> = editing
    ? { ...editing.row, regions: editing.copies.holders }
    : { type: 2, regions: region ? [region] : [] };

  return (
    <Modal open title={t(editing ? 'type.editTitle' : 'type.addTitle')} okText={t('common:save')} cancelText={t('common:cancel')}
      onOk={() => form.submit()} onCancel={onClose} confirmLoading={save.busy} destroyOnHidden mask={{ closable: false }}>
      <RegionResults results={save.results} />
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)} initialValues={initialValues}>
        <Form.Item name="name" label={t('type.name')} rules={[required, max(L.typeNameMax)]}>
          <Input maxLength={L.typeNameMax} />
        </Form.Item>
        <Form.Item name="key" label={t('type.key')} rules={[required, max(L.typeKeyMax), { pattern: /^\s*[A-Za-z0-9_.-]+\s*$/, message: t('validation.key') }]}>
          <Input maxLength={L.typeKeyMax} disabled={Boolean(editing)} />
        </Form.Item>
        <Form.Item name="type" label={t('type.type')} rules={[{ required: true, message: t('common:validation.required') }]}>
          <Radio.Group options={parameters.PARAMETER_TYPE_KINDS.map((k) => ({ value: k, label: t(`type.kind.${k}`) }))} />
        </Form.Item>
        <RegionsField label={editing ? t('common:regionSave.saveIn') : t('field.regions')} offered={editing?.copies.holders} />
      </Form>
    </Modal>
  );
}
