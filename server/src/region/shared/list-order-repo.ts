import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';

/** An operator's sort of a list (contract `sorting(FIELDS)`): a field and a direction. */
export interface ListOrder<F extends string> { field: F; direction: 'asc' | 'desc' }

/** The operator's sort of a list call, or none when it names no field (the list keeps its default order). */
export const listOrderOf = <F extends string>(req: { sortField?: F; sortOrder: 'asc' | 'desc' }): ListOrder<F> | undefined =>
  (req.sortField ? { field: req.sortField, direction: req.sortOrder } : undefined);

/**
 * ORDER BY of a small list: the chosen field's column in the chosen direction, else `newest` descending;
 * the id breaks ties in the same direction, so pages never overlap.
 */
export function listOrderBy<F extends string>(
  columns: Record<F, AnyColumn>, order: ListOrder<F> | undefined, newest: AnyColumn, id: AnyColumn,
): SQL[] {
  const by = order?.direction === 'asc' ? asc : desc;
  return [by(order ? columns[order.field] : newest), by(id)];
}
