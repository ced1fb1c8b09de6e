import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Option } from '../option.ts';
import { FilterSelect } from './filter-select.tsx';

const STATES: Option<0 | 1 | 2>[] = [{ value: 1, label: 'Normal' }, { value: 0, label: 'Frozen' }, { value: 2, label: 'Pending' }];

/** A filter bar's select whose value is the screen's state, as the list kit keeps it. */
function Screen({ allowClear, onChange, initial }: { allowClear?: boolean; onChange: (v: 0 | 1 | 2 | undefined) => void; initial?: 0 | 1 | 2 }) {
  const [value, setValue] = useState<0 | 1 | 2 | undefined>(initial);
  return (
    <FilterSelect<0 | 1 | 2> aria-label="State" placeholder="Any state" allowClear={allowClear} options={STATES} value={value}
      style={{ width: 150 }} onChange={(next) => { setValue(next); onChange(next); }} />
  );
}

const box = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'State' });
const shown = () => box().selectedOptions[0]?.textContent;

describe('FilterSelect', () => {
  it('shows the placeholder, in its colour, while nothing is chosen; numbers stay numbers', async () => {
    const onChange = vi.fn();
    render(<Screen allowClear onChange={onChange} />);
    expect(box().tagName).toBe('SELECT');
    expect(shown()).toBe('Any state');
    expect(box()).toHaveClass('filter-select-empty');
    expect(box().closest('.filter-select')).toHaveStyle({ width: '150px' });
    await userEvent.selectOptions(box(), 'Frozen');
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(shown()).toBe('Frozen');
    expect(box()).not.toHaveClass('filter-select-empty');
    await userEvent.selectOptions(box(), 'Pending');
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('with allowClear, the empty option can be chosen again: no filter', async () => {
    const onChange = vi.fn();
    render(<Screen allowClear onChange={onChange} initial={1} />);
    expect(shown()).toBe('Normal');
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'Any state' }).disabled).toBe(false);
    await userEvent.selectOptions(box(), 'Any state');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(shown()).toBe('Any state');
  });

  it('without allowClear, the empty option cannot be chosen once a value is', async () => {
    render(<Screen onChange={() => {}} initial={1} />);
    const empty = box().options[0];
    expect(empty).toHaveTextContent('Any state');
    expect(empty.disabled).toBe(true);
    expect(empty.hidden).toBe(true);
  });

  it('keeps string values and shows a value not (yet) among its options', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <FilterSelect<string> aria-label="App" placeholder="Application" options={[]} value="app-9" onChange={onChange} />,
    );
    const app = screen.getByRole<HTMLSelectElement>('combobox', { name: 'App' });
    expect(app.selectedOptions[0]?.textContent).toBe('app-9');
    rerender(<FilterSelect<string> aria-label="App" placeholder="Application" allowClear options={[{ value: 'app-1', label: 'app-1' }, { value: 'app-9', label: 'app-9' }]}
      value="app-9" onChange={onChange} />);
    expect(app.querySelectorAll('option')).toHaveLength(3); // the empty one and the two loaded
    await userEvent.selectOptions(app, 'app-1');
    expect(onChange).toHaveBeenLastCalledWith('app-1');
  });

  it('can be disabled and found by its test id', () => {
    render(<FilterSelect aria-label="Kind" options={[{ value: 'a', label: 'A' }]} disabled data-testid="kind" onChange={() => {}} />);
    expect(screen.getByTestId('kind')).toBeDisabled();
    expect(screen.getByTestId('kind').closest('.filter-select')).toHaveClass('filter-select-disabled');
  });
});
