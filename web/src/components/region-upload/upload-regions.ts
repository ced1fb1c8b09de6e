import { RetCode, type EndpointDescriptor, type RegionName, type RequestOf } from '@gwn/contract/console';
import { apiUpload } from '../../api/client.ts';
import type { UploadProgress } from '../../api/transport.ts';
import { NETWORK_CODE, textForCode, wordedFailure } from '../../api/api-error.ts';
import { inEachRegion } from '../../api/send-to-regions.ts';

/** The reply every upload gives (firmware, portal, plugin: the contract's uploadResult). */
export interface UploadReply { fileId: number; md5: string; fileName: string }

/** A file stored in a region: what a second step names there. */
export interface UploadedFile { region: RegionName; fileId: number }

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
  | { status: 'success'; md5: string; uploaded: UploadedFile[] }
  | { status: 'duplicate'; md5: string; uploaded: UploadedFile[] }
  | { status: 'failed'; lines: string[]; uploaded: UploadedFile[] }
  | { status: 'canceled' };

/** 60002 is the storage's own "upload failed"; operators see it as the general 50010 (spec 2 §8). */
export const displayedCode = (retCode: number) => (retCode === RetCode.StorageFailed ? RetCode.UploadFailed : retCode);

export type SendUpload = (region: RegionName, file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<UploadReply>;

/**
 * Sends the file as the endpoint's multipart field to one region's admin address, with progress and cancel;
 * `query` is the endpoint's query string (e.g. the portal image type).
 */
export function sendWith<E extends EndpointDescriptor>(endpoint: E, query?: RequestOf<E>): SendUpload {
  return async (region, file, onProgress, signal) => {
    const form = new FormData();
    form.append(endpoint.upload?.field ?? 'file', file, file.name);
    const onUploadProgress = (e: UploadProgress) => onProgress(e.total ? e.loaded / e.total : 0);
    const reply: unknown = await apiUpload(endpoint, form, { region, signal, onUploadProgress, query });
    if (!isUploadReply(reply)) throw await wordedFailure(RetCode.UploadFailed);
    return reply;
  };
}

function isUploadReply(reply: unknown): reply is UploadReply {
  return typeof reply === 'object' && reply !== null && 'fileId' in reply && typeof reply.fileId === 'number'
    && 'md5' in reply && typeof reply.md5 === 'string';
}

/** The file id and MD5 a 20020 carries: those of the file already there. */
function existingFile(data: unknown): { fileId?: number; md5?: string } {
  if (typeof data !== 'object' || data === null) return {};
  return {
    fileId: 'fileId' in data && typeof data.fileId === 'number' ? data.fileId : undefined,
    md5: 'md5' in data && typeof data.md5 === 'string' ? data.md5 : undefined,
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
  const results = await inEachRegion(opts.regions, (region) => opts.send(region, opts.file, (f) => opts.onProgress?.(region, f), opts.signal));
  return results.map((result): RegionUploadResult => {
    const { region } = result;
    if (result.ok) return { region, retCode: RetCode.Success, msg: '', fileId: result.data.fileId, md5: result.data.md5 };
    if (opts.signal.aborted) return { region, retCode: NETWORK_CODE, msg: 'canceled' };
    const code = displayedCode(result.retCode);
    return { region, retCode: code, msg: code === result.retCode ? result.msg : textForCode(code), ...existingFile(result.data) };
  });
}

/**
 * Combines the regions' outcomes: any real failure fails the upload with one line per failed region
 * ("region: message"); otherwise a 20020 anywhere is the "already exists" warning with its MD5.
 */
export function summarizeUploads(results: readonly RegionUploadResult[], regionName: (r: RegionName) => string, canceled = false): UploadSummary {
  if (canceled) return { status: 'canceled' };
  // A 20020 carries the id of the file already there, which is as good as a new one for naming it.
  const uploaded = results.flatMap((r) => (r.fileId === undefined ? [] : [{ region: r.region, fileId: r.fileId }]));
  const failed = results.filter((r) => r.retCode !== RetCode.Success && r.retCode !== RetCode.FileExists);
  if (failed.length > 0) return { status: 'failed', lines: failed.map((r) => `${regionName(r.region)}: ${r.msg}`), uploaded };
  const duplicate = results.find((r) => r.retCode === RetCode.FileExists);
  if (duplicate) return { status: 'duplicate', md5: duplicate.md5 ?? '', uploaded };
  return { status: 'success', md5: results[0]?.md5 ?? '', uploaded };
}
