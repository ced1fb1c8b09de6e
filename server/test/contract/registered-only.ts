import type { FastifyInstance } from 'fastify';
import type { TestContext } from 'vitest';
import type { Endpoint } from '@gwn/contract';

/**
 * TEMPORARY SWITCH, read here and nowhere else: with CONTRACT_TESTS_REGISTERED_ONLY=1 the generated tests
 * skip the endpoints a service does not register yet (while areas are migrated on their own branches).
 * Off by default, so an endpoint of the contract that its service does not answer is a failure.
 * Delete this file and its calls once every area is in the new shape.
 */
const REGISTERED_ONLY = process.env.CONTRACT_TESTS_REGISTERED_ONLY === '1';

/** Skips the running test, with the switch on, when the endpoint's service has no route for it. */
export function skipUnlessRegistered(test: TestContext, app: FastifyInstance, endpoint: Endpoint): void {
  if (REGISTERED_ONLY && !app.hasRoute({ method: endpoint.method, url: endpoint.path })) {
    test.skip(`${endpoint.method} ${endpoint.path} is not registered (CONTRACT_TESTS_REGISTERED_ONLY=1)`);
  }
}
