import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router';
import { renderPage, renderRoutes } from '../../test/render.tsx';
import { SearchInput } from './search-input.tsx';

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
});
