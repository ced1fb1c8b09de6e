import { screen, within } from '@testing-library/react';

/** The regions a region multi-select (found by its accessible name) shows as chosen: its checked boxes, All left out. */
export function chosenRegions(selectName: string): string[] {
  return within(screen.getByRole('group', { name: selectName })).getAllByRole<HTMLInputElement>('checkbox')
    .filter((box) => box.checked).map((box) => box.parentElement?.textContent ?? '').filter((name) => name !== 'All');
}
