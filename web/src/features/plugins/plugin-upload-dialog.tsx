import { useMemo, useState } from 'react';
import { App, Form, Modal, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { plugins, type RegionName } from '@gwn/contract';
import { UploadFileArea } from '../../components/upload-file-area.tsx';
import { useMd5Dialog } from '../../components/upload-md5-dialog.tsx';
import { sendWith } from '../../components/upload-regions.ts';
import { useRegionUpload } from '../../components/use-region-upload.ts';
import { RegionMultiSelect } from '../../components/region-multi-select.tsx';
import { PLUGIN_REGION, useReloadPlugins } from './api.ts';

const OFFERED: readonly RegionName[] = plugins.PLUGIN_REGIONS;

/**
 * The plugin Add dialog (spec 2 screen 13, §4): not closable by clicking outside, only US offered,
 * choosing a file starts the upload; closing while it runs is refused; success and 20020 show the MD5.
 */
export function PluginUploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['plugins', 'upload', 'common']);
  const { message, notification } = App.useApp();
  const [regions, setRegions] = useState<RegionName[]>([PLUGIN_REGION]);
  const [file, setFile] = useState<File | null>(null);
  const send = useMemo(() => sendWith(plugins.upload), []);
  const upload = useRegionUpload(send, regions.length || 1);
  const showMd5 = useMd5Dialog();
  const reload = useReloadPlugins();

  const close = () => {
    upload.reset();
    setFile(null);
    onClose();
  };
  const tryClose = () => {
    if (upload.uploading) void message.warning(t('upload:inProgress'));
    else close();
  };

  async function pick(picked: File) {
    if (regions.length === 0) {
      notification.error({ message: t('upload:noRegion'), duration: 0 });
      return;
    }
    setFile(picked);
    const summary = await upload.start(picked, regions);
    void reload();
    if (summary.status === 'success' || summary.status === 'duplicate') {
      showMd5(summary.status === 'success' ? 'success' : 'warning', summary.md5);
      close();
    } else if (summary.status === 'failed') {
      notification.error({ message: t('upload:failedTitle'), description: summary.lines.map((l) => <div key={l}>{l}</div>), duration: 0 });
    }
  }

  return (
    <Modal open={open} title={t('addTitle')} maskClosable={false} keyboard={false} footer={null} onCancel={tryClose} destroyOnHidden>
      <Form layout="vertical">
        <Form.Item label={t('upload:regions')} required>
          <RegionMultiSelect value={regions} onChange={setRegions} regions={OFFERED} disabled={upload.uploading} aria-label={t('upload:regions')} />
        </Form.Item>
        <UploadFileArea
          spec={plugins.upload.upload ?? { field: 'file', maxBytes: plugins.PLUGIN_LIMITS.maxBytes, accept: [] }}
          maxLabel="200 MB" phase={upload.phase} file={file} onPick={(f) => void pick(f)}
        />
        {upload.uploading && <Progress percent={upload.percent} status="active" aria-label={t('upload:phase.uploading')} />}
      </Form>
    </Modal>
  );
}
