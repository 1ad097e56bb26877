/**
 * SQL of the orders module (the only file here with SQL). Every query is filtered by tenant and,
 * for a shop's data, by client (SECURITY T4). Money columns come back as strings: converted with
 * Number() (exact to the cent for numeric(12,2)); dates come back as 'YYYY-MM-DD'.
 */
import type { OrderStatus } from '../../../contract/index.ts';
import type { Queryable } from '../../db/types.ts';

/** Whose data: the caller's tenant and client (from the request context only). */
export interface ClientScope {
  tenantId: number;
  clientId: string;
}

export interface OrderRecord {
  orderNumber: string;
  channel: number;
  status: OrderStatus;
  createdAt: Date;
  expectedDeliveryDate: string;
  scheduledDeliveryDate: string | null;
  total: number;
  totalWithoutTax: number;
  priceWithoutDiscount: number;
  discount: number;
  promoDiscount: number;
  vat: number;
  paymentMode: string | null;
}

export interface OrderLineRecord {
  orderNumber: string;
  sku: string;
  description: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

interface OrderRow {
  order_number: string;
  channel: number;
  status: OrderStatus;
  created_at: Date;
  expected_delivery_date: string;
  scheduled_delivery_date: string | null;
  total: string;
  total_without_tax: string;
  price_without_discount: string;
  discount: string;
  promo_discount: string;
  vat: string;
  payment_mode: string | null;
}

const ORDER_COLUMNS = `order_number, channel, status, created_at, expected_delivery_date,
  scheduled_delivery_date, total, total_without_tax, price_without_discount, discount,
  promo_discount, vat, payment_mode`;

/** Newest first; ties (same instant) by order number, highest first. */
const NEWEST_FIRST = 'order by created_at desc, order_number desc';

function toOrder(row: OrderRow): OrderRecord {
  return {
    orderNumber: row.order_number,
    channel: Number(row.channel),
    status: row.status,
    createdAt: row.created_at,
    expectedDeliveryDate: row.expected_delivery_date,
    scheduledDeliveryDate: row.scheduled_delivery_date,
    total: Number(row.total),
    totalWithoutTax: Number(row.total_without_tax),
    priceWithoutDiscount: Number(row.price_without_discount),
    discount: Number(row.discount),
    promoDiscount: Number(row.promo_discount),
    vat: Number(row.vat),
    paymentMode: row.payment_mode,
  };
}

/** The client's orders, newest first; `page` picks `limit` of them from `offset`. */
export async function listClientOrders(
  db: Queryable,
  scope: ClientScope,
  page: { offset: number; limit: number | null } = { offset: 0, limit: null },
): Promise<OrderRecord[]> {
  const rows = await db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from orders
     where tenant_id = $1 and client_id = $2
     ${NEWEST_FIRST}
     limit $3 offset $4`,
    [scope.tenantId, scope.clientId, page.limit, page.offset],
  );
  return rows.map(toOrder);
}

/** One of the client's orders, or undefined (another client's or tenant's order included). */
export async function findClientOrder(
  db: Queryable,
  scope: ClientScope,
  orderNumber: string,
): Promise<OrderRecord | undefined> {
  const rows = await db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from orders
     where tenant_id = $1 and client_id = $2 and order_number = $3`,
    [scope.tenantId, scope.clientId, orderNumber],
  );
  return rows[0] && toOrder(rows[0]);
}

/** The lines of the given orders of the client, in line order. */
export async function listClientOrderLines(
  db: Queryable,
  scope: ClientScope,
  orderNumbers: readonly string[],
): Promise<OrderLineRecord[]> {
  if (orderNumbers.length === 0) return [];
  const rows = await db.query<{
    order_number: string;
    sku: string;
    description: string;
    quantity: number;
    unit_price: string;
    line_total: string;
  }>(
    `select l.order_number, l.sku, l.description, l.quantity, l.unit_price, l.line_total
     from order_lines l
     join orders o on o.tenant_id = l.tenant_id and o.order_number = l.order_number
     where l.tenant_id = $1 and o.client_id = $2 and l.order_number = any($3::text[])
     order by l.order_number, l.line_no`,
    [scope.tenantId, scope.clientId, [...orderNumbers]],
  );
  return rows.map((row) => ({
    orderNumber: row.order_number,
    sku: row.sku,
    description: row.description,
    quantity: Number(row.quantity),
    unitPrice: Number(row.unit_price),
    lineTotal: Number(row.line_total),
  }));
}

export interface ClientRecord {
  name: string;
  documentId: string | null;
  address: string | null;
  /** The shop's own language, when it has one (pt, es, en, th, fr, ar). */
  language: string | null;
}

/** The calling client's identity for documents. */
export async function findClient(
  db: Queryable,
  scope: ClientScope,
): Promise<ClientRecord | undefined> {
  const rows = await db.query<{
    name: string;
    document_id: string | null;
    address: string | null;
    language: string | null;
  }>(
    `select name, document_id, address, language from clients
      where tenant_id = $1 and external_id = $2`,
    [scope.tenantId, scope.clientId],
  );
  const row = rows[0];
  return (
    row && {
      name: row.name,
      documentId: row.document_id,
      address: row.address,
      language: row.language,
    }
  );
}

/** An order's status, locked for update (operator status change); undefined when unknown. */
export async function lockOrderStatus(
  tx: Queryable,
  tenantId: number,
  orderNumber: string,
): Promise<OrderStatus | undefined> {
  const rows = await tx.query<{ status: OrderStatus }>(
    `select status from orders where tenant_id = $1 and order_number = $2 for update`,
    [tenantId, orderNumber],
  );
  return rows[0]?.status;
}

/**
 * Sets an order's status and appends the order_status_events row (next seq), with the reason an
 * operator gave for a cancellation or credit refusal.
 */
export async function recordOrderStatus(
  tx: Queryable,
  tenantId: number,
  orderNumber: string,
  status: OrderStatus,
  at: Date,
  reason: string | null = null,
): Promise<void> {
  await tx.query(`update orders set status = $3 where tenant_id = $1 and order_number = $2`, [
    tenantId,
    orderNumber,
    status,
  ]);
  await tx.query(
    `insert into order_status_events (tenant_id, order_number, seq, status, at, reason)
     select $1, $2, coalesce(max(seq), 0) + 1, $3, $4, $5
     from order_status_events where tenant_id = $1 and order_number = $2`,
    [tenantId, orderNumber, status, at, reason],
  );
}

/**
 * Stops the standing schedule an order started: the first order of a recurrent order, placed in
 * the app (it has no occurrence). An order the recurrent-orders job placed for one occurrence
 * leaves its schedule running: cancelling one delivery is not cancelling the arrangement.
 */
export async function stopScheduleStartedBy(
  tx: Queryable,
  tenantId: number,
  orderNumber: string,
): Promise<void> {
  await tx.query(
    `update recurrent_schedules s set active = false
       from orders o
      where o.tenant_id = $1 and o.order_number = $2 and o.recurrent_occurrence is null
        and s.tenant_id = o.tenant_id and s.id = o.recurrent_schedule_id`,
    [tenantId, orderNumber],
  );
}
