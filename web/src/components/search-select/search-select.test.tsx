import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matching, SearchSelect } from './search-select.tsx';

const ZONES = [
  { value: 'Etc/GMT', label: '(UTC+00:00) Etc/GMT' },
  { value: 'Asia/Shanghai', label: '(UTC+08:00) Asia/Shanghai' },
  { value: 'Asia/Singapore', label: '(UTC+08:00) Asia/Singapore' },
  { value: 'America/New_York', label: '(UTC-05:00) America/New_York' },
];

/** A form around the box: Enter in the box must choose, not submit. */
function Form({ onSubmit, onChange }: { onSubmit: () => void; onChange: (v: string) => void }) {
  const [value, setValue] = useState('Etc/GMT');
  return (
    <form onSubmit={(e) => { e.preventDefault(); onSubmit(); }}>
      <SearchSelect aria-label="Timezone" options={ZONES} value={value} onChange={(v) => { setValue(v); onChange(v); }} />
      <button type="submit">Save</button>
    </form>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Timezone' });
const options = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('SearchSelect', () => {
  it('matches every typed word in any case', () => {
    expect(matching(ZONES, 'asia 08').map((o) => o.value)).toEqual(['Asia/Shanghai', 'Asia/Singapore']);
    expect(matching(ZONES, '  ')).toBe(ZONES);
    expect(matching(ZONES, 'mars')).toEqual([]);
  });

  it('shows the chosen label; a click opens every option with the chosen one marked', async () => {
    render(<Form onSubmit={vi.fn()} onChange={vi.fn()} />);
    expect(box()).toHaveValue('(UTC+00:00) Etc/GMT');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(box());
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(options()).toHaveLength(4);
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Etc/GMT');
  });

  it('typing filters; the arrows and Enter choose without submitting the form', async () => {
    const onSubmit = vi.fn();
    const onChange = vi.fn();
    render(<Form onSubmit={onSubmit} onChange={onChange} />);
    await userEvent.click(box());
    await userEvent.keyboard('{Control>}a{/Control}asia');
    expect(options()).toEqual(['(UTC+08:00) Asia/Shanghai', '(UTC+08:00) Asia/Singapore']);
    expect(box()).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0].id);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('Asia/Singapore');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box()).toHaveValue('(UTC+08:00) Asia/Singapore');
    expect(options()).toEqual([]);
    // Closed, Enter submits the form as in any other box.
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('a click on an option chooses it; Escape or leaving drops a search not chosen', async () => {
    const onChange = vi.fn();
    render(<Form onSubmit={vi.fn()} onChange={onChange} />);
    await userEvent.type(box(), 'new york');
    await userEvent.click(screen.getByRole('option', { name: '(UTC-05:00) America/New_York' }));
    expect(onChange).toHaveBeenLastCalledWith('America/New_York');
    await userEvent.type(box(), 'shang');
    await userEvent.keyboard('{Escape}');
    expect(box()).toHaveValue('(UTC-05:00) America/New_York');
    await userEvent.type(box(), 'mars');
    expect(screen.getByText('No match')).toBeInTheDocument();
    await userEvent.tab();
    expect(box()).toHaveValue('(UTC-05:00) America/New_York');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
