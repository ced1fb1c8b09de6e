import { App, Form, InputNumber, Modal, Radio, Select } from 'antd';
import { Input, TextArea } from '../../components/inputs.ts';
import { useTranslation } from 'react-i18next';
import { apiLimits } from '@gwn/contract/console';
import { formRefusalText } from '../../components/form-refusal.ts';
import { useAppIds, useDefaultUrls, useSaveApiLimit } from './api.ts';

const L = apiLimits.API_LIMIT_LIMITS;
type Row = apiLimits.ApiLimitRow;
interface Values { mode: 0 | 1; appId?: string; url: string; count: number; description: string; descriptionEn: string }

/**
 * Add or edit one API limit (spec 3 §4, §5): mode 0 a default for a URL, mode 1 an application's override,
 * where choosing a default URL fills the count and descriptions and the descriptions stay the default's.
 * On edit the mode and URL are locked.
 */
export function ApiLimitDialog({ open, editing, onClose }: { open: boolean; editing: Row | null; onClose: () => void }) {
  const { t } = useTranslation(['apiLimits', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch('mode', form) ?? (editing ? (editing.default === 1 ? 0 : 1) : 0);
  const save = useSaveApiLimit();
  const appIds = useAppIds();
  const defaults = useDefaultUrls(open && !editing && mode === 1);
  const required = { required: true, whitespace: true, message: t('common:validation.required') };
  const max = (n: number) => ({ max: n, message: t('max', { max: n }) });
  const locked = editing !== null;
  const descriptionsLocked = mode === 1;

  function chooseDefault(url: string) {
    const base = defaults.data?.find((d) => d.url === url);
    if (base) form.setFieldsValue({ count: base.count, description: base.description, descriptionEn: base.descriptionEn });
  }

  async function submit(v: Values) {
    try {
      await save.mutateAsync(editing
        ? { edit: { id: editing.id, count: v.count, description: v.description.trim(), descriptionEn: v.descriptionEn.trim() } }
        : { add: { mode: v.mode, appId: v.mode === 1 ? v.appId?.trim() ?? '' : '', url: v.url.trim(), count: v.count, description: v.description.trim(), descriptionEn: v.descriptionEn.trim() } });
      void message.success(t('saved'));
      onClose();
    } catch (err) {
      void message.error(formRefusalText(form, err, t, { labelOf: (f) => t(`field.${f}`, { defaultValue: '' }) || undefined }));
    }
  }

  const initial: Partial<Values> = editing
    ? { mode: editing.default === 1 ? 0 : 1, appId: editing.appId, url: editing.url, count: editing.count, description: editing.description, descriptionEn: editing.descriptionEn }
    : { mode: 0 };

  return (
    <Modal open={open} title={t(editing ? 'editTitle' : 'addTitle')} okText={t('common:save')} cancelText={t('common:cancel')}
      onOk={() => form.submit()} onCancel={onClose} confirmLoading={save.isPending} destroyOnHidden mask={{ closable: false }}>
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)} preserve={false} initialValues={initial}>
        <Form.Item name="mode" label={t('field.mode')}>
          <Radio.Group disabled={locked} onChange={() => form.setFieldsValue({ url: undefined, appId: undefined })}
            options={[{ value: 0, label: t('mode.0') }, { value: 1, label: t('mode.1') }]} />
        </Form.Item>
        {mode === 1 && (
          <Form.Item name="appId" label={t('field.appId')} rules={[required, max(L.appIdMax)]}>
            <Select showSearch disabled={locked} aria-label={t('field.appId')} placeholder={t('field.appId')}
              options={(appIds.data ?? []).map((a) => ({ value: a.appId, label: `${a.appId} (${a.enterpriseName})` }))} />
          </Form.Item>
        )}
        <Form.Item name="url" label={t('field.url')} rules={[required, max(L.urlMax)]}>
          {mode === 1 && !locked
            ? <Select aria-label={t('field.url')} placeholder={t('field.url')} onChange={chooseDefault}
              options={(defaults.data ?? []).map((d) => ({ value: d.url, label: d.url }))} />
            : <Input disabled={locked} maxLength={L.urlMax} placeholder="/openapi/v1/devices" />}
        </Form.Item>
        <Form.Item name="count" label={t('field.count')} rules={[{ required: true, message: t('common:validation.required') }]}>
          <InputNumber min={1} max={L.countMax} precision={0} style={{ width: '100%' }} aria-label={t('field.count')} />
        </Form.Item>
        <Form.Item name="description" label={t('field.description')} rules={descriptionsLocked ? [] : [required, max(L.descriptionMax)]}>
          <TextArea disabled={descriptionsLocked} maxLength={L.descriptionMax} rows={2} />
        </Form.Item>
        <Form.Item name="descriptionEn" label={t('field.descriptionEn')} rules={descriptionsLocked ? [] : [required, max(L.descriptionMax)]}>
          <TextArea disabled={descriptionsLocked} maxLength={L.descriptionMax} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
