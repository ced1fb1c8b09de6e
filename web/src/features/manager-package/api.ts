import { useQuery } from '@tanstack/react-query';
import { managerPackage, type RegionName } from '@gwn/contract/console';
import { apiUpload } from '../../api/client.ts';
import type { UploadProgress } from '../../api/transport.ts';
import { regionQuery } from '../../api/region-query.ts';

export const useCurrentPackage = (region: RegionName | null) => useQuery(regionQuery(managerPackage.list, {}, region));

export interface PackageUpload {
  file: File;
  version: string;
  description: string;
  region: RegionName | null;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads the package: version and description as multipart fields before the file (spec 3 §7, so the
 * service has them before the bytes); gives up after 10 minutes (spec 3 §9) or when `signal` aborts.
 */
export function uploadPackage({ file, version, description, region, onProgress, signal }: PackageUpload) {
  const form = new FormData();
  form.append('version', version);
  form.append('description', description);
  form.append(managerPackage.upload.upload.field, file, file.name);
  const onUploadProgress = (e: UploadProgress) => onProgress(e.total ? e.loaded / e.total : 0);
  return apiUpload(managerPackage.upload, form, {
    region: region ?? undefined, onUploadProgress, signal,
    timeoutMs: managerPackage.MANAGER_PACKAGE_LIMITS.uploadTimeoutMs,
  });
}
