import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar.tsx';

describe('ProgressBar', () => {
  it('says how far it is, to assistive technology and in text, within 0–100', () => {
    const { rerender } = render(<ProgressBar percent={42.4} status="active" aria-label="Uploading" />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveTextContent('42%');
    rerender(<ProgressBar percent={140} aria-label="Uploading" />);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
  });

  it('ends with a tick on success and a cross on failure', () => {
    const { rerender } = render(<ProgressBar percent={100} status="success" aria-label="Sent" />);
    expect(screen.getByRole('img', { name: 'check-circle' })).toBeInTheDocument();
    rerender(<ProgressBar percent={30} status="exception" aria-label="Sent" />);
    expect(screen.getByRole('img', { name: 'close-circle' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).not.toHaveTextContent('30%');
  });
});
