/**
 * Calendar dates as YYYY-MM-DD strings, and "today" in a tenant's time zone.
 * No clock here: callers pass `now`.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const DAY_MS = 86_400_000;

/** The YYYY-MM-DD part of an ISO date string, or undefined when it has none. */
export function isoDatePart(value: string): string | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [, y, m, d] = match;
  const utc = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  // Rejects impossible dates such as 2026-02-30.
  return utc.getUTCDate() === Number(d) && utc.getUTCMonth() === Number(m) - 1
    ? `${y}-${m}-${d}`
    : undefined;
}

/** Calendar arithmetic on YYYY-MM-DD strings (no time zone involved: a date is a date). */
export function addDays(date: string, days: number): string {
  const part = isoDatePart(date);
  if (part === undefined) throw new RangeError(`not an ISO date: ${date}`);
  const ms = Date.parse(`${part}T00:00:00Z`) + days * DAY_MS;
  return new Date(ms).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one
 * (issue 16: date helpers were ~15% of order/create's CPU). Unknown zones throw and are not kept.
 */
const localDateFormats = new Map<string, Intl.DateTimeFormat>();

function localDateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = localDateFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    localDateFormats.set(timeZone, format);
  }
  return format;
}

/**
 * YYYY-MM-DD of the instant `now` in the IANA `timeZone` (e.g. "America/Sao_Paulo").
 * Pure: the caller passes the clock. Throws RangeError for an unknown time zone.
 */
export function localDate(now: Date, timeZone: string): string {
  let year = '';
  let month = '';
  let day = '';
  for (const part of localDateFormat(timeZone).formatToParts(now)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year}-${month}-${day}`;
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time of `instant` in `timeZone`, as milliseconds of a UTC date with those fields. */
function wallClockMs(instant: Date, timeZone: string): number {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormats.set(timeZone, format);
  }
  const field: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) field[part.type] = Number(part.value);
  return Date.UTC(
    field.year ?? 0,
    (field.month ?? 1) - 1,
    field.day ?? 1,
    field.hour ?? 0,
    field.minute ?? 0,
    field.second ?? 0,
  );
}

/**
 * The instant a calendar day (YYYY-MM-DD) starts in `timeZone`: its local midnight (or, where a
 * daylight-saving change skips midnight, the first instant of that day).
 */
export function startOfLocalDay(day: string, timeZone: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const target = Date.UTC(year, month - 1, date);
  let guess = target;
  for (let step = 0; step < 3; step += 1) {
    const drift = wallClockMs(new Date(guess), timeZone) - target;
    if (drift === 0) break;
    guess -= drift;
  }
  // A skipped midnight leaves the guess in the day before: move to the day's first hour.
  while (localDate(new Date(guess), timeZone) < day) guess += 3_600_000;
  return new Date(guess);
}
