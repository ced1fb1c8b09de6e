import type { FastifyInstance } from 'fastify';
import { INTERNAL_SECRET_HEADER } from '../../src/core/guard.ts';
import { APPLICATION_HEADERS, DEVICE_HEADERS, type Endpoint } from '@gwn/contract';
import { multipartBody } from '../upload-client.ts';

/** Who a generated request comes from: nobody, an operator's credential, a service holding the internal secret, or a device with its key. */
export type Credential = { token: string } | { internalSecret: string } | { device: { mac: string; key: string } }
  | { application: { appId: string; secret: string } } | null;

/** A request exactly as it goes on the wire: a raw query string and body, so tests can send what no client would. */
export interface RawRequest {
  /** Already encoded (encodeQuery). */
  query?: string;
  body?: string | Buffer;
  contentType?: string;
  credential?: Credential;
}

/** An answer: the HTTP status, the envelope's retCode (null when the reply is no envelope: CSV, HTML) and its text. */
export interface Answer { status: number; retCode: number | null; text: string }

function retCodeOf(text: string): number | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && 'retCode' in parsed && typeof parsed.retCode === 'number') return parsed.retCode;
  } catch {
    // not JSON: a CSV download or an HTML page
  }
  return null;
}

function headersOf(req: RawRequest): Record<string, string> {
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (req.contentType) headers['content-type'] = req.contentType;
  const cred = req.credential ?? null;
  if (cred && 'token' in cred) headers.authorization = cred.token;
  if (cred && 'internalSecret' in cred) headers[INTERNAL_SECRET_HEADER] = cred.internalSecret;
  if (cred && 'device' in cred) {
    headers[DEVICE_HEADERS.mac] = cred.device.mac;
    headers[DEVICE_HEADERS.key] = cred.device.key;
  }
  if (cred && 'application' in cred) {
    headers[APPLICATION_HEADERS.appId] = cred.application.appId;
    headers[APPLICATION_HEADERS.secret] = cred.application.secret;
  }
  return headers;
}

/** Sends one request to an endpoint through Fastify's inject. */
export async function send(app: FastifyInstance, endpoint: Endpoint, req: RawRequest): Promise<Answer> {
  const url = req.query ? `${endpoint.path}?${req.query}` : endpoint.path;
  const res = await app.inject({ method: endpoint.method, url, headers: headersOf(req), ...(req.body === undefined ? {} : { payload: req.body }) });
  return { status: res.statusCode, retCode: retCodeOf(res.body), text: res.body };
}

/**
 * Percent-encodes a query value. A lone UTF-16 surrogate has no UTF-8 form (encodeURIComponent throws), so it
 * goes as the bytes a lenient encoder would write (ED A0 80 for U+D800): invalid UTF-8 the service must refuse.
 */
function encodeValue(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** A query string from field values; an array repeats its key (how a query carries a list). */
export function encodeQuery(values: Record<string, unknown>): string {
  return Object.entries(values).flatMap(([key, value]) => (Array.isArray(value) ? value : [value])
    .filter((v) => v !== undefined)
    .map((v) => `${encodeValue(key)}=${encodeValue(typeof v === 'string' ? v : JSON.stringify(v))}`)).join('&');
}

/** A file to upload. */
export interface UploadFile { name: string; content: Buffer }

/**
 * The request carrying a payload the way the endpoint takes it: a JSON body (POST), a query (GET), or a
 * query plus a multipart body with the file (uploads).
 */
export function payloadRequest(endpoint: Endpoint, payload: unknown, file?: UploadFile): RawRequest {
  const fields: Record<string, unknown> = typeof payload === 'object' && payload !== null ? Object.fromEntries(Object.entries(payload)) : {};
  if (endpoint.upload) {
    const { body, contentType } = multipartBody(endpoint.upload.field, file?.name ?? 'sample.bin', file?.content ?? Buffer.from('sample'));
    return { query: encodeQuery(fields), body, contentType };
  }
  if (endpoint.method === 'GET') return { query: encodeQuery(fields) };
  return { body: JSON.stringify(payload), contentType: 'application/json' };
}
