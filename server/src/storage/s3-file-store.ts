import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand, CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand,
  ListMultipartUploadsCommand, ListObjectsV2Command, S3Client, type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { FileStoreError, type FileStore, type TempObject } from './file-store.ts';

export interface S3StoreOptions {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Key prefix of this service's objects, e.g. "us/" — several regions may share one bucket. */
  prefix: string;
}

/** 8 MiB parts, 4 in flight: at most ~32 MiB buffered per upload whatever the file size. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 4;

/**
 * S3-compatible FileStore: uploads stream as a multipart upload to `<prefix>tmp/<uuid>`; commit is a
 * server-side copy to the final key and a delete of the temporary one. A failed stream aborts the
 * multipart upload, so no partial object is ever visible.
 */
export function s3FileStore(opts: S3StoreOptions): FileStore {
  const config: S3ClientConfig = {
    region: opts.region, endpoint: opts.endpoint, forcePathStyle: opts.forcePathStyle,
    ...(opts.accessKeyId && opts.secretAccessKey
      ? { credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } } : {}),
  };
  const client = new S3Client(config);
  const Bucket = opts.bucket;
  const tempPrefix = `${opts.prefix}tmp/`;
  const full = (key: string) => `${opts.prefix}${key}`;

  async function listTempKeys(olderThan?: Date): Promise<string[]> {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: tempPrefix, ContinuationToken }));
      for (const o of page.Contents ?? []) {
        if (o.Key && (!olderThan || !o.LastModified || o.LastModified < olderThan)) keys.push(o.Key.slice(opts.prefix.length));
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }

  /** Unfinished multipart uploads under the temporary prefix, page by page. */
  async function* multipartUploads() {
    let KeyMarker: string | undefined;
    let UploadIdMarker: string | undefined;
    do {
      const page = await client.send(new ListMultipartUploadsCommand({ Bucket, Prefix: tempPrefix, KeyMarker, UploadIdMarker }));
      yield* page.Uploads ?? [];
      KeyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      UploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
    } while (KeyMarker);
  }

  return {
    kind: 's3',
    async writeTemp(source: Readable): Promise<TempObject> {
      const tempKey = `tmp/${randomUUID()}`;
      const upload = new Upload({
        client, params: { Bucket, Key: full(tempKey), Body: source }, partSize: PART_SIZE, queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      // The SDK reads the body itself; a source error must abort the multipart upload too.
      const failed = new Promise<never>((_, reject) => source.once('error', reject));
      const closedEarly = new Promise<never>((_, reject) => source.once('close', () => {
        if (!source.readableEnded) reject(new Error('upload source closed before its end'));
      }));
      try {
        await Promise.race([upload.done(), failed, closedEarly]);
      } catch (err) {
        await upload.abort().catch(() => {});
        await client.send(new DeleteObjectCommand({ Bucket, Key: full(tempKey) })).catch(() => {});
        throw err;
      }
      return { tempKey };
    },
    async commit(tempKey, key) {
      try {
        await client.send(new CopyObjectCommand({ Bucket, Key: full(key), CopySource: `${Bucket}/${encodeURI(full(tempKey))}` }));
      } catch (err) {
        throw new FileStoreError(`keeping upload ${tempKey} as ${key} failed`, err);
      }
      await client.send(new DeleteObjectCommand({ Bucket, Key: full(tempKey) }));
    },
    async discard(tempKey) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: full(tempKey) }));
    },
    async read(key) {
      const res = await client.send(new GetObjectCommand({ Bucket, Key: full(key) }));
      if (!(res.Body instanceof Readable)) throw new Error(`no body for ${key}`);
      return res.Body;
    },
    async exists(key) {
      return client.send(new HeadObjectCommand({ Bucket, Key: full(key) })).then(() => true, () => false);
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: full(key) }));
    },
    listTemp: () => listTempKeys(),
    async sweepTemp(olderThan) {
      const keys = await listTempKeys(olderThan);
      for (const key of keys) await client.send(new DeleteObjectCommand({ Bucket, Key: full(key) }));
      let aborted = 0;
      try {
        // An upload cut by kill -9 leaves its parts, billed and invisible, until someone aborts it.
        for await (const u of multipartUploads()) {
          if (!u.Key || !u.UploadId || (olderThan && u.Initiated && u.Initiated >= olderThan)) continue;
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key: u.Key, UploadId: u.UploadId }));
          aborted += 1;
        }
      } catch {
        // Some S3-compatible servers (s3rver) do not list multipart uploads; the bucket's lifecycle rule covers those (README).
      }
      return keys.length + aborted;
    },
  };
}
