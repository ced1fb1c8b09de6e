import { useState } from 'react';
import { Alert, App, Form, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { deviceTypes, type RegionName } from '@gwn/contract';
import { errorText } from '../../api/api-error.ts';
import { formRefusalText } from '../../components/form-refusal.ts';
import { getOfferedRegions, useCurrentRegion } from '../../lib/session-storage.ts';
import { useTimedLoading } from '../../lib/use-timed-loading.ts';
import { failedRegions, sendToRegions } from '../../api/send-to-regions.ts';
import { EVERY_REGION } from '../../components/list/region-query.ts';
import { useDeviceTypeInfo, useEditDeviceType, useRefreshCatalogue } from './api.ts';
import { DeviceTypeFields } from './device-type-fields.tsx';
import { EMPTY_FORM, editableFields, formValuesOf, type DeviceTypeFormValues } from './device-type-form-values.ts';

interface Props {
  /** Add mode without an id, edit mode with one. */
  editId?: number;
  open: boolean;
  onClose: () => void;
}

/**
 * The add/edit dialog (spec 2 screen 4). Add goes to every chosen region in parallel; regions that
 * failed stay chosen (and are listed, prefixed with their name) so saving again retries only them.
 */
export function DeviceTypeDialog({ editId, open, onClose }: Props) {
  const { t } = useTranslation(['deviceTypes', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<DeviceTypeFormValues>();
  const isEdit = editId !== undefined;
  const region = useCurrentRegion();
  const info = useDeviceTypeInfo(open ? editId : undefined);
  const edit = useEditDeviceType();
  const refresh = useRefreshCatalogue();
  // Spec 2 §9: the save button stops loading after 30 s even if a region never answers.
  const saving = useTimedLoading(deviceTypes.DEVICE_TYPE_LIMITS.saveTimeoutMs);
  const [failures, setFailures] = useState<string[]>([]);
  const regions = getOfferedRegions();

  const initialValues = isEdit
    ? info.data && formValuesOf(info.data, region)
    : { ...EMPTY_FORM, regions: region ? [region] : [] };
  const close = () => {
    setFailures([]);
    onClose();
  };

  const regionName = (r: RegionName) => t(`common:region.${r}`);
  // A 50005 marks the field and names it by its label (issue #25).
  const refusal = (err: unknown) => formRefusalText(form, err, t, { labelOf: (f) => t(`field.${f}`, { defaultValue: '' }) || undefined });

  const save = (values: DeviceTypeFormValues) => saving.run(async () => {
    if (editId !== undefined) {
      try {
        await edit.mutateAsync({ id: editId, ...editableFields(values) });
        void message.success(t('saved'));
        close();
      } catch (err) {
        void message.error(refusal(err));
      }
      return;
    }
    const payload = { deviceType: values.deviceType.trim(), ...editableFields(values), regions: values.regions };
    const results = await sendToRegions(deviceTypes.deviceTypeAdd, values.regions, () => payload);
    await refresh(EVERY_REGION);
    const succeeded = results.filter((r) => r.ok).map((r) => regionName(r.region));
    if (succeeded.length) void message.success(t('addedTo', { regions: succeeded.join(', ') }));
    const failed = failedRegions(results);
    if (failed.length === 0) {
      close();
      return;
    }
    setFailures(results.flatMap((r) => (r.ok ? [] : [`${regionName(r.region)}: ${refusal(r)}`])));
    form.setFieldValue('regions', failed);
  });

  return (
    <Modal
      open={open}
      title={t(isEdit ? 'editTitle' : 'addTitle')}
      width={720}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={saving.loading}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {failures.length > 0 && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={failures.map((line) => <div key={line}>{line}</div>)} />
      )}
      {isEdit && info.error && <Alert type="error" showIcon title={errorText(info.error)} />}
      {initialValues ? (
        <Form form={form} layout="vertical" initialValues={initialValues} onFinish={(v) => void save(v)}>
          <DeviceTypeFields isEdit={isEdit} regions={regions} />
        </Form>
      ) : !info.error && <Skeleton active />}
    </Modal>
  );
}
