import { describe, expect, it } from 'vitest';
import { auth, MENU_IDS, type MenuItem } from '@gwn/contract';
import { buildOperator } from '../../../test/factories.ts';
import { useTestSystem } from '../../../test/test-system.ts';

const ids = (menus: MenuItem[]): string[] => menus.flatMap((m) => [m.menuId, ...ids(m.children)]);

describe('POST /admin/account/menu/list', () => {
  const db = () => env.accountDb;
  const env = useTestSystem({ regions: [] });

  it('gives a super administrator every screen of the catalogue', async () => {
    const op = await buildOperator(db());
    const res = await env.call(auth.menuList, {}, { token: op.token });
    expect(res.body.retCode).toBe(0);
    expect(new Set(ids(res.body.data.menus))).toEqual(new Set(MENU_IDS));
  });

  it('gives a limited role its granted screens plus the landing pages and own settings every role has', async () => {
    const op = await buildOperator(db(), { menus: ['dashboard'] });
    const res = await env.call(auth.menuList, {}, { token: op.token });
    const menus: MenuItem[] = res.body.data.menus;
    expect(ids(menus)).toContain('welcome');
    expect(ids(menus)).toContain('dashboard');
    expect(menus.find((m) => m.menuId === 'setting')).toMatchObject({ hidden: true, hasChild: '1' });
    expect(ids(menus).every((id) => (MENU_IDS as readonly string[]).includes(id))).toBe(true);
  });

  it('accepts an empty body', async () => {
    const op = await buildOperator(db());
    const res = await env.system.account!.app.inject({ method: 'POST', url: auth.menuList.path, headers: { authorization: op.token } });
    expect(res.json().retCode).toBe(0);
  });
});
