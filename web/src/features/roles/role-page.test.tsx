import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { App } from 'antd';
import { roles } from '@gwn/contract/console';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { i18next } from '../../i18n/index.ts';
import RolePage from './role-page.tsx';

await i18next.loadNamespaces(['roles']);

const row = (id: number, roleName: string, extra: Partial<roles.RoleRow> = {}): roles.RoleRow =>
  ({ id, roleName, description: '', edit: 0, userCount: 0, mayEdit: true, ...extra });

describe('role list', { timeout: 60_000 }, () => {
  it('offers edit and delete only on roles the service says the operator may change', async () => {
    mockApi.on(roles.list, () => ({ result: [
      row(1, 'Super administrator', { edit: 1, userCount: 1, mayEdit: false }),
      row(7, 'My own role', { userCount: 1, mayEdit: false }),
      row(8, 'Wider than me', { mayEdit: false }),
      row(9, 'Within my reach'),
    ] }));
    renderPage(<App><RolePage /></App>);
    await screen.findByText('Within my reach');
    const labelled = (label: string) => document.querySelector(`[aria-label="${label}"]`);
    for (const name of ['Super administrator', 'My own role', 'Wider than me']) {
      expect(labelled(`Edit ${name}`)).toBeNull();
      expect(labelled(`Delete ${name}`)).toBeNull();
    }
    expect(labelled('Edit Within my reach')).not.toBeNull();
    expect(labelled('Delete Within my reach')).not.toBeNull();
  });

  it('shows the built-in roles by their name and description in the operator\'s language; custom roles as named', async () => {
    mockApi.on(roles.list, () => ({ result: [
      row(1, 'Super administrator', { edit: 1, userCount: 1, mayEdit: false, description: 'Everything, in every region' }),
      row(9, 'Night shift', { description: 'Everything, in every region' }),
    ] }));
    await i18next.changeLanguage('zh-CN');
    try {
      renderPage(<App><RolePage /></App>);
      expect(await screen.findByText('超级管理员')).toBeInTheDocument();
      expect(screen.getByText('所有区域的全部功能')).toBeInTheDocument();
      expect(screen.getByText('Night shift')).toBeInTheDocument();
      expect(screen.getByText('Everything, in every region')).toBeInTheDocument(); // a custom role's own text stays
      expect(screen.queryByText('Super administrator')).toBeNull();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
