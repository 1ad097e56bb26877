/**
 * The days a bottler does not deliver (decision 020): the public holidays of its country, and of
 * its region when it has its own, from the `date-holidays` package, with the tenant's own
 * additions and removals on top. Computed for any year on first use, then cached per tenant
 * calendar and year: the delivery-date call and order create ask on every request.
 *
 * Server-only (the package and its data are large): the browser never imports this file, and
 * the shop gets its delivery dates from `scheduled/order/available/date/{period}`.
 *
 * - Only type `public`: days off by law. `bank` (banks closed: Brazil's Carnival, Mexico's Holy
 *   Thursday and Friday), `optional` (a half day or a day the employer may give) and `observance`
 *   (Mother's Day) are working days; a bottler that closes on one adds it to its calendar.
 * - Substitute days count (Kenya moves a Sunday holiday to the Monday): they are `public` too.
 * - A region adds its holidays to the country's and never takes one away: date-holidays 3.37
 *   lets an expired state rule for 20 November hide Brazil's national holiday of that day (since
 *   2024) in Rio de Janeiro and São Paulo.
 * - Days set by moon sighting (the Islamic holidays, Thailand's Buddhist days) are computed by
 *   the package or missing from it: the bottler corrects them with `add` and `remove`.
 */
import Holidays from 'date-holidays';
import { addDays, isoDatePart } from '../domain/dates.ts';
import type { DeliveryCalendar } from '../domain/delivery-calendar.ts';

/** A tenant's holiday calendar, as its file states it (schema.ts `holidayCalendarSchema`). */
export interface HolidayCalendar {
  /** ISO 3166-1 alpha-2 code of the country whose public holidays apply. */
  readonly country: string;
  /** date-holidays' code of the state or region, when it has holidays of its own. */
  readonly region?: string | undefined;
  /** Extra closed days: 'YYYY-MM-DD' once, 'MM-DD' every year. */
  readonly add?: readonly string[] | undefined;
  /** Public holidays the bottler delivers on anyway: 'YYYY-MM-DD' once, 'MM-DD' every year. */
  readonly remove?: readonly string[] | undefined;
  /**
   * Days delivered whatever closes them ('YYYY-MM-DD'): the console's extra delivery days
   * (decision 058), applied after `add`. Not a tenant-file field.
   */
  readonly open?: readonly string[] | undefined;
}

export interface HolidayPlace {
  readonly country: string;
  readonly region?: string | undefined;
}

const MONTH_DAY = /^\d{2}-\d{2}$/;

/** The dates of `days` in `year`: 'YYYY-MM-DD' ones of that year, 'MM-DD' ones that exist in it. */
function daysIn(days: readonly string[] | undefined, year: number): string[] {
  const prefix = `${String(year).padStart(4, '0')}-`;
  return (days ?? []).flatMap((day) => {
    if (day.startsWith(prefix)) return [day];
    if (!MONTH_DAY.test(day)) return [];
    const date = isoDatePart(`${prefix}${day}`);
    return date === undefined ? [] : [date];
  });
}

const libraries = new Map<string, Holidays>();

function library(country: string, region?: string): Holidays {
  const key = region === undefined ? country : `${country}-${region}`;
  let holidays = libraries.get(key);
  if (holidays === undefined) {
    holidays = region === undefined ? new Holidays(country) : new Holidays(country, region);
    libraries.set(key, holidays);
  }
  return holidays;
}

/** Whether date-holidays knows `country`, and `region` in it when one is given. */
export function isHolidayPlace({ country, region }: HolidayPlace): boolean {
  const countries = new Holidays().getCountries();
  if (countries[country] === undefined) return false;
  if (region === undefined) return true;
  return new Holidays().getStates(country)?.[region] !== undefined;
}

const DAY_MS = 86_400_000;

/** The local dates ('YYYY-MM-DD') of the public holidays of `country` (or its `region`) in `year`. */
function libraryDays(country: string, region: string | undefined, year: number): string[] {
  return library(country, region)
    .getHolidays(year)
    .filter((holiday) => holiday.type === 'public')
    .flatMap((holiday) => {
      // `date` is local to the country; a holiday may last more than one day.
      const first = holiday.date.slice(0, 10);
      const length = Math.max(1, Math.round((+holiday.end - +holiday.start) / DAY_MS));
      return Array.from({ length }, (_, index) => addDays(first, index));
    })
    .filter((date) => date.startsWith(`${year}-`));
}

/** The public holidays ('YYYY-MM-DD', ascending) of `place` in `year`, without tenant changes. */
export function publicHolidays(place: HolidayPlace, year: number): string[] {
  const days = new Set(libraryDays(place.country, undefined, year));
  if (place.region !== undefined) {
    for (const day of libraryDays(place.country, place.region, year)) days.add(day);
  }
  return [...days].sort();
}

interface CachedCalendar {
  /** Closed days by year. */
  readonly years: Map<number, readonly string[]>;
  /** Closed days of consecutive years, by 'from-to' year: what one delivery window needs. */
  readonly spans: Map<string, readonly string[]>;
}

const cache = new WeakMap<HolidayCalendar, CachedCalendar>();

function cachedFor(calendar: HolidayCalendar): CachedCalendar {
  let cached = cache.get(calendar);
  if (cached === undefined) {
    cached = { years: new Map(), spans: new Map() };
    cache.set(calendar, cached);
  }
  return cached;
}

/**
 * The closed days ('YYYY-MM-DD', ascending) of `calendar` in `year`: its place's public holidays
 * without `remove`, with `add`, without `open`. Cached per calendar object and year; the result is frozen.
 */
export function holidaysIn(calendar: HolidayCalendar, year: number): readonly string[] {
  const { years } = cachedFor(calendar);
  let days = years.get(year);
  if (days === undefined) {
    const removed = new Set(daysIn(calendar.remove, year));
    const closed = new Set(publicHolidays(calendar, year).filter((day) => !removed.has(day)));
    for (const day of daysIn(calendar.add, year)) closed.add(day);
    for (const day of daysIn(calendar.open, year)) closed.delete(day);
    days = Object.freeze([...closed].sort());
    years.set(year, days);
  }
  return days;
}

/** The closed days of `calendar` in every year from `from` to `to` ('YYYY-MM-DD'); frozen. */
export function holidaysOfYears(
  calendar: HolidayCalendar,
  from: string,
  to: string,
): readonly string[] {
  const [first, last] = [Number(from.slice(0, 4)), Number(to.slice(0, 4))];
  const { spans } = cachedFor(calendar);
  const key = `${first}-${last}`;
  let days = spans.get(key);
  if (days === undefined) {
    const all: string[] = [];
    for (let year = first; year <= last; year += 1) all.push(...holidaysIn(calendar, year));
    days = Object.freeze(all);
    spans.set(key, days);
  }
  return days;
}

/** What `deliveryCalendarFor` needs of a tenant. */
export interface TenantDeliverySettings {
  readonly deliveryCalendar: Omit<DeliveryCalendar, 'holidays'> & {
    readonly holidays: HolidayCalendar;
  };
}

/**
 * The domain's delivery calendar of `tenant` for a window of `days` days from `now`
 * (availableDeliveryDates): its weekdays, lead days and cut-off, and the closed days of every
 * year the window touches. The window starts on today in the tenant's time zone, which is within
 * a day of today in UTC, so the years of UTC today − 1 … today + days + 1 cover it.
 */
export function deliveryCalendarFor(
  tenant: TenantDeliverySettings,
  now: Date,
  days: number,
): DeliveryCalendar {
  const { holidays, ...rules } = tenant.deliveryCalendar;
  const today = now.toISOString().slice(0, 10);
  return {
    ...rules,
    holidays: holidaysOfYears(holidays, addDays(today, -1), addDays(today, days + 1)),
  };
}

/**
 * Computes this year's and next year's closed days of every tenant, so that the first requests
 * after a start do not pay for it (date-holidays takes milliseconds per country and year).
 */
export function warmHolidays(tenants: Iterable<TenantDeliverySettings>, now: Date): void {
  const year = now.getUTCFullYear();
  for (const tenant of tenants) {
    for (const y of [year, year + 1]) holidaysIn(tenant.deliveryCalendar.holidays, y);
  }
}
