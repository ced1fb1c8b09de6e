import { useState } from 'react';
import { Alert, App, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { parameters, type RegionName } from '@gwn/contract';
import { errorText } from '../../api/api-error.ts';
import { failedRegions, failureLines, sendToRegions } from '../../api/send-to-regions.ts';
import { EVERY_REGION } from '../../components/list/region-query.ts';
import { RegionMultiSelect } from '../../components/region-multi-select.tsx';
import { useCurrentRegion } from '../../lib/session-storage.ts';
import { daysOf, isSyslogRetention, secondsOf, useEditParameter, useRefreshParameters, useTypeOptions } from './api.ts';

const L = parameters.PARAMETER_LIMITS;
type Row = parameters.ParameterRow;
interface Values { basicKey: string; name: string; key: string; value?: string; days?: number; description?: string; regions: RegionName[] }

/**
 * Add (mode 0, to every chosen region in parallel) or edit (mode 1, this region; key fixed) a system parameter
 * (spec 2 §4, §5). Only write categories are offered: read-only parameters are the system's. del_syslog_time is
 * entered in days and sent in seconds.
 */
export function ParameterDialog({ open, editing, onClose }: { open: boolean; editing: Row | null; onClose: () => void }) {
  const { t } = useTranslation(['parameters', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const region = useCurrentRegion();
  const types = useTypeOptions();
  const edit = useEditParameter();
  const refresh = useRefreshParameters();
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<string[]>([]);
  const key = Form.useWatch('key', form) ?? editing?.key;
  const inDays = isSyslogRetention(key?.trim());
  const required = { required: true, whitespace: true, message: t('common:validation.required') };
  const max = (n: number) => ({ max: n, message: t('validation.max', { max: n }) });
  const regionName = (r: RegionName) => t(`common:region.${r}`);

  const close = () => { setFailures([]); onClose(); };

  async function save(v: Values) {
    const fields = {
      basicKey: v.basicKey, name: v.name.trim(), key: v.key.trim(),
      value: inDays ? secondsOf(v.days ?? 0) : (v.value ?? '').trim(), description: (v.description ?? '').trim(),
    };
    if (editing) {
      try {
        await edit.mutateAsync({ mode: 1, ...fields });
        void message.success(t('saved'));
        close();
      } catch (err) {
        void message.error(errorText(err));
      }
      return;
    }
    setBusy(true);
    const results = await sendToRegions(parameters.parameterSave, v.regions, () => ({ mode: 0, ...fields, regions: v.regions }));
    setBusy(false);
    await refresh(EVERY_REGION);
    const succeeded = results.filter((r) => r.ok).map((r) => regionName(r.region));
    if (succeeded.length) void message.success(t('addedTo', { regions: succeeded.join(', ') }));
    const failed = failedRegions(results);
    if (failed.length === 0) return close();
    setFailures(failureLines(results, regionName));
    form.setFieldValue('regions', failed);
  }

  const initialValues: Partial<Values> = editing
    ? { ...editing, ...(isSyslogRetention(editing.key) ? { days: daysOf(editing.value) } : {}) }
    : { regions: region ? [region] : [], description: '' };
  const writable = (types.data ?? []).filter((type) => type.type === 2);

  return (
    <Modal open={open} title={t(editing ? 'editTitle' : 'addTitle')} okText={t('common:save')} cancelText={t('common:cancel')}
      onOk={() => form.submit()} onCancel={close} confirmLoading={busy || edit.isPending} destroyOnHidden mask={{ closable: false }}>
      {failures.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={failures.map((f) => <div key={f}>{f}</div>)} />}
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void save(v)} preserve={false} initialValues={initialValues}>
        <Form.Item name="basicKey" label={t('field.basicKey')} rules={[{ required: true, message: t('common:validation.required') }]}>
          <Select showSearch optionFilterProp="label" loading={types.isLoading} aria-label={t('field.basicKey')}
            options={writable.map((type) => ({ value: type.key, label: `${type.name} (${type.key})` }))} />
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
            <Input.TextArea maxLength={L.valueMax} autoSize={{ minRows: 1, maxRows: 6 }} />
          </Form.Item>
        )}
        <Form.Item name="description" label={t('field.description')} rules={[max(L.descriptionMax)]}>
          <Input.TextArea maxLength={L.descriptionMax} autoSize={{ minRows: 1, maxRows: 4 }} />
        </Form.Item>
        {!editing && (
          <Form.Item name="regions" label={t('field.regions')} rules={[{ required: true, type: 'array', min: 1, message: t('common:validation.required') }]}>
            <RegionMultiSelect aria-label={t('field.regions')} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
