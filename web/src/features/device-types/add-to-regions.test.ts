import { describe, expect, it } from 'vitest';
import type { RegionName } from '@gwn/contract';
import { addToRegions, failureLines } from './add-to-regions.ts';

const payload = {
  deviceType: 'GWN9999', deviceTypeName: 'GWN9999', deviceKinds: 'AP' as const, ssidNumber: 16, state: 1 as const,
  minimumVersion: '1', recommendVersion: '1', portalVersion: '1', regions: ['US', 'EU', 'CN'] as RegionName[],
};

describe('adding to several regions', () => {
  it('sends to every region at once and reports each, failures prefixed with the region name', async () => {
    const started: RegionName[] = [];
    const results = await addToRegions(payload, ['US', 'EU', 'CN'], async (_p, region) => {
      started.push(region);
      await Promise.resolve();
      if (region === 'EU') return { ok: false, msg: 'Save failed, name cannot be the same' };
      if (region === 'CN') throw new Error('Network Error');
      return { ok: true, msg: 'Success' };
    });
    expect(started).toEqual(['US', 'EU', 'CN']);
    expect(results.map((r) => [r.region, r.ok])).toEqual([['US', true], ['EU', false], ['CN', false]]);
    expect(failureLines(results, (r) => (r === 'US' ? 'World' : r))).toEqual([
      'EU: Save failed, name cannot be the same', 'CN: Network Error',
    ]);
  });
});
