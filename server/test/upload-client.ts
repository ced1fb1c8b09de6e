import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { Endpoint, Envelope } from '@gwn/contract';
import type { FastifyInstance } from 'fastify';

/**
 * A multipart/form-data body with one file part, after any plain fields (tests build uploads exactly as a
 * browser sends a FormData whose fields were appended before the file).
 */
export function multipartBody(field: string, fileName: string, content: Buffer, formFields: Record<string, string> = {}): { body: Buffer; contentType: string } {
  const boundary = `----gwn${randomBytes(8).toString('hex')}`;
  const plain = Object.entries(formFields).map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('');
  const head = Buffer.from(
    `${plain}--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="${fileName}"\r\n`
    + 'content-type: application/octet-stream\r\n\r\n',
  );
  return { body: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface UploadCall {
  app: FastifyInstance;
  token?: string;
  fileName: string;
  content: Buffer;
  query?: Record<string, string>;
  /** Plain form fields sent before the file. */
  formFields?: Record<string, string>;
  field?: string;
  /** More headers (a device's x-device-mac and x-device-key). */
  headers?: Record<string, string>;
}

/** Posts one file to an upload endpoint through Fastify's inject; returns the status and envelope. */
export async function uploadTo(endpoint: Endpoint, call: UploadCall): Promise<{ status: number; body: Envelope<Record<string, unknown> | null> }> {
  const { body, contentType } = multipartBody(call.field ?? endpoint.upload?.field ?? 'file', call.fileName, call.content, call.formFields);
  const res = await call.app.inject({
    method: 'POST', url: endpoint.path, query: call.query, payload: body,
    headers: { 'content-type': contentType, 'accept-language': 'en', ...(call.token ? { authorization: call.token } : {}), ...call.headers },
  });
  return { status: res.statusCode, body: res.json() };
}

/**
 * Starts a real HTTP upload of `declared` bytes, sends `sent` of them, and returns the request so
 * the test can abandon it the way a closed browser tab does.
 */
export async function startPartialUpload(
  url: string, token: string | null, sent: number, declared: number, headers: Record<string, string> = {},
): Promise<http.ClientRequest> {
  const { body, contentType } = multipartBody('file', 'big.bin', Buffer.alloc(0));
  const head = body.subarray(0, body.indexOf('\r\n\r\n') + 4);
  const req = http.request(url, {
    method: 'POST',
    headers: { ...(token ? { authorization: token } : {}), ...headers, 'content-type': contentType, 'content-length': String(head.length + declared + 64) },
  });
  req.on('error', () => {}); // the abort below is the point of the test
  req.write(head);
  // Resolves once the bytes are handed to the socket, so the service is reading them when the test aborts.
  await new Promise<void>((resolve) => req.write(randomBytes(sent), () => resolve()));
  return req;
}
