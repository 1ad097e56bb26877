/**
 * Calendar dates in a tenant's time zone, so "due tomorrow" and "this month" are right for the
 * tenant wherever the seed runs. Dates are 'YYYY-MM-DD' strings, as `date` columns take them.
 */
import { TZDate } from '@date-fns/tz';

export function localDate(now: Date, timeZone: string): string {
  const d = new TZDate(now.getTime(), timeZone);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Year and month (1–12) of `date`, optionally `monthsBack` months earlier. */
export function yearMonth(date: string, monthsBack = 0): { year: number; month: number } {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - monthsBack;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function period(ym: { year: number; month: number }): string {
  return `${ym.year}-${pad(ym.month)}`;
}

/** `now` moved back by days and hours (a timestamp, not a calendar date). */
export function hoursBefore(now: Date, hours: number): Date {
  return new Date(now.getTime() - hours * 3_600_000);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
