import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../../i18n/index.ts';
import { CompareCell } from './compare-cell.tsx';

await i18next.loadNamespaces('modelCompare');

describe('comparison cell', () => {
  it("shows a check for '1' with the description and a help tooltip on hover", async () => {
    render(<CompareCell value={{ checked: '1', des: '320 MHz', tooltips: 'Multi-link operation' }} />);
    expect(screen.getByRole('img', { name: 'Supported' })).toBeInTheDocument();
    expect(screen.getByText('320 MHz')).toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(screen.getByRole('img', { name: 'Multi-link operation' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Multi-link operation');
    await userEvent.unhover(screen.getByRole('img', { name: 'Multi-link operation' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows the tooltip from the keyboard too', async () => {
    render(<CompareCell value={{ checked: '0', des: '', tooltips: 'Needs firmware 1.0.25' }} />);
    await userEvent.tab();
    const help = screen.getByRole('img', { name: 'Needs firmware 1.0.25' });
    expect(help).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Needs firmware 1.0.25');
    expect(help).toHaveAccessibleDescription('Needs firmware 1.0.25');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it.each(['0', '-1'] as const)("shows nothing for '%s' without text", (checked) => {
    const { container } = render(<CompareCell value={{ checked, des: '', tooltips: '' }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the description of a '0' cell but no check", () => {
    render(<CompareCell value={{ checked: '0', des: 'From 1.0.25', tooltips: '' }} />);
    expect(screen.getByText('From 1.0.25')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Supported' })).toBeNull();
  });
});
