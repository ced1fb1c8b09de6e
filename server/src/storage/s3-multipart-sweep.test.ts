import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { openFileStore } from './open-file-store.ts';

const BUCKET = 'gwn-files';
const DAY = 86_400_000;

/** Unfinished multipart uploads under region US's temporary prefix, over two pages of the listing. */
const PAGES = [
  [{ key: 'us/tmp/cut-by-kill-9', id: 'old-1', initiated: new Date(Date.now() - 3 * DAY) }, { key: 'us/tmp/in-flight', id: 'new-1', initiated: new Date() }],
  [{ key: 'us/tmp/cut-long-ago', id: 'old-2', initiated: new Date(Date.now() - 30 * DAY) }],
];

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>${body}`;
const NS = 'xmlns="http://s3.amazonaws.com/doc/2006-03-01/"';

/**
 * The three S3 calls a store's start-up sweep makes (list temporary objects, list multipart uploads, abort
 * one), answered as S3 does. s3rver, which the other storage tests use, implements neither the listing of
 * multipart uploads nor their abort.
 */
function s3Endpoint(aborted: string[]) {
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://s3');
    res.setHeader('content-type', 'application/xml');
    if (req.method === 'GET' && url.searchParams.has('uploads')) {
      const page = url.searchParams.get('key-marker') ? 1 : 0;
      const uploads = PAGES[page].map((u) => `<Upload><Key>${u.key}</Key><UploadId>${u.id}</UploadId><Initiated>${u.initiated.toISOString()}</Initiated></Upload>`).join('');
      const more = page === 0 ? '<IsTruncated>true</IsTruncated><NextKeyMarker>us/tmp/in-flight</NextKeyMarker><NextUploadIdMarker>new-1</NextUploadIdMarker>' : '<IsTruncated>false</IsTruncated>';
      return res.end(xml(`<ListMultipartUploadsResult ${NS}><Bucket>${BUCKET}</Bucket>${more}${uploads}</ListMultipartUploadsResult>`));
    }
    if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
      return res.end(xml(`<ListBucketResult ${NS}><Name>${BUCKET}</Name><KeyCount>0</KeyCount><IsTruncated>false</IsTruncated></ListBucketResult>`));
    }
    if (req.method === 'DELETE' && url.searchParams.has('uploadId')) {
      aborted.push(`${decodeURIComponent(url.pathname.slice(BUCKET.length + 2))} ${url.searchParams.get('uploadId')}`);
      res.statusCode = 204;
      return res.end();
    }
    res.statusCode = 501;
    res.end(xml(`<Error><Code>NotImplemented</Code><Message>${req.method} ${req.url}</Message></Error>`));
  });
}

describe('unfinished S3 multipart uploads at start', () => {
  const aborted: string[] = [];
  const server = s3Endpoint(aborted);
  beforeAll(() => new Promise<void>((done) => server.listen(0, '127.0.0.1', done)));
  afterAll(() => new Promise((done) => server.close(done)));

  it('are aborted when they started more than the sweep age ago (default a day); one in flight is left to its copy', async () => {
    const { port } = server.address() as AddressInfo;
    const config = readConfig({
      FILE_STORE: 's3', S3_BUCKET: BUCKET, S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret',
    });
    await openFileStore(config, 'US');
    expect(aborted.sort()).toEqual(['us/tmp/cut-by-kill-9 old-1', 'us/tmp/cut-long-ago old-2']);
  });
});
