import {
  LIMITS, RetCode, type EndpointDescriptor, type Envelope, type RegionName, type RequestOf, type ResponseOf,
} from '@gwn/contract/console';
import { adminUrlOf, forgetSignedInUser, getCurrentRegion, readStored, writeStored } from '../lib/session-storage.ts';
import { currentLanguage } from '../i18n/index.ts';
import { ApiCallError, NETWORK_CODE, regionUnreachableText, retCodeWordsReady, TIMEOUT_CODE, textForCode, transportFailure } from './api-error.ts';
import { TransportFailure, xhrSend, type TransportRequest, type TransportResponse, type UploadProgress } from './transport.ts';

/**
 * The one HTTP client of the console (spec 1 §7). Account endpoints go to the same origin; region
 * endpoints to the admin address of the given region, else the current one. Every call sends the
 * stored credential and keeps any refreshed one the server returns. `http.send` is the seam tests replace.
 */
export const http = { send: xhrSend };

/** What a call asks of the transport; request() adds the credential, the language and the defaults. */
export type HttpRequest = Pick<TransportRequest, 'method' | 'url'> & Partial<TransportRequest>;

/**
 * Sends one request with the stored credential (unless one is given) and the language, and keeps a refreshed
 * credential from any answer. Resolves for every HTTP status; rejects with a TransportFailure when nothing answers.
 */
export async function request(init: HttpRequest): Promise<TransportResponse> {
  const headers = { ...init.headers };
  const authorization = readStored('authorization');
  if (authorization && !Object.keys(headers).some((name) => name.toLowerCase() === 'authorization')) headers.authorization = authorization;
  headers['Accept-Language'] = currentLanguage();
  const response = await http.send({ timeoutMs: LIMITS.requestTimeoutMs, withCredentials: true, responseType: 'json', ...init, headers });
  const credential = response.header('authorization');
  if (credential) writeStored('authorization', credential);
  return response;
}

/** What the app does when a session ends (set once by the app shell: navigate to /login). */
let onSessionEnded: () => void = () => undefined;
/** What the app does with a transport failure (a red message). */
let onTransportError: (error: ApiCallError) => void = () => undefined;
/** What the app does when a call is forbidden (say "no longer have access", refresh the menus); the session stays. */
let onForbidden: (error: ApiCallError) => void = () => undefined;

export interface ApiClientHandlers {
  onSessionEnded: () => void;
  onTransportError: (error: ApiCallError) => void;
  onForbidden: (error: ApiCallError) => void;
}

export function configureApiClient(handlers: ApiClientHandlers): void {
  ({ onSessionEnded, onTransportError, onForbidden } = handlers);
}

export interface CallOptions {
  /** The region whose admin address answers a region endpoint; default the current region. */
  region?: RegionName;
  signal?: AbortSignal;
  onUploadProgress?: (event: UploadProgress) => void;
  /** A credential the console no longer keeps (the one logout ends); otherwise the stored one is sent. */
  credential?: string;
  /** A background call (the menu poll): a transport failure is thrown but not announced, so a poll does not repeat it. */
  quiet?: boolean;
}

/**
 * A call not sent: no one is signed in, or no address is known for its region. Its text is the 401's words; the
 * client words it again once they are loaded (transportError), as it may be thrown before any call failed.
 */
class NotSignedIn extends ApiCallError {
  constructor() {
    super(RetCode.SessionEnded, textForCode(RetCode.SessionEnded));
  }
}

function baseUrlFor(endpoint: EndpointDescriptor, region?: RegionName): string {
  if (endpoint.service === 'account') return '';
  const url = adminUrlOf(region);
  if (!url) throw new NotSignedIn();
  return url.replace(/\/$/, '');
}

function requestInit(endpoint: EndpointDescriptor, payload: unknown, opts: CallOptions): HttpRequest {
  // Signed out (or signing out: logout forgets the credential before it ends it), a guarded call could
  // only be refused: it is not sent, so a screen still on its way out asks nothing.
  const credential = opts.credential ?? readStored('authorization');
  if (endpoint.guard !== 'public' && !credential) throw new NotSignedIn();
  const isGet = endpoint.method === 'GET';
  return {
    ...(opts.credential ? { headers: { authorization: opts.credential } } : {}),
    method: endpoint.method,
    url: baseUrlFor(endpoint, opts.region) + endpoint.path,
    query: isGet ? payload : undefined,
    body: isGet ? undefined : (payload ?? {}),
    signal: opts.signal,
    onUploadProgress: opts.onUploadProgress,
  };
}

function endSession(): void {
  forgetSignedInUser();
  onSessionEnded();
}

/** A 403: the role no longer grants this (it changed while signed in); the session stays (DESIGN §7). */
function forbiddenError(data: unknown = null): ApiCallError {
  const error = new ApiCallError(RetCode.Forbidden, textForCode(RetCode.Forbidden), data);
  onForbidden(error);
  return error;
}

/** The region a call goes to, for naming it when it does not answer; null for the account service. */
function regionOf(endpoint: EndpointDescriptor, opts: CallOptions): RegionName | null {
  return endpoint.service === 'region' ? (opts.region ?? getCurrentRegion()) : null;
}

/** An answer with a status outside 2xx: the client treats it as a failure (transportError reads it). */
class StatusError {
  constructor(readonly status: number, readonly body: unknown) {}
}

function accepted(response: TransportResponse): TransportResponse {
  if (response.status < 200 || response.status >= 300) throw new StatusError(response.status, response.data);
  return response;
}

/**
 * Turns a failed call into an ApiCallError: 401 ends the session, 403 is told to the app, timeouts are 504,
 * a service's envelope sent with an error status (503: its database or the sign-in service is unreachable)
 * keeps its retCode and message, no answer at all from a region names the region; others carry the status or message.
 */
function transportError(error: unknown, quiet = false, region: RegionName | null = null): ApiCallError {
  const notify = (failure: ApiCallError) => (quiet ? failure : announce(failure));
  if (error instanceof NotSignedIn) return new NotSignedIn();
  if (error instanceof ApiCallError) return error;
  if (error instanceof TransportFailure) {
    if (error.kind === 'canceled') return transportFailure(NETWORK_CODE, 'canceled');
    if (error.kind === 'timeout') return notify(transportFailure(TIMEOUT_CODE, textForCode(TIMEOUT_CODE)));
    if (region) return notify(transportFailure(NETWORK_CODE, regionUnreachableText(region)));
    return notify(transportFailure(NETWORK_CODE, error.message));
  }
  if (error instanceof StatusError) {
    const { status, body } = error;
    // A region the operator may not work in refuses with 403 and 1113013: the session itself is still good.
    if (isEnvelope(body) && body.retCode === RetCode.NoSystemPermission) {
      return new ApiCallError(body.retCode, textForCode(body.retCode, body.msg), body.data);
    }
    // HTTP 401/403 and the retCodes of the same numbers mean the same thing (DESIGN §3); only 401 signs out.
    if (status === RetCode.SessionEnded) {
      endSession();
      return new ApiCallError(status, textForCode(status));
    }
    if (status === RetCode.Forbidden) return forbiddenError();
    if (isEnvelope(body)) return notify(new ApiCallError(body.retCode, textForCode(body.retCode, body.msg), body.data, { transport: true }));
    return notify(transportFailure(status, `${status} Request failed with status code ${status}`));
  }
  return notify(transportFailure(NETWORK_CODE, error instanceof Error ? error.message : String(error)));
}

function announce(error: ApiCallError): ApiCallError {
  onTransportError(error);
  return error;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'retCode' in body && typeof body.retCode === 'number';
}

/** Reads an envelope; a 401 code ends the session (the one place that does it), a 403 is told to the app. */
function settle(body: unknown, quiet = false): Envelope {
  if (!isEnvelope(body)) {
    const failure = transportFailure(NETWORK_CODE, 'Unexpected reply');
    throw quiet ? failure : announce(failure);
  }
  if (body.retCode === RetCode.SessionEnded) {
    endSession();
    throw new ApiCallError(body.retCode, textForCode(body.retCode), body.data);
  }
  if (body.retCode === RetCode.Forbidden) throw forbiddenError(body.data);
  return { retCode: body.retCode, msg: textForCode(body.retCode, body.msg), data: body.data };
}

/** settle(), with the retCode words loaded first unless the reply is a success (the only reply that needs none). */
async function settleWorded(body: unknown, quiet = false): Promise<Envelope> {
  if (!(isEnvelope(body) && body.retCode === RetCode.Success)) await retCodeWordsReady();
  return settle(body, quiet);
}

/** transportError(), with the retCode words loaded first. */
async function failure(error: unknown, quiet: boolean | undefined, region: RegionName | null): Promise<ApiCallError> {
  await retCodeWordsReady();
  return transportError(error, quiet, region);
}

async function send(endpoint: EndpointDescriptor, payload: unknown, opts: CallOptions): Promise<Envelope> {
  try {
    const response = accepted(await request(requestInit(endpoint, payload, opts)));
    return await settleWorded(response.data, opts.quiet);
  } catch (error) {
    throw await failure(error, opts.quiet, regionOf(endpoint, opts));
  }
}

/** A reply whose retCode the caller branches on: `ok` narrows `data` to the endpoint's reply. */
export type Outcome<E> =
  | { ok: true; retCode: typeof RetCode.Success; msg: string; data: ResponseOf<E> }
  | { ok: false; retCode: number; msg: string; data: unknown };

function toOutcome<E>(envelope: Envelope): Outcome<E> {
  if (envelope.retCode === RetCode.Success) {
    return { ok: true, retCode: RetCode.Success, msg: envelope.msg, data: envelope.data as ResponseOf<E> }; // validated by the service against E's schema
  }
  return { ok: false, retCode: envelope.retCode, msg: envelope.msg, data: envelope.data };
}

/**
 * Calls an endpoint and returns its data; any non-zero code throws ApiCallError{retCode,msg,data}.
 * The usual call for queries and mutations.
 */
export async function api<E extends EndpointDescriptor>(endpoint: E, payload: RequestOf<E>, opts: CallOptions = {}): Promise<ResponseOf<E>> {
  const envelope = await send(endpoint, payload, opts);
  if (envelope.retCode !== RetCode.Success) throw new ApiCallError(envelope.retCode, envelope.msg, envelope.data);
  return envelope.data as ResponseOf<E>; // the service validated `data` against this endpoint's response schema
}

/**
 * Every business code as a value (forms that branch on codes, like sign-in); only session and
 * transport failures throw.
 */
export async function apiOutcome<E extends EndpointDescriptor>(endpoint: E, payload: RequestOf<E>, opts: CallOptions = {}): Promise<Outcome<E>> {
  return toOutcome<E>(await send(endpoint, payload, opts));
}

export interface UploadOptions<E> extends CallOptions {
  /** The query string, which an upload endpoint's request schema describes (e.g. the portal image type). */
  query?: RequestOf<E>;
  /** Gives up after this long (the manager package: 10 minutes, spec 3 §9); default none. */
  timeoutMs?: number;
}

/** Sends a multipart body (uploads) with progress and cancel; resolves with data on 0, throws otherwise. */
export async function apiUpload<E extends EndpointDescriptor>(endpoint: E, form: FormData, opts: UploadOptions<E> = {}): Promise<ResponseOf<E>> {
  try {
    const response = accepted(await request({ ...requestInit(endpoint, form, opts), query: opts.query, timeoutMs: opts.timeoutMs ?? 0 }));
    const envelope = await settleWorded(response.data);
    if (envelope.retCode !== RetCode.Success) throw new ApiCallError(envelope.retCode, envelope.msg, envelope.data);
    return envelope.data as ResponseOf<E>; // validated by the service against the endpoint's schema
  } catch (error) {
    throw await failure(error, false, regionOf(endpoint, opts));
  }
}

export interface Download { blob: Blob; fileName: string | null }

/** Fetches a file; a JSON error body sent instead of the file is parsed and thrown as ApiCallError. */
export async function apiDownload<E extends EndpointDescriptor>(endpoint: E, payload: RequestOf<E>, opts: CallOptions = {}): Promise<Download> {
  let response: TransportResponse;
  try {
    response = accepted(await request({ ...requestInit(endpoint, payload, opts), responseType: 'blob' }));
  } catch (error) {
    throw await failure(error, opts.quiet, regionOf(endpoint, opts));
  }
  const blob = response.data as Blob; // asked for as a blob
  if ((blob.type || (response.header('content-type') ?? '')).includes('application/json')) {
    let body: unknown;
    try {
      body = JSON.parse(await blob.text());
    } catch {
      body = null;
    }
    const envelope = await settleWorded(body);
    throw new ApiCallError(envelope.retCode, envelope.msg, envelope.data);
  }
  return { blob, fileName: fileNameOf(response.header('content-disposition') ?? '') };
}

function fileNameOf(disposition: string): string | null {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/** Hands a downloaded blob to the browser as a file. */
export function saveDownload({ blob, fileName }: Download, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The absolute address of a region endpoint, for browser navigations (exports). */
export function regionUrl(endpoint: EndpointDescriptor, query: Record<string, string> = {}, region?: RegionName): string {
  const search = new URLSearchParams(query).toString();
  return baseUrlFor(endpoint, region) + endpoint.path + (search ? `?${search}` : '');
}
