import type { AxiosProgressEvent } from 'axios';
import { RetCode, type Endpoint, type RegionName, type ResponseOf } from '@gwn/contract';
import { apiUpload } from '../api/client.ts';
import { ApiCallError, NETWORK_CODE, textForCode } from '../api/api-error.ts';

/** The reply every upload gives (firmware, portal, plugin). */
export interface UploadReply { fileId: number; md5: string; fileName: string }

/** One region's outcome of a multi-region upload. */
export interface RegionUploadResult {
  region: RegionName;
  retCode: number;
  msg: string;
  /** The uploaded file's id and MD5 on success; on 20020 those of the file already there. */
  fileId?: number;
  md5?: string;
}

/** What the dialog shows once every region answered (spec 2 §4, §8). */
export type UploadSummary =
  | { status: 'success'; md5: string; fileIds: Partial<Record<RegionName, number>> }
  | { status: 'duplicate'; md5: string; fileIds: Partial<Record<RegionName, number>> }
  | { status: 'failed'; lines: string[]; fileIds: Partial<Record<RegionName, number>> }
  | { status: 'canceled' };

const CANCELED = 'canceled';

/** 60002 is the storage's own "upload failed"; operators see it as the general 50010 (spec 2 §8). */
export const displayedCode = (retCode: number) => (retCode === RetCode.StorageFailed ? RetCode.UploadFailed : retCode);

export type SendUpload = (region: RegionName, file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<UploadReply>;

/** Sends the file as multipart field `file` to one region's admin address, with progress and cancel. */
export function sendWith(endpoint: Endpoint, query: Record<string, string> = {}): SendUpload {
  const search = new URLSearchParams(query).toString();
  // A POST's query string rides on the path: the client builds region base + path.
  const target = search ? { ...endpoint, path: `${endpoint.path}?${search}` } : endpoint;
  return async (region, file, onProgress, signal) => {
    const form = new FormData();
    form.append(endpoint.upload?.field ?? 'file', file, file.name);
    const onUploadProgress = (e: AxiosProgressEvent) => onProgress(e.total ? e.loaded / e.total : (e.progress ?? 0));
    const data: ResponseOf<Endpoint> = await apiUpload(target, form, { region, signal, onUploadProgress });
    return data as UploadReply; // every upload endpoint's reply schema is the contract's uploadResult
  };
}

/**
 * Uploads one file to every chosen region in parallel (DESIGN §1): a region that is down, refuses the
 * file or times out is that region's failure only; the others carry on.
 */
export async function uploadToRegions(opts: {
  file: File; regions: readonly RegionName[]; send: SendUpload; signal: AbortSignal;
  onProgress?: (region: RegionName, fraction: number) => void;
}): Promise<RegionUploadResult[]> {
  return Promise.all(opts.regions.map(async (region): Promise<RegionUploadResult> => {
    try {
      const reply = await opts.send(region, opts.file, (f) => opts.onProgress?.(region, f), opts.signal);
      return { region, retCode: RetCode.Success, msg: '', fileId: reply.fileId, md5: reply.md5 };
    } catch (err) {
      if (opts.signal.aborted) return { region, retCode: NETWORK_CODE, msg: CANCELED };
      if (err instanceof ApiCallError) {
        const code = displayedCode(err.retCode);
        const data = typeof err.data === 'object' && err.data !== null ? err.data : {};
        const md5 = 'md5' in data ? String(data.md5) : undefined;
        const fileId = 'fileId' in data && typeof data.fileId === 'number' ? data.fileId : undefined;
        return { region, retCode: code, msg: code === err.retCode ? err.msg : textForCode(code), md5, fileId };
      }
      return { region, retCode: NETWORK_CODE, msg: err instanceof Error ? err.message : String(err) };
    }
  }));
}

/**
 * Combines the regions' outcomes: any real failure fails the upload with one line per failed region
 * ("region: message"); otherwise a 20020 anywhere is the "already exists" warning with its MD5.
 */
export function summarizeUploads(results: readonly RegionUploadResult[], regionName: (r: RegionName) => string, canceled = false): UploadSummary {
  if (canceled) return { status: 'canceled' };
  // A 20020 carries the id of the file already there, which is as good as a new one for naming it.
  const fileIds = Object.fromEntries(results.filter((r) => r.fileId !== undefined).map((r) => [r.region, r.fileId]));
  const failed = results.filter((r) => r.retCode !== RetCode.Success && r.retCode !== RetCode.FileExists);
  if (failed.length > 0) return { status: 'failed', lines: failed.map((r) => `${regionName(r.region)}: ${r.msg}`), fileIds };
  const duplicate = results.find((r) => r.retCode === RetCode.FileExists);
  if (duplicate) return { status: 'duplicate', md5: duplicate.md5 ?? '', fileIds };
  return { status: 'success', md5: results[0]?.md5 ?? '', fileIds };
}
