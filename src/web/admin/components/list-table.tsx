/**
 * A console list read with `useKeysetList`: its error, a loading line while the first page comes,
 * then the table with "load more". One place for what every list screen showed the same way.
 */
import type { ColumnDef } from '@tanstack/react-table';
import { ErrorAlert, Loading } from './bits.tsx';
import { DataTable } from './data-table.tsx';

export interface KeysetListState<Row> {
  rows: Row[];
  error: unknown;
  isPending: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

export interface ListTableProps<Row> {
  list: KeysetListState<Row>;
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  rowId: (row: Row) => string;
  empty: string;
}

export function ListTable<Row>({ list, caption, columns, rowId, empty }: ListTableProps<Row>) {
  return (
    <>
      <ErrorAlert error={list.error} />
      {list.isPending ? (
        <Loading />
      ) : (
        <DataTable
          caption={caption}
          columns={columns}
          rows={list.rows}
          rowId={rowId}
          empty={empty}
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          onLoadMore={list.loadMore}
        />
      )}
    </>
  );
}
