/**
 * The tenant's calendar (PRODUCT.md: each tenant has a time zone; ARCHITECTURE.md "each tenant's
 * time zone for 'due tomorrow', 'month end'") and dates shown in the tenant's locale.
 * The caller passes `now`, so screens can be tested with a fixed clock.
 */
import { isoDatePart, localDate } from '../../domain/dates.ts';
import type { LanguageCode } from '../../domain/types.ts';

/** YYYY-MM-DD of `now` in the tenant's zone (UTC when the tenant names none). */
export function tenantToday(now: Date, timeZone: string | undefined): string {
  return localDate(now, timeZone ?? 'UTC');
}

/** Month (1-12) and year of `now` in the tenant's zone. */
export function tenantMonth(
  now: Date,
  timeZone: string | undefined,
): { month: number; year: number } {
  const [year, month] = tenantToday(now, timeZone).split('-').map(Number);
  return { month: month ?? 1, year: year ?? 1970 };
}

export interface DateLocale {
  /** The tenant's Intl locale when showing its default language. */
  locale: string | undefined;
  language: LanguageCode;
  tenantLanguage: LanguageCode;
}

/**
 * The Intl locale for the language shown now: the tenant's own for its default language, with
 * Latin digits and the Gregorian calendar (decision 051).
 */
export function intlLocale({ locale, language, tenantLanguage }: DateLocale): string {
  const tag = language === tenantLanguage && locale ? locale : language;
  try {
    return new Intl.Locale(tag, { numberingSystem: 'latn', calendar: 'gregory' }).toString();
  } catch {
    return language;
  }
}

/**
 * Day, month and a four-digit year in the locale's order: `dateStyle: 'short'` writes two-digit
 * years in some locales, and Thai's default calendar is the Buddhist era, so "25/11/69" could be
 * either era (issue 14). With the Gregorian calendar (as every date the server writes: invoices,
 * delivery dates, the PDF) and four digits it reads "25/11/2026" in Thai as in pt (decision 051).
 */
const DAY_MONTH_YEAR = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/**
 * A calendar date (YYYY-MM-DD, a time part ignored) for display, e.g. "18/11/2026"; the raw
 * text when it is not a date.
 */
export function formatCalendarDate(value: string, locale: string): string {
  const day = isoDatePart(value);
  if (day === undefined) return value;
  return new Intl.DateTimeFormat(locale, { ...DAY_MONTH_YEAR, timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** An instant (ISO date-time) as the date it was in the tenant's zone; the raw text if unreadable. */
export function formatInstantDate(
  value: string,
  locale: string,
  timeZone: string | undefined,
): string {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return value;
  return new Intl.DateTimeFormat(locale, {
    ...DAY_MONTH_YEAR,
    timeZone: timeZone ?? 'UTC',
  }).format(new Date(ms));
}

/** A `YYYY-MM` period as "November 2026" in the locale; the raw text if unreadable. */
export function formatMonthPeriod(period: string, locale: string): string {
  const day = isoDatePart(`${period}-01`);
  if (day === undefined) return period;
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
