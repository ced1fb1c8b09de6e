import type { FastifyInstance } from 'fastify';
import { expect, type TestContext } from 'vitest';
import type { Endpoint } from '@gwn/contract';

/**
 * TEMPORARY SWITCH, read here and nowhere else: with CONTRACT_TESTS_REGISTERED_ONLY=1 the generated tests
 * skip the endpoints a service does not register yet (while areas are migrated on their own branches).
 * Off by default, so an endpoint of the contract that its service does not answer is a failure.
 * Delete the switch (keep the failure) once every area is in the new shape.
 */
const REGISTERED_ONLY = process.env.CONTRACT_TESTS_REGISTERED_ONLY === '1';

/** Fails the running test when the endpoint's service has no route for it (skips it, with the switch on). */
export function requireRegistered(test: TestContext, app: FastifyInstance, endpoint: Endpoint): void {
  if (app.hasRoute({ method: endpoint.method, url: endpoint.path })) return;
  const what = `${endpoint.method} ${endpoint.path} is not registered by the ${endpoint.service} service`;
  if (REGISTERED_ONLY) test.skip(`${what} (CONTRACT_TESTS_REGISTERED_ONLY=1)`);
  expect.fail(`${what}: every endpoint of the contract must be answered (register it in its area's routes.ts)`);
}
