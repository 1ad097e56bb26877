/**
 * The order feeds' reads (decision 045). A row is handed out only when the transaction that
 * wrote it (`feed_xid`, migration 060) is below the oldest transaction still running
 * (`pg_snapshot_xmin(pg_current_snapshot())`, the snapshot this statement reads with): every
 * transaction below that line has ended and its rows are visible here, and every transaction that
 * has not ended yet — or starts later — is at or above it. So the position (feed_xid, key) only
 * grows among the rows handed out, and a reader that continues after the last one it got never
 * skips a row, whatever order transactions commit in.
 */
import type { Queryable } from '../../db/types.ts';

export interface OrderPosition {
  xid: string;
  orderNumber: string;
}
export interface EventPosition extends OrderPosition {
  seq: number;
}

export interface FeedOrderRow {
  xid: string;
  order_number: string;
  client_id: string;
  channel: number;
  status: string;
  status_at: Date | null;
  created_at: Date;
  order_type: string;
  expected_delivery_date: string;
  scheduled_delivery_date: string | null;
  payment_mode: string | null;
  total: string;
  total_without_tax: string;
  price_without_discount: string;
  discount: string;
  promo_discount: string;
  vat: string;
}

export interface FeedLineRow {
  order_number: string;
  line_no: number;
  sku: string;
  description: string;
  quantity: number;
  unit_price: string;
  line_total: string;
  combo_id: number | null;
  family_id: number | null;
  is_packaging: boolean;
}

export interface FeedEventRow {
  xid: string;
  order_number: string;
  client_id: string;
  seq: number;
  status: string;
  at: Date;
  reason: string | null;
}

/** Only transactions that have ended: below the oldest one still running. */
const SETTLED = 'pg_snapshot_xmin(pg_current_snapshot())';

export async function selectFeedOrders(
  q: Queryable,
  tenantId: number,
  after: OrderPosition,
  limit: number,
): Promise<FeedOrderRow[]> {
  return q.query<FeedOrderRow>(
    `select o.feed_xid::text as xid, o.order_number, o.client_id, o.channel, o.status,
            (select max(e.at) from order_status_events e
              where e.tenant_id = o.tenant_id and e.order_number = o.order_number) as status_at,
            o.created_at, o.order_type, o.expected_delivery_date::text as expected_delivery_date,
            o.scheduled_delivery_date::text as scheduled_delivery_date, o.payment_mode,
            o.total::text as total, o.total_without_tax::text as total_without_tax,
            o.price_without_discount::text as price_without_discount,
            o.discount::text as discount, o.promo_discount::text as promo_discount,
            o.vat::text as vat
       from orders o
      where o.tenant_id = $1
        and (o.feed_xid, o.order_number) > ($2::xid8, $3::text)
        and o.feed_xid < ${SETTLED}
      order by o.feed_xid, o.order_number
      limit $4`,
    [tenantId, after.xid, after.orderNumber, limit],
  );
}

export async function selectFeedLines(
  q: Queryable,
  tenantId: number,
  orderNumbers: readonly string[],
): Promise<FeedLineRow[]> {
  if (orderNumbers.length === 0) return [];
  return q.query<FeedLineRow>(
    `select order_number, line_no, sku, description, quantity, unit_price::text as unit_price,
            line_total::text as line_total, combo_id, family_id, is_packaging
       from order_lines
      where tenant_id = $1 and order_number in (select jsonb_array_elements_text($2::jsonb))
      order by order_number, line_no`,
    [tenantId, JSON.stringify(orderNumbers)],
  );
}

export async function selectFeedEvents(
  q: Queryable,
  tenantId: number,
  after: EventPosition,
  limit: number,
): Promise<FeedEventRow[]> {
  return q.query<FeedEventRow>(
    `select e.feed_xid::text as xid, e.order_number, o.client_id, e.seq, e.status, e.at, e.reason
       from order_status_events e
       join orders o on o.tenant_id = e.tenant_id and o.order_number = e.order_number
      where e.tenant_id = $1
        and (e.feed_xid, e.order_number, e.seq) > ($2::xid8, $3::text, $4::int)
        and e.feed_xid < ${SETTLED}
      order by e.feed_xid, e.order_number, e.seq
      limit $5`,
    [tenantId, after.xid, after.orderNumber, after.seq, limit],
  );
}
