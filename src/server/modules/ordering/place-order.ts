/**
 * Placing orders: the one write that `order/create` and the recurrent-orders job share
 * (issue 11: each built the same 20-field record). The caller has decided (client row locked,
 * priced in create mode, delivery dates chosen); this numbers each order, stores it with its lines
 * and status events and its `order.created` event (issue 15) — and, for order/create, the
 * Idempotency-Key's answer — in one statement (order-repository.ts `writeOrders`, decision 066).
 */
import type { OrderStatus, OrderType } from '../../../contract/index.ts';
import type { PricingSuccess } from '../../../domain/pricing/price-engine-types.ts';
import type { ResolvedTenantConfig } from '../../../tenants/index.ts';
import type { Queryable, Transaction } from '../../db/types.ts';
import type { ClientAccount, ClientScope } from '../clients/client-repository.ts';
import { orderCreatedEvent } from '../orders/order-transitions.ts';
import { writeOrders, type AnswerOfOrders, type OrderToWrite } from './order-repository.ts';
import { orderAmounts, orderLineRecords } from './order-response.ts';

/** The order channel of orders placed in this app, by a shop or by its schedule (SPEC §3). */
export const APP_ORDER_CHANNEL = 40;

/**
 * The status an order is created in: BLOCKED (credit analysis) when the client accepted going over
 * its payment limit, else REGISTERED.
 */
export function createdOrderStatus(priced: PricingSuccess): OrderStatus {
  return priced.outcome.creditLimit === 'accepted' ? 'BLOCKED' : 'REGISTERED';
}

export interface PlaceOrder {
  tenant: ResolvedTenantConfig;
  scope: ClientScope;
  account: ClientAccount;
  priced: PricingSuccess;
  now: Date;
  deliveryDate: string;
  orderType: OrderType;
  /** The schedule of a recurrent order, and the occurrence the job placed it for. */
  recurrent?: { scheduleId: number | undefined; occurrence?: string };
  conversationId?: string | undefined;
  requireNpsOnBot: boolean;
  /** What the shop confirmed, and where the order came from (stored with the order). */
  confirmed: {
    origin: string;
    creditLimitAccepted: boolean;
    glassBottlesAccepted: boolean;
    deliveryAddressConfirmed: boolean;
  };
}

export interface PlacedOrder {
  orderNumber: string;
  status: OrderStatus;
}

/** Several orders that differ only by delivery date (a scheduled order with several dates). */
export interface PlaceOrders extends Omit<PlaceOrder, 'deliveryDate'> {
  /** One order per date, numbered in this order. */
  deliveryDates: readonly string[];
}

/**
 * The answer of order/create, stored with the key by the statement that writes the orders: one
 * part per order (in `deliveryDates` order) without its number, which the statement sets.
 */
export interface PlacedAnswer extends AnswerOfOrders {
  parts: readonly object[];
}

/**
 * Places the orders; with `answer`, stores it with the key in the same statement, which commits
 * the transaction (order-repository.ts `writeOrders`).
 */
export async function placeOrders(tx: Queryable, order: PlaceOrders): Promise<PlacedOrder[]>;
export async function placeOrders(
  tx: Transaction,
  order: PlaceOrders,
  answer: PlacedAnswer,
): Promise<PlacedOrder[]>;
export async function placeOrders(
  tx: Queryable | Transaction,
  order: PlaceOrders,
  answer?: PlacedAnswer,
): Promise<PlacedOrder[]> {
  const { priced } = order;
  const status = createdOrderStatus(priced);
  const amounts = orderAmounts(priced);
  const lines = orderLineRecords(priced);
  const userFlow = { ...order.confirmed, creditLimit: priced.outcome.creditLimit };
  const records = order.deliveryDates.map((deliveryDate, i): OrderToWrite => ({
    status,
    channel: APP_ORDER_CHANNEL,
    createdAt: order.now,
    expectedDeliveryDate: deliveryDate,
    scheduledDeliveryDate: order.orderType === '' ? undefined : deliveryDate,
    orderType: order.orderType,
    recurrentScheduleId: order.recurrent?.scheduleId,
    recurrentOccurrence: order.recurrent?.occurrence,
    conversationId: order.conversationId,
    ...amounts,
    requireNpsOnBot: order.requireNpsOnBot,
    paymentMode: order.account.paymentMethod,
    userFlow,
    lines,
    // Written by the same statement, numbered with the order (issue 15).
    event: orderCreatedEvent(order.tenant, {
      clientLanguage: order.account.client.language,
      status,
      orderType: order.orderType,
      total: amounts.total,
      deliveryDate,
      conversationId: order.conversationId,
    }),
    ...(answer === undefined ? {} : { answer: answer.parts[i] ?? {} }),
  }));
  // Numbered from the tenant's sequence in the INSERT itself (decision 036).
  const numbers =
    answer === undefined
      ? await writeOrders(tx, order.scope, records)
      : await writeOrders(tx as Transaction, order.scope, records, answer);
  return numbers.map((orderNumber) => ({ orderNumber, status }));
}

/** Places one order (the recurrent-orders job). */
export async function placeOrder(tx: Queryable, order: PlaceOrder): Promise<PlacedOrder> {
  const { deliveryDate, ...rest } = order;
  const [placed] = await placeOrders(tx, { ...rest, deliveryDates: [deliveryDate] });
  if (placed === undefined) throw new Error('order placement returned nothing');
  return placed;
}
