import { Form, Input, Select, Switch } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { firmware } from '@gwn/contract';

export interface FirmwareDetails { name: string; models: string[]; updateSuggest: boolean; updateBeta: boolean }

/** The details step: name (required, at most 32), models (at least one), update flags (spec 2 §5). */
export function FirmwareDetailsForm({ form, models, loading }: { form: FormInstance<FirmwareDetails>; models: string[]; loading: boolean }) {
  const { t } = useTranslation(['firmware', 'common']);
  return (
    <Form<FirmwareDetails> form={form} layout="vertical" initialValues={{ models: [], updateSuggest: false, updateBeta: false }}>
      <Form.Item name="name" label={t('name')} rules={[
        { required: true, whitespace: true, message: t('common:validation.required') },
        { max: firmware.FIRMWARE_LIMITS.nameMax, message: t('nameMax', { max: firmware.FIRMWARE_LIMITS.nameMax }) },
      ]}>
        <Input maxLength={firmware.FIRMWARE_LIMITS.nameMax} showCount />
      </Form.Item>
      <Form.Item name="models" label={t('models')} rules={[{ required: true, type: 'array', min: 1, message: t('common:validation.selectAtLeastOne') }]}>
        <Select mode="multiple" loading={loading} options={models.map((m) => ({ value: m, label: m }))} aria-label={t('models')} />
      </Form.Item>
      <Form.Item name="updateSuggest" label={t('updateSuggest')} valuePropName="checked"><Switch /></Form.Item>
      <Form.Item name="updateBeta" label={t('updateBeta')} valuePropName="checked"><Switch /></Form.Item>
    </Form>
  );
}
