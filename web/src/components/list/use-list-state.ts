import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigationType, useSearchParams } from 'react-router';
import { LIMITS, type RegionName } from '@gwn/contract/console';
import {
  getRegionOptions, getStoredListView, getStoredPageSize, setStoredListView, setStoredPageSize, useCurrentRegion, useStored,
} from '../../lib/session-storage.ts';
import {
  LIST_PARAMS, pageSizeOf, readListView, withParams, type FilterParsers, type FilterValues, type PageSize, type Sort,
} from './list-params.ts';

/** The URL parameter of a screen's own region select. */
export const REGION_PARAM = 'region';

/** A screen without filters (one object, so the parsed view is not rebuilt on every render). */
const NO_FILTERS = {};

/** The parameters of a URL that make a list's view (others, like `?name=` for a breadcrumb, are not the list's). */
function viewParams(params: URLSearchParams, names: readonly string[]): URLSearchParams {
  return new URLSearchParams([...params].filter(([name]) => names.includes(name)));
}

interface Options<P extends FilterParsers> {
  /** Names the table where its page size is remembered (local storage), e.g. 'firmware'. */
  table: string;
  /** The screen's filters, each with the parser of its URL text: `{ state: oneOf(0, 1) }`. */
  filters?: P;
  /** The screen has its own region select (`?region=`, one of the operator's regions); else the header's region. */
  ownRegion?: boolean;
}

export interface ListState<F> {
  /** The table's name: where its page size and shown columns are remembered. */
  table: string;
  search: string;
  pageNum: number;
  pageSize: PageSize;
  sort: Sort | null;
  filters: F;
  /** The region the list is read from. */
  region: RegionName | null;
  /** A new search: back to page 1. */
  setSearch: (text: string) => void;
  /** Changed filters (undefined clears one): back to page 1. */
  setFilters: (changes: Partial<F>) => void;
  /** Another page, or another size (then page 1; the size is remembered for this table). */
  setPage: (pageNum: number, pageSize?: PageSize) => void;
  setSort: (sort: Sort | null) => void;
  /** Another region of the screen's own select: back to page 1. */
  setRegion: (region: RegionName) => void;
  /** The current page emptied (its last row deleted): show an earlier one. */
  stepBackTo: (pageNum: number) => void;
}

/**
 * The state of a list screen, kept in the URL so a reload, Back or a shared link shows the same view
 * (STYLE 13): search, page, page size, sort, filters and the screen's own region. The page size is also
 * remembered per table in local storage and used when the URL names none (spec 1 §9).
 *
 * History: a page change (page or size) pushes an entry, so Back returns to the page the operator came from,
 * as in any paged document. A search, filter, sort or region change replaces the entry: each refines the same
 * view, and one entry per refinement would make Back replay them one by one instead of leaving the screen.
 * Stepping back from an emptied page replaces too (the operator did not navigate).
 *
 * Remembered (spec 1 §9): the view is also kept per table in local storage, and a URL that names none of the
 * list's parameters reached by a link (the side menu's; not Back, not a reload) shows the remembered view and puts it
 * in the URL (replacing the entry).
 * A change back to the default view forgets it at once, so clearing the search is not undone by the memory.
 */
export function useListState<P extends FilterParsers = Record<never, never>>(
  { table, filters: parsers, ownRegion = false }: Options<P>,
): ListState<FilterValues<P>> {
  const [urlParams, setParams] = useSearchParams();
  const current = useCurrentRegion();
  useStored('regionOptions'); // re-render when the region list is stored
  const names = useMemo(
    () => [...Object.values(LIST_PARAMS), ...Object.keys(parsers ?? NO_FILTERS), ...(ownRegion ? [REGION_PARAM] : [])],
    [parsers, ownRegion],
  );
  const own = viewParams(urlParams, names).toString();
  // Back and Forward (POP) show the entry as it was; a link (the menu's) brings the remembered view.
  const arrivedByLink = useNavigationType() !== 'POP';
  const remembered = own === '' && arrivedByLink ? getStoredListView(table) : null;
  // Shown at once (no first call for the default view), and put in the URL just after.
  const params = useMemo(
    () => (remembered ? withParams(urlParams, Object.fromEntries(new URLSearchParams(remembered))) : urlParams),
    [urlParams, remembered],
  );
  useEffect(() => {
    if (remembered) setParams((prev) => withParams(prev, Object.fromEntries(new URLSearchParams(remembered))), { replace: true });
    else if (own !== '') setStoredListView(table, own);
  }, [remembered, own, table, setParams]);
  // Declare a screen's parsers once, outside its component: a new object each render rebuilds the view each render.
  const view = useMemo(() => readListView(params, parsers ?? NO_FILTERS), [params, parsers]);
  const asked = params.get(REGION_PARAM);
  const region = ownRegion ? getRegionOptions().find((r) => r.regionName === asked)?.regionName ?? current : current;
  const pageSize = view.pageSize ?? pageSizeOf(getStoredPageSize(table)) ?? LIMITS.defaultPageSize;

  // A change not yet rendered, and the URL it was made from. React Router builds a change on the URL as last
  // rendered, so two changes in one moment (a tab clicked, then a search sent before the tab shows) would keep only
  // the second: the next change builds on this one while the URL it was made from is still the one rendered.
  const unrendered = useRef<{ from: URLSearchParams; next: URLSearchParams } | null>(null);
  const change = useCallback((changes: Record<string, string | number | null | undefined>, replace: boolean) => {
    const pending = unrendered.current;
    const next = withParams(pending?.from === urlParams ? pending.next : urlParams, changes);
    unrendered.current = { from: urlParams, next };
    // Remembered now, not after the render: a change back to the default view must not bring the old one back.
    setStoredListView(table, viewParams(next, names).toString());
    setParams(next, { replace });
  }, [urlParams, setParams, table, names]);

  const setSearch = useCallback((text: string) => change({ [LIST_PARAMS.search]: text.trim(), [LIST_PARAMS.page]: null }, true), [change]);
  const setFilters = useCallback((changes: Partial<FilterValues<P>>) => {
    const asText = Object.fromEntries(Object.entries(changes).map(([name, value]) => [name, value === undefined ? null : String(value)]));
    change({ ...asText, [LIST_PARAMS.page]: null }, true);
  }, [change]);
  const setPage = useCallback((pageNum: number, size?: PageSize) => {
    if (size !== undefined && size !== pageSize) {
      setStoredPageSize(table, size);
      change({ [LIST_PARAMS.size]: size, [LIST_PARAMS.page]: null }, false);
    } else {
      change({ [LIST_PARAMS.page]: pageNum > 1 ? pageNum : null }, false);
    }
  }, [change, pageSize, table]);
  const setSort = useCallback((sort: Sort | null) =>
    change({ [LIST_PARAMS.sort]: sort?.field, [LIST_PARAMS.order]: sort?.order }, true), [change]);
  const setRegion = useCallback((next: RegionName) => change({ [REGION_PARAM]: next, [LIST_PARAMS.page]: null }, true), [change]);
  const stepBackTo = useCallback((pageNum: number) => change({ [LIST_PARAMS.page]: pageNum > 1 ? pageNum : null }, true), [change]);

  return {
    table, search: view.search, pageNum: view.pageNum, pageSize, sort: view.sort, filters: view.filters, region,
    setSearch, setFilters, setPage, setSort, setRegion, stepBackTo,
  };
}
