/**
 * The scheduled order's dates as a month calendar (SPEC §5 scheduled delivery): the days the
 * bottler delivers are the ones that can be tapped, several may be chosen, and a shop reads them
 * by week as on a wall calendar — not as a list of some fifty checkboxes. React DayPicker
 * (decision 092) draws the grid (keyboard moves by day and week, the chosen days are
 * aria-selected); the names of months and days come from Intl in the language shown, so no
 * date-fns locale is shipped. Loaded with the scheduled option only (a chunk of its own).
 */
import { useMemo } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import styles from './scheduled-calendar.module.css';

export interface ScheduledCalendarProps {
  /** The days the bottler delivers on (YYYY-MM-DD), ascending. */
  available: readonly string[];
  /** The chosen ones (YYYY-MM-DD). */
  chosen: readonly string[];
  onChange: (dates: string[]) => void;
  /** The locale dates are written in (the shown language's). */
  locale: string;
  /** The language shown: DayPicker would otherwise mark its grid `en-US` (its locale's code),
   * and the built CSS places right-to-left boxes by `:lang()`. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The month buttons, and the navigation landmark that holds them. */
  labels: { previousMonth: string; nextMonth: string; months: string };
}

/** A calendar day as the local midnight DayPicker works with, and back. */
const toDay = (iso: string): Date =>
  new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const toIso = (day: Date): string =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The locale's first day of the week (Intl week info: 1 Monday … 7 Sunday), Monday if unknown. */
function firstDayOfWeek(locale: string): WeekDay {
  const info = new Intl.Locale(locale) as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay ?? 1;
  return (firstDay % 7) as WeekDay;
}

export default function ScheduledCalendar({
  available,
  chosen,
  onChange,
  locale,
  lang,
  dir,
  labels,
}: ScheduledCalendarProps) {
  const calendar = useMemo(() => {
    const caption = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'narrow' });
    const weekdayName = new Intl.DateTimeFormat(locale, { weekday: 'long' });
    const day = new Intl.DateTimeFormat(locale, { day: 'numeric' });
    const fullDate = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    });
    return {
      formatters: {
        formatCaption: (month: Date) => caption.format(month),
        formatWeekdayName: (date: Date) => weekday.format(date),
        formatDay: (date: Date) => day.format(date),
      },
      labels: {
        labelGrid: (month: Date) => caption.format(month),
        labelWeekday: (date: Date) => weekdayName.format(date),
        labelDayButton: (date: Date) => fullDate.format(date),
        labelNext: () => labels.nextMonth,
        labelPrevious: () => labels.previousMonth,
        labelNav: () => labels.months,
      },
      weekStartsOn: firstDayOfWeek(locale),
    };
  }, [locale, labels.nextMonth, labels.previousMonth, labels.months]);

  const offered = useMemo(() => new Set(available), [available]);
  const first = available[0];
  const last = available.at(-1);
  if (first === undefined || last === undefined) return null;
  const selected = chosen.filter((date) => offered.has(date)).map(toDay);

  return (
    <DayPicker
      className={styles.calendar}
      mode="multiple"
      selected={selected}
      onSelect={(days) => onChange((days ?? []).map(toIso).sort())}
      disabled={(date: Date) => !offered.has(toIso(date))}
      defaultMonth={toDay(chosen[0] ?? first)}
      startMonth={toDay(first)}
      endMonth={toDay(last)}
      hideNavigation={first.slice(0, 7) === last.slice(0, 7)}
      weekStartsOn={calendar.weekStartsOn}
      formatters={calendar.formatters}
      labels={calendar.labels}
      numerals="latn"
      lang={lang}
      dir={dir}
    />
  );
}
