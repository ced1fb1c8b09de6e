import { Form, Select } from 'antd';
import { Switch } from '../../components/switch/index.ts';
import { Input } from '../../components/inputs.ts';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { firmware, type RegionName, type RequestOf } from '@gwn/contract/console';
import { useApTypes } from './api.ts';

export interface FirmwareDetails { name: string; models: string[]; updateSuggest: boolean; updateBeta: boolean }

/** The save call's fields for one region's file (the models joined with commas, spec 2 §3). */
export const firmwareSave = (v: FirmwareDetails, fileId: number): RequestOf<typeof firmware.save> => ({
  name: v.name.trim(), apType: v.models.join(','), fileId, updateSuggest: v.updateSuggest ? 1 : 0, updateBeta: v.updateBeta ? 1 : 0,
});

/**
 * The details step: name (required, at most 32), models (at least one, those known to `region`, where the
 * file went first), update flags (spec 2 §5).
 */
export function FirmwareDetailsForm({ form, region }: { form: FormInstance<FirmwareDetails>; region: RegionName }) {
  const { t } = useTranslation(['firmware', 'common']);
  const apTypes = useApTypes(region);
  const models = apTypes.data ?? [];
  return (
    <Form<FirmwareDetails> form={form} layout="vertical" initialValues={{ models: [], updateSuggest: false, updateBeta: false }}>
      <Form.Item name="name" label={t('name')} rules={[
        { required: true, whitespace: true, message: t('common:validation.required') },
        { max: firmware.FIRMWARE_LIMITS.nameMax, message: t('nameMax', { max: firmware.FIRMWARE_LIMITS.nameMax }) },
      ]}>
        <Input maxLength={firmware.FIRMWARE_LIMITS.nameMax} showCount />
      </Form.Item>
      <Form.Item name="models" label={t('models')} rules={[{ required: true, type: 'array', min: 1, message: t('common:validation.selectAtLeastOne') }]}>
        <Select mode="multiple" loading={apTypes.isLoading} options={models.map((m) => ({ value: m, label: m }))} aria-label={t('models')} />
      </Form.Item>
      <Form.Item name="updateSuggest" label={t('updateSuggest')} valuePropName="checked"><Switch /></Form.Item>
      <Form.Item name="updateBeta" label={t('updateBeta')} valuePropName="checked"><Switch /></Form.Item>
    </Form>
  );
}
