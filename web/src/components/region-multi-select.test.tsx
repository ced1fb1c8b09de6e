import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegionName } from '@gwn/contract/console';
import { RegionMultiSelect } from './region-multi-select.tsx';

let last: RegionName[] = [];
function Harness({ initial = [] }: { initial?: RegionName[] }) {
  const [value, setValue] = useState<RegionName[]>(initial);
  return <RegionMultiSelect aria-label="Regions" value={value} onChange={(v) => { last = v; setValue(v); }} />;
}

async function choose(label: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Regions' }));
  const listbox = await screen.findByRole('listbox');
  const option = within(listbox.parentElement ?? document.body).getAllByText(label).at(-1);
  if (!option) throw new Error(`no option ${label}`);
  await userEvent.click(option);
}

describe('RegionMultiSelect', () => {
  it('All selects every region and its own tag stays hidden', async () => {
    render(<Harness />);
    await choose('All');
    expect(last).toEqual(['US', 'EU', 'CN']);
    const tags = document.querySelectorAll('.tag');
    expect([...tags].map((t) => t.textContent)).toEqual(['World', 'EU', 'CN']);
  });

  it('selecting the last missing region emits every region', async () => {
    render(<Harness initial={['US', 'EU']} />);
    await choose('CN');
    expect(last).toEqual(['US', 'EU', 'CN']);
  });
});
