import { Form, Modal, Select } from 'antd';
import { Switch } from '../../components/switch/index.ts';
import { Input } from '../../components/inputs.ts';
import { useTranslation } from 'react-i18next';
import { apPasswords, type RegionName } from '@gwn/contract/console';
import { RegionResults } from '../../components/region-records/region-results.tsx';
import { RegionsField } from '../../components/region-records/regions-field.tsx';
import { useMultiRegionSave } from '../../components/region-records/use-multi-region-save.ts';
import type { RecordCopies } from '../../components/region-records/use-record-regions.ts';
import { AP_PASSWORD_QUERIES, useApModels } from './api.ts';

const L = apPasswords.AP_PASSWORD_LIMITS;
type Row = apPasswords.ApPasswordRow;
interface Values { mac: string; ssidPassword: string; model: string; comment?: string; lockType: boolean; regions: RegionName[] }

/** The record being edited and the regions holding it. */
export interface EditedApPassword { row: Row; copies: RecordCopies<Row> }

/**
 * Add one AP password record to the chosen regions, or edit it (MAC fixed) in the regions holding it, all by
 * default (spec 2 §1, §5). What the operator typed is what is saved: a password over 8 characters or a MAC that
 * is not one is refused here with its rule, never cut or sent.
 */
export function ApPasswordDialog({ editing, onClose }: { editing: EditedApPassword | null; onClose: () => void }) {
  const { t } = useTranslation(['apPasswords', 'common']);
  const [form] = Form.useForm<Values>();
  const models = useApModels();
  const add = useMultiRegionSave(apPasswords.add, { refresh: AP_PASSWORD_QUERIES, form });
  const edit = useMultiRegionSave(apPasswords.edit, { refresh: AP_PASSWORD_QUERIES, form });
  const required = { required: true, whitespace: true, message: t('common:validation.required') };

  async function save(v: Values) {
    const fields = { ssidPassword: v.ssidPassword.trim(), model: v.model, comment: (v.comment ?? '').trim(), lockType: v.lockType ? 1 as const : 0 as const };
    const outcome = editing
      ? await edit.send(v.regions, (region) => ({ id: editing.copies.copyIn(region).id, ...fields }))
      : await add.send(v.regions, () => ({ mac: v.mac.trim(), ...fields, regions: v.regions }));
    if (outcome.allDone) onClose();
  }

  const initialValues: Partial<Values> = editing
    ? { ...editing.row, lockType: editing.row.lockType === 1, regions: editing.copies.holders }
    : { lockType: false, regions: [] };

  return (
    <Modal open title={t(editing ? 'editTitle' : 'addTitle')} onOk={() => form.submit()} onCancel={onClose}
      confirmLoading={add.busy || edit.busy} destroyOnHidden mask={{ closable: false }}>
      <RegionResults results={editing ? edit.results : add.results} />
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void save(v)} initialValues={initialValues}>
        <Form.Item name="mac" label={t('mac')} rules={[required, {
          validator: (_r, v?: string) => (!v?.trim() || apPasswords.isMacAddress(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t('macInvalid')))),
        }]}>
          <Input disabled={Boolean(editing)} maxLength={17} />
        </Form.Item>
        {/* No maxLength: a pasted password keeps every character, so the rule can refuse it instead of cutting it. */}
        <Form.Item name="ssidPassword" label={t('ssidPassword')} extra={t('passwordMax', { max: L.ssidPasswordMax })} rules={[required, {
          validator: (_r, v?: string) => (!v || v.trim().length <= L.ssidPasswordMax
            ? Promise.resolve() : Promise.reject(new Error(t('passwordTooLong', { count: v.trim().length, max: L.ssidPasswordMax })))),
        }]}>
          <Input />
        </Form.Item>
        <Form.Item name="model" label={t('model')} rules={[required]}>
          <Select showSearch loading={models.isLoading} options={(models.data ?? []).map((m) => ({ value: m, label: m }))} />
        </Form.Item>
        <Form.Item name="comment" label={t('comment')} rules={[{ max: L.commentMax }]}>
          <Input maxLength={L.commentMax} />
        </Form.Item>
        <Form.Item name="lockType" label={t('lockType')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <RegionsField label={editing ? t('common:regionSave.saveIn') : t('regions')} offered={editing?.copies.holders} />
      </Form>
    </Modal>
  );
}
