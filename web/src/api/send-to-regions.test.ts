import { describe, expect, it } from 'vitest';
import { apPasswords, RetCode } from '@gwn/contract/console';
import { mockApi, refuse } from '../../test/mock-api.ts';
import { ApiCallError, NETWORK_CODE } from './api-error.ts';
import { failedRegions, failureLines, inEachRegion, sendToRegions } from './send-to-regions.ts';

const record = { mac: 'C0:74:AD:00:00:09', ssidPassword: 'pw', model: 'GWN7660', regions: ['US', 'EU', 'CN'] as const };
const regionName = (r: string) => (r === 'US' ? 'World' : r);

describe('sending to several regions', () => {
  it('sends to every region at once and reports each; failures are named "Region: message"', async () => {
    mockApi.on(apPasswords.add, (p, { region }) => {
      if (region === 'EU') return refuse(RetCode.NameTaken);
      if (region === 'CN') throw new ApiCallError(NETWORK_CODE, 'Network Error');
      return { id: 1, mac: 'C074AD000009', ssidPassword: p.ssidPassword, model: p.model, comment: '', lockType: 0, createTime: 0 };
    });
    const results = await sendToRegions(apPasswords.add, record.regions, () => ({ ...record, regions: [...record.regions] }));
    expect(mockApi.callsTo(apPasswords.add).map((c) => c.region)).toEqual(['US', 'EU', 'CN']);
    expect(results.map((r) => [r.region, r.ok])).toEqual([['US', true], ['EU', false], ['CN', false]]);
    expect(results[1]).toMatchObject({ retCode: RetCode.NameTaken });
    expect(failedRegions(results)).toEqual(['EU', 'CN']);
    expect(failureLines(results, regionName)).toEqual(['EU: Save failed, name cannot be the same', 'CN: Network Error']);
  });

  it('gives each region its own payload', async () => {
    mockApi.on(apPasswords.add, (p) => ({ id: 1, mac: 'C074AD000009', ssidPassword: 'pw', model: 'GWN7660', comment: p.comment ?? '', lockType: 0, createTime: 0 }));
    const results = await sendToRegions(apPasswords.add, ['US', 'EU'], (region) => ({ ...record, regions: [region], comment: `for ${region}` }));
    expect(mockApi.payloadsTo(apPasswords.add).map((p) => p.comment)).toEqual(['for US', 'for EU']);
    expect(results.map((r) => r.ok && r.data.comment)).toEqual(['for US', 'for EU']);
  });

  it('keeps a region that throws something else as that region\'s failure', async () => {
    const results = await inEachRegion(['US', 'EU'], async (region) => {
      if (region === 'EU') throw new Error('boom');
      return 1;
    });
    expect(results).toEqual([{ region: 'US', ok: true, data: 1 }, { region: 'EU', ok: false, retCode: NETWORK_CODE, msg: 'boom', data: null }]);
  });
});
