import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, validatorCompiler } from 'fastify-type-provider-zod';
import { installErrorHandling } from './core/error-handler.ts';
import { INTERNAL_SECRET_HEADER } from './core/guard.ts';
import { loggerOptions, type LogSettings } from './core/logging.ts';

export interface AppOptions {
  /** Shown in the OpenAPI document and the health reply, e.g. "region EU". */
  name: string;
  corsOrigins: readonly string[];
  logger?: LogSettings;
}

/**
 * One service's HTTP side: envelope errors, CORS for the console's origins, OpenAPI at /docs and a
 * health check. Its endpoints come from the service's areas, registered on an EndpointHost.
 */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? loggerOptions(opts.logger) : false,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Replies are parsed by the contract before they are sent (core/endpoint-host.ts); the response schemas are documentation.
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
      components: {
        securitySchemes: {
          authorization: { type: 'apiKey', in: 'header', name: 'authorization' },
          internalSecret: { type: 'apiKey', in: 'header', name: INTERNAL_SECRET_HEADER },
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
