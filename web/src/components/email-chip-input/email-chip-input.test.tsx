import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../../i18n/index.ts';
import { EmailChipInput } from './email-chip-input.tsx';
import { hasErrorChip } from './chip-rules.ts';

await i18next.loadNamespaces('emailChips');

/** The input in a parent that keeps its value and shows whether saving is blocked, as the notice form does. */
function Harness({ initial = [] as string[], importable = false }) {
  const [chips, setChips] = useState(initial);
  return (
    <>
      <EmailChipInput value={chips} onChange={setChips} aria-label="Recipients" importable={importable} />
      <button type="button" disabled={hasErrorChip(chips) || chips.length === 0}>Save</button>
      <output data-testid="value">{JSON.stringify(chips)}</output>
    </>
  );
}

const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '[]') as string[];
const chips = () => within(screen.getByRole('list', { name: 'Added addresses' })).queryAllByRole('listitem');
const errorChips = () => chips().filter((c) => c.getAttribute('data-error'));

describe('e-mail chip input', () => {
  it('ends an address with Enter, space or comma', async () => {
    render(<Harness />);
    const box = screen.getByLabelText('Recipients');
    await userEvent.type(box, 'a@example.test{Enter}b@example.test c@example.test,');
    expect(value()).toEqual(['a@example.test', 'b@example.test', 'c@example.test']);
    expect(box).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('splits pasted text on commas and line breaks, dropping duplicates ignoring case', async () => {
    render(<Harness initial={['a@example.test']} />);
    const box = screen.getByLabelText('Recipients');
    await userEvent.click(box);
    await userEvent.paste('b@example.test, A@EXAMPLE.test\nc@example.test\r\nb@example.test\n');
    expect(value()).toEqual(['a@example.test', 'b@example.test', 'c@example.test']);
  });

  it('flags blank and malformed entries, blocks saving until they are removed', async () => {
    render(<Harness />);
    const box = screen.getByLabelText('Recipients');
    await userEvent.click(box);
    await userEvent.paste('ok@example.test,,not-an-address');
    expect(value()).toEqual(['ok@example.test', '', 'not-an-address']);
    expect(errorChips().map((c) => c.getAttribute('data-error'))).toEqual(['blank', 'invalid']);
    expect(screen.getByText('(blank)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await userEvent.click(screen.getByLabelText('Remove not-an-address'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled(); // the blank chip is still there
    await userEvent.click(screen.getByLabelText('Remove (blank)'));
    expect(value()).toEqual(['ok@example.test']);
    expect(errorChips()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('flags an address over 108 characters', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Recipients'), `${'a'.repeat(100)}@example.test{Enter}`);
    expect(errorChips().map((c) => c.getAttribute('data-error'))).toEqual(['tooLong']);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('does not add a typed duplicate and removes the last chip with Backspace in the empty box', async () => {
    render(<Harness initial={['a@example.test', 'b@example.test']} />);
    const box = screen.getByLabelText('Recipients');
    await userEvent.type(box, 'B@example.test{Enter}');
    expect(value()).toEqual(['a@example.test', 'b@example.test']);
    await userEvent.type(box, '{Backspace}');
    expect(value()).toEqual(['a@example.test']);
  });

  it('ignores blank lines of an imported file: they are layout, not blank entries (issue #25)', async () => {
    render(<Harness importable />);
    const file = new File(['a@example.test\n\nb@example.test,\r\n   \r\nc@example.test\n\n'], 'list.txt', { type: 'text/plain' });
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, file);
    await waitFor(() => expect(value()).toEqual(['a@example.test', 'b@example.test', 'c@example.test']));
    expect(errorChips()).toHaveLength(0);
    expect(screen.queryByText('(blank)')).toBeNull();
  });

  it('ignores a blank line in pasted text too, but still flags ",," between two addresses', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByLabelText('Recipients'));
    await userEvent.paste('a@example.test\n\nb@example.test,,c@example.test');
    expect(value()).toEqual(['a@example.test', 'b@example.test', '', 'c@example.test']);
  });
});
