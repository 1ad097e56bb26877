/**
 * Delivery dates a client may pick for a scheduled or recurrent order (SPEC §3 "available dates",
 * §7 `scheduled/order/available/date/{period}`), from the tenant's delivery calendar.
 *
 * Window: the `days` calendar dates starting today (today, today+1, …, today+days-1), in the
 * tenant's time zone. A date in the window is available when
 * - its weekday is one of `calendar.weekdays` (0 = Sunday … 6 = Saturday),
 * - it is not in `calendar.holidays`, and
 * - it is at least `leadDays` days after today, plus one more day when the local hour is at or
 *   after `cutoffHour` (an order placed then counts as next day's).
 * Pure: the caller passes the clock (`now`).
 */
import { addDays, daysBetween, localDate } from './dates.ts';

export interface DeliveryCalendar {
  weekdays: readonly number[];
  leadDays: number;
  cutoffHour: number;
  holidays?: readonly string[];
}

export interface AvailableDeliveryDatesInput {
  calendar: DeliveryCalendar;
  /** IANA time zone of the tenant, e.g. "America/Sao_Paulo". */
  timeZone: string;
  now: Date;
  /** Length of the window in days, counted from today. */
  days: number;
}

/** One hour formatter per time zone (building one costs far more than using it; issue 16). */
const hourFormats = new Map<string, Intl.DateTimeFormat>();

/** Hour 0-23 of the instant `now` in `timeZone`. */
function localHour(now: Date, timeZone: string): number {
  let format = hourFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      hourCycle: 'h23',
      numberingSystem: 'latn',
    });
    hourFormats.set(timeZone, format);
  }
  const hour = format.formatToParts(now).find((part) => part.type === 'hour')?.value;
  return Number(hour ?? 0) % 24;
}

/** Weekday 0 = Sunday … 6 = Saturday of a YYYY-MM-DD date. */
function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The earliest deliverable date for an order placed at `now` (lead days + cutoff). */
export function earliestDeliveryDate(
  calendar: Pick<DeliveryCalendar, 'leadDays' | 'cutoffHour'>,
  timeZone: string,
  now: Date,
): string {
  const today = localDate(now, timeZone);
  const pastCutoff = localHour(now, timeZone) >= calendar.cutoffHour ? 1 : 0;
  return addDays(today, calendar.leadDays + pastCutoff);
}

/** The available delivery dates ('YYYY-MM-DD', ascending) in the next `days` days. */
export function availableDeliveryDates(input: AvailableDeliveryDatesInput): string[] {
  const { calendar, timeZone, now, days } = input;
  const today = localDate(now, timeZone);
  const earliest = earliestDeliveryDate(calendar, timeZone, now);
  const holidays = new Set(calendar.holidays ?? []);
  const weekdays = new Set(calendar.weekdays);
  const dates: string[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const date = addDays(today, offset);
    if (daysBetween(earliest, date) < 0) continue;
    if (!weekdays.has(weekdayOf(date))) continue;
    if (holidays.has(date)) continue;
    dates.push(date);
  }
  return dates;
}
