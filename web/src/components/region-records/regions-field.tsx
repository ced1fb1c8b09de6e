import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegionName } from '@gwn/contract/console';
import { RegionMultiSelect } from '../region-multi-select.tsx';

/**
 * The `regions` field of a dialog that saves in several regions: where an add goes (every region offered), or
 * where an edit or a delete applies (the regions holding the record, all chosen by default). At least one.
 */
export function RegionsField({ label, offered }: { label: string; offered?: readonly RegionName[] }) {
  const { t } = useTranslation('common');
  return (
    <Form.Item name="regions" label={label} rules={[{ required: true, type: 'array', min: 1, message: t('validation.required') }]}>
      <RegionMultiSelect aria-label={label} regions={offered} />
    </Form.Item>
  );
}
