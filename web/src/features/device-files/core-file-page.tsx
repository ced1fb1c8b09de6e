import { DeviceFilePage } from './device-file-page.tsx';

/** /coreFile/list */
export default function CoreFilePage() {
  return <DeviceFilePage kind="core" />;
}
