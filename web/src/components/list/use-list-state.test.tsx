import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '../../../test/render.tsx';
import { clearSession, setRegionOptions, setStoredPageSize, writeStored } from '../../lib/session-storage.ts';
import { calendarDay, oneOf } from './list-params.ts';
import { useListState, type ListState } from './use-list-state.ts';

const FILTERS = { state: oneOf(0, 1), from: calendarDay };
let list: ListState<{ state?: 0 | 1; from?: string }>;

/** Shows the state as text and hands it to the test (after render, as the rules of hooks want). */
function Probe({ ownRegion = false }: { ownRegion?: boolean }) {
  const state = useListState({ table: 'probe', filters: FILTERS, ownRegion });
  useEffect(() => {
    list = state;
  });
  return <p>{`${state.search}|${state.pageNum}|${state.pageSize}|${JSON.stringify(state.filters)}|${state.region}`}</p>;
}

const open = (path: string, ownRegion = false) => renderRoutes([{ path: '/list', element: <Probe ownRegion={ownRegion} /> }], path);

describe('list state in the URL', () => {
  it('reads search, page, size and filters from the URL, ignoring what it does not know', async () => {
    const first = open('/list?q=acme&page=3&size=20&state=1&from=2026-11-20&name=Zo%C3%AB');
    expect(await screen.findByText('acme|3|20|{"state":1,"from":"2026-11-20"}|null')).toBeInTheDocument();
    first.unmount();
    open('/list?page=-2&size=25&state=7&from=2026-13-40');
    expect(await screen.findByText('|1|10|{}|null')).toBeInTheDocument();
  });

  it('uses the size remembered for the table when the URL names none, unless it is not one of the pager\'s', async () => {
    setStoredPageSize('probe', 30);
    const first = open('/list');
    expect(await screen.findByText('|1|30|{}|null')).toBeInTheDocument();
    first.unmount();
    setStoredPageSize('probe', 40);
    open('/list');
    expect(await screen.findByText('|1|10|{}|null')).toBeInTheDocument();
  });

  it('pushes page changes (Back returns to them), replaces searches and filters, and goes to page 1 on those', async () => {
    const { router } = open('/list?name=Acme');
    act(() => list.setPage(2));
    expect(router.state.location.search).toBe('?name=Acme&page=2');
    expect(router.state.historyAction).toBe('PUSH');
    act(() => list.setPage(1, 50));
    expect(router.state.location.search).toBe('?name=Acme&size=50');
    expect(localStorage.getItem('pageSize:probe')).toBe('50');
    act(() => list.setPage(3));
    act(() => list.setSearch('  acme  '));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.search).toBe('?name=Acme&size=50&q=acme');
    act(() => list.setFilters({ state: 0 }));
    expect(router.state.location.search).toBe('?name=Acme&size=50&q=acme&state=0');
    act(() => list.setPage(4));
    act(() => list.setFilters({ state: undefined }));
    expect(router.state.location.search).toBe('?name=Acme&size=50&q=acme');
    // Back skips the refinements (they replaced their entry) and returns to the page before page 4.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?name=Acme&size=50&q=acme&state=0');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?name=Acme&size=50');
  });

  it('keeps both of two changes made before the screen renders again (a tab clicked, then a search sent at once)', () => {
    const { router } = open('/list?name=Acme');
    // The search box of the tab being left still holds the state of the render before the tab was clicked.
    const before = list;
    act(() => {
      before.setFilters({ state: 1 });
      before.setSearch('acme');
    });
    expect(router.state.location.search).toBe('?name=Acme&state=1&q=acme');
    // Once rendered, a change builds on the URL as rendered again.
    act(() => list.setPage(2));
    expect(router.state.location.search).toBe('?name=Acme&state=1&q=acme&page=2');
  });

  it('keeps the screen\'s own region in ?region= when it is one of the operator\'s, else the header\'s', async () => {
    writeStored('currentRegion', 'US');
    setRegionOptions([{ regionName: 'US', adminUrl: 'http://us.test' }, { regionName: 'EU', adminUrl: 'http://eu.test' }]);
    const { router } = open('/list?region=CN&page=2', true);
    expect(await screen.findByText('|2|10|{}|US')).toBeInTheDocument();
    act(() => list.setRegion('EU'));
    expect(router.state.location.search).toBe('?region=EU');
    expect(await screen.findByText('|1|10|{}|EU')).toBeInTheDocument();
  });

  it('remembers the view: a link without parameters (the menu\'s) shows it again, in the URL (spec 1 §9, issue #25)', async () => {
    const { router } = open('/list');
    act(() => list.setSearch('acme'));
    act(() => list.setFilters({ state: 1 }));
    act(() => list.setPage(3));
    await act(() => router.navigate('/list'));
    expect(await screen.findByText('acme|3|10|{"state":1}|null')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?q=acme&state=1&page=3'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('forgets the view once it is back to the default, so a cleared search stays cleared', async () => {
    const { router } = open('/list?q=acme&page=2');
    expect(await screen.findByText('acme|2|10|{}|null')).toBeInTheDocument();
    act(() => list.setSearch(''));
    await act(() => router.navigate('/list'));
    expect(await screen.findByText('|1|10|{}|null')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('is forgotten at sign-out', async () => {
    const { router } = open('/list');
    act(() => list.setSearch('acme'));
    clearSession();
    await act(() => router.navigate('/list'));
    expect(await screen.findByText('|1|10|{}|null')).toBeInTheDocument();
  });
});
