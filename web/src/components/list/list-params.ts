import { dayjs } from '../../lib/dayjs.ts';
import { LIMITS } from '@gwn/contract/console';
import type { SortOrder } from '../table/column.ts';

/**
 * A list screen's view as it stands in the URL (STYLE 13): `?q=` search, `page`, `size`, `sort` and
 * `order`, then one parameter per filter under the filter's own name. These names are reserved: a
 * screen's filters (and its `region`) use others.
 */
export const LIST_PARAMS = { search: 'q', page: 'page', size: 'size', sort: 'sort', order: 'order' } as const;

export type PageSize = (typeof LIMITS.pageSizes)[number];
export interface Sort { field: string; order: SortOrder }

/** Reads one filter from its URL text; undefined when absent or not a value the filter knows (a hand-edited link). */
export type FilterParser<T> = (raw: string) => T | undefined;
export type FilterParsers = Record<string, FilterParser<unknown>>;
export type FilterValues<P extends FilterParsers> = { [K in keyof P]?: NonNullable<ReturnType<P[K]>> };

/** A filter taking one of a few values, e.g. `oneOf(0, 1)` for a state; numbers come back as numbers. */
export const oneOf = <const T extends readonly (string | number)[]>(...values: T): FilterParser<T[number]> =>
  (raw) => values.find((v) => String(v) === raw);

/** A calendar day, YYYY-MM-DD. */
export const calendarDay: FilterParser<string> = (raw) =>
  (/^\d{4}-\d{2}-\d{2}$/.test(raw) && dayjs(raw).format('YYYY-MM-DD') === raw ? raw : undefined);

/** A page size of the pager's choices (10/20/30/50), else null: a stored or linked size outside them is ignored. */
export function pageSizeOf(raw: unknown): PageSize | null {
  return LIMITS.pageSizes.find((size) => String(size) === String(raw)) ?? null;
}

export interface ListView<F> {
  search: string;
  pageNum: number;
  /** Null when the URL names none (the table's remembered size applies). */
  pageSize: PageSize | null;
  sort: Sort | null;
  filters: F;
}

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function readSort(params: URLSearchParams): Sort | null {
  const field = params.get(LIST_PARAMS.sort);
  const order = params.get(LIST_PARAMS.order);
  return field && (order === 'ascend' || order === 'descend') ? { field, order } : null;
}

/** The view a URL describes; anything unreadable falls back to the default (first page, no filter). */
export function readListView<P extends FilterParsers>(params: URLSearchParams, parsers: P): ListView<FilterValues<P>> {
  const filters: Partial<Record<string, unknown>> = {};
  for (const [name, parse] of Object.entries(parsers)) {
    const raw = params.get(name);
    const value = raw === null ? undefined : parse(raw);
    if (value !== undefined) filters[name] = value;
  }
  return {
    search: params.get(LIST_PARAMS.search) ?? '',
    pageNum: readPage(params.get(LIST_PARAMS.page)),
    pageSize: pageSizeOf(params.get(LIST_PARAMS.size)),
    sort: readSort(params),
    // Each value came from its own parser, so the record matches the parsers' value types.
    filters: filters as FilterValues<P>,
  };
}

/** Sets (or with empty text / undefined / null, removes) URL parameters, keeping every other one (e.g. ?name=). */
export function withParams(params: URLSearchParams, changes: Record<string, string | number | null | undefined>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === null || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

/**
 * The sort of a list call (contract `sorting`): the URL's sort when its column is one the service sorts by,
 * else nothing (the service's default order). Column keys are the contract's sort field names.
 */
export function sortRequest<const F extends string>(sort: Sort | null, fields: readonly F[]): { sortField?: F; sortOrder?: 'asc' | 'desc' } {
  const field = fields.find((f) => f === sort?.field);
  return field && sort ? { sortField: field, sortOrder: sort.order === 'ascend' ? 'asc' : 'desc' } : {};
}
