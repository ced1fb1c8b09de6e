import { useEffect, type ReactNode } from 'react';
import { Flex, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/api-error.ts';
import { ColumnChooser, useColumnChoice } from './column-chooser.tsx';
import { DataTable, type DataTableProps } from '../table/data-table.tsx';
import { Pager } from '../table/pager.tsx';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { Text } from '../text/text.tsx';
import { listPagination, pageToStepBackTo, type PageReply } from './list-pagination.ts';
import type { ListState } from './use-list-state.ts';

/** What the table reads of a TanStack query of a paged list call. */
interface ListQuery<Row> {
  data?: PageReply<Row>;
  isFetching: boolean;
  error: unknown;
}

interface Props<Row, F> extends Omit<DataTableProps<Row>, 'rows' | 'loading' | 'empty' | 'onSort'> {
  list: ListState<F>;
  query: ListQuery<Row>;
  /**
   * False while the list must not be asked for (a search-first list before its first search): no rows and
   * no pager, and `idleText` says what to do.
   */
  active?: boolean;
  /** What to do before the first search; default "Type a search above and press Enter". */
  idleText?: ReactNode;
  /** What to do when there are no rows; default "No rows yet" or, with a search or filter, "Nothing matches". */
  emptyText?: ReactNode;
  /**
   * The action that fills an empty list (e.g. "Upload the first firmware"), under the empty text; only when
   * nothing narrows the list (with a search or filter the thing to do is to change them).
   */
  emptyAction?: ReactNode;
  /** Keys of the columns shown only once the operator ticks them in the column chooser (a wide table's extras). */
  hiddenByDefault?: readonly string[];
}

/**
 * A server-paged list (spec 1 §9, spec 2 §9): rows, loading, the call's error text (in the table's place when no rows
 * are left, above them when a refresh failed), the pager only when
 * there is something to page ("Total N" / "About N"), an empty state that says what to do next, sorting
 * kept in the list state, and a step back when the current page empties.
 */
export function ListTable<Row extends object, F>({ list, query, active = true, idleText, emptyText, emptyAction, hiddenByDefault, columns, ...table }: Props<Row, F>) {
  const { t } = useTranslation('common');
  const reply = active ? query.data : undefined;
  const stepBackTo = pageToStepBackTo(list.pageNum, list.pageSize, reply?.total);
  const { stepBackTo: goBack } = list;
  useEffect(() => {
    if (stepBackTo !== null) goBack(stepBackTo);
  }, [stepBackTo, goBack]);

  const narrowed = list.search !== '' || Object.values(list.filters ?? {}).some((v) => v !== undefined);
  const failed = active && query.error !== null && query.error !== undefined;
  // A failed call is no answer: its message takes the empty table's place, never "Nothing matches" (spec 1 §8).
  const failure = failed ? <Text type="danger" role="alert">{errorText(query.error)}</Text> : null;
  const empty = failure ?? (active ? (narrowed ? t('list.noMatch') : emptyText ?? t('list.noRows')) : idleText ?? t('list.typeSearch'));
  const fillAction = active && !narrowed && !query.isFetching && !failed ? emptyAction : undefined;
  const { shown, hidden, choices, choose } = useColumnChoice(list.table, columns, hiddenByDefault);
  const rowsShown = (reply?.result.length ?? 0) > 0;
  // While the first rows load, the spinner stands on a blank area: an empty text under it would say "nothing" too early.
  const loadingBlank = active && query.isFetching && !rowsShown;
  const pager = listPagination(list, reply, t);
  const sorted = shown.map((column) => (column.sorter && column.key !== undefined
    ? { ...column, sortOrder: list.sort?.field === column.key ? list.sort.order : null }
    : column));

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {((failed && rowsShown) || choices.length > 1) && (
        <Flex justify="space-between" align="center" gap={8}>
          {failed && rowsShown ? failure : <span />}
          <ColumnChooser choices={choices} hidden={hidden} onChange={choose} />
        </Flex>
      )}
      <DataTable<Row>
        // Middle density (8 px cell sides, not 16): the default columns of the wide lists fit 1440 px (issue 26).
        size="middle"
        {...table}
        columns={sorted}
        rows={reply?.result ?? []}
        loading={active && query.isFetching}
        empty={loadingBlank
          ? <div style={{ minHeight: 96 }} />
          : <EmptyState description={empty}>{fillAction}</EmptyState>}
        onSort={(field, order) => list.setSort(order ? { field, order } : null)}
      />
      {pager && <Pager {...pager} />}
    </Space>
  );
}
