/**
 * SQL of an order's detail in the console (issue 12): the order, its lines, its status events
 * (with the reason of a cancellation or credit refusal) and its client, of the operator's
 * tenant only.
 */
import type { OrderStatus } from '../../../contract/index.ts';
import type { Queryable } from '../../db/types.ts';
import type { BoardRow } from './board-repository.ts';

export interface DetailRow extends BoardRow {
  scheduled_delivery_date: string | null;
  recurrent_schedule_id: number | null;
  payment_mode: string | null;
  total_without_tax: string;
  price_without_discount: string;
  discount: string;
  promo_discount: string;
  vat: string;
  document_id: string | null;
  address: string | null;
  payment_limit: string;
  minimum_order: string;
  is_order_option_active: boolean;
}

export async function selectOrderDetail(
  db: Queryable,
  tenantId: number,
  orderNumber: string,
): Promise<DetailRow | undefined> {
  const [row] = await db.query<DetailRow>(
    `select o.order_number, o.client_id, c.name as client_name, o.channel, o.status,
            o.order_type, o.created_at, '' as created_key, o.expected_delivery_date, o.total,
            o.scheduled_delivery_date, o.recurrent_schedule_id, o.payment_mode,
            o.total_without_tax, o.price_without_discount, o.discount, o.promo_discount, o.vat,
            c.document_id, c.address, c.payment_limit, c.minimum_order, c.is_order_option_active
       from orders o
       join clients c on c.tenant_id = o.tenant_id and c.external_id = o.client_id
      where o.tenant_id = $1 and o.order_number = $2`,
    [tenantId, orderNumber],
  );
  return row;
}

export interface LineRow {
  line_no: number;
  sku: string;
  description: string;
  quantity: number;
  unit_price: string;
  line_total: string;
  combo_id: number | null;
  is_packaging: boolean;
}

export async function selectOrderLines(
  db: Queryable,
  tenantId: number,
  orderNumber: string,
): Promise<LineRow[]> {
  return db.query<LineRow>(
    `select line_no, sku, description, quantity, unit_price, line_total, combo_id, is_packaging
       from order_lines where tenant_id = $1 and order_number = $2 order by line_no`,
    [tenantId, orderNumber],
  );
}

export interface StatusEventRow {
  status: OrderStatus;
  at: Date;
  reason: string | null;
}

export async function selectStatusEvents(
  db: Queryable,
  tenantId: number,
  orderNumber: string,
): Promise<StatusEventRow[]> {
  return db.query<StatusEventRow>(
    `select status, at, reason from order_status_events
      where tenant_id = $1 and order_number = $2 order by seq`,
    [tenantId, orderNumber],
  );
}
