import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findUnsafeText, isAcceptedFileName, messageFor, RetCode, UNSAFE_TEXT_MESSAGE, type Endpoint, type UploadSpec } from '@gwn/contract';
import type { Db } from '../db/connect.ts';
import { FileStoreError, type FileStore } from '../storage/file-store.ts';
import { ApiError, invalid } from './api-error.ts';
import type { HandleOptions, HostOptions } from './endpoint-host.ts';
import { callBaseOf, guardAndScreen, routeSchema } from './route-parts.ts';
import type { ReceivedFile, StreamedFile } from './handlers.ts';
import { boundaryOf, MultipartError, readFirstFilePart, UploadStalledError, type FilePart } from './multipart-reader.ts';
import { runCall } from './run-call.ts';
import { FileTooLargeError, UploadMeter } from './upload-meter.ts';
import type { ServiceMetrics } from './metrics.ts';

type AnyDb = Db<Record<string, unknown>>;
type UploadHandler = (query: unknown, file: ReceivedFile | StreamedFile, call: never) => Promise<unknown>;

/**
 * A multipart upload (contract `upload`). The guard runs before a byte of the body is read; the type
 * is refused (60050) before the file is read, the size at limit + 1 byte (60051). `into: 'store'`
 * streams request -> multipart reader -> meter (MD5, size) -> the store's temporary object, then runs
 * the handler, which keeps the object or leaves it to be dropped; `into: 'stream'` hands the metered
 * bytes to the handler as they arrive and keeps nothing. Either way the handler runs by the
 * transaction rule (run-call.ts).
 */
export function registerUploadRoute<D extends AnyDb>(
  app: FastifyInstance, endpoint: Endpoint, opts: HostOptions<D>, handler: UploadHandler, options: HandleOptions,
): void {
  const spec = endpoint.upload;
  if (!spec || endpoint.method !== 'POST') throw new Error(`${endpoint.path} is not an upload endpoint`);
  const store = opts.files;
  if (spec.into === 'store' && !store) throw new Error(`${endpoint.path} stores files, but this service has no file store`);
  const maxBytes = options.maxBytes ?? spec.maxBytes;
  // Multipart bodies are read by our own reader (multipart-reader.ts): the parser leaves them unread.
  if (!app.hasContentTypeParser('multipart/form-data')) app.addContentTypeParser('multipart/form-data', (_req, _payload, done) => done(null));
  app.route({
    method: 'POST',
    url: endpoint.path,
    schema: { ...routeSchema(endpoint), querystring: endpoint.request, consumes: ['multipart/form-data'] },
    preValidation: async (req, reply) => {
      await guardAndScreen(opts.guard, endpoint, req, req.query);
      if (!spec.fields?.length) return;
      // Fields that may travel in the form (contract `upload.fields`) are read before the file, then validated
      // with the query by the request schema, as if they had come in it; a form field wins over the query's.
      const part = await withStallClose(reply, () => firstPart(req, spec, opts.uploadIdleMs, true));
      earlyParts.set(req, part);
      const sent = Object.fromEntries(spec.fields.filter((name) => Object.hasOwn(part.fields, name)).map((name) => [name, part.fields[name]]));
      const unsafe = findUnsafeText(sent);
      if (unsafe !== null) {
        part.skip();
        throw invalid({ [unsafe]: UNSAFE_TEXT_MESSAGE });
      }
      req.query = { ...(req.query as Record<string, unknown>), ...sent };
    },
    // Refused after its fields were read (50005 from validation): drop the file unread so the answer can go out.
    onError: async (req) => {
      const part = earlyParts.get(req);
      earlyParts.delete(req);
      part?.skip();
    },
    handler: async (req, reply) => {
      const base = callBaseOf<D>(req, reply);
      try {
        const early = earlyParts.get(req);
        earlyParts.delete(req);
        const part = early ?? await firstPart(req, spec, opts.uploadIdleMs);
        const data = spec.into === 'store' && store
          ? await storeThenHandle(req, part, spec, maxBytes, store, app.metrics, (file) =>
            runCall(endpoint, opts.db, opts.audit, base, (call) => handler(req.query, file, call as never)))
          : await streamToHandler(req, part, spec, maxBytes, app.metrics, (file) =>
            runCall(endpoint, opts.db, opts.audit, base, async (call) => {
              const result = await handler(req.query, file, call as never);
              await part.finished; // a second file in the body refuses the whole call
              return result;
            }));
        return { retCode: RetCode.Success, msg: messageFor(RetCode.Success, base.lang), data: endpoint.response.parse(data) };
      } catch (err) {
        // The rest of a stalled body will not come: answer, then close the connection instead of waiting for it.
        if (err instanceof ApiError && err.data === STALLED) reply.header('connection', 'close');
        throw err;
      }
    },
  });
}

/** The file parts read before validation (the form carried request fields), for the handler to take. */
const earlyParts = new WeakMap<FastifyRequest, FilePart>();

/** A stalled body will not come whole: answer, then close the connection instead of waiting for the rest. */
async function withStallClose<T>(reply: FastifyReply, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof ApiError && err.data === STALLED) reply.header('connection', 'close');
    throw err;
  }
}

/** The form's file part, checked for its field and type before any of its bytes are read. */
async function firstPart(req: FastifyRequest, spec: UploadSpec, idleMs?: number, collectFields = false): Promise<FilePart> {
  const boundary = boundaryOf(req.headers['content-type']);
  if (!boundary) throw invalid({ [spec.field]: 'multipart/form-data with a file is required' });
  const part = await readFirstFilePart(req.raw, boundary, { idleMs, collectFields }).catch((err: unknown) => { throw refusal(req, spec.field, err); });
  if (!part || part.field !== spec.field) {
    part?.skip();
    throw invalid({ [spec.field]: 'required' });
  }
  if (!isAcceptedFileName(spec, part.fileName)) {
    part.skip(); // read and drop the refused bytes instead of stalling the connection
    throw new ApiError(RetCode.FileTypeRefused);
  }
  return part;
}

async function storeThenHandle<T>(
  req: FastifyRequest, part: FilePart, spec: UploadSpec, maxBytes: number, store: FileStore, metrics: ServiceMetrics,
  handle: (file: ReceivedFile) => Promise<T>,
): Promise<T> {
  const meter = new UploadMeter(maxBytes);
  const ended = metrics.uploadStarted();
  const written = store.writeTemp(meter);
  part.pipeTo(meter);
  let file: ReceivedFile;
  try {
    const { tempKey } = await written;
    file = { fileName: part.fileName, size: meter.byteCount, md5: meter.md5(), tempKey };
  } catch (err) {
    throw refusal(req, spec.field, err);
  } finally {
    ended(meter.byteCount);
  }
  try {
    // The rest of the body must end cleanly (no second file) before anything is kept.
    await part.finished.catch((err: unknown) => { throw refusal(req, spec.field, err); });
    return await handle(file);
  } catch (err) {
    // The bytes arrived but could not be kept (the temporary object vanished, the store failed): a refusal, not a fault.
    if (err instanceof FileStoreError) throw refusal(req, spec.field, err);
    throw err;
  } finally {
    // A kept object has left its temporary key, so this only removes what the handler did not keep.
    await store.discard(file.tempKey).catch((err: unknown) => req.log.warn({ err }, 'discarding upload failed'));
  }
}

async function streamToHandler<T>(
  req: FastifyRequest, part: FilePart, spec: UploadSpec, maxBytes: number, metrics: ServiceMetrics,
  handle: (file: StreamedFile) => Promise<T>,
): Promise<T> {
  const meter = new UploadMeter(maxBytes);
  const ended = metrics.uploadStarted();
  // The bytes flow once the handler reads them, so a refusal on the way reaches a reader that listens.
  let reading = false;
  meter.startOnFirstRead(() => {
    reading = true;
    part.pipeTo(meter);
  });
  try {
    return await handle({ fileName: part.fileName, stream: meter });
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw refusal(req, spec.field, err);
  } finally {
    // A handler that stops early (a bad template) or never reads leaves the rest unread: dropping it lets the reply go out.
    if (!reading) part.skip();
    else if (!meter.destroyed && !meter.readableEnded) meter.destroy();
    ended(meter.byteCount);
  }
}

/** Marks the refusal of a stalled upload, whose connection is closed after the answer. */
const STALLED = Object.freeze({ stalled: true });

/** The answer for an upload that did not arrive whole. */
function refusal(req: FastifyRequest, field: string, err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof FileTooLargeError) return new ApiError(RetCode.FileTooLarge, { maxBytes: err.maxBytes });
  if (err instanceof UploadStalledError) return new ApiError(RetCode.UploadFailed, STALLED, `the upload stalled: ${err.message}`);
  if (err instanceof FileStoreError) {
    req.log.warn({ err: err.cause ?? err }, err.message);
    return new ApiError(RetCode.StorageFailed);
  }
  if (req.raw.destroyed || req.raw.readableAborted) return new ApiError(RetCode.UploadFailed, null, 'client went away during the upload');
  if (err instanceof MultipartError) return invalid({ [field]: err.message });
  req.log.error({ err }, 'storing an upload failed');
  return new ApiError(RetCode.StorageFailed);
}
