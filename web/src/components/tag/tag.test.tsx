import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tag } from './tag.tsx';

describe('Tag', () => {
  it('draws its colour and, when closable, a close button that tells the caller', async () => {
    const onClose = vi.fn();
    render(<><Tag color="green">Online</Tag><Tag closable onClose={onClose}>EU</Tag></>);
    expect(screen.getByText('Online')).toHaveClass('tag', 'tag-green');
    expect(screen.getByText('EU')).toHaveClass('tag-default');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('names its close button by the icon given', async () => {
    const onClose = vi.fn();
    render(<Tag closable onClose={onClose} closeIcon={<span aria-label="Remove a@b.c">×</span>}>a@b.c</Tag>);
    await userEvent.click(screen.getByLabelText('Remove a@b.c'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
