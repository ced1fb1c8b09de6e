import { afterAll, beforeAll } from 'vitest';
import type { Endpoint, RegionName, RequestOf, ResponseOf } from '@gwn/contract';
import type { AccountDb, RegionDb } from '../src/db/connect.ts';
import { buildOperator, type BuiltOperator, type OperatorOptions } from './factories.ts';
export { invalidInputOf } from './harness.ts';
import { startTestSystem, type CallOptions, type CallResult, type TestSystem, type TestSystemOptions } from './harness.ts';

/**
 * The services of one test file: started before its first test, stopped after its last, each with an
 * empty database of its own; tests build the rows they need through the factories.
 *
 *   const env = useTestSystem({ regions: ['US'] });
 *   const admin = env.operator();                              // a super administrator with a live session
 *   const viewer = env.operator({ menus: ['firmwareManage'] });
 *   it('...', async () => { await env.call(firmware.list, {}, { token: viewer.token }); });
 *
 * Options known only once an earlier hook has run (a storage server's port) can be given as a function,
 * read when the services start.
 */
export function useTestSystem(opts: TestSystemOptions | (() => TestSystemOptions) = {}) {
  let system: TestSystem | undefined;
  const started = (): TestSystem => {
    if (!system) throw new Error('the test system starts in beforeAll: use it inside a test or a hook');
    return system;
  };
  // Three minutes: a system with demo data seeds three regions before it answers.
  beforeAll(async () => { system = await startTestSystem(typeof opts === 'function' ? opts() : opts); }, 180_000);
  afterAll(async () => { await system?.close(); });

  return {
    get system(): TestSystem { return started(); },
    /** The account service's database. */
    get accountDb(): AccountDb { return started().account!.database.db; },
    /** A region's database (US unless named). */
    regionDb(region: RegionName = 'US'): RegionDb { return started().regions[region]!.database.db; },
    /** A region's Fastify instance, for uploads and raw requests (US unless named). */
    regionApp(region: RegionName = 'US') { return started().regions[region]!.app; },
    call<E extends Endpoint>(endpoint: E, payload?: RequestOf<E>, callOpts?: CallOptions): Promise<CallResult<ResponseOf<E>>> {
      return started().call(endpoint, payload, callOpts);
    },
    /**
     * An operator built before the file's tests run (after the services start); its fields are filled in
     * then, so declare it at the top of the describe block and read it inside tests.
     */
    operator(operatorOpts: OperatorOptions = {}): BuiltOperator {
      const operator = {} as BuiltOperator; // filled in by the hook below, before any test reads it
      beforeAll(async () => { Object.assign(operator, await buildOperator(started().account!.database.db, operatorOpts)); });
      return operator;
    },
  };
}
export type TestEnv = ReturnType<typeof useTestSystem>;
