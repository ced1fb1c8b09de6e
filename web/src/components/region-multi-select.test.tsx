import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegionName } from '@gwn/contract/console';
import { RegionMultiSelect } from './region-multi-select.tsx';

let last: RegionName[] = [];
function Harness({ initial = [], regions }: { initial?: RegionName[]; regions?: RegionName[] }) {
  const [value, setValue] = useState<RegionName[]>(initial);
  return <RegionMultiSelect aria-label="Regions" value={value} regions={regions} onChange={(v) => { last = v; setValue(v); }} />;
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const checked = () => screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked).map((c) => c.parentElement?.textContent);

describe('RegionMultiSelect', () => {
  it('is a group of check boxes named by its label: All and each region', () => {
    render(<Harness initial={['EU']} />);
    expect(screen.getByRole('group', { name: 'Regions' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').map((c) => c.parentElement?.textContent)).toEqual(['All', 'World', 'EU', 'CN']);
    expect(checked()).toEqual(['EU']);
  });

  it('All selects every region; deselecting one drops All; deselecting All clears', async () => {
    render(<Harness />);
    await userEvent.click(box('All'));
    expect(last).toEqual(['US', 'EU', 'CN']);
    expect(checked()).toEqual(['All', 'World', 'EU', 'CN']);
    await userEvent.click(box('EU'));
    expect(last).toEqual(['US', 'CN']);
    expect(checked()).toEqual(['World', 'CN']);
    await userEvent.click(box('EU'));
    expect(checked()).toEqual(['All', 'World', 'EU', 'CN']);
    await userEvent.click(box('All'));
    expect(last).toEqual([]);
    expect(checked()).toEqual([]);
  });

  it('selecting the last missing region emits every region and checks All', async () => {
    render(<Harness initial={['US', 'EU']} />);
    await userEvent.click(box('CN'));
    expect(last).toEqual(['US', 'EU', 'CN']);
    expect(box('All')).toBeChecked();
  });

  it('offers only the regions given', () => {
    render(<Harness regions={['US']} />);
    expect(screen.getAllByRole('checkbox').map((c) => c.parentElement?.textContent)).toEqual(['All', 'World']);
  });
});
