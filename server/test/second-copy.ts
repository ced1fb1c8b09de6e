import type { RegionName } from '@gwn/contract';
import type { DatabaseLocation } from '../src/system.ts';
import { startTestSystem, type TestSystem } from './harness.ts';

/**
 * Another copy of a region that `first` runs, as a scaled-out region runs behind a load balancer: the same
 * database (`databases`, from durableDatabases), file store (same DATA_DIR or bucket), Redis, secrets and
 * account service, and its own process state, job kernel and port. `first` must run the account service.
 */
export async function startSecondCopy(
  first: TestSystem, databases: ReadonlyMap<string, DatabaseLocation>, region: RegionName = 'US',
): Promise<TestSystem> {
  return startTestSystem({
    account: false, regions: [region], databases, accountInternalUrl: first.account!.url,
    // Copies of the lists the services write into when they listen, so the second copy's port does not
    // replace the first copy's address in its configuration.
    config: { ...first.config, regionUrls: { ...first.config.regionUrls }, corsOrigins: [...first.config.corsOrigins] },
  });
}
