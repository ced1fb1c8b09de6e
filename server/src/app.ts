import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServiceKind } from '@gwn/contract';
import { installErrorHandling } from './core/error-handler.ts';
import type { EndpointHost } from './core/register-endpoint.ts';
import type { Authenticator } from './core/principal.ts';

export interface AppOptions {
  kind: ServiceKind;
  /** Shown in the OpenAPI document and the health reply, e.g. "region EU". */
  name: string;
  authenticator: Authenticator;
  corsOrigins: readonly string[];
  logger?: FastifyServerOptions['logger'];
  /** Registers the service's areas on the prepared instance. */
  register: (host: EndpointHost) => Promise<void> | void;
}

/** Builds one service: envelope errors, CORS for the console's origins, OpenAPI at /docs, a health check. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  app.decorateRequest('principal', null);
  app.decorateRequest('credential', null);
  app.setValidatorCompiler(validatorCompiler);
  // Replies are parsed by the contract in registerEndpoint; the response schemas are documentation.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  installErrorHandling(app);

  await app.register(cors, {
    origin: [...opts.corsOrigins],
    credentials: true,
    exposedHeaders: ['authorization', 'content-disposition'],
    maxAge: 600,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: `GWN Cloud admin — ${opts.name}`, version: '1.0.0' },
      components: { securitySchemes: { authorization: { type: 'apiKey', in: 'header', name: 'authorization' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok', service: opts.name }));
  await opts.register({ app, kind: opts.kind, authenticator: opts.authenticator });
  return app;
}
