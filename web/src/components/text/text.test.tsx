import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyText } from './copy-text.tsx';
import { Paragraph, Text, Title } from './text.tsx';

describe('Text, Paragraph and Title', () => {
  it('keep the meaning of bold, code, keys and headings in the markup', () => {
    render(<>
      <Text strong>Bold</Text><Text code>npm ci</Text><Text keyboard>Ctrl K</Text>
      <Paragraph type="secondary">Grey</Paragraph><Title level={4}>Heading</Title>
    </>);
    expect(screen.getByText('Bold').tagName).toBe('STRONG');
    expect(screen.getByText('npm ci').tagName).toBe('CODE');
    expect(screen.getByText('Ctrl K').tagName).toBe('KBD');
    expect(screen.getByText('Grey')).toHaveClass('text-secondary');
    expect(screen.getByRole('heading', { level: 4, name: 'Heading' })).toBeInTheDocument();
  });
});

describe('CopyText', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('copies its text with the Clipboard API and shows a tick once copied', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<CopyText code>e3b0c44298fc1c149afbf4c8996fb924</CopyText>);
    expect(screen.getByRole('img', { name: 'copy' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('e3b0c44298fc1c149afbf4c8996fb924');
    expect(await screen.findByRole('img', { name: 'check' })).toBeInTheDocument();
  });

  it('says so when the browser refuses to copy', async () => {
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    render(<CopyText>abc</CopyText>);
    await userEvent.hover(screen.getByRole('button', { name: 'Copy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'check' })).toBeNull();
  });
});
