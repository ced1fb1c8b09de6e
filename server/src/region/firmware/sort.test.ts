import { describe, expect, it } from 'vitest';
import { firmware } from '@gwn/contract';
import { invalidInputOf, useTestSystem } from '../../../test/test-system.ts';
import { buildFirmware } from '../../../test/region-factories.ts';

/** Sorting the firmware list (issue 16, "Tables"): upload time and firmware number, both ways. */
describe('the firmware list sorted by the operator', () => {
  const env = useTestSystem({ regions: ['US'] });
  const viewer = env.operator({ menus: ['firmwareManage'] });
  const at = (day: number) => new Date(Date.UTC(2026, 0, day));

  it('sorts by upload time and by number both ways, and refuses other fields', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    // Created out of id order: the upload time, not the id, orders them.
    const b = await buildFirmware(env.regionDb(), { name: `9.${tag}.b`, createdAt: at(2) });
    const c = await buildFirmware(env.regionDb(), { name: `9.${tag}.c`, createdAt: at(1) });
    const a = await buildFirmware(env.regionDb(), { name: `9.${tag}.a`, createdAt: at(3) });
    const mine = new Set([a.id, b.id, c.id]);
    const order = async (body: object) => {
      const res = await env.call(firmware.list, { pageNum: 1, pageSize: 100, ...body }, { token: viewer.token });
      expect(res.body.retCode).toBe(0);
      return res.body.data.result.map((r: { id: number }) => r.id).filter((id: number) => mine.has(id));
    };
    expect(await order({})).toEqual([a.id, b.id, c.id]);
    expect(await order({ sortField: 'uploadTime', sortOrder: 'asc' })).toEqual([c.id, b.id, a.id]);
    expect(await order({ sortField: 'uploadTime', sortOrder: 'desc' })).toEqual([a.id, b.id, c.id]);
    expect(await order({ sortField: 'firmwareNum', sortOrder: 'asc' })).toEqual([a.id, b.id, c.id]);
    expect(await order({ sortField: 'firmwareNum', sortOrder: 'desc' })).toEqual([c.id, b.id, a.id]);
    const refused = await env.call(firmware.list, { sortField: 'md5' } as never, { token: viewer.token });
    expect(refused.body.retCode).toBe(50005);
    expect(invalidInputOf(refused).fields).toHaveProperty('sortField');
  });
});
