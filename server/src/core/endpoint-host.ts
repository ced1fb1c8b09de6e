import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isEndpoint, messageFor, RetCode, type Endpoint, type ServiceKind } from '@gwn/contract';
import type { Db } from '../db/connect.ts';
import type { FileStore } from '../storage/file-store.ts';
import type { AuditWriter } from './audit-writer.ts';
import type { CallLimiter, EffectiveLimit } from './call-limits.ts';
import { csvStream } from './csv.ts';
import { acceptFormBodies } from './form-body.ts';
import type { GuardOptions } from './guard.ts';
import type { ServiceMetrics } from './metrics.ts';
import type { CsvReply, FileReply, HandlerOf, HandlersOf, PageReply, ServedKeys } from './handlers.ts';
import { callBaseOf, guardAndScreen, routeSchema } from './route-parts.ts';
import { runCall } from './run-call.ts';
import { registerUploadRoute } from './upload-route.ts';

type AnyDb = Db<Record<string, unknown>>;

export interface HandleOptions {
  /** An upload's size limit from configuration, when it differs from the contract's. */
  maxBytes?: number;
}

/**
 * What an area registers its endpoints on: one per service, built in the service's file. Areas never
 * see Fastify: they hand the host a contract entry and a handler, and lifecycle tasks.
 */
export interface EndpointHost<D extends AnyDb, S extends ServiceKind = ServiceKind> {
  readonly service: S;
  readonly log: FastifyBaseLogger;
  /**
   * The service's measurements (core/metrics.ts): the job kernel reports `metrics.jobEvent(kind, event, count)`
   * and registers `metrics.queueDepth(kind, read)` (runRegionJob passes them); calls, uploads, mails and the pool are counted by the core.
   */
  readonly metrics: ServiceMetrics;
  /** Answers an endpoint of this service with a handler of the kind its contract entry declares. */
  handle<E extends Endpoint>(endpoint: E, handler: HandlerOf<E, D>, options?: HandleOptions): void;
  /**
   * Answers every endpoint of a contract module (or a `Pick` of one) that this service serves, each with the
   * handler of the same name: the types come from the contract, and a missing handler does not compile.
   * `options` names an endpoint's options (an upload's size limit from configuration).
   */
  handleAll<M extends object>(
    module: M, handlers: HandlersOf<M, S, D>, options?: { [K in ServedKeys<M, S>]?: HandleOptions },
  ): void;
  /**
   * Background work once the service is ready (start jobs, seed demo files, warm a cache). Not awaited by the start:
   * a task slower than Fastify's ready timeout on a busy machine would otherwise stop the service. A failure is
   * logged; the service's close waits for the task before its database closes.
   */
  onReady(task: () => Promise<void> | void): void;
  /** Runs when the service stops, before its database closes (stop background jobs). */
  onClose(task: () => Promise<void> | void): void;
}

export interface HostOptions<D extends AnyDb> {
  service: ServiceKind;
  db: D;
  audit: AuditWriter;
  guard: GuardOptions;
  /** Where uploads into the store go (region services). */
  files?: FileStore;
  /** How long an upload may send nothing before it is ended (UploadStalledError). */
  uploadIdleMs?: number;
  /** Counting of `application` endpoints' calls against their API limits (region services). */
  callLimits?: { limiter: CallLimiter; limitOf: EffectiveLimit };
}

/** The envelope schema of an endpoint's reply, for the OpenAPI document. */
const envelopeOf = (data: z.ZodType) => z.object({ retCode: z.number().int(), msg: z.string(), data });

export function createEndpointHost<D extends AnyDb, S extends ServiceKind>(
  app: FastifyInstance, opts: HostOptions<D> & { service: S },
): EndpointHost<D, S> {
  if (!app.hasRequestDecorator('caller')) app.decorateRequest('caller', null);
  const host: EndpointHost<D, S> = {
    service: opts.service,
    log: app.log,
    metrics: app.metrics,
    handleAll(module, handlers, options = {}) {
      const byName = handlers as Record<string, HandlerOf<Endpoint, D> | undefined>;
      const optionsByName = options as Record<string, HandleOptions | undefined>;
      for (const [name, endpoint] of Object.entries(module as Record<string, unknown>)) {
        if (!isEndpoint(endpoint) || endpoint.service !== opts.service) continue;
        const handler = byName[name];
        // The types already require it; this names the endpoint if an untyped caller left one out.
        if (typeof handler !== 'function') throw new Error(`${endpoint.path}: no handler named ${name}`);
        host.handle(endpoint, handler, optionsByName[name]);
      }
    },
    handle(endpoint, handler, options = {}) {
      if (endpoint.service !== opts.service) {
        throw new Error(`${endpoint.path} belongs to the ${endpoint.service} service, not ${opts.service}`);
      }
      if (endpoint.upload) {
        // The handler's kind follows the contract's upload declaration (HandlerOf).
        registerUploadRoute(app, endpoint, opts, handler as never, options);
        return;
      }
      registerRoute(app, endpoint, opts, handler as never);
    },
    onReady: (task) => {
      let running: Promise<void> = Promise.resolve();
      app.addHook('onReady', async () => {
        running = Promise.resolve().then(task).catch((err: unknown) => app.log.error({ err }, 'a start-up task failed'));
      });
      app.addHook('onClose', async () => { await running; });
    },
    onClose: (task) => { app.addHook('onClose', async () => { await task(); }); },
  };
  return host;
}

type AnyHandler = (payload: unknown, call: never) => Promise<unknown>;

function registerRoute<D extends AnyDb>(app: FastifyInstance, endpoint: Endpoint, opts: HostOptions<D>, handler: AnyHandler): void {
  const kind = endpoint.reply ?? 'envelope';
  const payloadKey = endpoint.method === 'GET' ? 'querystring' : 'body';
  if (endpoint.form) acceptFormBodies(app);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.form ? { config: { form: true } } : {}),
    ...(endpoint.maxBodyBytes ? { bodyLimit: endpoint.maxBodyBytes } : {}),
    schema: {
      ...routeSchema(endpoint),
      [payloadKey]: endpoint.request,
      ...(kind === 'envelope' ? { response: { 200: envelopeOf(endpoint.response) } } : {}),
    },
    preValidation: async (req) => {
      if (endpoint.method === 'POST' && req.body === undefined) req.body = {};
      await guardAndScreen(opts.guard, endpoint, req, endpoint.method === 'GET' ? req.query : req.body);
    },
    // An application's call counts once its credential and payload are accepted; over the limit nothing else runs.
    ...(endpoint.guard === 'application' ? { preHandler: limitHook(endpoint, opts) } : {}),
    handler: async (req, reply) => {
      const payload = endpoint.method === 'GET' ? req.query : req.body;
      const base = callBaseOf<D>(req, reply);
      const result = await runCall(endpoint, opts.db, opts.audit, base, (call) => handler(payload, call as never));
      if (kind === 'csv') return sendCsv(reply, result as CsvReply);
      if (kind === 'page') return sendPage(reply, result as PageReply);
      if (kind === 'file') return sendFile(reply, result as FileReply);
      return { retCode: RetCode.Success, msg: messageFor(RetCode.Success, base.lang), data: endpoint.response.parse(result) };
    },
  });
}

function limitHook<D extends AnyDb>(endpoint: Endpoint, opts: HostOptions<D>) {
  const limits = opts.callLimits;
  if (!limits) throw new Error(`${endpoint.path} is an application endpoint: its service must count calls (callLimits)`);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const application = req.caller?.application;
    if (!application) throw new Error(`${endpoint.path}: no verified application`);
    const limit = await limits.limitOf(application.appId, endpoint.path);
    await limits.limiter.count(application.appId, endpoint.path, limit, (name, value) => { reply.header(name, value); });
  };
}

function sendCsv(reply: FastifyReply, csv: CsvReply): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.fileName}"`)
    .header('cache-control', 'no-store')
    .send(csvStream(csv));
}

/** A file name for content-disposition: an ASCII fallback plus the exact name in RFC 5987 form. */
function dispositionOf(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function sendFile(reply: FastifyReply, file: FileReply): FastifyReply {
  reply
    .header('content-type', file.contentType ?? 'application/octet-stream')
    .header('content-disposition', dispositionOf(file.fileName))
    .header('cache-control', 'no-store');
  if (file.size !== undefined) reply.header('content-length', file.size);
  // A store failure once bytes flow ends the response; Fastify logs it (spec 3 §8: failed downloads are only logged).
  file.stream.on('error', (err) => reply.log.error({ err }, 'streaming a stored file failed'));
  return reply.send(file.stream);
}

function sendPage(reply: FastifyReply, page: PageReply): FastifyReply {
  return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(page.html);
}
