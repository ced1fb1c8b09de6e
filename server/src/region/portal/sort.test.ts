import { describe, expect, it } from 'vitest';
import { portal } from '@gwn/contract';
import { portalVersions } from '../../db/region-schema.ts';
import { invalidInputOf, useTestSystem } from '../../../test/test-system.ts';
import { buildStoredFile } from '../../../test/region-factories.ts';

/** Sorting the portal file list (issue 16, "Tables"): upload time and model, both ways. */
describe('the portal file list sorted by the operator', () => {
  const env = useTestSystem({ regions: ['US'] });
  const viewer = env.operator({ menus: ['portalManage'] });
  const at = (day: number) => new Date(Date.UTC(2026, 0, day));

  it('sorts by upload time and by model both ways, and refuses other fields', async () => {
    const db = env.regionDb();
    const version = async (apType: string, day: number) => {
      const file = await buildStoredFile(db, 'portal');
      const [row] = await db.insert(portalVersions).values({ apType, version: '1.0.0.1', fileId: file.id, createdAt: at(day) }).returning();
      return row.id;
    };
    // This file's test system holds only these three.
    const b = await version('GWN7662', 3);
    const c = await version('GWN7664', 1);
    const a = await version('GWN7660', 2);
    const order = async (body: object) => {
      const res = await env.call(portal.show, { pageNum: 1, pageSize: 10, ...body }, { token: viewer.token });
      expect(res.body.retCode).toBe(0);
      return res.body.data.result.map((r: { id: number }) => r.id);
    };
    expect(await order({})).toEqual([b, a, c]);
    expect(await order({ sortField: 'uploadTime', sortOrder: 'asc' })).toEqual([c, a, b]);
    expect(await order({ sortField: 'apType', sortOrder: 'asc' })).toEqual([a, b, c]);
    expect(await order({ sortField: 'apType', sortOrder: 'desc' })).toEqual([c, b, a]);
    const refused = await env.call(portal.show, { sortField: 'md5' } as never, { token: viewer.token });
    expect(refused.body.retCode).toBe(50005);
    expect(invalidInputOf(refused).fields).toHaveProperty('sortField');
  });
});
