import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router';
import { renderPage, renderRoutes } from '../../test/render.tsx';
import { macSearchCheck, SearchInput } from './search-input.tsx';

let applyLater: () => void = () => undefined;

/** A screen whose search in force arrives later than the search is sent, as a URL update does on a busy machine. */
function SlowScreen() {
  const [value, setValue] = useState('');
  return (
    <SearchInput allowEmpty placeholder="Search by IP" value={value}
      onSearch={(text) => { applyLater = () => setValue(text); }} />
  );
}

/** A screen whose search is the URL's `q`. */
function UrlScreen() {
  const [params, setParams] = useSearchParams();
  return <SearchInput allowEmpty placeholder="Search by IP" value={params.get('q') ?? ''} onSearch={(q) => setParams({ q })} />;
}

describe('search box', () => {
  it('keeps what was typed after a search when that search comes back as the value', async () => {
    renderPage(<SlowScreen />);
    const box = () => screen.getByPlaceholderText('Search by IP');
    await userEvent.type(await screen.findByPlaceholderText('Search by IP'), '127.0.0.1{Enter}');
    await userEvent.clear(box());
    await userEvent.type(box(), '192.0.2.1');
    expect(box()).toHaveValue('192.0.2.1');
    act(() => applyLater());
    expect(box()).toHaveValue('192.0.2.1');
  });

  it('shows a search in force that changed from outside (Back, a link)', async () => {
    const { router } = renderRoutes([{ path: '/list', element: <UrlScreen /> }], '/list?q=10.1');
    const box = () => screen.getByPlaceholderText('Search by IP');
    expect(await screen.findByPlaceholderText('Search by IP')).toHaveValue('10.1');
    await userEvent.type(box(), '.2');
    await act(() => router.navigate('/list?q=10.0.0.0/8'));
    expect(box()).toHaveValue('10.0.0.0/8');
  });

  it('searches the trimmed text with Enter or the button, which a required search disables while the box is empty', async () => {
    const onSearch = vi.fn();
    renderPage(<SearchInput placeholder="Name" maxLength={8} onSearch={onSearch} />);
    const box = await screen.findByRole('textbox', { name: 'Name' });
    const button = screen.getByRole('button', { name: /Search/ });
    expect(box).toHaveAttribute('maxlength', '8');
    expect(button).toBeDisabled();
    await userEvent.type(box, '  ab {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('ab');
    await userEvent.click(button);
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('shows the clear button only while there is text; clearing an optional search in force searches everything', async () => {
    const onSearch = vi.fn();
    renderPage(<SearchInput allowEmpty value="10.1" onSearch={onSearch} />);
    const box = await screen.findByRole('textbox', { name: 'Search' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    await userEvent.type(box, 'x');
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
  });

  it('says what is wrong with the typed text and sends nothing until it is fixed', async () => {
    const onSearch = vi.fn();
    renderPage(<SearchInput placeholder="MAC" onSearch={onSearch} check={macSearchCheck('Type a MAC')} />);
    const box = await screen.findByRole('textbox', { name: 'MAC' });
    await userEvent.type(box, 'zz{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Type a MAC');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: /Search/ })).toBeDisabled();
    expect(onSearch).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, '00:0B{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSearch).toHaveBeenLastCalledWith('00:0B');
  });
});
