import { useTranslation } from 'react-i18next';
import { portal } from '@gwn/contract/console';
import { RegionUploadDialog } from '../../components/region-upload/region-upload-dialog.tsx';
import { getOfferedRegions } from '../../lib/session-storage.ts';
import { useReloadPortal } from './api.ts';

export type PortalImageKind = keyof typeof portal.LOGO_TYPES;

/** A portal image or an e-mail image (jpg/png under 5 MB) to every chosen region (all offered, all chosen); ends with the MD5. */
export function PortalImageDialog({ kind, open, onClose }: { kind: PortalImageKind; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('portal');
  const reload = useReloadPortal();
  const offered = getOfferedRegions();
  return (
    <RegionUploadDialog
      open={open} onClose={onClose} title={t(`title.${kind}`)} whileUploading="ask"
      upload={{ endpoint: portal.uploadLogo, query: { type: portal.LOGO_TYPES[kind] }, maxLabel: '5 MB' }}
      regions={{ offered, initial: offered }}
      onSettled={() => void reload()}
    />
  );
}
