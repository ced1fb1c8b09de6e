import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { NavigationProgress } from './navigation-progress.tsx';

describe('NavigationProgress', () => {
  it('shows while the next route loads, fills once it has, then rests', async () => {
    let arrive: () => void = () => undefined;
    const router = createMemoryRouter([{
      path: '/',
      element: <><NavigationProgress /><Link to="/next">next</Link><Outlet /></>,
      children: [{ path: 'next', loader: () => new Promise<null>((resolve) => { arrive = () => resolve(null); }), element: <p>arrived</p> }],
    }]);
    const { container } = render(<RouterProvider router={router} />);
    const bar = () => container.querySelector('.navigation-progress');
    expect(bar()).toHaveAttribute('data-phase', 'idle');
    expect(bar()).toHaveAttribute('aria-hidden', 'true');

    act(() => screen.getByText('next').click());
    await waitFor(() => expect(bar()).toHaveAttribute('data-phase', 'loading'));
    act(() => arrive());
    await screen.findByText('arrived');
    await waitFor(() => expect(bar()).toHaveAttribute('data-phase', 'done'));
    await waitFor(() => expect(bar()).toHaveAttribute('data-phase', 'idle'));
  });
});
