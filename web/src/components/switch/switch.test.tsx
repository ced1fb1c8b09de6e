import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from './switch.tsx';

function Harness({ onChange, loading }: { onChange: (on: boolean) => void; loading?: boolean }) {
  const [on, setOn] = useState(false);
  return <Switch aria-label="Clean data" checked={on} loading={loading} checkedChildren="On" unCheckedChildren="Off"
    onChange={(next) => { setOn(next); onChange(next); }} />;
}

describe('Switch', () => {
  it('is a switch named by its label; a click or Space turns it, showing the text of its state', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Clean data' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveTextContent('Off');
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(toggle).toBeChecked();
    expect(toggle).toHaveTextContent('On');
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('takes no click while loading', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} loading />);
    const toggle = screen.getByRole('switch', { name: 'Clean data' });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
  });
});
