/**
 * The console's orders board and its CSV export (issue 12). Newest first, keyset pages; `since`
 * answers only the orders that arrived after an earlier answer, so the screen polls the database
 * (the truth, whichever instance took the order: decision 027).
 */
import type { AdminOrderSummary, OrderChannel } from '../../../contract/index.ts';
import type { Queryable } from '../../db/types.ts';
import type { OperatorContext } from '../../plugins/operator-context.ts';
import { CSV_MAX_ROWS, csvDialectFor, toCsv } from '../admin-lists/csv.ts';
import { decodeCursor, encodeCursor, pageOf } from '../admin-lists/keyset.ts';
import {
  selectBoard,
  selectNewestKey,
  type BoardFilters,
  type BoardKey,
  type BoardRow,
} from './board-repository.ts';

type BoardContext = Pick<OperatorContext, 'tenantId' | 'tenant'>;

export const toOrderSummary = (row: BoardRow): AdminOrderSummary => ({
  orderNumber: row.order_number,
  clientId: row.client_id,
  clientName: row.client_name,
  channel: Number(row.channel) as OrderChannel,
  status: row.status,
  orderType: row.order_type,
  createdAt: row.created_at.toISOString(),
  expectedDeliveryDate: row.expected_delivery_date,
  total: Number(row.total),
});

const keyOf = (row: BoardRow): [string, string] => [row.created_key, row.order_number];
const toKey = (cursor: string, field: string): BoardKey => {
  const [createdKey, orderNumber] = decodeCursor(cursor, ['t', 's'], field) as [string, string];
  return { createdKey, orderNumber };
};

export interface BoardRequest extends BoardFilters {
  limit: number;
  cursor?: string | undefined;
  since?: string | undefined;
}

export interface BoardPage {
  items: AdminOrderSummary[];
  nextCursor: string | null;
  newestCursor: string | null;
}

export async function ordersBoard(
  db: Queryable,
  ctx: BoardContext,
  request: BoardRequest,
): Promise<BoardPage> {
  const { limit, cursor, since, ...filters } = request;
  const base = { tenantId: ctx.tenantId, timeZone: ctx.tenant.timeZone, filters };
  const before = cursor === undefined ? undefined : toKey(cursor, 'cursor');
  const after = since === undefined ? undefined : toKey(since, 'since');
  const rows = await selectBoard(db, { ...base, before, after, limit: limit + 1 });
  const page = pageOf(rows, limit, toOrderSummary, keyOf);
  // The newest order this answer knows of: the first row of a first page or of a poll, the
  // filtered board's newest order on a later page; a poll with nothing new keeps its `since`.
  const first = rows[0];
  let newest: string | null;
  if (before === undefined && first !== undefined) newest = encodeCursor(keyOf(first));
  else if (after !== undefined) newest = since ?? null;
  else {
    const key = await selectNewestKey(db, base);
    newest = key === undefined ? null : encodeCursor([key.createdKey, key.orderNumber]);
  }
  return { ...page, newestCursor: newest };
}

const CSV_HEADER = [
  'orderNumber',
  'createdAt',
  'status',
  'channel',
  'orderType',
  'clientId',
  'clientName',
  'expectedDeliveryDate',
  'total',
] as const;

/** The filtered board as CSV, newest first (at most CSV_MAX_ROWS rows). */
export async function ordersCsv(
  db: Queryable,
  ctx: BoardContext,
  { locale, ...filters }: BoardFilters & { locale?: string | undefined },
): Promise<string> {
  const rows = await selectBoard(db, {
    tenantId: ctx.tenantId,
    timeZone: ctx.tenant.timeZone,
    filters,
    limit: CSV_MAX_ROWS,
  });
  return toCsv(
    CSV_HEADER,
    rows.map((row) => {
      const order = toOrderSummary(row);
      return [
        order.orderNumber,
        order.createdAt,
        order.status,
        order.channel,
        order.orderType,
        order.clientId,
        order.clientName,
        order.expectedDeliveryDate,
        order.total,
      ];
    }),
    { dialect: csvDialectFor(locale) },
  );
}
