// The national holidays every delivery calendar skips, and a window that crosses the year: from
// late November the 60-day recurrent picker (SPEC §4) reaches into January.
import { describe, expect, it } from 'vitest';
import { availableDeliveryDates } from '../../domain/delivery-calendar.ts';
import { loadTenants } from '../load.ts';
import { addDays } from '../../domain/dates.ts';
import { easterSunday, NATIONAL_HOLIDAYS } from './holidays.ts';

const LATE_NOVEMBER = new Date('2026-11-22T12:00:00Z');
const LONGEST_PERIOD_DAYS = 60;
const tenants = [...loadTenants().values()];

describe('national holidays', () => {
  it.each(Object.entries(NATIONAL_HOLIDAYS))('%s: real dates, ascending, no repeats', (_, days) => {
    for (const day of days) expect(new Date(`${day}T00:00:00Z`).toISOString()).toContain(day);
    expect([...days].sort()).toEqual(days);
    expect(new Set(days).size).toBe(days.length);
  });

  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2029, '2029-04-01'],
    [2030, '2030-04-21'],
  ])('Easter Sunday %i is %s', (year, sunday) => {
    expect(easterSunday(year)).toBe(sunday);
  });

  it('moving holidays: Good Friday, Holy Thursday, Easter Monday and Mexico’s Mondays', () => {
    expect(NATIONAL_HOLIDAYS.brazil).toContain('2027-03-26');
    expect(NATIONAL_HOLIDAYS.paraguay).toEqual(
      expect.arrayContaining(['2027-03-25', '2027-03-26']),
    );
    expect(NATIONAL_HOLIDAYS.kenya).toEqual(expect.arrayContaining(['2026-04-03', '2026-04-06']));
    expect(NATIONAL_HOLIDAYS.mexico).toEqual(
      expect.arrayContaining([
        '2026-02-02',
        '2026-03-16',
        '2026-11-16',
        '2027-02-01',
        '2027-03-15',
      ]),
    );
  });

  // A maintenance alarm, on the real clock on purpose: the pickers look 60 days ahead, so the
  // lists must reach past that. When this fails, add the next years to HOLIDAY_YEARS.
  it('every list reaches at least 60 days past today', () => {
    const horizon = addDays(new Date().toISOString().slice(0, 10), LONGEST_PERIOD_DAYS);
    for (const days of Object.values(NATIONAL_HOLIDAYS)) {
      expect(days.at(-1)! > horizon).toBe(true);
    }
  });

  it('every country has next year’s New Year’s Day', () => {
    for (const days of Object.values(NATIONAL_HOLIDAYS)) expect(days).toContain('2027-01-01');
  });

  it.each(tenants.map((tenant) => [tenant.id, tenant] as const))(
    'tenant %i offers no holiday (New Year’s Day included) in the 60-day window from late November',
    (_, tenant) => {
      const offered = availableDeliveryDates({
        calendar: tenant.deliveryCalendar,
        timeZone: tenant.timeZone,
        now: LATE_NOVEMBER,
        days: LONGEST_PERIOD_DAYS,
      });
      expect(offered.length).toBeGreaterThan(0);
      expect(offered.filter((day) => tenant.deliveryCalendar.holidays?.includes(day))).toEqual([]);
      expect(offered).not.toContain('2027-01-01');
    },
  );

  it('without the holidays, some tenant would deliver on New Year’s Day (the test above can fail)', () => {
    const wouldDeliver = tenants.some((tenant) =>
      availableDeliveryDates({
        calendar: { ...tenant.deliveryCalendar, holidays: [] },
        timeZone: tenant.timeZone,
        now: LATE_NOVEMBER,
        days: LONGEST_PERIOD_DAYS,
      }).includes('2027-01-01'),
    );
    expect(wouldDeliver).toBe(true);
  });
});
