import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { apPasswords, type RegionName } from '@gwn/contract';
import { errorText } from '../../api/api-error.ts';
import { RegionMultiSelect } from '../../components/region-multi-select.tsx';
import { failedRegions, failureLines, sendToRegions } from '../../api/send-to-regions.ts';
import { useApModels, useEditApPassword, useReloadApPasswords } from './api.ts';

const L = apPasswords.AP_PASSWORD_LIMITS;
type Row = apPasswords.ApPasswordRow;
interface Values { mac: string; ssidPassword: string; model: string; comment?: string; lockType: boolean; regions: RegionName[] }

/** Add (to chosen regions, spec 2 §1) or edit (this region; MAC fixed) one AP password record (spec 2 §5). */
export function ApPasswordDialog({ open, editing, onClose }: { open: boolean; editing: Row | null; onClose: () => void }) {
  const { t } = useTranslation(['apPasswords', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const models = useApModels();
  const edit = useEditApPassword();
  const reload = useReloadApPasswords();
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<string[]>([]);
  const required = { required: true, whitespace: true, message: t('common:validation.required') };

  const close = () => { setFailures([]); onClose(); };
  async function save(v: Values) {
    const fields = { ssidPassword: v.ssidPassword.trim(), model: v.model, comment: (v.comment ?? '').trim(), lockType: v.lockType ? 1 as const : 0 as const };
    if (editing) {
      try {
        await edit.mutateAsync({ id: editing.id, ...fields });
        void message.success(t('saved'));
        close();
      } catch (err) {
        void message.error(errorText(err));
      }
      return;
    }
    setBusy(true);
    const results = await sendToRegions(apPasswords.add, v.regions, () => ({ mac: v.mac.trim(), ...fields, regions: v.regions }));
    setBusy(false);
    await reload();
    const failed = failedRegions(results);
    if (failed.length < results.length) void message.success(t('saved'));
    if (failed.length === 0) return close();
    setFailures(failureLines(results, (r) => t(`common:region.${r}`)));
    form.setFieldValue('regions', failed);
  }

  return (
    <Modal open={open} title={t(editing ? 'editTitle' : 'addTitle')} onOk={() => form.submit()} onCancel={close}
      confirmLoading={busy || edit.isPending} destroyOnHidden>
      <Form<Values> form={form} layout="vertical" onFinish={save} preserve={false}
        initialValues={editing ? { ...editing, lockType: editing.lockType === 1 } : { lockType: false, regions: [] }}>
        <Form.Item name="mac" label={t('mac')} rules={[required]}>
          <Input disabled={Boolean(editing)} maxLength={17} />
        </Form.Item>
        <Form.Item name="ssidPassword" label={t('ssidPassword')} rules={[required, { max: L.ssidPasswordMax, message: t('passwordMax', { max: L.ssidPasswordMax }) }]}>
          <Input maxLength={L.ssidPasswordMax} />
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
        {!editing && (
          <Form.Item name="regions" label={t('regions')} rules={[{ required: true, type: 'array', min: 1, message: t('common:validation.required') }]}>
            <RegionMultiSelect aria-label={t('regions')} />
          </Form.Item>
        )}
      </Form>
      {failures.length > 0 && <Alert type="error" showIcon message={failures.map((f) => <div key={f}>{f}</div>)} />}
    </Modal>
  );
}
