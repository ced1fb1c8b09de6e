import path from 'node:path';
import type { RegionName } from '@gwn/contract';
import type { Config } from '../config.ts';
import { diskFileStore } from './disk-file-store.ts';
import type { FileStore } from './file-store.ts';
import { s3FileStore } from './s3-file-store.ts';

/**
 * The FileStore of one region as configured (FILE_STORE=disk|s3), with anything half-written by a
 * previous run removed before the service accepts uploads.
 */
export async function openFileStore(config: Config, region: RegionName): Promise<FileStore> {
  const store = config.storage.kind === 's3'
    ? s3FileStore({ ...config.storage.s3, prefix: `${region.toLowerCase()}/` })
    : await diskFileStore(path.join(config.dataDir, region.toLowerCase(), 'files'));
  await store.sweepTemp();
  return store;
}
