/**
 * The console's one table (TanStack Table, headless): a real <table> with a caption, column
 * headers that sort when the server sorts that column (`aria-sort`, a button per header), keyset
 * "load more" below. On a phone (under 40rem) each row is drawn as a card, each cell under its
 * column's name (`data-label`), so no column — a row's Approve and Reject included — is off-screen;
 * wider, a scrolling, focusable region keeps a wide table readable. The table's parts carry their
 * roles explicitly: Chromium drops a table's semantics once its rows are `display: block`.
 */
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { useT } from '../lib/console-i18n.ts';

declare module '@tanstack/react-table' {
  // TanStack's declared extension point: its type parameters must match the library's.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** An amount or a count: header and cells aligned to the end (by the last digit). */
    numeric?: boolean;
  }
}

const numericClass = (meta: { numeric?: boolean } | undefined) =>
  meta?.numeric === true ? 'cell-num' : undefined;

export interface ServerSort {
  /** The column ids the server can sort by. */
  sortable: readonly string[];
  state: SortingState;
  onChange: (next: SortingState) => void;
}

export interface DataTableProps<Row> {
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  rows: Row[];
  rowId: (row: Row) => string;
  sort?: ServerSort;
  /** Shown instead of the body when there is no row. */
  empty: string;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}

/** A column's name as text, for its cells' labels on a phone ('' when it is not plain text). */
const headerText = (header: unknown): string => (typeof header === 'string' ? header : '');

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowId,
  sort,
  empty,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
}: DataTableProps<Row>) {
  const { t } = useT();
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting: sort?.state ?? [] },
    onSortingChange: (updater) => {
      if (!sort) return;
      sort.onChange(typeof updater === 'function' ? updater(sort.state) : updater);
    },
  });

  return (
    <div className="table-block">
      {/* The scrolling region is named apart from the table (its caption is often the page's or
          the section's title): two landmarks of one name read as one (axe landmark-unique). */}
      <div
        className="table-scroll"
        role="region"
        aria-label={t('common.tableRegion', { caption })}
        tabIndex={0}
      >
        <table className="data-table" role="table">
          <caption className="visually-hidden">{caption}</caption>
          <thead role="rowgroup">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} role="row">
                {group.headers.map((header) => {
                  const sortable = sort?.sortable.includes(header.column.id) ?? false;
                  const direction = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      role="columnheader"
                      className={numericClass(header.column.columnDef.meta)}
                      aria-sort={
                        direction === 'asc'
                          ? 'ascending'
                          : direction === 'desc'
                            ? 'descending'
                            : undefined
                      }
                    >
                      {sortable ? (
                        <button
                          type="button"
                          className="sort-button"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {label}
                          <span aria-hidden="true" className="sort-mark">
                            {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody role="rowgroup">
            {rows.length === 0 ? (
              <tr role="row">
                <td colSpan={columns.length} className="table-empty" role="cell">
                  {empty}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} role="row">
                  {row.getVisibleCells().map((cell) => (
                    <td
                      key={cell.id}
                      role="cell"
                      className={numericClass(cell.column.columnDef.meta)}
                      data-label={headerText(cell.column.columnDef.header)}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {hasMore && onLoadMore ? (
        <button
          type="button"
          className="button button-secondary load-more"
          onClick={onLoadMore}
          disabled={loadingMore}
        >
          {loadingMore ? t('common.loading') : t('common.loadMore')}
        </button>
      ) : null}
    </div>
  );
}
