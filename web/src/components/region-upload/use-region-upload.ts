import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegionName } from '@gwn/contract/console';
import type { UploadPhase } from './upload-file-area.tsx';
import { useUploadProgress } from './upload-progress.ts';
import { summarizeUploads, uploadToRegions, type SendUpload, type UploadSummary } from './upload-regions.ts';

/**
 * Runs one file's upload to several regions: phase for the button text, the progress bar, and a
 * cancel that aborts every pending request. `start` resolves with the combined outcome.
 */
export function useRegionUpload(send: SendUpload, regionCount: number) {
  const { t } = useTranslation('common');
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const progress = useUploadProgress(regionCount);
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(async (file: File, regions: readonly RegionName[]): Promise<UploadSummary> => {
    const abort = new AbortController();
    controller.current = abort;
    progress.reset();
    setPhase('uploading');
    const results = await uploadToRegions({ file, regions, send, signal: abort.signal, onProgress: progress.report });
    controller.current = null;
    const summary = summarizeUploads(results, (r) => t(`region.${r}`), abort.signal.aborted);
    if (summary.status === 'success' || summary.status === 'duplicate') {
      progress.finish();
      setPhase('uploaded');
    } else {
      progress.reset();
      setPhase('idle');
    }
    return summary;
  }, [send, progress, t]);

  const cancel = useCallback(() => controller.current?.abort(), []);

  const reset = useCallback(() => {
    controller.current?.abort();
    progress.reset();
    setPhase('idle');
  }, [progress]);

  return { phase, percent: progress.percent, uploading: phase === 'uploading', start, cancel, reset };
}
