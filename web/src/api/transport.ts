/**
 * The console's HTTP transport (issue #27: instead of axios): one XMLHttpRequest per call, which gives
 * upload progress, timeout, abort, credentials, JSON and blobs (fetch has no upload progress).
 * It resolves for every HTTP status; only no answer at all rejects, with a TransportFailure.
 */

export interface UploadProgress { loaded: number; total?: number }

export interface TransportRequest {
  method: string;
  url: string;
  /** Becomes the query string (flat values; see queryString). */
  query?: unknown;
  /** A FormData is sent as multipart; anything else as JSON. */
  body?: unknown;
  headers: Record<string, string>;
  signal?: AbortSignal;
  /** 0: no limit. */
  timeoutMs: number;
  withCredentials: boolean;
  onUploadProgress?: (event: UploadProgress) => void;
  responseType: 'json' | 'blob';
}

export interface TransportResponse {
  status: number;
  header: (name: string) => string | null;
  /** JSON parsed when it parses (else the text), or a Blob. */
  data: unknown;
}

export class TransportFailure extends Error {
  constructor(readonly kind: 'timeout' | 'network' | 'canceled', message: string) {
    super(message);
  }
}

/**
 * Our payloads as a query string the way axios wrote them: null and undefined left out, dates as ISO text,
 * arrays as repeated `key[]`, objects as JSON (no GET endpoint of the contract has either today).
 */
export function queryString(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const params = new URLSearchParams();
  const text = (value: unknown) => (value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value));
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item !== undefined && item !== null) params.append(`${key}[]`, text(item));
    } else {
      params.append(key, text(value));
    }
  }
  return params.toString();
}

export function xhrSend(request: TransportRequest): Promise<TransportResponse> {
  return new Promise((resolve, reject) => {
    const { signal } = request;
    if (signal?.aborted) {
      reject(new TransportFailure('canceled', 'canceled'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const search = queryString(request.query);
    xhr.open(request.method, request.url + (search ? `${request.url.includes('?') ? '&' : '?'}${search}` : ''));
    xhr.timeout = request.timeoutMs;
    xhr.withCredentials = request.withCredentials;
    xhr.responseType = request.responseType === 'blob' ? 'blob' : 'text';
    const isForm = request.body instanceof FormData;
    const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', ...request.headers };
    if (request.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    // Listening to upload progress makes a cross-origin call preflighted: only when asked, as axios did.
    if (request.onUploadProgress) {
      const report = request.onUploadProgress;
      xhr.upload.onprogress = (e) => report({ loaded: e.loaded, total: e.lengthComputable ? e.total : undefined });
    }
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, header: (name) => xhr.getResponseHeader(name), data: request.responseType === 'blob' ? xhr.response : parsed(xhr.responseText) });
    };
    xhr.ontimeout = () => { settle(); reject(new TransportFailure('timeout', `timeout of ${request.timeoutMs}ms exceeded`)); };
    xhr.onerror = () => { settle(); reject(new TransportFailure('network', 'Network Error')); };
    xhr.onabort = () => { settle(); reject(new TransportFailure('canceled', 'canceled')); };
    xhr.send(request.body === undefined ? null : isForm ? (request.body as FormData) : JSON.stringify(request.body));
  });
}

/** A text reply as JSON when it is JSON, else as it came (a proxy's error page), as axios read replies. */
function parsed(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
