/**
 * The /order/complete address (SPEC §2 params orderNumber, orderPrice, deliveryDate): one
 * orderNumber / orderPrice / deliveryDate triple per created order (a scheduled order with several
 * dates answers a list, SPEC §3), plus the payment mode when the answer names one.
 */
import type { OrderCreated } from '../../../contract/index.ts';
import { addMoney } from '../../../domain/money.ts';
import { toIsoDate } from '../../../domain/delivery.ts';

export const ORDER_COMPLETE_PATH = '/order/complete';

export interface CompletedOrder {
  orderNumber: string;
  price: number | undefined;
  deliveryDate: string | undefined;
}

export interface Completion {
  orders: CompletedOrder[];
  /** The sum of the orders' totals; undefined when a price is missing. */
  total: number | undefined;
  paymentMode: string | undefined;
}

const ORDER_NUMBER = /^[A-Za-z0-9_-]{1,40}$/;

export function completionPath(orders: readonly OrderCreated[]): string {
  const query = new URLSearchParams();
  let paymentMode: string | undefined;
  for (const order of orders) {
    query.append('orderNumber', order.orderNumber);
    query.append('orderPrice', String(order.totalValue));
    query.append('deliveryDate', order.deliveryDate);
    const mode = (order as { paymentMode?: unknown }).paymentMode;
    if (typeof mode === 'string' && mode.trim() !== '') paymentMode = mode.trim();
  }
  if (paymentMode !== undefined) query.set('paymentMode', paymentMode);
  return `${ORDER_COMPLETE_PATH}?${query.toString()}`;
}

/** Each value of a repeated parameter; comma-separated values count as several. */
function all(query: URLSearchParams, name: string): string[] {
  return query
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim());
}

/** The orders the address names (unreadable order numbers are dropped). */
export function parseCompletion(query: URLSearchParams): Completion {
  const numbers = all(query, 'orderNumber');
  const prices = all(query, 'orderPrice');
  const dates = all(query, 'deliveryDate');
  const orders: CompletedOrder[] = [];
  numbers.forEach((orderNumber, index) => {
    if (!ORDER_NUMBER.test(orderNumber)) return;
    const price = Number(prices[index]);
    orders.push({
      orderNumber,
      price:
        prices[index] !== undefined && prices[index] !== '' && Number.isFinite(price)
          ? price
          : undefined,
      deliveryDate: toIsoDate(dates[index] ?? ''),
    });
  });
  const known = orders.map((order) => order.price);
  let total: number | undefined;
  if (orders.length > 0 && known.every((price): price is number => price !== undefined)) {
    try {
      total = addMoney(...known);
    } catch {
      total = undefined;
    }
  }
  const mode = query.get('paymentMode')?.trim();
  return { orders, total, paymentMode: mode ? mode.slice(0, 80) : undefined };
}
