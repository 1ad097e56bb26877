/**
 * Writes of `order/create`: the order number, the order with its lines and status events, and the
 * standing schedule of a recurrent order. Called only inside the order transaction (`tx`), after
 * the client row was locked. Every row carries the tenant from `ctx` (SECURITY T4). The
 * recurrent-orders job (modules/jobs) writes its orders with the same functions.
 */
import type { OrderStatus, OrderType } from '../../../contract/index.ts';
import type { Queryable, SqlParam } from '../../db/types.ts';
import type { TenantClientScope } from './pricing-repository.ts';

/**
 * The first order number of a tenant without one yet; the demo seed starts at the same value
 * (and so does `next_order_number`, migration 045).
 */
export const FIRST_ORDER_NUMBER = 100001;

/**
 * Allocates the tenant's next order number (digits, like the seeded orders) from the tenant's own
 * SEQUENCE (migration 045, decision 036): no row lock, so the orders of different shops of one
 * tenant do not wait for each other's COMMIT. Unique and increasing per tenant; an order rolled
 * back after its number was drawn leaves a gap.
 */
export async function nextOrderNumber(tx: Queryable, tenantId: number): Promise<string> {
  const [row] = await tx.query<{ allocated: number }>('select next_order_number($1) as allocated', [
    tenantId,
  ]);
  if (row === undefined) throw new Error('order number allocation returned nothing');
  return String(row.allocated);
}

export interface OrderLineRecord {
  sku: string;
  description: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  combo: number;
  familyId: number;
  isPackaging: boolean;
}

export interface OrderRecord {
  orderNumber: string;
  status: OrderStatus;
  channel: 11 | 12 | 40;
  createdAt: Date;
  expectedDeliveryDate: string;
  scheduledDeliveryDate: string | undefined;
  orderType: OrderType;
  recurrentScheduleId: number | undefined;
  /**
   * The schedule date an order of the recurrent-orders job was created for (one order per schedule
   * and occurrence: migration 009); undefined for orders placed in the app.
   */
  recurrentOccurrence?: string | undefined;
  /** The chat conversation of the session the order was placed in (issue 15). */
  conversationId?: string | undefined;
  total: number;
  totalWithoutTax: number;
  priceWithoutDiscount: number;
  discount: number;
  promoDiscount: number;
  vat: number;
  requireNpsOnBot: boolean;
  paymentMode: string | undefined;
  userFlow: Record<string, unknown>;
  lines: readonly OrderLineRecord[];
}

/** Inserts the order, its lines and its status events (REGISTERED, then BLOCKED when blocked). */
export async function insertOrder(
  tx: Queryable,
  scope: TenantClientScope,
  order: OrderRecord,
): Promise<void> {
  await writeOrder(tx, scope, order, order.orderNumber);
}

/**
 * As `insertOrder`, numbering the order from the tenant's sequence in the INSERT itself (one
 * round trip less than `nextOrderNumber` first); returns the number.
 */
export function insertNumberedOrder(
  tx: Queryable,
  scope: TenantClientScope,
  order: Omit<OrderRecord, 'orderNumber'>,
): Promise<string> {
  return writeOrder(tx, scope, order, undefined);
}

async function writeOrder(
  tx: Queryable,
  scope: TenantClientScope,
  order: Omit<OrderRecord, 'orderNumber'>,
  given: string | undefined,
): Promise<string> {
  const [inserted] = await tx.query<{ order_number: string }>(
    `insert into orders (tenant_id, order_number, client_id, channel, status, created_at,
                         expected_delivery_date, scheduled_delivery_date, order_type,
                         recurrent_schedule_id, total, total_without_tax, price_without_discount,
                         discount, promo_discount, vat, require_nps_on_bot, payment_mode, user_flow,
                         recurrent_occurrence, conversation_id)
     values ($1, coalesce($2::text, next_order_number($1)::text), $3, $4, $5, $6, $7, $8, $9, $10,
             $11, $12, $13, $14, $15, $16, $17, $18, $19::jsonb, $20, $21)
     returning order_number`,
    [
      scope.tenantId,
      given ?? null,
      scope.clientId,
      order.channel,
      order.status,
      order.createdAt,
      order.expectedDeliveryDate,
      order.scheduledDeliveryDate ?? null,
      order.orderType,
      order.recurrentScheduleId ?? null,
      order.total,
      order.totalWithoutTax,
      order.priceWithoutDiscount,
      order.discount,
      order.promoDiscount,
      order.vat,
      order.requireNpsOnBot,
      order.paymentMode ?? null,
      JSON.stringify(order.userFlow),
      order.recurrentOccurrence ?? null,
      order.conversationId ?? null,
    ],
  );
  if (inserted === undefined) throw new Error('order insert returned nothing');
  const orderNumber = inserted.order_number;

  const params: SqlParam[] = [scope.tenantId, orderNumber];
  const values = order.lines.map((line, i) => {
    const at = params.length;
    params.push(
      i + 1,
      line.sku,
      line.description,
      line.quantity,
      line.unitPrice,
      line.lineTotal,
      line.combo === 0 ? null : line.combo,
      line.familyId === 0 ? null : line.familyId,
      line.isPackaging,
    );
    const slots = Array.from({ length: 9 }, (_, k) => `$${at + k + 1}`);
    return `($1, $2, ${slots.join(', ')})`;
  });
  await tx.query(
    `insert into order_lines (tenant_id, order_number, line_no, sku, description, quantity,
                              unit_price, line_total, combo_id, family_id, is_packaging)
     values ${values.join(', ')}`,
    params,
  );

  const statuses: OrderStatus[] =
    order.status === 'BLOCKED' ? ['REGISTERED', 'BLOCKED'] : [order.status];
  await tx.query(
    `insert into order_status_events (tenant_id, order_number, seq, status, at)
     select $1, $2, s.seq, s.status, $3
       from unnest($4::text[]) with ordinality as s(status, seq)`,
    [scope.tenantId, orderNumber, order.createdAt, statuses],
  );
  return orderNumber;
}

export interface RecurrentScheduleRecord {
  periodDays: number;
  startDate: string;
  nextDate: string;
  products: readonly { sku: string; quantity: number; combo: number; familyId: number }[];
  createdAt: Date;
}

/** Stores the standing schedule of a recurrent order; returns its id. */
export async function insertRecurrentSchedule(
  tx: Queryable,
  scope: TenantClientScope,
  schedule: RecurrentScheduleRecord,
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into recurrent_schedules (tenant_id, client_id, period_days, start_date, next_date,
                                      products, active, created_at)
     values ($1, $2, $3, $4, $5, $6::jsonb, true, $7)
     returning id`,
    [
      scope.tenantId,
      scope.clientId,
      schedule.periodDays,
      schedule.startDate,
      schedule.nextDate,
      JSON.stringify(schedule.products),
      schedule.createdAt,
    ],
  );
  if (row === undefined) throw new Error('recurrent schedule insert returned nothing');
  return row.id;
}
