import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAcceptedFileName, messageFor, type Endpoint, type ParsedRequestOf, type ResponseOf, type UploadSpec } from '@gwn/contract';
import type { FileStore } from '../storage/file-store.ts';
import { ApiError, invalid } from './api-error.ts';
import { requestLang } from './lang.ts';
import { authorize, type EndpointHost } from './register-endpoint.ts';
import type { RequestContext } from './request-context.ts';
import { boundaryOf, MultipartError, readFirstFilePart } from './multipart-reader.ts';
import { FileTooLargeError, UploadMeter } from './upload-meter.ts';

/** A file that has fully arrived in a temporary object of the store; the handler commits or drops it. */
export interface ReceivedFile {
  fileName: string;
  size: number;
  md5: string;
  tempKey: string;
}

export type UploadHandler<E extends Endpoint> =
  (query: ParsedRequestOf<E>, file: ReceivedFile, ctx: RequestContext) => Promise<ResponseOf<E>>;

export interface UploadOptions {
  store: FileStore;
  /** Overrides the contract's limit (configuration; tests use small limits). */
  maxBytes?: number;
}

/**
 * Registers a multipart upload against its contract entry (one with `upload`). The guard runs
 * before a byte of the body is read; the file then streams request -> multipart reader -> meter
 * (MD5, size) -> store's temporary object. The type is refused (60050) before reading, the size at limit + 1 byte (60051);
 * a failed or abandoned upload leaves no temporary object, and the handler's own failure drops it too.
 */
export function registerUpload<E extends Endpoint>(host: EndpointHost, endpoint: E, opts: UploadOptions, handler: UploadHandler<E>): void {
  const spec = endpoint.upload;
  if (!spec || endpoint.method !== 'POST') throw new Error(`${endpoint.path} is not an upload endpoint`);
  const maxBytes = opts.maxBytes ?? spec.maxBytes;
  host.app.route({
    method: 'POST',
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.path.split('/')[2] ?? 'admin'],
      querystring: endpoint.request,
      consumes: ['multipart/form-data'],
      ...(endpoint.guard === 'public' ? {} : { security: [{ authorization: [] }] }),
    },
    preValidation: async (req) => { await authorize(host.authenticator, endpoint, req); },
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const ctx: RequestContext = {
        principal: req.principal, lang: requestLang(req), ip: req.ip, token: req.credential, request: req, reply,
      };
      const file = await receive(req, spec, maxBytes, opts.store);
      try {
        const data = await handler(req.query as ParsedRequestOf<E>, file, ctx);
        return { retCode: 0, msg: messageFor(0, ctx.lang), data: endpoint.response.parse(data) };
      } finally {
        // Committed objects have left the temporary key, so this only removes what the handler did not keep.
        await opts.store.discard(file.tempKey).catch((err: unknown) => req.log.warn({ err }, 'discarding upload failed'));
      }
    },
  });
}

async function receive(req: FastifyRequest, spec: UploadSpec, maxBytes: number, store: FileStore): Promise<ReceivedFile> {
  const boundary = boundaryOf(req.headers['content-type']);
  if (!boundary) throw invalid({ [spec.field]: 'multipart/form-data with a file is required' });
  const part = await readFirstFilePart(req.raw, boundary).catch((err: unknown) => { throw refusal(req, spec.field, err); });
  if (!part || part.field !== spec.field) {
    part?.skip();
    throw invalid({ [spec.field]: 'required' });
  }
  if (!isAcceptedFileName(spec, part.fileName)) {
    part.skip(); // read and drop the refused bytes instead of stalling the connection
    throw new ApiError(60050);
  }
  const meter = new UploadMeter(maxBytes);
  const written = store.writeTemp(meter);
  part.pipeTo(meter);
  try {
    const { tempKey } = await written;
    return { fileName: part.fileName, size: meter.byteCount, md5: meter.md5(), tempKey };
  } catch (err) {
    throw refusal(req, spec.field, err);
  }
}

/** The answer for an upload that did not arrive whole. */
function refusal(req: FastifyRequest, field: string, err: unknown): ApiError {
  if (err instanceof FileTooLargeError) return new ApiError(60051, { maxBytes: err.maxBytes });
  if (req.raw.destroyed || req.raw.readableAborted) return new ApiError(50010, null, 'client went away during the upload');
  if (err instanceof MultipartError) return invalid({ [field]: err.message });
  req.log.error({ err }, 'storing an upload failed');
  return new ApiError(60002);
}

/**
 * Installs @fastify/multipart once per service (areas with uploads call it; later calls are no-ops).
 * Its content-type parser leaves the body unread: upload routes stream it through readFirstFilePart,
 * the AP-password CSV import through req.file(). The 1 MiB body limit does not apply to either.
 */
export async function enableUploads(host: EndpointHost): Promise<void> {
  if (host.app.hasContentTypeParser('multipart/form-data')) return;
  const { default: multipart } = await import('@fastify/multipart');
  await host.app.register(multipart, { throwFileSizeLimit: false });
}
