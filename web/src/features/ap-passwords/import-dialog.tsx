import { App, Button, Modal, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { apPasswords, RetCode } from '@gwn/contract/console';
import { ApiCallError, errorText, textForCode } from '../../api/api-error.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';
import { downloadTemplate, useImportApPasswords } from './api.ts';

const L = apPasswords.AP_PASSWORD_LIMITS;

/** CSV import with the template download (spec 2 screen 3; csv only, under 10 MB; bad MACs listed). */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('apPasswords');
  const { message, modal } = App.useApp();
  const region = useCurrentRegion();
  const importer = useImportApPasswords();

  const send = async (file: File) => {
    if (!file.name.toLowerCase().endsWith('.csv')) return void message.error(t('fileType'));
    if (file.size >= L.importMaxBytes) return void message.error(t('fileTooLarge'));
    try {
      const { badMacs } = await importer.mutateAsync(file);
      onClose();
      if (badMacs.length === 0) void message.success(t('importSuccess'));
      else modal.error({ title: t('importError'), content: badMacs.map((mac) => <div key={mac}>{mac}</div>) });
    } catch (err) {
      // The file did not get through: "Upload failed" (spec 2 §8); an answer of the service (60001 ...) says what it was.
      void message.error(err instanceof ApiCallError && !err.transport ? err.msg : textForCode(RetCode.UploadFailed));
    }
  };

  return (
    <Modal open={open} title={t('importTitle')} footer={null} onCancel={onClose} destroyOnHidden>
      <Button icon={<DownloadOutlined />} style={{ marginBottom: 12 }}
        onClick={() => downloadTemplate(region).catch((err: unknown) => void message.error(errorText(err)))}>
        {t('template')}
      </Button>
      <Upload.Dragger accept=".csv" showUploadList={false} disabled={importer.isPending}
        beforeUpload={(file) => { void send(file); return false; }}>
        <p><InboxOutlined /></p>
        <p>{t(importer.isPending ? 'uploading' : 'dropHint')}</p>
      </Upload.Dragger>
    </Modal>
  );
}
