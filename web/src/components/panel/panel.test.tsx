import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { titledRegion } from '../titled-region.ts';
import { Panel } from './panel.tsx';

describe('Panel', () => {
  it('shows its title, its extra and its content, and is a landmark named by its title when asked', () => {
    render(<Panel title="Sessions" extra={<button type="button">Refresh</button>} {...titledRegion('Sessions')}>two sessions</Panel>);
    const region = screen.getByRole('region', { name: 'Sessions' });
    expect(region).toHaveTextContent('SessionsRefreshtwo sessions');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('shows a skeleton in place of its content while loading', () => {
    const { container, rerender } = render(<Panel title="Status" loading>ready</Panel>);
    expect(screen.queryByText('ready')).toBeNull();
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
    rerender(<Panel title="Status">ready</Panel>);
    expect(screen.getByText('ready')).toBeInTheDocument();
  });
});
