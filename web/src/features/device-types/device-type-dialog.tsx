import { Alert, Form, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { deviceTypes } from '@gwn/contract/console';
import { errorText } from '../../api/api-error.ts';
import { RegionResults } from '../../components/region-records/region-results.tsx';
import { useMultiRegionSave } from '../../components/region-records/use-multi-region-save.ts';
import { getOfferedRegions, useCurrentRegion } from '../../lib/session-storage.ts';
import { useTimedLoading } from '../../lib/use-timed-loading.ts';
import { DEVICE_TYPE_QUERIES, useDeviceTypeInfo, useDeviceTypeRegions, useRefreshComparison } from './api.ts';
import { DeviceTypeFields } from './device-type-fields.tsx';
import { EMPTY_FORM, editableFields, formValuesOf, type DeviceTypeFormValues } from './device-type-form-values.ts';

interface Props {
  /** Add mode without an id, edit mode with one. */
  editId?: number;
  open: boolean;
  onClose: () => void;
}

/**
 * The add/edit dialog (spec 2 screen 4). Add goes to every chosen region; edit to every region holding the device
 * type (asked of each region by its key), all by default, each region's copy by its own id. Regions that failed
 * stay chosen (and are listed with their message) so saving again retries only them.
 */
export function DeviceTypeDialog({ editId, open, onClose }: Props) {
  const { t } = useTranslation(['deviceTypes', 'common']);
  const [form] = Form.useForm<DeviceTypeFormValues>();
  const isEdit = editId !== undefined;
  const region = useCurrentRegion();
  const info = useDeviceTypeInfo(open ? editId : undefined);
  const copies = useDeviceTypeRegions(info.data ? [info.data.deviceType] : [], region)(info.data?.deviceType ?? '');
  // A 50005 marks the field and names it by its label (issue #25).
  const labelOf = (f: string) => t(`field.${f}`, { defaultValue: '' }) || undefined;
  const add = useMultiRegionSave(deviceTypes.deviceTypeAdd, { refresh: DEVICE_TYPE_QUERIES, form, labelOf });
  const edit = useMultiRegionSave(deviceTypes.deviceTypeEdit, { refresh: DEVICE_TYPE_QUERIES, form, labelOf });
  // The hook refreshes the region queries; the public comparison reads the catalogue too.
  const refreshComparison = useRefreshComparison();
  // Spec 2 §9: the save button stops loading after 30 s even if a region never answers.
  const saving = useTimedLoading(deviceTypes.DEVICE_TYPE_LIMITS.saveTimeoutMs);

  const initialValues = isEdit
    ? info.data && !copies.checking && { ...formValuesOf(info.data, region), regions: copies.holders }
    : { ...EMPTY_FORM, regions: region ? [region] : [] };
  const close = () => {
    add.reset();
    edit.reset();
    onClose();
  };

  const save = (values: DeviceTypeFormValues) => saving.run(async () => {
    const fields = editableFields(values);
    const outcome = isEdit
      ? await edit.send(values.regions, (r) => ({ id: copies.copyIn(r).id, ...fields }))
      : await add.send(values.regions, () => ({ deviceType: values.deviceType.trim(), ...fields, regions: values.regions }));
    void refreshComparison();
    if (outcome.allDone) close();
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
      <RegionResults results={isEdit ? edit.results : add.results} />
      {isEdit && info.error && <Alert type="error" showIcon title={errorText(info.error)} />}
      {initialValues ? (
        <Form form={form} layout="vertical" initialValues={initialValues} onFinish={(v) => void save(v)}>
          <DeviceTypeFields isEdit={isEdit} regions={isEdit ? copies.holders : getOfferedRegions()} />
        </Form>
      ) : !info.error && <Skeleton active />}
    </Modal>
  );
}
