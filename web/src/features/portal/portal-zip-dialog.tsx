import { useRef } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { portal } from '@gwn/contract/console';
import { RegionUploadDialog } from '../../components/region-upload/region-upload-dialog.tsx';
import { getOfferedRegions } from '../../lib/session-storage.ts';
import { useReloadPortal } from './api.ts';
import { PortalVersionsStep, type VersionsStepHandle } from './portal-versions-step.tsx';

/**
 * The portal zip (spec 2 screen 12): to every chosen region, then a version per model (cancel, auto-fill,
 * save) saved in each region that holds the zip.
 */
export function PortalZipDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('portal');
  const reload = useReloadPortal();
  const step = useRef<VersionsStepHandle>(null);
  const offered = getOfferedRegions();
  return (
    <RegionUploadDialog
      open={open} onClose={onClose} title={t('title.zip')} whileUploading="ask"
      upload={{ endpoint: portal.upload, maxLabel: '5 MB' }}
      regions={{ offered, initial: offered }}
      onSettled={() => void reload()}
      secondStep={{
        title: t('stepVersions'), endpoint: portal.saveVersions,
        render: ({ file, firstRegion }) => <PortalVersionsStep ref={step} region={firstRegion} fileName={file.name} />,
        collect: async () => {
          const values = step.current?.collect();
          return values ? (fileId: number) => ({ ...values, fileId }) : null;
        },
        extraButtons: <Button key="fill" onClick={() => step.current?.autoFill()}>{t('autoFill')}</Button>,
        savedText: t('saved'), failedTitle: t('failureRegion'),
      }}
    />
  );
}
