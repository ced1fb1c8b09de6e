import { useMemo, useState } from 'react';
import { App, Button, Form, Modal, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { REGIONS, portal, type RegionName } from '@gwn/contract';
import { RegionMultiSelect } from '../../components/region-multi-select.tsx';
import { UploadFileArea } from '../../components/upload-file-area.tsx';
import { useMd5Dialog } from '../../components/upload-md5-dialog.tsx';
import { sendWith } from '../../components/upload-regions.ts';
import { useRegionUpload } from '../../components/use-region-upload.ts';
import { getRegionOptions } from '../../lib/session-storage.ts';
import { failedRegions, failureLines, sendToRegions } from '../../api/send-to-regions.ts';
import { usePortalVersions, useReloadPortal } from './api.ts';
import { autoFill, modelsWithoutVersion, type VersionRow } from './portal-versions.ts';
import { PortalVersionsStep } from './portal-versions-step.tsx';

export type PortalUploadKind = 'zip' | 'portalImage' | 'emailImage';

const endpointOf = (kind: PortalUploadKind) => (kind === 'zip' ? portal.upload : portal.uploadLogo);
const queryOf = (kind: PortalUploadKind): Record<string, string> =>
  (kind === 'zip' ? {} : { type: String(portal.LOGO_TYPES[kind]) });

/**
 * One of the portal screen's three uploads (spec 2 screen 12): regions (with All) and a file, sent to
 * each region in parallel. Images end there (MD5 shown, failed regions listed); a zip continues to the
 * per-model versions step and is saved in each region.
 */
export function PortalUploadDialog({ kind, onClose }: { kind: PortalUploadKind | null; onClose: () => void }) {
  const { t } = useTranslation(['portal', 'upload', 'common']);
  const { message, modal, notification } = App.useApp();
  const offered = getRegionOptions().map((r) => r.regionName);
  const available: readonly RegionName[] = offered.length ? offered : REGIONS;
  const [regions, setRegions] = useState<RegionName[]>([...available]);
  const [file, setFile] = useState<File | null>(null);
  const [fileIds, setFileIds] = useState<Partial<Record<RegionName, number>> | null>(null);
  const [rows, setRows] = useState<VersionRow[]>([]);
  const [updatePortalFile, setUpdatePortalFile] = useState(false);
  const [missing, setMissing] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const send = useMemo(() => sendWith(endpointOf(kind ?? 'zip'), queryOf(kind ?? 'zip')), [kind]);
  const upload = useRegionUpload(send, regions.length || 1);
  const showMd5 = useMd5Dialog();
  const reload = useReloadPortal();
  const firstRegion = fileIds ? (Object.keys(fileIds)[0] as RegionName | undefined) : undefined; // keys are RegionNames
  const versions = usePortalVersions(kind === 'zip' ? firstRegion : undefined);
  // The model list arrives once the zip is uploaded; seed the rows from it once (while rendering, not in an effect).
  const [seededFrom, setSeededFrom] = useState<unknown>(null);
  if (versions.data && versions.data !== seededFrom) {
    setSeededFrom(versions.data);
    setRows(versions.data.result.map((r) => ({ apType: r.apType, version: '' })));
  }

  const close = () => {
    upload.reset();
    setFile(null);
    setFileIds(null);
    setRows([]);
    setMissing([]);
    onClose();
  };
  const requestClose = () => {
    if (!upload.uploading) return close();
    modal.confirm({
      title: t('upload:cancelTitle'), content: t('upload:cancelText'), okText: t('upload:cancelUpload'), cancelText: t('upload:keepUploading'),
      onOk: () => { upload.cancel(); close(); },
    });
  };
  const showFailures = (title: string, lines: string[]) =>
    notification.error({ message: title, description: lines.map((l) => <div key={l}>{l}</div>), duration: 0 });

  async function startUpload() {
    if (regions.length === 0) return void notification.error({ message: t('upload:noRegion'), duration: 0 });
    if (!file) return void message.error(t('upload:noFile'));
    const summary = await upload.start(file, regions);
    if (summary.status === 'canceled') return;
    if (summary.status === 'failed') return showFailures(t('failureRegion'), summary.lines);
    if (kind === 'zip') return setFileIds(summary.fileIds);
    void reload();
    showMd5(summary.status === 'success' ? 'success' : 'warning', summary.md5);
    close();
  }

  async function save() {
    if (!fileIds) return;
    const lacking = modelsWithoutVersion(rows);
    setMissing(lacking);
    if (lacking.length > 0 || rows.length === 0) return;
    setSaving(true);
    const results = await sendToRegions(portal.saveVersions, REGIONS.filter((r) => fileIds[r] !== undefined), (region) => ({
      portalVersions: rows.map((r) => ({ apType: r.apType, version: r.version.trim() })), updatePortalFile: updatePortalFile ? 1 : 0,
      fileId: fileIds[region],
    }));
    setSaving(false);
    void reload();
    const failed = failedRegions(results);
    if (failed.length === 0) {
      void message.success(t('saved'));
      return close();
    }
    showFailures(t('failureRegion'), failureLines(results, (r) => t(`common:region.${r}`)));
    setFileIds(Object.fromEntries(failed.map((r) => [r, fileIds[r]])));
  }

  const spec = endpointOf(kind ?? 'zip').upload ?? { field: 'file', maxBytes: portal.PORTAL_LIMITS.maxBytes, accept: [] };
  const footer = fileIds
    ? [
      <Button key="cancel" onClick={close}>{t('common:cancel')}</Button>,
      <Button key="fill" onClick={() => setRows(autoFill(rows, file?.name ?? ''))}>{t('autoFill')}</Button>,
      <Button key="save" type="primary" loading={saving} onClick={() => void save()}>{t('common:save')}</Button>,
    ]
    : [
      <Button key="cancel" onClick={requestClose}>{t('common:cancel')}</Button>,
      <Button key="upload" type="primary" loading={upload.uploading} disabled={upload.uploading || !file} onClick={() => void startUpload()}>
        {t(`upload:phase.${upload.phase}`)}
      </Button>,
    ];

  return (
    <Modal open={kind !== null} title={kind ? t(`title.${kind}`) : ''} maskClosable={false} onCancel={requestClose} footer={footer} width={640} destroyOnHidden>
      {fileIds ? (
        <PortalVersionsStep rows={rows} onChange={setRows} updatePortalFile={updatePortalFile} onUpdatePortalFile={setUpdatePortalFile}
          loading={versions.isLoading} missing={missing} />
      ) : (
        <Form layout="vertical">
          <Form.Item label={t('upload:regions')} required>
            <RegionMultiSelect value={regions} onChange={setRegions} regions={available} disabled={upload.uploading} aria-label={t('upload:regions')} />
          </Form.Item>
          <UploadFileArea spec={spec} maxLabel="5 MB" phase={upload.phase} file={file} onPick={setFile} />
          {upload.uploading && <Progress percent={upload.percent} status="active" />}
        </Form>
      )}
    </Modal>
  );
}
