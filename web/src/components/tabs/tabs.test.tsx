import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs.tsx';

const items = [
  { key: 'ap', label: 'AP', children: <p>APs</p> },
  { key: 'router', label: 'Router', children: <p>Routers</p> },
  { key: 'switch', label: 'Switch', children: <p>Switches</p> },
];

describe('Tabs', () => {
  it('shows the first tab, and only the chosen tab once another is clicked', async () => {
    const onChange = vi.fn();
    render(<Tabs items={items} onChange={onChange} />);
    expect(screen.getByRole('tab', { name: 'AP' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'AP' })).toHaveTextContent('APs');
    await userEvent.click(screen.getByRole('tab', { name: 'Router' }));
    expect(onChange).toHaveBeenCalledWith('router');
    expect(screen.getByRole('tabpanel', { name: 'Router' })).toHaveTextContent('Routers');
    expect(screen.queryByText('APs')).toBeNull();
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping around', async () => {
    render(<Tabs items={items} />);
    await userEvent.click(screen.getByRole('tab', { name: 'AP' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Switch' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Switch' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'AP' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'AP' })).toHaveFocus();
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('follows the key its caller keeps', () => {
    const { rerender } = render(<Tabs items={items} activeKey="switch" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Switches');
    rerender(<Tabs items={items} activeKey="router" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Routers');
  });
});
