import { Form, InputNumber, Modal, Select } from 'antd';
import { Input, TextArea } from '../../components/inputs.ts';
import { useTranslation } from 'react-i18next';
import { parameters, type RegionName } from '@gwn/contract/console';
import { RegionResults } from '../../components/region-records/region-results.tsx';
import { RegionsField } from '../../components/region-records/regions-field.tsx';
import { useMultiRegionSave } from '../../components/region-records/use-multi-region-save.ts';
import type { RecordCopies } from '../../components/region-records/use-record-regions.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';
import { daysOf, isSyslogRetention, PARAMETER_QUERIES, secondsOf, useSeededText, useTypeOptions } from './api.ts';

const L = parameters.PARAMETER_LIMITS;
type Row = parameters.ParameterRow;
interface Values { basicKey: string; name: string; key: string; value?: string; days?: number; description?: string; regions: RegionName[] }

/** The parameter being edited and the regions holding its key. */
export interface EditedParameter { row: Row; copies: RecordCopies<Row> }

/**
 * Add (mode 0) a system parameter to the chosen regions, or edit it (mode 1, by key: the key is fixed) in the
 * regions holding it, all by default (spec 2 §4, §5). Only write categories are offered: read-only parameters are
 * the system's. del_syslog_time is entered in days and sent in seconds.
 */
export function ParameterDialog({ editing, onClose }: { editing: EditedParameter | null; onClose: () => void }) {
  const { t } = useTranslation(['parameters', 'common']);
  const seeded = useSeededText();
  const [form] = Form.useForm<Values>();
  const region = useCurrentRegion();
  const types = useTypeOptions();
  const save = useMultiRegionSave(parameters.parameterSave, { refresh: PARAMETER_QUERIES, form });
  const key = Form.useWatch('key', form) ?? editing?.row.key;
  const inDays = isSyslogRetention(key?.trim());
  const required = { required: true, whitespace: true, message: t('common:validation.required') };
  const max = (n: number) => ({ max: n, message: t('validation.max', { max: n }) });

  async function submit(v: Values) {
    const fields = {
      basicKey: v.basicKey, name: v.name.trim(), key: v.key.trim(),
      value: inDays ? secondsOf(v.days ?? 0) : (v.value ?? '').trim(), description: (v.description ?? '').trim(),
    };
    // The key is the parameter in every region, so each region gets the same payload.
    const outcome = await save.send(v.regions, () => (editing ? { mode: 1, ...fields } : { mode: 0, ...fields, regions: v.regions }));
    if (outcome.allDone) onClose();
  }

  const initialValues: Partial<Values> = editing
    ? { ...editing.row, ...(isSyslogRetention(editing.row.key) ? { days: daysOf(editing.row.value) } : {}), regions: editing.copies.holders }
    : { regions: region ? [region] : [], description: '' };
  const writable = (types.data ?? []).filter((type) => type.type === 2);

  return (
    <Modal open title={t(editing ? 'editTitle' : 'addTitle')} okText={t('common:save')} cancelText={t('common:cancel')}
      onOk={() => form.submit()} onCancel={onClose} confirmLoading={save.busy} destroyOnHidden mask={{ closable: false }}>
      <RegionResults results={save.results} />
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)} initialValues={initialValues}>
        <Form.Item name="basicKey" label={t('field.basicKey')} rules={[{ required: true, message: t('common:validation.required') }]}>
          <Select showSearch optionFilterProp="label" loading={types.isLoading} aria-label={t('field.basicKey')}
            options={writable.map((type) => ({ value: type.key, label: `${seeded.typeName(type.key, type.name)} (${type.key})` }))} />
        </Form.Item>
        <Form.Item name="name" label={t('field.name')} rules={[required, max(L.nameMax)]}>
          <Input maxLength={L.nameMax} />
        </Form.Item>
        <Form.Item name="key" label={t('field.key')} rules={[required, max(L.keyMax), { pattern: /^\s*[A-Za-z0-9_.-]+\s*$/, message: t('validation.key') }]}>
          <Input maxLength={L.keyMax} disabled={Boolean(editing)} />
        </Form.Item>
        {inDays ? (
          <Form.Item name="days" label={t('field.days')} extra={t('daysHint', { seconds: parameters.SECONDS_PER_DAY })}
            rules={[{ required: true, message: t('common:validation.required') },
              { type: 'integer', min: 1, max: parameters.SYSLOG_RETENTION_MAX_DAYS, message: t('validation.days', { max: parameters.SYSLOG_RETENTION_MAX_DAYS }) }]}>
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
        ) : (
          <Form.Item name="value" label={t('field.value')} rules={[required, max(L.valueMax)]}>
            <TextArea maxLength={L.valueMax} autoSize={{ minRows: 1, maxRows: 6 }} />
          </Form.Item>
        )}
        <Form.Item name="description" label={t('field.description')} rules={[max(L.descriptionMax)]}>
          <TextArea maxLength={L.descriptionMax} autoSize={{ minRows: 1, maxRows: 4 }} />
        </Form.Item>
        <RegionsField label={editing ? t('common:regionSave.saveIn') : t('field.regions')} offered={editing?.copies.holders} />
      </Form>
    </Modal>
  );
}
