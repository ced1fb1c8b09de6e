import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Endpoint } from '@gwn/contract';

/** Fails the running test when the endpoint's service has no route for it: every endpoint of the contract must be answered. */
export function requireRegistered(app: FastifyInstance, endpoint: Endpoint): void {
  if (app.hasRoute({ method: endpoint.method, url: endpoint.path })) return;
  expect.fail(`${endpoint.method} ${endpoint.path} is not registered by the ${endpoint.service} service: register it in its area's routes.ts`);
}
