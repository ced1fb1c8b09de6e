import { useQuery } from '@tanstack/react-query';
import type { AxiosProgressEvent } from 'axios';
import { managerPackage, type RegionName } from '@gwn/contract';
import { apiUpload } from '../../api/client.ts';
import { regionQuery } from '../../components/list/region-query.ts';

export const useCurrentPackage = (region: RegionName | null) => useQuery(regionQuery(managerPackage.list, {}, region));

export interface PackageUpload {
  file: File;
  version: string;
  description: string;
  region: RegionName | null;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Uploads the package with its version and description; gives up after 10 minutes (spec 3 §9). */
export function uploadPackage({ file, version, description, region, onProgress, signal }: PackageUpload) {
  const form = new FormData();
  form.append(managerPackage.upload.upload.field, file, file.name);
  const onUploadProgress = (e: AxiosProgressEvent) => onProgress(e.total ? e.loaded / e.total : (e.progress ?? 0));
  return apiUpload(managerPackage.upload, form, {
    region: region ?? undefined, query: { version, description }, onUploadProgress, signal,
    timeoutMs: managerPackage.MANAGER_PACKAGE_LIMITS.uploadTimeoutMs,
  });
}
