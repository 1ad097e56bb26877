/**
 * Delivery dates a shop may pick for a scheduled or recurrent order (SPEC §7
 * `scheduled/order/available/date/{period}`; the picker asks for the last of the tenant's
 * recurrentOrderOptionalPeriods). The dates come from the tenant's deliveryCalendar in its time
 * zone at the request's instant (src/domain/delivery-calendar.ts), its holidays from
 * src/tenants/holidays.ts.
 */
import { availableDeliveryDates } from '../../../domain/delivery-calendar.ts';
import { RECURRENT_PERIODS } from '../../../domain/delivery.ts';
import { deliveryCalendarFor } from '../../../tenants/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { RequestContext } from '../../plugins/request-context.ts';

type DeliveryContext = Pick<RequestContext, 'tenant' | 'now'>;

/** SPEC §9: a period is one of 15, 30, 45, 60 days, and one the tenant offers. */
function isOfferedPeriod(ctx: DeliveryContext, period: number): boolean {
  return (
    (RECURRENT_PERIODS as readonly number[]).includes(period) &&
    (ctx.tenant.recurrentOrderOptionalPeriods as readonly number[]).includes(period)
  );
}

/**
 * The available dates ('YYYY-MM-DD', ascending) in the next `period` days. 400 `validation` for
 * a period that is not offered; an empty list when the tenant has neither scheduled nor
 * recurrent delivery on.
 */
export function availableDatesFor(ctx: DeliveryContext, period: number): string[] {
  if (!isOfferedPeriod(ctx, period)) {
    throw new HttpError(400, 'validation', { field: 'period' });
  }
  const { features, timeZone } = ctx.tenant;
  if (!features.scheduledDelivery && !features.recurrentDelivery) return [];
  return availableDeliveryDates({
    calendar: deliveryCalendarFor(ctx.tenant, ctx.now, period),
    timeZone,
    now: ctx.now,
    days: period,
  });
}
