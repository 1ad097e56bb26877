/**
 * National public holidays by country, on which no bottler delivers: one list per country, shared
 * by its bottlers' delivery calendars. Fixed dates repeat every year; the Easter-bound and
 * weekday-bound ones are computed. Holidays set each year by moon sighting or decree (Thailand's
 * Buddhist days, Morocco's Islamic ones) are not here: a bottler adds the announced dates to its own
 * calendar. The delivery pickers look up to 60 days ahead: a test fails when the years below no
 * longer reach that far.
 */
import { addDays } from '../../domain/dates.ts';

export const HOLIDAY_YEARS = [2026, 2027, 2028, 2029, 2030] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus), 'YYYY-MM-DD'. */
export function easterSunday(year: number): string {
  const golden = year % 19;
  const century = Math.floor(year / 100);
  const yearOfCentury = year % 100;
  const leapCenturies = Math.floor(century / 4);
  const centuryRest = century % 4;
  const correction = Math.floor((century + 8) / 25);
  const moon = Math.floor((century - correction + 1) / 3);
  const epact = (19 * golden + century - leapCenturies - moon + 15) % 30;
  const leapYears = Math.floor(yearOfCentury / 4);
  const yearRest = yearOfCentury % 4;
  const weekday = (32 + 2 * centuryRest + 2 * leapYears - epact - yearRest) % 7;
  const shift = Math.floor((golden + 11 * epact + 22 * weekday) / 451);
  const monthDay = epact + weekday - 7 * shift + 114;
  return `${year}-${pad(Math.floor(monthDay / 31))}-${pad((monthDay % 31) + 1)}`;
}

/** The `nth` Monday of `month` (1–12) in `year`. */
function nthMonday(year: number, month: number, nth: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const firstMonday = 1 + ((8 - first) % 7);
  return `${year}-${pad(month)}-${pad(firstMonday + 7 * (nth - 1))}`;
}

/** Each year's dates: the fixed 'MM-DD' days plus the moving ones of `moving(year)`. */
function holidays(fixed: readonly string[], moving: (year: number) => string[] = () => []) {
  return HOLIDAY_YEARS.flatMap((year) => [
    ...fixed.map((day) => `${year}-${day}`),
    ...moving(year),
  ]).sort();
}

const goodFriday = (year: number) => addDays(easterSunday(year), -2);

export const NATIONAL_HOLIDAYS = {
  brazil: holidays(
    ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '11-20', '12-25'],
    (year) => [goodFriday(year)],
  ),
  chile: holidays(['01-01', '05-01', '05-21', '09-18', '09-19', '12-25'], (year) => [
    goodFriday(year),
  ]),
  // Constitution, Juárez and Revolution days are the first, third and third Monday.
  mexico: holidays(['01-01', '05-01', '09-16', '12-25'], (year) => [
    nthMonday(year, 2, 1),
    nthMonday(year, 3, 3),
    nthMonday(year, 11, 3),
  ]),
  paraguay: holidays(['01-01', '03-01', '05-01', '05-14', '05-15', '08-15', '12-25'], (year) => [
    addDays(easterSunday(year), -3),
    goodFriday(year),
  ]),
  kenya: holidays(['01-01', '05-01', '06-01', '10-20', '12-12', '12-25', '12-26'], (year) => [
    goodFriday(year),
    addDays(easterSunday(year), 1),
  ]),
  thailand: holidays([
    '01-01',
    '04-06',
    '04-13',
    '04-14',
    '04-15',
    '05-01',
    '07-28',
    '08-12',
    '10-13',
    '12-05',
    '12-10',
    '12-31',
  ]),
  morocco: holidays(['01-01', '01-11', '05-01', '07-30', '08-14', '11-06', '11-18']),
} satisfies Record<string, readonly string[]>;
