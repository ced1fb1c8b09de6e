import { useState, type DragEvent } from 'react';
import { App } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isAcceptedFileName, type UploadSpec } from '@gwn/contract/console';
import { classNames } from '../../lib/class-names.ts';
import './upload-file-area.css';

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
 * A native file input in a drop area drawn like antd's Dragger (issue #27: antd's Upload was 14.9 kB gzip on
 * /manage/list); the input stays focusable, so Tab and Enter or Space choose a file too.
 */
export function UploadFileArea({ spec, maxLabel, phase, file, onPick, disabled }: Props) {
  const { t } = useTranslation('upload');
  const { message } = App.useApp();
  const [over, setOver] = useState(false);
  const busy = phase === 'uploading';
  const off = disabled || busy;
  const pick = (picked: File | undefined) => {
    if (!picked || off) return;
    if (!isAcceptedFileName(spec, picked.name)) void message.error(t('wrongType', { types: spec.accept.join(', ') }));
    else if (picked.size > spec.maxBytes) void message.error(t('tooLarge', { max: maxLabel }));
    else onPick(picked);
  };
  const dragging = (e: DragEvent, on: boolean) => {
    e.preventDefault();
    if (!off) setOver(on);
  };
  return (
    <label className={classNames('upload-area', busy && 'upload-area-busy', off && 'upload-area-off', over && 'upload-area-over')}
      onDragEnter={(e) => dragging(e, true)} onDragOver={(e) => dragging(e, true)} onDragLeave={(e) => dragging(e, false)}
      onDrop={(e) => { dragging(e, false); pick(e.dataTransfer.files[0]); }}>
      <input type="file" className="upload-area-input" accept={spec.accept.join(',') || undefined} disabled={off}
        // The same file chosen twice in a row is a choice too: the input forgets it at once.
        onChange={(e) => { const picked = e.target.files?.[0]; e.target.value = ''; pick(picked); }} />
      {!busy && <span className="upload-area-icon"><InboxOutlined /></span>}
      <span className="upload-area-text">{t(`phase.${phase}`)}</span>
      <span className="upload-area-hint">{file ? file.name : t('hint', { max: maxLabel })}</span>
    </label>
  );
}
