import { describe, expect, it } from 'vitest';
import { managerVisits as contract } from '@gwn/contract';
import { useTestSystem } from '../../../test/test-system.ts';
import { buildManagerVisit } from '../../../test/region-factories.ts';

describe('manager visit log', () => {
  const env = useTestSystem({ regions: ['US'] });
  const viewer = env.operator({ menus: ['managerUsage'] });
  const db = () => env.regionDb();

  it('refuses a reversed or malformed range with 50005', async () => {
    for (const bad of [{ startDate: 2000, endDate: 1000 }, { startDate: -1 }, { pageNum: 0 }]) {
      expect((await env.call(contract.infos, bad as never, { token: viewer.token })).body.retCode).toBe(50005);
    }
  });

  it('filters by an inclusive epoch-ms range and by MAC or IP, newest first, with per-type counts', async () => {
    const base = Date.UTC(2031, 0, 10, 12);
    const day = 86_400_000;
    const mac = 'C074AD' + Math.floor(Math.random() * 0xffffff).toString(16).toUpperCase().padStart(6, '0');
    const inside = await buildManagerVisit(db(), {
      mac, ip: '198.51.100.7', apCount: 3, routerCount: 2, switchCount: 1, onlineDeviceCount: 4, clientCount: 9,
      networkCount: 2, createdAt: new Date(base),
    });
    await buildManagerVisit(db(), { mac, createdAt: new Date(base - 2 * day) });
    const edge = await buildManagerVisit(db(), { mac, createdAt: new Date(base + day) });
    const range = { startDate: base - day, endDate: base + day };

    const byMac = await env.call(contract.infos, { ...range, search: mac.slice(0, 8).toLowerCase().match(/../g)?.join(':') }, { token: viewer.token });
    expect(byMac.body.retCode).toBe(0);
    expect(byMac.body.data.total).toBe(2);
    expect(byMac.body.data.result.map((r: { createTime: number }) => r.createTime)).toEqual([edge.createdAt.getTime(), inside.createdAt.getTime()]);
    expect(byMac.body.data.result[1]).toMatchObject({
      mac: mac.match(/../g)?.join(':'), ip: '198.51.100.7', deviceCount: 6, apCount: 3, routerCount: 2, switchCount: 1,
      onlineDeviceCount: 4, clientCount: 9, networkCount: 2, managerVersion: '1.1.0.12',
    });
    const byIp = await env.call(contract.infos, { ...range, search: '198.51.100.7' }, { token: viewer.token });
    expect(byIp.body.data.result.some((r: { mac: string }) => r.mac === byMac.body.data.result[1].mac)).toBe(true);
    const paged = await env.call(contract.infos, { ...range, search: mac, pageNum: 2, pageSize: 1 }, { token: viewer.token });
    expect(paged.body.data.result).toHaveLength(1);
    expect(paged.body.data.result[0].createTime).toBe(inside.createdAt.getTime());
  });
});
