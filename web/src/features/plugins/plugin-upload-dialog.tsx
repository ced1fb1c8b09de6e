import { useTranslation } from 'react-i18next';
import { plugins } from '@gwn/contract/console';
import { RegionUploadDialog } from '../../components/region-upload/region-upload-dialog.tsx';
import { useReloadPlugins } from './api.ts';

/**
 * The plugin Add dialog (spec 2 screen 13, §4): only US offered, choosing a file starts the upload, closing
 * while it runs is refused with a warning; success and 20020 show the MD5 and close; the list reloads after
 * each outcome.
 */
export function PluginUploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('plugins');
  const reload = useReloadPlugins();
  return (
    <RegionUploadDialog
      open={open} onClose={onClose} title={t('addTitle')} whileUploading="refuse" startOnPick
      upload={{ endpoint: plugins.upload, maxLabel: '200 MB' }}
      regions={{ offered: plugins.PLUGIN_REGIONS, initial: plugins.PLUGIN_REGIONS }}
      onSettled={() => void reload()}
    />
  );
}
