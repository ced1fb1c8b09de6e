import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Details } from './details.tsx';

describe('Details', () => {
  it('is a description list: each label a term, each value its definition, under the title', () => {
    render(<Details title="Facts" bordered columns={2} data-testid="facts"
      items={[{ key: 'a', label: 'State', children: <b>Running</b> }, { label: 'Removed', children: '1,204' }]} />);
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['State', 'Removed']);
    expect(values).toEqual(['Running', '1,204']);
    expect(screen.getByTestId('facts')).toHaveClass('details', 'details-bordered', 'details-two');
    expect(screen.getByText('Facts')).toHaveClass('details-title');
  });
});
