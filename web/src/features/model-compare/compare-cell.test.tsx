import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../../i18n/index.ts';
import { CompareCell } from './compare-cell.tsx';

await i18next.loadNamespaces('modelCompare');

describe('comparison cell', () => {
  it("shows a check for '1' with the description and a help tooltip", async () => {
    render(<CompareCell value={{ checked: '1', des: '320 MHz', tooltips: 'Multi-link operation' }} />);
    expect(screen.getByLabelText('Supported')).toBeInTheDocument();
    expect(screen.getByText('320 MHz')).toBeInTheDocument();
    await userEvent.hover(screen.getByLabelText('Multi-link operation'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Multi-link operation');
  });

  it.each(['0', '-1'] as const)("shows nothing for '%s' without text", (checked) => {
    const { container } = render(<CompareCell value={{ checked, des: '', tooltips: '' }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the description of a '0' cell but no check", () => {
    render(<CompareCell value={{ checked: '0', des: 'From 1.0.25', tooltips: '' }} />);
    expect(screen.getByText('From 1.0.25')).toBeInTheDocument();
    expect(screen.queryByLabelText('Supported')).toBeNull();
  });
});
