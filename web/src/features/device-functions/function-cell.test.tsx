import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../../i18n/index.ts';
import { FunctionCell } from './function-cell.tsx';

await i18next.loadNamespaces('deviceFunctions');

describe('matrix cell', () => {
  it("shows a tick for '1' with its description and tooltip", async () => {
    render(<FunctionCell value={{ checked: '1', des: '4 x PoE+', tooltips: 'Budget 60 W' }} />);
    expect(screen.getByLabelText('Supported')).toBeInTheDocument();
    expect(screen.queryByLabelText('Not supported')).toBeNull();
    expect(screen.getByText('4 x PoE+')).toBeInTheDocument();
    await userEvent.hover(screen.getByLabelText('Budget 60 W'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Budget 60 W');
  });

  it("shows a cross for '0'", () => {
    render(<FunctionCell value={{ checked: '0', des: '', tooltips: '' }} />);
    expect(screen.getByLabelText('Not supported')).toBeInTheDocument();
    expect(screen.queryByLabelText('Supported')).toBeNull();
  });

  it("shows no mark for '-1', only text that was given", () => {
    render(<FunctionCell value={{ checked: '-1', des: 'n/a on wired models', tooltips: '' }} />);
    expect(screen.queryByLabelText('Supported')).toBeNull();
    expect(screen.queryByLabelText('Not supported')).toBeNull();
    expect(screen.getByText('n/a on wired models')).toBeInTheDocument();
  });
});
