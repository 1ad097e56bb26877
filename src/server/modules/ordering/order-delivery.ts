/**
 * When an order is delivered (SPEC §4 order type; §5 scheduled and recurrent orders, "Products with
 * a quantityLimit disable the scheduled and recurrent options"; §9 recurrent periods).
 *
 * - No order type: one order, delivered on the first available delivery date.
 * - scheduledOrder: one order per chosen date; every date must be an available delivery date.
 * - recurrentOrder: a period the tenant offers; the first order is delivered on the chosen start
 *   date (an available date, or a date of the recurrent picker's window) or else on the first
 *   available date; the standing schedule repeats every period from there.
 * Available dates come from the tenant's delivery calendar (domain delivery-calendar.ts, holidays
 * from tenants/holidays.ts) over AVAILABLE_WINDOW_DAYS, in the tenant's time zone. Pure: the caller passes `now`.
 */
import type { CreateOrderBody } from '../../../contract/index.ts';
import { availableDeliveryDates } from '../../../domain/delivery-calendar.ts';
import { deliveryOptionsDisabled, recurrentDateWindow } from '../../../domain/delivery.ts';
import { addDays } from '../../../domain/dates.ts';
import type { CartItem } from '../../../domain/types.ts';
import { deliveryCalendarFor, type ResolvedTenantConfig } from '../../../tenants/index.ts';

/** Days ahead in which a chosen delivery date may fall (the widest `available/date/{period}`). */
export const AVAILABLE_WINDOW_DAYS = 366;

export interface DeliveryPlan {
  orderType: CreateOrderBody['orderType'];
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

function chosenDates(body: Pick<CreateOrderBody, 'scheduledDeliveryDate'>): string[] {
  const sent = body.scheduledDeliveryDate;
  const list = sent === undefined ? [] : Array.isArray(sent) ? sent : [sent];
  return [...new Set(list)].sort();
}

export function planDelivery(
  tenant: ResolvedTenantConfig,
  now: Date,
  body: Pick<CreateOrderBody, 'orderType' | 'scheduledDeliveryDate' | 'recurrentPeriod'>,
  liquid: readonly CartItem[],
): DeliveryPlan | DeliveryRefusal {
  const available = availableDeliveryDates({
    calendar: deliveryCalendarFor(tenant, now, AVAILABLE_WINDOW_DAYS),
    timeZone: tenant.timeZone,
    now,
    days: AVAILABLE_WINDOW_DAYS,
  });
  const first = available[0];
  if (first === undefined) return refuse('deliveryDateUnavailable');
  const { orderType } = body;
  if (orderType === '') return { orderType, dates: [first], answersList: false };

  const offered =
    orderType === 'scheduledOrder'
      ? tenant.features.scheduledDelivery
      : tenant.features.recurrentDelivery;
  if (!offered) return refuse('deliveryOptionUnavailable', { orderType });
  if (deliveryOptionsDisabled(liquid)) return refuse('deliveryOptionUnavailable', { orderType });

  const dates = chosenDates(body);
  if (orderType === 'scheduledOrder') {
    if (dates.length === 0) return refuse('deliveryDateUnavailable');
    const missing = dates.find((date) => !available.includes(date));
    if (missing !== undefined) return refuse('deliveryDateUnavailable', { date: missing });
    return { orderType, dates, answersList: true };
  }

  const periods: readonly number[] = tenant.recurrentOrderOptionalPeriods;
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
