import SwaggerParser from '@apidevtools/swagger-parser';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '@gwn/contract';
import { useTestSystem } from '../test-system.ts';
import { CONTRACT_ENDPOINTS, nameOf, serviceOf } from './contract-endpoints.ts';
import { requireRegistered } from './registered.ts';

/** What this test reads of an OpenAPI document: each path's operations and who may call them. */
interface OpenApiDocument { paths: Record<string, Record<string, { security?: Record<string, unknown>[] } | undefined> | undefined> }

/** A service's document as it serves it (the text, so each reader parses a copy of its own). */
async function documentText(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/docs/json' });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The security scheme an endpoint's guard is documented with; none for a public endpoint. */
const schemeOf = (endpoint: Endpoint) =>
  endpoint.guard === 'public' ? undefined
    : [{ [endpoint.guard === 'internal' ? 'internalSecret' : endpoint.guard === 'device' ? 'deviceKey' : endpoint.guard === 'application' ? 'applicationSecret' : 'authorization']: [] }];

/*
 * Every service's OpenAPI document is valid OpenAPI 3 (checked by a standard validator) and documents
 * every endpoint of the contract the service answers, internal ones included, with the credential it takes.
 */
describe('the OpenAPI document of every service', () => {
  const env = useTestSystem({ regions: ['US'] });

  for (const service of ['account', 'region'] as const) {
    it(`${service}: /docs/json is a valid OpenAPI 3 document`, async () => {
      const { app } = serviceOf(env, service);
      const parsed = await SwaggerParser.validate(JSON.parse(await documentText(app)));
      expect('openapi' in parsed && parsed.openapi).toMatch(/^3\./);
    });
  }

  for (const endpoint of CONTRACT_ENDPOINTS) {
    it(`${nameOf(endpoint)}: documented by the ${endpoint.service} service${endpoint.guard === 'public' ? '' : `, with its ${endpoint.guard === 'internal' ? 'internal secret' : 'credential'}`}`, async () => {
      const { app } = serviceOf(env, endpoint.service);
      requireRegistered(app, endpoint);
      const doc: OpenApiDocument = JSON.parse(await documentText(app));
      const operation = doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${nameOf(endpoint)} is missing from the document`).toBeDefined();
      expect(operation?.security).toEqual(schemeOf(endpoint));
    });
  }
});
