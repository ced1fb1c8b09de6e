import { useMemo, useState } from 'react';
import { App, Button, Modal, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EndpointDescriptor, RegionName, RequestOf, UploadSpec } from '@gwn/contract/console';
import { useTimedLoading } from '../../lib/use-timed-loading.ts';
import { useRegionName } from '../region-records/region-name.ts';
import { saveInEachRegion, type SecondStep } from './second-step.ts';
import { useMd5Dialog } from './upload-md5-dialog.tsx';
import { sendWith, type UploadedFile } from './upload-regions.ts';
import { UploadStep } from './upload-step.tsx';
import { useRegionUpload } from './use-region-upload.ts';

/** An upload endpoint of the contract: it says its form field, size limit and accepted file types. */
export type UploadEndpoint = EndpointDescriptor & { upload: UploadSpec };

export interface RegionUploadDialogProps<U extends UploadEndpoint, S extends EndpointDescriptor> {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The upload call (its contract entry says the field, the size limit and the accepted types) and its query string. */
  upload: { endpoint: U; query?: RequestOf<U>; maxLabel: string };
  /** The regions offered, and those chosen when the dialog opens (spec 2 §9: firmware US, CN, EU; portal all; plugins US). */
  regions: { offered: readonly RegionName[]; initial: readonly RegionName[] };
  /**
   * Closing while the file is sent: `ask` confirms and then cancels every region's request (firmware, portal);
   * `refuse` says an upload is in progress and stays open (plugins, spec 2 §4).
   */
  whileUploading: 'ask' | 'refuse';
  /** Choosing the file starts the upload (plugins); otherwise the Upload button does. */
  startOnPick?: boolean;
  /** After every outcome of the upload or the second step: reload what lists the files. */
  onSettled?: () => void;
  /** A form after the upload whose save goes to each region holding the file; without it the dialog ends with the MD5. */
  secondStep?: SecondStep<S>;
}

/**
 * THE REGION UPLOAD DIALOG (firmware, portal zip and images, plugins; spec 2 §4, §8): regions and a file,
 * sent to every region in parallel with progress and cancel, then per region: failed regions listed one per
 * line ("Region: message", 60002 shown as 50010); a file already there (20020) shows the MD5 warning; success
 * shows the MD5, or goes on to the second step, whose save is sent to each region with the same per-region
 * report (failed regions stay for a retry).
 */
export function RegionUploadDialog<U extends UploadEndpoint, S extends EndpointDescriptor>(props: RegionUploadDialogProps<U, S>) {
  const { open, onClose, title, upload: target, regions: offer, whileUploading, startOnPick = false, onSettled, secondStep } = props;
  const { t } = useTranslation(['upload', 'common']);
  const { message, modal, notification } = App.useApp();
  const [regions, setRegions] = useState<RegionName[]>(() => offer.initial.filter((r) => offer.offered.includes(r)));
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<UploadedFile[] | null>(null);
  const { endpoint, query } = target;
  const send = useMemo(() => sendWith(endpoint, query), [endpoint, query]);
  const upload = useRegionUpload(send, regions.length || 1);
  const saving = useTimedLoading(secondStep?.saveLoadingMs);
  const showMd5 = useMd5Dialog();
  const regionName = useRegionName().name;
  const showFailures = (heading: string, lines: string[]) =>
    notification.error({ message: heading, description: lines.map((l) => <div key={l}>{l}</div>), duration: 0 });

  const close = () => {
    upload.reset();
    setFile(null);
    setUploaded(null);
    secondStep?.onReset?.();
    onClose();
  };
  const requestClose = () => {
    if (!upload.uploading) return close();
    if (whileUploading === 'refuse') return void message.warning(t('inProgress'));
    modal.confirm({
      title: t('cancelTitle'), content: t('cancelText'), okText: t('cancelUpload'), cancelText: t('keepUploading'),
      onOk: () => { upload.cancel(); close(); },
    });
  };

  async function start(picked: File | null) {
    if (regions.length === 0) return void notification.error({ message: t('noRegion'), duration: 0 });
    if (!picked) return void message.error(t('noFile'));
    const summary = await upload.start(picked, regions);
    onSettled?.();
    if (summary.status === 'canceled') return;
    if (summary.status === 'failed') return showFailures(t('failedTitle'), summary.lines);
    // A file already there is as good as a new one for the second step; the operator is told, with its MD5.
    if (summary.status === 'duplicate') showMd5('warning', summary.md5);
    if (secondStep) return setUploaded(summary.uploaded);
    if (summary.status === 'success') showMd5('success', summary.md5);
    close();
  }
  const pick = (picked: File) => {
    setFile(picked);
    if (startOnPick) void start(picked);
  };

  const save = async () => {
    if (!secondStep || !uploaded) return;
    // The form first: an invalid one says why, without a spinner.
    const payloadFor = await secondStep.collect();
    if (!payloadFor) return;
    await saving.run(async () => {
      const { retry, lines } = await saveInEachRegion(secondStep, uploaded, payloadFor, regionName);
      onSettled?.();
      if (retry.length === 0) {
        void message.success(secondStep.savedText);
        return close();
      }
      showFailures(secondStep.failedTitle, lines);
      setUploaded(retry);
    });
  };

  const uploadFooter = startOnPick ? null : [
    <Button key="cancel" onClick={requestClose}>{t('common:cancel')}</Button>,
    // Its text says upload / uploading / uploaded (spec 2 §4), so no spinner: on a loaded machine antd once left
    // the spinner's icon in the button (and its accessible name) after the upload ended.
    <Button key="upload" type="primary" disabled={upload.uploading || !file} onClick={() => void start(file)}>
      {t(`phase.${upload.phase}`)}
    </Button>,
  ];
  const stepFooter = [
    <Button key="cancel" onClick={close}>{t('common:cancel')}</Button>,
    secondStep?.extraButtons,
    <Button key="save" type="primary" loading={saving.loading} onClick={() => void save().catch(() => undefined)}>{t('common:save')}</Button>,
  ];
  const firstRegion = uploaded?.[0]?.region;
  const stepShown = secondStep && firstRegion && file ? secondStep.render({ file, firstRegion }) : null;

  return (
    <Modal open={open} title={title} mask={{ closable: false }} onCancel={requestClose} width={640} destroyOnHidden
      footer={stepShown ? stepFooter : uploadFooter}>
      {secondStep && (
        <Steps size="small" current={stepShown ? 1 : 0} style={{ marginBottom: 16 }}
          items={[{ title: t('stepUpload') }, { title: secondStep.title }]} />
      )}
      {stepShown ?? (
        <UploadStep offered={offer.offered} regions={regions} onRegions={setRegions} spec={endpoint.upload}
          maxLabel={target.maxLabel} phase={upload.phase} percent={upload.percent} file={file} onPick={pick} />
      )}
    </Modal>
  );
}
