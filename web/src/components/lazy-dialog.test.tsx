import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyDialog } from './lazy-dialog.tsx';

/** A dialog with state of its own, to see that it is kept between openings. */
function NoteDialog({ open, label }: { open?: boolean; label: string }) {
  const [typed, setTyped] = useState('');
  return <div role="dialog" aria-label={label} hidden={open === false}><input aria-label="note" value={typed} onChange={(e) => setTyped(e.target.value)} /></div>;
}

describe('lazyDialog', () => {
  it('loads the dialog only when it first opens, then keeps it mounted with its state', async () => {
    const load = vi.fn(() => Promise.resolve(NoteDialog));
    const Dialog = lazyDialog(load);
    const { rerender } = render(<Dialog open={false} label="Note" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();

    rerender(<Dialog open label="Note" />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'note' }), 'kept');
    rerender(<Dialog open={false} label="Note" />);
    expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible();
    rerender(<Dialog open label="Note" />);
    expect(screen.getByRole('textbox', { name: 'note' })).toHaveValue('kept');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a dialog rendered without `open` (a screen that renders it only when needed) at once', async () => {
    const Dialog = lazyDialog(() => Promise.resolve(NoteDialog));
    render(<Dialog label="Shown while rendered" />);
    expect(await screen.findByRole('dialog', { name: 'Shown while rendered' })).toBeVisible();
  });

  it('asks `isOpen` when the dialog says it is open another way, e.g. by the record it acts on', async () => {
    const load = vi.fn(() => Promise.resolve(({ user }: { user: string | null }) => <div role="dialog" aria-label={`Delete ${user}`} />));
    const Dialog = lazyDialog(load, (p) => p.user !== null);
    const { rerender } = render(<Dialog user={null} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Dialog user="ada" />);
    expect(await screen.findByRole('dialog', { name: 'Delete ada' })).toBeInTheDocument();
  });
});
