/**
 * The ERP's order feeds (issue 13; decision 045): `erp/v1/orders` hands out each committed order
 * once, with its lines and current status; `erp/v1/order-events` each status change once (an
 * order's first status included). Cursors are opaque: base64url of the last position handed out.
 */
import { ERP_FEED_DEFAULT, type ErpOrder, type ErpOrderEvent } from '../../../contract/index.ts';
import type { Queryable } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { ErpContext } from '../../plugins/erp-context.ts';
import { cursorText, isCleanText } from '../admin-lists/keyset.ts';
import {
  selectFeedEvents,
  selectFeedLines,
  selectFeedOrders,
  type EventPosition,
  type FeedLineRow,
  type FeedOrderRow,
  type OrderPosition,
} from './feed-repository.ts';

interface FeedQuery {
  after?: string | undefined;
  limit?: number | undefined;
}

interface FeedPage<T> {
  items: T[];
  nextCursor: string | null;
  hasMore: boolean;
}

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

const badCursor = () => new HttpError(400, 'validation', { field: 'after' });

/** The largest transaction id a cursor may carry (a signed 64-bit integer). */
const MAX_XID = 2n ** 63n - 1n;

const xidOk = (text: string): boolean => /^\d{1,20}$/.test(text) && BigInt(text) <= MAX_XID;

/** `<kind>:<xid>:<key…>` parts of a cursor of that kind (keys clean text), or 400. */
function decode(cursor: string, kind: 'o' | 'e', keys: number): string[] {
  const parts = cursorText(cursor)?.split(':');
  if (
    parts === undefined ||
    parts.length !== keys + 2 ||
    parts[0] !== kind ||
    !xidOk(parts[1] ?? '') ||
    !parts.slice(2).every(isCleanText)
  ) {
    throw badCursor();
  }
  return parts.slice(1);
}

const ORIGIN: OrderPosition = { xid: '0', orderNumber: '' };

function orderPosition(cursor: string | undefined): OrderPosition {
  if (cursor === undefined) return ORIGIN;
  const [xid, orderNumber] = decode(cursor, 'o', 1) as [string, string];
  return { xid, orderNumber };
}

function eventPosition(cursor: string | undefined): EventPosition {
  if (cursor === undefined) return { ...ORIGIN, seq: 0 };
  const [xid, orderNumber, seq] = decode(cursor, 'e', 2) as [string, string, string];
  if (!/^\d{1,9}$/.test(seq)) throw badCursor();
  return { xid, orderNumber, seq: Number(seq) };
}

function page<Row, Item>(
  rows: readonly Row[],
  limit: number,
  after: string | undefined,
  cursorOf: (row: Row) => string,
  toItem: (row: Row) => Item,
): FeedPage<Item> {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: shown.map(toItem),
    nextCursor: last === undefined ? (after ?? null) : cursorOf(last),
    hasMore: rows.length > limit,
  };
}

function toOrder(row: FeedOrderRow, lines: readonly FeedLineRow[]): ErpOrder {
  return {
    orderNumber: row.order_number,
    clientId: row.client_id,
    channel: row.channel,
    status: row.status as ErpOrder['status'],
    statusAt: (row.status_at ?? row.created_at).toISOString(),
    createdAt: row.created_at.toISOString(),
    orderType: row.order_type as ErpOrder['orderType'],
    expectedDeliveryDate: row.expected_delivery_date,
    scheduledDeliveryDate: row.scheduled_delivery_date,
    paymentMode: row.payment_mode,
    total: row.total,
    totalWithoutTax: row.total_without_tax,
    priceWithoutDiscount: row.price_without_discount,
    discount: row.discount,
    promoDiscount: row.promo_discount,
    vat: row.vat,
    lines: lines.map((line) => ({
      lineNo: line.line_no,
      sku: line.sku,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unit_price,
      lineTotal: line.line_total,
      comboId: line.combo_id,
      familyId: line.family_id,
      isPackaging: line.is_packaging,
    })),
  };
}

export async function orderFeed(
  db: Queryable,
  ctx: Pick<ErpContext, 'tenantId'>,
  query: FeedQuery,
): Promise<FeedPage<ErpOrder>> {
  const limit = query.limit ?? ERP_FEED_DEFAULT;
  const rows = await selectFeedOrders(db, ctx.tenantId, orderPosition(query.after), limit + 1);
  const lines = await selectFeedLines(
    db,
    ctx.tenantId,
    rows.slice(0, limit).map((row) => row.order_number),
  );
  const linesOf = new Map<string, FeedLineRow[]>();
  for (const line of lines) {
    const list = linesOf.get(line.order_number);
    if (list) list.push(line);
    else linesOf.set(line.order_number, [line]);
  }
  return page(
    rows,
    limit,
    query.after,
    (row) => encode(`o:${row.xid}:${row.order_number}`),
    (row) => toOrder(row, linesOf.get(row.order_number) ?? []),
  );
}

export async function orderEventFeed(
  db: Queryable,
  ctx: Pick<ErpContext, 'tenantId'>,
  query: FeedQuery,
): Promise<FeedPage<ErpOrderEvent>> {
  const limit = query.limit ?? ERP_FEED_DEFAULT;
  const rows = await selectFeedEvents(db, ctx.tenantId, eventPosition(query.after), limit + 1);
  return page(
    rows,
    limit,
    query.after,
    (row) => encode(`e:${row.xid}:${row.order_number}:${row.seq}`),
    (row) => ({
      orderNumber: row.order_number,
      clientId: row.client_id,
      seq: row.seq,
      status: row.status as ErpOrderEvent['status'],
      at: row.at.toISOString(),
      reason: row.reason,
    }),
  );
}
