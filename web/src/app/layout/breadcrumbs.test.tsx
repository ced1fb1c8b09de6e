import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Outlet, type Location } from 'react-router';
import { renderRoutes } from '../../../test/render.tsx';
import type { AppRoute } from '../routes.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';

const Shell = () => (
  <>
    <Breadcrumbs />
    <Outlet />
  </>
);

const routes: AppRoute[] = [{
  path: '/',
  element: <Shell />,
  children: [
    { path: 'dashboard', element: <p>dash</p>, handle: { crumb: 'menu:dashboard', menuId: 'dashboard' } },
    {
      path: 'enterprise',
      handle: { crumb: 'menu:enterprise', menuId: 'enterprise' },
      children: [
        { index: true, element: <p>list</p> },
        { path: 'ap', element: <p>devices</p>, handle: { crumb: (location: Location) => new URLSearchParams(location.search).get('name') } },
      ],
    },
  ],
}];

describe('breadcrumb', () => {
  it('shows one bold crumb for a top-level screen', async () => {
    renderRoutes(routes, '/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'breadcrumb' });
    expect(within(nav).getByText('Dashboard').closest('strong')).not.toBeNull();
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
  });

  it('shows the enterprise name from the query under the Enterprise crumb', async () => {
    renderRoutes(routes, '/enterprise/ap?name=Acme%20Hotels');
    const nav = await screen.findByRole('navigation', { name: 'breadcrumb' });
    const link = within(nav).getByRole('link', { name: 'Enterprise' });
    expect(link).toHaveAttribute('href', '/enterprise');
    expect(within(nav).getByText('Acme Hotels').closest('strong')).not.toBeNull();
  });

  it('skips a function crumb that has nothing to show', async () => {
    renderRoutes(routes, '/enterprise/ap');
    const nav = await screen.findByRole('navigation', { name: 'breadcrumb' });
    expect(within(nav).getByText('Enterprise')).toBeInTheDocument();
    expect(within(nav).getAllByRole('listitem')).toHaveLength(1);
  });
});
