import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RetCode } from '@gwn/contract';
import { forbidden, unauthorized } from './api-error.ts';
import { isInternalSecret } from './guard.ts';
import { refusalOf } from './logging.ts';
import { createServiceMetrics, METRICS_CONTENT_TYPE, metricsText, type ServiceMetrics } from './metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This service's measurements (core/metrics.ts): areas and jobs report through the endpoint host. */
    metrics: ServiceMetrics;
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may read /metrics. With METRICS_TOKEN, whoever presents it as a bearer token. Without, only a
 * caller on this machine: the socket's own address (never X-Forwarded-For), and not a request a proxy on
 * this machine forwarded, so a reverse proxy in front of the service does not publish its metrics.
 */
function checkMetricsAccess(req: FastifyRequest, token: string | undefined): void {
  if (token) {
    const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (given === undefined) throw unauthorized();
    if (!isInternalSecret(given, token)) throw forbidden();
    return;
  }
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  if (forwarded || !LOOPBACK.has(req.socket.remoteAddress ?? '')) throw forbidden();
}

/** The retCode a call was answered with: the refusal's, else what its HTTP status says. */
function retCodeOf(req: FastifyRequest, status: number): number {
  const refusal = refusalOf(req);
  if (refusal) return refusal.retCode;
  if (status === 500) return RetCode.ServiceError;
  return status < 400 ? RetCode.Success : status;
}

/** Counts every answered call and publishes GET /metrics (Prometheus text) for this service. */
export function installServiceMetrics(app: FastifyInstance, service: string, token: string | undefined): ServiceMetrics {
  const metrics = createServiceMetrics(service);
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (req, reply) => {
    // The route's pattern, never the raw URL: one series per endpoint, whatever the query string.
    const route = req.routeOptions.url ?? '(no route)';
    metrics.call(route, req.method, reply.statusCode, retCodeOf(req, reply.statusCode), reply.elapsedTime / 1000);
  });
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    checkMetricsAccess(req, token);
    return reply.header('content-type', METRICS_CONTENT_TYPE).header('cache-control', 'no-store').send(await metricsText(metrics));
  });
  return metrics;
}
