import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { firmware, type RegionName } from '@gwn/contract/console';
import { EVERY_REGION, useRefreshEndpoints } from '../../api/region-query.ts';
import { RegionUploadDialog } from '../../components/region-upload/region-upload-dialog.tsx';
import { getOfferedRegions } from '../../lib/session-storage.ts';
import { FIRMWARE_QUERIES } from './api.ts';
import { FirmwareDetailsForm, firmwareSave, type FirmwareDetails } from './firmware-details-form.tsx';

/** Spec 2 §9: default upload regions US, CN, EU. */
const DEFAULT_REGIONS: RegionName[] = ['US', 'CN', 'EU'];

/**
 * Firmware upload (spec 2 screen 7, §4): regions and a file, uploaded to every region in parallel, then a
 * name and models saved in each region. Cancelling while the file is sent asks first.
 */
export function FirmwareUploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('firmware');
  const [form] = Form.useForm<FirmwareDetails>();
  const refresh = useRefreshEndpoints();
  return (
    <RegionUploadDialog
      open={open} onClose={onClose} title={t('uploadTitle')} whileUploading="ask"
      upload={{ endpoint: firmware.upload, maxLabel: '1 GB' }}
      regions={{ offered: getOfferedRegions(), initial: DEFAULT_REGIONS }}
      onSettled={() => void refresh(FIRMWARE_QUERIES, EVERY_REGION)}
      secondStep={{
        title: t('stepDetails'), endpoint: firmware.save,
        render: ({ firstRegion }) => <FirmwareDetailsForm form={form} region={firstRegion} />,
        collect: () => form.validateFields().then((values) => (fileId: number) => firmwareSave(values, fileId), () => null),
        savedText: t('saved'), failedTitle: t('saveFailed'), saveLoadingMs: firmware.FIRMWARE_LIMITS.saveTimeoutMs,
        onReset: () => form.resetFields(),
      }}
    />
  );
}
