import path from 'node:path';
import type { RegionName } from '@gwn/contract';
import type { Config } from '../config.ts';
import { diskFileStore } from './disk-file-store.ts';
import type { FileStore } from './file-store.ts';
import { s3FileStore } from './s3-file-store.ts';

/**
 * The FileStore of one region as configured (FILE_STORE=disk|s3), with anything half-written by a
 * previous run removed before the service accepts uploads. When several copies of a region share one
 * store, UPLOAD_TEMP_SWEEP_AGE_SECONDS keeps a restarting copy from removing the others' uploads in flight.
 */
export async function openFileStore(config: Config, region: RegionName): Promise<FileStore> {
  const store = config.storage.kind === 's3'
    ? s3FileStore({ ...config.storage.s3, prefix: `${region.toLowerCase()}/` })
    : await diskFileStore(path.join(config.dataDir, region.toLowerCase(), 'files'));
  const age = config.uploadTempSweepAgeSeconds;
  await store.sweepTemp(age > 0 ? new Date(Date.now() - age * 1000) : undefined);
  return store;
}
