import { DeviceFilePage } from './device-file-page.tsx';

/** /capture/list */
export default function CaptureFilePage() {
  return <DeviceFilePage kind="capture" />;
}
