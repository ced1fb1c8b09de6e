import { describe, expect, it } from 'vitest';
import { plugins } from '@gwn/contract';
import { invalidInputOf, useTestSystem } from '../../../test/test-system.ts';
import { buildStoredFile } from '../../../test/region-factories.ts';

/** Sorting the plugin list (issue 16, "Tables"): upload time and file name, both ways, within a search. */
describe('the plugin list sorted by the operator', () => {
  const env = useTestSystem({ regions: ['US'] });
  const viewer = env.operator({ menus: ['filesManage'] });
  const at = (day: number) => new Date(Date.UTC(2026, 0, day));

  it('sorts by upload time and by name both ways, and refuses other fields', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    // Uploaded out of name and id order: the chosen column, not the id, orders them.
    const b = await buildStoredFile(env.regionDb(), 'plugin', { fileName: `${tag}-b.bin`, createdAt: at(3) });
    const c = await buildStoredFile(env.regionDb(), 'plugin', { fileName: `${tag}-c.bin`, createdAt: at(1) });
    const a = await buildStoredFile(env.regionDb(), 'plugin', { fileName: `${tag}-a.bin`, createdAt: at(2) });
    const order = async (body: object) => {
      const res = await env.call(plugins.list, { search: tag, pageNum: 1, pageSize: 10, ...body }, { token: viewer.token });
      expect(res.body.retCode).toBe(0);
      return res.body.data.result.map((r: { id: number }) => r.id);
    };
    expect(await order({})).toEqual([b.id, a.id, c.id]);
    expect(await order({ sortField: 'uploadTime', sortOrder: 'asc' })).toEqual([c.id, a.id, b.id]);
    expect(await order({ sortField: 'fileName', sortOrder: 'asc' })).toEqual([a.id, b.id, c.id]);
    expect(await order({ sortField: 'fileName', sortOrder: 'desc' })).toEqual([c.id, b.id, a.id]);
    const refused = await env.call(plugins.list, { sortField: 'md5' } as never, { token: viewer.token });
    expect(refused.body.retCode).toBe(50005);
    expect(invalidInputOf(refused).fields).toHaveProperty('sortField');
  });
});
