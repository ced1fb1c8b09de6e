import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, validatorCompiler } from 'fastify-type-provider-zod';
import { APPLICATION_HEADERS, DEVICE_HEADERS } from '@gwn/contract';
import type { Config } from './config.ts';
import { installErrorHandling } from './core/error-handler.ts';
import { INTERNAL_SECRET_HEADER } from './core/guard.ts';
import { installSecurityHeaders, type SecurityHeaderSettings } from './core/http-security.ts';
import { logOneLinePerRequest, loggerOptions, type LogSettings } from './core/logging.ts';
import { installServiceMetrics } from './core/service-metrics-routes.ts';
import { closeConnectionsWhileClosing } from './core/drain.ts';

/**
 * The configuration a service's HTTP side reads. socketIdleMs: a connection that sends and receives nothing
 * for this long is closed, so no request waits forever on a client that stopped (a body that never ends);
 * uploads answer sooner, at their own idle limit.
 */
export type HttpSettings = Pick<Config, 'corsOrigins' | 'socketIdleMs' | 'trustProxy' | 'frameAncestors' | 'accountUrl' | 'regionUrls'>
  & Partial<Pick<Config, 'metricsToken'>>;

export interface AppOptions {
  /** Shown in the OpenAPI document and the health reply, e.g. "region EU". */
  name: string;
  http: HttpSettings;
  /** Who may load this service's replies as plain resources (core/http-security.ts). */
  resourcePolicy: SecurityHeaderSettings['resourcePolicy'];
  logger?: LogSettings;
}

/**
 * One service's HTTP side: envelope errors, CORS for the console's origins, OpenAPI at /docs, a
 * liveness check (/health) and metrics (/metrics); readiness (/ready) is added where the database is known (system.ts). Its endpoints come from the service's areas, registered on an EndpointHost.
 */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? loggerOptions(opts.logger) : false,
    // Fastify's own pair of lines per request is off: logOneLinePerRequest writes one.
    logController: new LogController({ disableRequestLogging: true }),
    // Only the configured proxies may name the client's address: sign-in throttling counts by it.
    trustProxy: opts.http.trustProxy,
    bodyLimit: 1024 * 1024,
    connectionTimeout: opts.http.socketIdleMs,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Replies are parsed by the contract before they are sent (core/endpoint-host.ts); the response schemas are documentation.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  installErrorHandling(app);
  if (opts.logger) logOneLinePerRequest(app);
  installServiceMetrics(app, opts.name, opts.http.metricsToken);
  closeConnectionsWhileClosing(app);
  installSecurityHeaders(app, {
    serviceUrls: () => [opts.http.accountUrl, ...Object.values(opts.http.regionUrls)],
    frameAncestors: opts.http.frameAncestors,
    resourcePolicy: opts.resourcePolicy,
  });

  await app.register(cors, {
    origin: [...opts.http.corsOrigins],
    credentials: true,
    exposedHeaders: ['authorization', 'content-disposition'],
    maxAge: 600,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: `GWN Cloud admin — ${opts.name}`, version: '1.0.0' },
      components: {
        securitySchemes: {
          authorization: { type: 'apiKey', in: 'header', name: 'authorization' },
          internalSecret: { type: 'apiKey', in: 'header', name: INTERNAL_SECRET_HEADER },
          deviceKey: {
            type: 'apiKey', in: 'header', name: DEVICE_HEADERS.key,
            description: `With the device's MAC in ${DEVICE_HEADERS.mac}: HMAC-SHA256 of the MAC (12 upper-case hex digits) under the region's device secret, lowercase hex`,
          },
          applicationSecret: {
            type: 'apiKey', in: 'header', name: APPLICATION_HEADERS.secret,
            description: `With the application id in ${APPLICATION_HEADERS.appId}: the secret issued with it (open API; every call counts against its API limit)`,
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok', service: opts.name }));
  return app;
}
