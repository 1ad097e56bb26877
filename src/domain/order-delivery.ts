/**
 * When an order is delivered (SPEC §4 order type; §5 scheduled and recurrent orders, "Products with
 * a quantityLimit disable the scheduled and recurrent options"; §9 recurrent periods).
 *
 * - No order type: one order, delivered on the first available delivery date.
 * - scheduledOrder: one order per chosen date; every date must be an available delivery date.
 * - recurrentOrder: a period the tenant offers; the first order is delivered on the chosen start
 *   date (an available date, or a date of the recurrent picker's window) or else on the first
 *   available date; the standing schedule repeats every period from there.
 * The caller passes the available delivery dates (the tenant's delivery calendar over
 * AVAILABLE_WINDOW_DAYS, in its time zone: delivery-calendar.ts with the tenant's holidays) and
 * what the tenant offers. Pure: no clock, no tenant files.
 */
import { addDays } from './dates.ts';
import { deliveryOptionsDisabled, recurrentDateWindow, type OrderType } from './delivery.ts';
import type { CartItem } from './types.ts';

/** Days ahead in which a chosen delivery date may fall (the widest `available/date/{period}`). */
export const AVAILABLE_WINDOW_DAYS = 366;

/** What the tenant offers, and the dates it delivers on (ascending). */
export interface DeliveryOffer {
  available: readonly string[];
  scheduledDelivery: boolean;
  recurrentDelivery: boolean;
  /** The recurrent periods (days) the tenant offers, ascending. */
  periods: readonly number[];
}

/** What the order asked for (order/create's fields). */
export interface DeliveryRequest {
  orderType: OrderType;
  scheduledDeliveryDate?: string | string[] | undefined;
  recurrentPeriod?: number | undefined;
}

export interface DeliveryPlan {
  orderType: OrderType;
  /** One delivery date per order to create, ascending. */
  dates: string[];
  /** Scheduled orders answer a list even for one date. */
  answersList: boolean;
  recurrent?: { periodDays: number; startDate: string; nextDate: string };
}

export type DeliveryRefusal = {
  ok: false;
  code: 'deliveryOptionUnavailable' | 'deliveryDateUnavailable';
  params?: Record<string, string | number>;
};

const refuse = (
  code: DeliveryRefusal['code'],
  params?: Record<string, string | number>,
): DeliveryRefusal => (params === undefined ? { ok: false, code } : { ok: false, code, params });

function chosenDates(body: DeliveryRequest): string[] {
  const sent = body.scheduledDeliveryDate;
  const list = sent === undefined ? [] : Array.isArray(sent) ? sent : [sent];
  return [...new Set(list)].sort();
}

export function planDelivery(
  offer: DeliveryOffer,
  body: DeliveryRequest,
  liquid: readonly CartItem[],
): DeliveryPlan | DeliveryRefusal {
  const { available } = offer;
  const first = available[0];
  if (first === undefined) return refuse('deliveryDateUnavailable');
  const { orderType } = body;
  if (orderType === '') return { orderType, dates: [first], answersList: false };

  const offered =
    orderType === 'scheduledOrder' ? offer.scheduledDelivery : offer.recurrentDelivery;
  if (!offered) return refuse('deliveryOptionUnavailable', { orderType });
  if (deliveryOptionsDisabled(liquid)) return refuse('deliveryOptionUnavailable', { orderType });

  const dates = chosenDates(body);
  if (orderType === 'scheduledOrder') {
    if (dates.length === 0) return refuse('deliveryDateUnavailable');
    const missing = dates.find((date) => !available.includes(date));
    if (missing !== undefined) return refuse('deliveryDateUnavailable', { date: missing });
    return { orderType, dates, answersList: true };
  }

  const { periods } = offer;
  const period = body.recurrentPeriod;
  if (period === undefined || !periods.includes(period))
    return refuse('deliveryDateUnavailable', { recurrentPeriod: period ?? 0 });
  if (dates.length > 1) return refuse('deliveryDateUnavailable');
  const start = dates[0] ?? first;
  const lastPeriod = periods.at(-1) ?? period;
  const window = recurrentDateWindow(
    available.filter((date) => date <= addDays(first, lastPeriod)),
    periods,
  );
  const inWindow = window !== undefined && start >= window.from && start <= window.to;
  if (!available.includes(start) && !inWindow)
    return refuse('deliveryDateUnavailable', { date: start });
  return {
    orderType,
    dates: [start],
    answersList: false,
    recurrent: { periodDays: period, startDate: start, nextDate: addDays(start, period) },
  };
}
