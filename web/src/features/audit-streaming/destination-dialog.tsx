import { useState } from 'react';
import { Alert, App, Form, InputNumber, Modal, Radio, Select } from 'antd';
import { Switch } from '../../components/switch/index.ts';
import { Input, TextArea } from '../../components/inputs.ts';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_CATEGORIES, AUDIT_CATEGORY_KEYS, auditStream, type AuditCategory } from '@gwn/contract/console';
import { formRefusalText } from '../../components/form-refusal.ts';
import { useAddDestination } from './api.ts';
import { CopyText } from '../../components/text/copy-text.tsx';

const L = auditStream.AUDIT_STREAM_LIMITS;
interface Values {
  kind: auditStream.StreamKind; name: string; host?: string; port?: number; tls?: boolean; url?: string; caPem?: string;
  services?: auditStream.StreamService[]; categories?: AuditCategory[]; actions?: string[];
}

/**
 * Adds a destination. A webhook's signing secret comes back once: the dialog then shows it to copy, and it is
 * never shown again (the list does not carry it).
 */
export function DestinationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['auditStreaming', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? 'syslog';
  const add = useAddDestination();
  const [secret, setSecret] = useState<string | null>(null);
  const required = { required: true, whitespace: true, message: t('common:validation.required') };
  const chinese = i18n.language.startsWith('zh');

  async function submit(v: Values) {
    const filter = { services: v.services ?? [], categories: v.categories ?? [], actions: (v.actions ?? []) as auditStream.StreamFilter['actions'] };
    const caPem = v.caPem?.trim() || undefined;
    try {
      const reply = await add.mutateAsync(v.kind === 'syslog'
        ? { kind: 'syslog', name: v.name.trim(), host: (v.host ?? '').trim(), port: v.port ?? 0, tls: v.tls ?? false, caPem, filter }
        : { kind: 'webhook', name: v.name.trim(), url: (v.url ?? '').trim(), caPem, filter });
      void message.success(t('added'));
      if (reply.secret) setSecret(reply.secret);
      else onClose();
    } catch (err) {
      void message.error(formRefusalText(form, err, t, { labelOf: (f) => t(`field.${f}`, { defaultValue: '' }) || undefined }));
    }
  }

  if (secret) {
    return (
      <Modal open={open} title={t('secretTitle')} onOk={onClose} onCancel={onClose} cancelButtonProps={{ style: { display: 'none' } }} okText={t('common:ok')}>
        <Alert type="warning" showIcon title={t('secretOnce')} style={{ marginBottom: 12 }} />
        <CopyText block code data-testid="webhook-secret">{secret}</CopyText>
      </Modal>
    );
  }

  return (
    <Modal open={open} title={t('add')} onCancel={onClose} onOk={() => form.submit()} confirmLoading={add.isPending}
      okText={t('common:ok')} cancelText={t('common:cancel')} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ kind: 'syslog', tls: false, port: 6514 }} onFinish={(v) => void submit(v)}>
        <Form.Item name="kind" label={t('field.kind')}>
          <Radio.Group options={auditStream.STREAM_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
        </Form.Item>
        <Form.Item name="name" label={t('field.name')} rules={[required]}><Input maxLength={L.nameMax} /></Form.Item>
        {kind === 'syslog' ? (
          <>
            <Form.Item name="host" label={t('field.host')} rules={[required]}><Input maxLength={L.hostMax} placeholder="siem.example.com" /></Form.Item>
            <Form.Item name="port" label={t('field.port')} rules={[{ required: true, message: t('common:validation.required') }]}>
              <InputNumber min={1} max={65535} precision={0} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="tls" label={t('field.tls')} valuePropName="checked"><Switch /></Form.Item>
          </>
        ) : (
          <Form.Item name="url" label={t('field.url')} rules={[required]}><Input maxLength={L.urlMax} placeholder="https://siem.example.com/hooks/gwn" /></Form.Item>
        )}
        <Form.Item name="caPem" label={t('field.caPem')} extra={t('caHint')}>
          <TextArea rows={3} maxLength={L.caMax} placeholder="-----BEGIN CERTIFICATE-----" />
        </Form.Item>
        <Form.Item name="services" label={t('field.services')} extra={t('filterHint')}>
          <Select mode="multiple" allowClear options={auditStream.STREAM_SERVICES.map((s) => ({ value: s, label: t(`service.${s}`) }))} />
        </Form.Item>
        <Form.Item name="categories" label={t('field.categories')} extra={t('categoriesHint')}>
          <Select mode="multiple" allowClear optionFilterProp="label"
            options={AUDIT_CATEGORY_KEYS.map((key) => ({ value: key, label: chinese ? AUDIT_CATEGORIES[key].zh : AUDIT_CATEGORIES[key].en }))} />
        </Form.Item>
        <Form.Item name="actions" label={t('field.actions')} extra={t('categoriesHint')}>
          <Select mode="multiple" allowClear optionFilterProp="label"
            options={Object.entries(AUDIT_ACTIONS).map(([key, label]) => ({ value: key, label: chinese ? label.zh : label.en }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
