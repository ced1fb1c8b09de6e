import { screen } from '@testing-library/react';

/** The regions a region multi-select (found by its accessible name) shows as chosen: its tags, as the header names them. */
export function chosenRegions(selectName: string): string[] {
  const select = screen.getByRole('combobox', { name: selectName }).closest('.ant-select');
  if (!select) throw new Error(`no region select ${selectName}`);
  return [...select.querySelectorAll('.tag')].map((tag) => tag.textContent ?? '');
}
