import { vi } from 'vitest';
import { z } from 'zod';
import { ALL_ENDPOINTS, type SchemasOf } from '@gwn/contract'; // the full contract: its schemas check payloads and fixtures
import { RetCode, type EndpointDescriptor, type RegionName, type RequestOf, type ResponseOf } from '@gwn/contract/console';
import { ApiCallError, NETWORK_CODE, textForCode, transportFailure } from '../src/api/api-error.ts';
import type * as Client from '../src/api/client.ts';

/**
 * THE API MOCK of component tests. test/mocked-client.ts puts it in place of the API client for every file (a
 * file of the isolated project does so itself, with the same vi.mock line), and each test says what the
 * services answer, per endpoint of the contract:
 *
 *   mockApi.on(firmware.list, () => ({ total: 1, result: [row] }));
 *   mockApi.on(firmware.remove, () => refuse(RetCode.FileNotFound));
 *   expect(mockApi.payloadsTo(firmware.remove)).toEqual([{ id: 1, name: 'fw' }]);
 *
 * Every payload the screen sends is parsed with the endpoint's request schema and every answer with its
 * response schema, as the real services do. A payload or a fixture that drifts from the contract, or a call
 * nobody answers, is recorded as a violation, and test/setup.tsx fails the test on it: a component test
 * cannot pass on a shape the services would refuse.
 */

/** A business refusal (non-zero retCode) a handler answers with; its message is the catalogue's. */
export class Refusal {
  constructor(readonly retCode: number, readonly data: unknown) {}
}
export const refuse = (retCode: number, data: unknown = null) => new Refusal(retCode, data);

/** What a handler may answer: the reply's data as the service would send it (before parsing), or a refusal. */
type ReplyOf<E> = SchemasOf<E> extends { response: infer R extends z.ZodType } ? z.input<R> : never;
type Answer<E> = ReplyOf<E> | Refusal;
export type Handler<E> = (payload: RequestOf<E>, call: { region: RegionName | undefined; file?: File }) => Answer<E> | Promise<Answer<E>>;

export interface ApiCall {
  path: string;
  method: EndpointDescriptor['method'];
  payload: unknown;
  region: RegionName | undefined;
  /** The address the real client would send it to (the admin address of its region); null without one stored. */
  url: string | null;
  /** The file of an upload. */
  file?: File;
  /** An upload's query string and its plain form fields, as sent apart (the payload merges them as the service does). */
  query?: unknown;
  formFields?: Record<string, string>;
}

interface Envelope { retCode: number; msg: string; data: unknown }

const handlers = new Map<string, Handler<EndpointDescriptor>>();
/** Handlers are kept per method and path: one path may carry a read (GET) and a change (POST). */
const handlerKey = (endpoint: EndpointDescriptor) => `${endpoint.method} ${endpoint.path}`;
/** The definitions behind the console's descriptors, whose schemas check what a test sends and answers. */
const definitions = new Map(ALL_ENDPOINTS.map((definition) => [handlerKey(definition), definition]));
const calls: ApiCall[] = [];
const violations: string[] = [];
let urlOf: (endpoint: EndpointDescriptor, region: RegionName | undefined) => string | null = () => null;

/** Records a violation; the screen then sees what the service would answer (50005 bad payload, 50004 bad reply). */
function violation(text: string, answeredWith: number = RetCode.ServiceError): never {
  violations.push(text);
  throw new ApiCallError(answeredWith, text);
}

async function respond(
  endpoint: EndpointDescriptor, payload: unknown, region: RegionName | undefined, file?: File, sent: Pick<ApiCall, 'query' | 'formFields'> = {},
): Promise<Envelope> {
  calls.push({ path: endpoint.path, method: endpoint.method, payload, region, url: urlOf(endpoint, region), file, ...sent });
  const definition = definitions.get(handlerKey(endpoint));
  if (!definition) violation(`${endpoint.method} ${endpoint.path} is no endpoint of the contract`);
  const request = definition.request.safeParse(payload);
  if (!request.success) {
    violation(`${endpoint.path} request drifts from the contract: ${z.prettifyError(request.error)}`, RetCode.InvalidParameters);
  }
  const handler = handlers.get(handlerKey(endpoint));
  if (!handler) violation(`${endpoint.path} was called but the test registered no answer (mockApi.on)`);
  const answer = await handler(payload, { region, file });
  if (answer instanceof Refusal) return { retCode: answer.retCode, msg: textForCode(answer.retCode), data: answer.data };
  const reply = definition.response.safeParse(answer);
  if (!reply.success) violation(`${endpoint.path} reply fixture drifts from the contract: ${z.prettifyError(reply.error)}`);
  return { retCode: RetCode.Success, msg: textForCode(RetCode.Success), data: reply.data };
}

function dataOf(envelope: Envelope): unknown {
  if (envelope.retCode !== RetCode.Success) throw new ApiCallError(envelope.retCode, envelope.msg, envelope.data);
  return envelope.data;
}

/** Waits for the answer, or rejects as the client does when the call is cancelled. */
function cancellable<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer;
  return new Promise<T>((resolve, reject) => {
    const cancel = () => reject(transportFailure(NETWORK_CODE, 'canceled'));
    if (signal.aborted) cancel();
    signal.addEventListener('abort', cancel, { once: true });
    answer.then(resolve, reject);
  });
}

export const mockApi = {
  /** Registers the answer of one endpoint (replacing an earlier one). */
  on<E extends EndpointDescriptor>(endpoint: E, handler: NoInfer<Handler<E>>): void {
    // The map holds handlers of many endpoints; respond() calls each with its own endpoint's payload.
    handlers.set(handlerKey(endpoint), handler as unknown as Handler<EndpointDescriptor>);
  },
  /** Every call so far, in order. */
  get calls(): readonly ApiCall[] {
    return calls;
  },
  callsTo(endpoint: EndpointDescriptor): ApiCall[] {
    return calls.filter((c) => c.path === endpoint.path && c.method === endpoint.method);
  },
  payloadsTo<E extends EndpointDescriptor>(endpoint: E): RequestOf<E>[] {
    // Recorded from calls to this endpoint, each parsed with its request schema before it was answered.
    return this.callsTo(endpoint).map((c) => c.payload as RequestOf<E>);
  },
  /** Takes the contract violations recorded so far (test/setup.tsx fails the test on any). */
  takeViolations(): string[] {
    return violations.splice(0);
  },
  reset(): void {
    handlers.clear();
    calls.length = 0;
    violations.length = 0;
  },
};

/** The client module as component tests see it: calls answered by mockApi; the rest is the real client. */
export async function mockClientModule(): Promise<typeof Client> {
  const actual = await vi.importActual<typeof Client>('../src/api/client.ts');
  urlOf = (endpoint, region) => {
    try {
      return actual.regionUrl(endpoint, {}, region);
    } catch {
      return null;
    }
  };
  // Each function keeps the real one's signature; the data comes from the handler, parsed with the endpoint's schema.
  const api: typeof actual.api = async (endpoint, payload, opts = {}) =>
    dataOf(await respond(endpoint, payload, opts.region)) as ResponseOf<typeof endpoint>;
  const apiOutcome: typeof actual.apiOutcome = async (endpoint, payload, opts = {}) => {
    const envelope = await respond(endpoint, payload, opts.region);
    return envelope.retCode === RetCode.Success
      ? { ok: true, retCode: RetCode.Success, msg: envelope.msg, data: envelope.data as ResponseOf<typeof endpoint> }
      : { ok: false, retCode: envelope.retCode, msg: envelope.msg, data: envelope.data };
  };
  const apiUpload: typeof actual.apiUpload = async (endpoint, form, opts = {}) => {
    const entry = form.get(endpoint.upload?.field ?? 'file');
    const file = entry instanceof File ? entry : undefined;
    const size = file?.size ?? 0;
    opts.onUploadProgress?.({ loaded: size, total: size });
    // The service reads the request fields the contract lets travel in the form (upload.fields), a form field winning.
    const formFields = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string'));
    const allowed = endpoint.upload?.fields ?? [];
    const fromForm = Object.fromEntries(Object.entries(formFields).filter(([name]) => allowed.includes(name)));
    const payload = { ...(opts.query ?? {}), ...fromForm };
    const envelope = await cancellable(respond(endpoint, payload, opts.region, file, { query: opts.query, formFields }), opts.signal);
    return dataOf(envelope) as ResponseOf<typeof endpoint>;
  };
  const apiDownload: typeof actual.apiDownload = async (endpoint, payload, opts = {}) => {
    dataOf(await respond(endpoint, payload, opts.region));
    return { blob: new Blob(['']), fileName: endpoint.path.split('/').at(-1) ?? null };
  };
  return { ...actual, api, apiOutcome, apiUpload, apiDownload, saveDownload: () => undefined };
}
