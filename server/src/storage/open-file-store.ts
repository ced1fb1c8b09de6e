import path from 'node:path';
import type { RegionName } from '@gwn/contract';
import type { Config } from '../config.ts';
import { diskFileStore } from './disk-file-store.ts';
import type { FileStore } from './file-store.ts';
import { s3FileStore } from './s3-file-store.ts';

/**
 * The FileStore of one region as configured (FILE_STORE=disk|s3), with what a previous run left half-written
 * removed before the service accepts uploads: temporary objects last written, and unfinished S3 multipart
 * uploads started, more than UPLOAD_TEMP_SWEEP_AGE_SECONDS ago (default a day). Copies of a region share
 * the store, so a copy starting must not take the uploads the others have in flight: no upload in flight
 * is that old (an upload sending nothing for UPLOAD_IDLE_SECONDS is ended).
 */
export async function openFileStore(config: Config, region: RegionName): Promise<FileStore> {
  const store = config.storage.kind === 's3'
    ? s3FileStore({ ...config.storage.s3, prefix: `${region.toLowerCase()}/` })
    : await diskFileStore(path.join(config.dataDir, region.toLowerCase(), 'files'));
  const age = config.uploadTempSweepAgeSeconds;
  await store.sweepTemp(age > 0 ? new Date(Date.now() - age * 1000) : undefined);
  return store;
}
