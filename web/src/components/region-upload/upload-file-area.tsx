import { App, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isAcceptedFileName, type UploadSpec } from '@gwn/contract/console';

export type UploadPhase = 'idle' | 'uploading' | 'uploaded';

interface Props {
  spec: UploadSpec;
  /** The limit to check against (the contract's). */
  maxLabel: string;
  phase: UploadPhase;
  file: File | null;
  onPick: (file: File) => void;
  /** Compact while uploading (spec 2 §4: the area shrinks and further upload is disabled). */
  disabled?: boolean;
}

/**
 * Drag-and-drop or click to choose one file; checks type and size before anything is sent
 * (the service checks again while streaming). Its text says upload / uploading / uploaded.
 */
export function UploadFileArea({ spec, maxLabel, phase, file, onPick, disabled }: Props) {
  const { t } = useTranslation('upload');
  const { message } = App.useApp();
  const busy = phase === 'uploading';
  return (
    <Upload.Dragger
      multiple={false}
      showUploadList={false}
      disabled={disabled || busy}
      accept={spec.accept.join(',') || undefined}
      style={busy ? { padding: 0 } : undefined}
      beforeUpload={(picked) => {
        if (!isAcceptedFileName(spec, picked.name)) {
          void message.error(t('wrongType', { types: spec.accept.join(', ') }));
        } else if (picked.size > spec.maxBytes) {
          void message.error(t('tooLarge', { max: maxLabel }));
        } else {
          onPick(picked);
        }
        return Upload.LIST_IGNORE;
      }}
    >
      {!busy && <p className="ant-upload-drag-icon"><InboxOutlined /></p>}
      <p className="ant-upload-text">{t(`phase.${phase}`)}</p>
      <p className="ant-upload-hint">{file ? file.name : t('hint', { max: maxLabel })}</p>
    </Upload.Dragger>
  );
}
