/**
 * Order amount rules (SPEC §4 "Monitor", §5 "Minimum and maximum order", §9 "Default minimum order",
 * "Total price difference tolerance 1 in the Moroccan variant").
 */
import { creditLimitOutcome, isOverPaymentLimit } from './credit-limit.ts';
import { fromCents, toCents } from './money.ts';
import type { CartItem, Client } from './types.ts';

/** Minimum order shown until the client profile loads (SPEC §9). */
export const DEFAULT_MINIMUM_ORDER_BEFORE_CLIENT = 100;

/** 100 until the client loads, then client.minimumOrder or 0 (SPEC §9). */
export function minimumOrder(client: Client | undefined): number {
  if (client === undefined) return DEFAULT_MINIMUM_ORDER_BEFORE_CLIENT;
  const minimum = client.minimumOrder;
  return Number.isFinite(minimum) && minimum > 0 ? minimum : 0;
}

/** The payment limit as a maximum order, when the tenant turns it on and it is above 0; else none (SPEC §5). */
export function maximumOrder(
  client: Client | undefined,
  isPaymentLimitActive: boolean,
): number | undefined {
  if (client === undefined || !isPaymentLimitActive) return undefined;
  return Number.isFinite(client.paymentLimit) && client.paymentLimit > 0
    ? client.paymentLimit
    : undefined;
}

export type OrderAmountReminder =
  | { code: 'minOrderAmountMessage'; amount: number }
  | { code: 'maxOrderAmountMessage'; amount: number };

export interface OrderAmountFlags {
  /** Tenant flag showMinAndMaxOrderAmount: the reminders are shown only where enabled (SPEC §5). */
  showMinAndMaxOrderAmount: boolean;
  isPaymentLimitActive: boolean;
}

/**
 * Cart reminders (SPEC §5): below client.minimumOrder → minOrderAmountMessage with the minimum; above
 * the payment limit → maxOrderAmountMessage with the limit. None for an empty total (the empty message shows).
 */
export function orderAmountReminders(
  total: number,
  client: Client | undefined,
  flags: OrderAmountFlags,
): OrderAmountReminder[] {
  if (!flags.showMinAndMaxOrderAmount || toCents(total) <= 0) return [];
  const reminders: OrderAmountReminder[] = [];
  const minimum = minimumOrder(client);
  if (toCents(total) < toCents(minimum))
    reminders.push({ code: 'minOrderAmountMessage', amount: minimum });
  const maximum = maximumOrder(client, flags.isPaymentLimitActive);
  if (maximum !== undefined && toCents(total) > toCents(maximum)) {
    reminders.push({ code: 'maxOrderAmountMessage', amount: maximum });
  }
  return reminders;
}

export type MonitorState =
  | { kind: 'empty'; confirmDisabled: true }
  | { kind: 'belowMinimum'; remaining: number; progress: number; confirmDisabled: true }
  | { kind: 'enabled'; confirmDisabled: boolean; overPaymentLimit: boolean };

export interface MonitorFlags {
  isPaymentLimitActive: boolean;
}

/**
 * The sticky monitor (SPEC §4): empty; below the minimum with the remaining amount and a 0..1 progress;
 * or enabled. Above an active payment limit the confirm button is disabled for clients who may not
 * finish over the limit; authorised clients keep it and tick the acceptance box on the cart page
 * (SPEC §5 credit limit), so the two rules do not contradict each other.
 */
export function monitorState(
  cart: readonly CartItem[],
  total: number,
  client: Client | undefined,
  flags: MonitorFlags,
): MonitorState {
  if (!cart.some((line) => line.quantity > 0)) return { kind: 'empty', confirmDisabled: true };
  const totalCents = toCents(total);
  const minimumCents = toCents(minimumOrder(client));
  if (totalCents < minimumCents) {
    const progress = Math.min(1, Math.max(0, totalCents / minimumCents));
    return {
      kind: 'belowMinimum',
      remaining: fromCents(minimumCents - totalCents),
      progress,
      confirmDisabled: true,
    };
  }
  const paymentLimit = client?.paymentLimit ?? 0;
  const overPaymentLimit = isOverPaymentLimit(total, paymentLimit, flags.isPaymentLimitActive);
  const outcome = creditLimitOutcome({
    total,
    paymentLimit,
    isPaymentLimitActive: flags.isPaymentLimitActive,
    isFinishOrderOverLimitAuthorized: client?.isFinishOrderOverLimitAuthorized ?? false,
    accepted: false,
  });
  return { kind: 'enabled', confirmDisabled: outcome === 'blocked', overPaymentLimit };
}

/**
 * The client's total agrees with the server's within the tenant tolerance (SPEC §9: 1 in the Moroccan
 * variant, inclusive); without a tolerance the totals must be equal to the cent.
 */
export function withinTotalPriceDiff(
  clientTotal: number,
  serverTotal: number,
  tolerance?: number,
): boolean {
  const allowed = tolerance === undefined ? 0 : Math.abs(toCents(tolerance));
  return Math.abs(toCents(clientTotal) - toCents(serverTotal)) <= allowed;
}
