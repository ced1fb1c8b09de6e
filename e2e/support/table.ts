import type { Locator, Page } from '@playwright/test';

/**
 * A table's data rows: the rows holding cells, not the header's row of column headers (antd's measuring row is
 * aria-hidden, so it is not a row at all). An empty table's "No data" row also holds a cell: count rows only
 * where the list is known not to be empty.
 */
export function dataRows(scope: Page | Locator): Locator {
  const page = 'page' in scope ? scope.page() : scope;
  return scope.getByRole('row').filter({ has: page.getByRole('cell') });
}
