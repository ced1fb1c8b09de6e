import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegionName, UploadSpec } from '@gwn/contract/console';
import { RegionMultiSelect } from '../region-multi-select.tsx';
import { UploadFileArea, type UploadPhase } from './upload-file-area.tsx';
import { ProgressBar } from '../progress-bar/progress-bar.tsx';

interface Props {
  offered: readonly RegionName[];
  regions: RegionName[];
  onRegions: (regions: RegionName[]) => void;
  spec: UploadSpec;
  maxLabel: string;
  phase: UploadPhase;
  percent: number;
  file: File | null;
  onPick: (file: File) => void;
}

/** The upload step: the regions (required, with All), the file area and, while it runs, the progress bar. */
export function UploadStep({ offered, regions, onRegions, spec, maxLabel, phase, percent, file, onPick }: Props) {
  const { t } = useTranslation('upload');
  const uploading = phase === 'uploading';
  return (
    <Form layout="vertical">
      <Form.Item label={t('regions')} required>
        <RegionMultiSelect value={regions} onChange={onRegions} regions={offered} disabled={uploading} aria-label={t('regions')} />
      </Form.Item>
      <UploadFileArea spec={spec} maxLabel={maxLabel} phase={phase} file={file} onPick={onPick} />
      {uploading && <ProgressBar percent={percent} status="active" aria-label={t('phase.uploading')} />}
    </Form>
  );
}
