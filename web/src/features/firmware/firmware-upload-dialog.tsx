import { useMemo, useState } from 'react';
import { App, Button, Form, Modal, Progress, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { REGIONS, firmware, type RegionName } from '@gwn/contract';
import { getRegionOptions } from '../../lib/session-storage.ts';
import { RegionMultiSelect } from '../../components/region-multi-select.tsx';
import { UploadFileArea } from '../../components/upload-file-area.tsx';
import { sendWith } from '../../components/upload-regions.ts';
import { useRegionUpload } from '../../components/use-region-upload.ts';
import { failedRegions, failureLines, sendToRegions } from '../../api/send-to-regions.ts';
import { EVERY_REGION, useRefreshEndpoints } from '../../components/list/region-query.ts';
import { useApTypes } from './api.ts';
import { FirmwareDetailsForm, type FirmwareDetails } from './firmware-details-form.tsx';

/** Spec 2 §9: default upload regions US, CN, EU. */
const DEFAULT_REGIONS: RegionName[] = ['US', 'CN', 'EU'];
const SPEC = firmware.upload.upload ?? { field: 'file', maxBytes: firmware.FIRMWARE_LIMITS.maxBytes, accept: [] };

/**
 * Firmware upload (spec 2 screen 7, §4): choose regions and a file, upload to every region in
 * parallel with progress, then name it and choose models, and save in each region. Cancel asks first.
 */
export function FirmwareUploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['firmware', 'upload', 'common']);
  const { modal, message, notification } = App.useApp();
  const offered = getRegionOptions().map((r) => r.regionName);
  const available: readonly RegionName[] = offered.length ? offered : REGIONS;
  const [regions, setRegions] = useState<RegionName[]>(() => DEFAULT_REGIONS.filter((r) => available.includes(r)));
  const [file, setFile] = useState<File | null>(null);
  const [fileIds, setFileIds] = useState<Partial<Record<RegionName, number>> | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<FirmwareDetails>();
  const send = useMemo(() => sendWith(firmware.upload), []);
  const upload = useRegionUpload(send, regions.length || 1);
  const firstRegion = fileIds ? (Object.keys(fileIds)[0] as RegionName | undefined) : undefined; // keys are RegionNames
  const apTypes = useApTypes(firstRegion);
  const refresh = useRefreshEndpoints();
  const reload = () => refresh([firmware.list], EVERY_REGION);

  const close = () => {
    upload.reset();
    setFile(null);
    setFileIds(null);
    form.resetFields();
    onClose();
  };
  const requestClose = () => {
    if (!upload.uploading) return close();
    modal.confirm({
      title: t('upload:cancelTitle'), content: t('upload:cancelText'),
      okText: t('upload:cancelUpload'), cancelText: t('upload:keepUploading'),
      onOk: () => { upload.cancel(); close(); },
    });
  };

  async function startUpload() {
    if (regions.length === 0) return void notification.error({ message: t('upload:noRegion'), duration: 0 });
    if (!file) return void message.error(t('upload:noFile'));
    const summary = await upload.start(file, regions);
    if (summary.status === 'failed') {
      notification.error({ message: t('upload:failedTitle'), description: summary.lines.map((l) => <div key={l}>{l}</div>), duration: 0 });
    } else if (summary.status !== 'canceled') {
      setFileIds(summary.fileIds);
    }
  }

  async function save() {
    if (!fileIds) return;
    const values = await form.validateFields();
    setSaving(true);
    const results = await sendToRegions(firmware.save, REGIONS.filter((r) => fileIds[r] !== undefined), (region) => ({
      name: values.name.trim(), apType: values.models.join(','), fileId: fileIds[region],
      updateSuggest: values.updateSuggest ? 1 : 0, updateBeta: values.updateBeta ? 1 : 0,
    }));
    setSaving(false);
    void reload();
    const failed = failedRegions(results);
    if (failed.length === 0) {
      void message.success(t('saved'));
      close();
      return;
    }
    notification.error({ message: t('saveFailed'), description: failureLines(results, (r) => t(`common:region.${r}`)).map((l) => <div key={l}>{l}</div>), duration: 0 });
    setFileIds(Object.fromEntries(failed.map((r) => [r, fileIds[r]])));
  }

  const step = fileIds ? 1 : 0;
  const footer = step === 0
    ? [
      <Button key="cancel" onClick={requestClose}>{t('common:cancel')}</Button>,
      <Button key="upload" type="primary" loading={upload.uploading} disabled={upload.uploading || !file} onClick={() => void startUpload()}>
        {t(`upload:phase.${upload.phase}`)}
      </Button>,
    ]
    : [
      <Button key="cancel" onClick={close}>{t('common:cancel')}</Button>,
      <Button key="save" type="primary" loading={saving} onClick={() => void save()}>{t('common:save')}</Button>,
    ];

  return (
    <Modal open={open} title={t('uploadTitle')} maskClosable={false} onCancel={requestClose} footer={footer} width={640} destroyOnHidden>
      <Steps size="small" current={step} items={[{ title: t('stepUpload') }, { title: t('stepDetails') }]} style={{ marginBottom: 16 }} />
      {step === 0 ? (
        <Form layout="vertical">
          <Form.Item label={t('upload:regions')} required>
            <RegionMultiSelect value={regions} onChange={setRegions} regions={available} disabled={upload.uploading} aria-label={t('upload:regions')} />
          </Form.Item>
          <UploadFileArea spec={SPEC} maxLabel="1 GB" phase={upload.phase} file={file} onPick={setFile} />
          {upload.uploading && <Progress percent={upload.percent} status="active" />}
        </Form>
      ) : (
        <FirmwareDetailsForm form={form} models={apTypes.data ?? []} loading={apTypes.isLoading} />
      )}
    </Modal>
  );
}
