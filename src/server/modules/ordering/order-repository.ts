/**
 * Writes of `order/create`: the order number, the order with its lines and status events, and the
 * standing schedule of a recurrent order. Called only inside the order transaction (`tx`), after
 * the client row was locked. Every row carries the tenant from `ctx` (SECURITY T4). The
 * recurrent-orders job (modules/jobs) writes its orders with the same functions.
 */
import type { OrderStatus, OrderType } from '../../../contract/index.ts';
import type { Queryable, Transaction } from '../../db/types.ts';
import { toAccount, type ClientAccount, type ClientRecord } from '../clients/client-repository.ts';
import {
  keyLookupOf,
  type KeyLookup,
  type KeyRecord,
  type KeyToStore,
} from './idempotency-repository.ts';
import { OPEN_ORDER_STATUSES, type TenantClientScope } from './pricing-repository.ts';

/**
 * The first order number of a tenant without one yet; the demo seed starts at the same value
 * (and so does `next_order_number`, migration 045).
 */
export const FIRST_ORDER_NUMBER = 100001;

/** What the order transaction starts from (`openOrderCreate`). */
export interface OrderOpening {
  found: KeyLookup;
  /**
   * The client row, locked until the transaction ends, and the total of its open orders read
   * after the lock was granted; undefined when the key is not free or the tenant has no such
   * client.
   */
  client: { account: ClientAccount; openOrdersTotal: number } | undefined;
}

/**
 * The first statement of an order/create transaction (migration 076, decision 066), one round
 * trip for three: the Idempotency-Key's advisory lock and row (as `lookUpIdempotencyKey`), then,
 * only when the key is free, the client row FOR UPDATE (orders of one client are serialised, so two
 * concurrent orders cannot both pass one limit: SECURITY T3) and its open orders' total, read in
 * a snapshot taken after that lock.
 */
export async function openOrderCreate(
  tx: Queryable,
  scope: TenantClientScope,
  key: string,
  requestHash: string,
  now: Date,
): Promise<OrderOpening> {
  const [row] = await tx.query<
    ClientRecord & {
      locked: boolean;
      key_created_at: Date | null;
      key_request_hash: string | null;
      key_status: KeyRecord['status'];
      key_response_status: number | null;
      key_response_body: unknown;
      client_found: boolean;
      open_total: string;
    }
  >('select * from open_order_create($1, $2, $3, $4, $5)', [
    scope.tenantId,
    scope.clientId,
    key,
    now,
    [...OPEN_ORDER_STATUSES],
  ]);
  if (row === undefined) throw new Error('order create opening returned nothing');
  const found = keyLookupOf(
    {
      locked: row.locked,
      created_at: row.key_created_at,
      request_hash: row.key_request_hash,
      status: row.key_status,
      response_status: row.key_response_status,
      response_body: row.key_response_body,
    },
    requestHash,
    now,
  );
  const client =
    found.kind === 'free' && row.client_found
      ? { account: toAccount(row, scope.tenantId), openOrdersTotal: Number(row.open_total) }
      : undefined;
  return { found, client };
}

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

/**
 * Inserts the order with the number it was given, its lines and its status events (REGISTERED,
 * then BLOCKED when blocked), without an order event (tests and fixtures).
 */
export async function insertOrder(
  tx: Queryable,
  scope: TenantClientScope,
  order: OrderRecord,
): Promise<void> {
  const { orderNumber, ...record } = order;
  await writeOrders(tx, scope, [{ ...record, given: orderNumber }]);
}

/** The `order.created` event of an order, written with it (order-transitions.ts builds it). */
export interface CreatedEventRecord {
  id: string;
  type: 'order.created';
  /** The event's data; the statement sets its `orderNumber` once the number is drawn. */
  data: object;
  conversationId: string | undefined;
}

/** An order to write: numbered from the tenant's sequence unless `given`. */
export interface OrderToWrite extends Omit<OrderRecord, 'orderNumber'> {
  given?: string;
  event?: CreatedEventRecord;
  /**
   * This order's part of the key's answer (`answer` of writeOrders), without its number: the
   * statement sets `orderNumber` and `orderFormatted` (`#` and the number, as orderCreated does).
   */
  answer?: object;
}

/** The key's answer, stored by the call that writes the orders (`store_idempotent_answer`). */
export interface AnswerOfOrders {
  key: KeyToStore;
  status: number;
  /** A list of every order's answer (scheduled orders), else the first order's answer alone. */
  list: boolean;
}

/**
 * Writes orders in ONE round trip (issue 16, decision 066): `place_orders` (migration 076) numbers
 * each from the tenant's SEQUENCE (decision 036) in the order given and inserts it with its lines,
 * its status events (REGISTERED, then BLOCKED when blocked), its `order.created` outbox event when
 * it has one (issue 15), and — with `answer` — stores the Idempotency-Key's answer (SECURITY T1).
 * Every row carries the tenant of `scope` (SECURITY T4). Returns the order numbers in order.
 * With `answer` the statement is the transaction's last and commits it (`tx.commitWith`; on
 * PostgreSQL the COMMIT goes with it, decision 090): when the answer cannot be stored the
 * function raises (migration 077), so the transaction rolls back and this rejects.
 */
export async function writeOrders(
  tx: Queryable,
  scope: TenantClientScope,
  orders: readonly OrderToWrite[],
): Promise<string[]>;
export async function writeOrders(
  tx: Transaction,
  scope: TenantClientScope,
  orders: readonly OrderToWrite[],
  answer: AnswerOfOrders,
): Promise<string[]>;
export async function writeOrders(
  tx: Queryable | Transaction,
  scope: TenantClientScope,
  orders: readonly OrderToWrite[],
  answer?: AnswerOfOrders,
): Promise<string[]> {
  const rows = orders.map((order, i) => ({
    i: i + 1,
    given: order.given ?? null,
    channel: order.channel,
    status: order.status,
    created_at: order.createdAt,
    expected_delivery_date: order.expectedDeliveryDate,
    scheduled_delivery_date: order.scheduledDeliveryDate ?? null,
    order_type: order.orderType,
    recurrent_schedule_id: order.recurrentScheduleId ?? null,
    total: order.total,
    total_without_tax: order.totalWithoutTax,
    price_without_discount: order.priceWithoutDiscount,
    discount: order.discount,
    promo_discount: order.promoDiscount,
    vat: order.vat,
    require_nps_on_bot: order.requireNpsOnBot,
    payment_mode: order.paymentMode ?? null,
    user_flow: order.userFlow,
    recurrent_occurrence: order.recurrentOccurrence ?? null,
    conversation_id: order.conversationId ?? null,
    lines: order.lines.map((line, n) => ({
      line_no: n + 1,
      sku: line.sku,
      description: line.description,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      line_total: line.lineTotal,
      combo_id: line.combo === 0 ? null : line.combo,
      family_id: line.familyId === 0 ? null : line.familyId,
      is_packaging: line.isPackaging,
    })),
    statuses: order.status === 'BLOCKED' ? ['REGISTERED', 'BLOCKED'] : [order.status],
    event_id: order.event?.id ?? null,
    event_type: order.event?.type ?? null,
    event_data: order.event?.data ?? null,
    event_conversation_id: order.event?.conversationId ?? null,
    answer: order.answer ?? null,
  }));
  // The overloads: an answer comes with a Transaction.
  const statement =
    answer === undefined ? tx.query.bind(tx) : (tx as Transaction).commitWith.bind(tx);
  const result = await statement<{ placed_number: string }>(
    'select * from place_orders($1, $2, $3, $4, $5, $6, $7, $8, $9)',
    [
      scope.tenantId,
      scope.clientId,
      JSON.stringify(rows),
      answer?.key.key ?? null,
      answer?.key.requestHash ?? null,
      answer?.key.now ?? null,
      answer?.status ?? null,
      answer?.list ?? false,
      answer?.key.expiresAt ?? null,
    ],
  );
  // With an answer the orders are committed once commitWith resolves, so nothing may throw after
  // it (on PostgreSQL a throw would answer 500 for orders on disk): a key answered since the
  // look-up makes place_orders raise instead (migration 077). Without one, the caller's
  // transaction is still open and a short answer rolls it back.
  if (answer === undefined && result.length !== orders.length) {
    throw new Error('order insert returned nothing');
  }
  return result.map((row) => row.placed_number);
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
