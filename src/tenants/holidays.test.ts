// The days no bottler delivers (holidays.ts, decision 020): public holidays from date-holidays for
// any year, regions added to their country, the tenant's own changes on top, and a window that
// crosses the year: from late November the 60-day recurrent picker (SPEC §4) reaches into January.
import { describe, expect, it } from 'vitest';
import { availableDeliveryDates } from '../domain/delivery-calendar.ts';
import { deliveryCalendarFor, holidaysIn, publicHolidays } from './holidays.ts';
import { loadTenants } from './load.ts';

const LATE_NOVEMBER = new Date('2026-11-22T12:00:00Z');
const LONGEST_PERIOD_DAYS = 60;
const registry = loadTenants();
const tenants = [...registry.values()];
const calendarOf = (id: number) => registry.get(id)!.deliveryCalendar.holidays;

describe('holiday calendars', () => {
  it.each(tenants.map((tenant) => [tenant.id, tenant] as const))(
    'tenant %i: real dates of the year, ascending, no repeats, New Year’s Day in',
    (_, tenant) => {
      for (const year of [2026, 2027, 2035]) {
        const days = holidaysIn(tenant.deliveryCalendar.holidays, year);
        for (const day of days) {
          expect(new Date(`${day}T00:00:00Z`).toISOString()).toContain(day);
          expect(day.startsWith(`${year}-`)).toBe(true);
        }
        expect([...days].sort()).toEqual(days);
        expect(new Set(days).size).toBe(days.length);
        expect(days).toContain(`${year}-01-01`);
      }
    },
  );

  // The days the hand-written lists missed (tracker issue 10, item 7).
  it.each([
    ['Thailand', 14, ['2027-05-04', '2027-06-03', '2027-10-23']],
    ['Morocco', 5, ['2027-08-20', '2027-08-21']],
    ['Paraguay', 7, ['2027-06-12', '2027-09-29', '2027-12-08']],
    [
      'Chile',
      1,
      [
        '2027-06-21',
        '2027-06-28',
        '2027-07-16',
        '2027-08-15',
        '2027-09-17',
        '2027-10-11',
        '2027-10-31',
        '2027-11-01',
        '2027-12-08',
      ],
    ],
    [
      'Kenya, Monday substitutes included',
      13,
      ['2027-10-10', '2027-10-11', '2027-12-13', '2027-12-27'],
    ],
  ] as const)('%s (tenant %i) is closed on %j', (_, id, days) => {
    expect(holidaysIn(calendarOf(id), 2027)).toEqual(expect.arrayContaining([...days]));
  });

  it('moving holidays: Good Friday, Holy Thursday, Easter Monday and Mexico’s Mondays', () => {
    expect(holidaysIn(calendarOf(2), 2027)).toContain('2027-03-26');
    expect(holidaysIn(calendarOf(7), 2027)).toEqual(
      expect.arrayContaining(['2027-03-25', '2027-03-26']),
    );
    expect(holidaysIn(calendarOf(13), 2026)).toEqual(
      expect.arrayContaining(['2026-04-03', '2026-04-06']),
    );
    expect([...holidaysIn(calendarOf(12), 2026), ...holidaysIn(calendarOf(12), 2027)]).toEqual(
      expect.arrayContaining([
        '2026-02-02',
        '2026-03-16',
        '2026-11-16',
        '2027-02-01',
        '2027-03-15',
      ]),
    );
  });

  it('any year: 2035 and 2100 have their Easter and their New Year', () => {
    expect(holidaysIn(calendarOf(2), 2035)).toEqual(
      expect.arrayContaining(['2035-01-01', '2035-03-23', '2035-12-25']),
    );
    expect(holidaysIn(calendarOf(13), 2100)).toEqual(
      expect.arrayContaining(['2100-01-01', '2100-03-26', '2100-03-29']),
    );
  });

  it('only public holidays: bank, optional and observance days are delivered', () => {
    // Brazil's Carnival Tuesday is a bank holiday nationally, Mexico's Holy Thursday and Chile's
    // 31 December too; Mother's Day in Brazil is an observance.
    expect(holidaysIn(calendarOf(9), 2027)).not.toContain('2027-02-09');
    expect(holidaysIn(calendarOf(12), 2027)).not.toContain('2027-03-25');
    expect(holidaysIn(calendarOf(1), 2027)).not.toContain('2027-12-31');
    expect(holidaysIn(calendarOf(9), 2027)).not.toContain('2027-05-09');
  });

  it('a region adds its own holidays to its country’s and keeps the national ones', () => {
    expect(holidaysIn(calendarOf(2), 2027)).toEqual(
      // Rio de Janeiro: Carnival Tuesday and São Jorge; 20 November stays (national since 2024,
      // hidden in date-holidays' Rio calendar by an expired state rule).
      expect.arrayContaining(['2027-02-09', '2027-04-23', '2027-11-20']),
    );
    expect(holidaysIn(calendarOf(3), 2027)).toContain('2027-09-20');
    expect(holidaysIn(calendarOf(9), 2027)).toContain('2027-12-19');
    expect(publicHolidays({ country: 'BR' }, 2027)).not.toContain('2027-04-23');
    expect(holidaysIn(calendarOf(9), 2027)).not.toContain('2027-04-23');
  });

  it('the tenant’s additions close a day, its removals open one, once or every year', () => {
    const calendar = { country: 'KE', add: ['2027-10-14', '12-24'], remove: ['10-20'] };
    expect(publicHolidays(calendar, 2027)).toContain('2027-10-20');
    const in2027 = holidaysIn(calendar, 2027);
    expect(in2027).toEqual(expect.arrayContaining(['2027-10-14', '2027-12-24']));
    expect(in2027).not.toContain('2027-10-20');
    const in2028 = holidaysIn(calendar, 2028);
    expect(in2028).toContain('2028-12-24');
    expect(in2028).not.toContain('2028-10-20');
    expect(in2028).not.toContain('2028-10-14');
    // Morocco's Yennayer and Thailand's Labour Day, missing from date-holidays.
    expect(holidaysIn(calendarOf(5), 2030)).toContain('2030-01-14');
    expect(holidaysIn(calendarOf(14), 2030)).toContain('2030-05-01');
  });

  it('29 February every year closes leap years only', () => {
    const calendar = { country: 'KE', add: ['02-29'] };
    expect(holidaysIn(calendar, 2028)).toContain('2028-02-29');
    expect(holidaysIn(calendar, 2027).filter((day) => day.startsWith('2027-02'))).toEqual([]);
  });

  it('is computed once per calendar and year', () => {
    const calendar = calendarOf(13);
    expect(holidaysIn(calendar, 2031)).toBe(holidaysIn(calendar, 2031));
    expect(holidaysIn({ ...calendar }, 2031)).not.toBe(holidaysIn(calendar, 2031));
    expect(holidaysIn({ ...calendar }, 2031)).toEqual(holidaysIn(calendar, 2031));
    const tenant = registry.get(13)!;
    const now = new Date('2031-03-02T12:00:00Z');
    expect(deliveryCalendarFor(tenant, now, 60).holidays).toBe(
      deliveryCalendarFor(tenant, now, 60).holidays,
    );
  });

  it('a window across the year end gets both years’ holidays', () => {
    const calendar = deliveryCalendarFor(registry.get(13)!, new Date('2027-12-20T12:00:00Z'), 30);
    expect(calendar.holidays).toEqual(expect.arrayContaining(['2027-12-27', '2028-01-01']));
    expect(calendar.weekdays).toEqual([1, 2, 3, 4, 5]);
  });

  it.each(tenants.map((tenant) => [tenant.id, tenant] as const))(
    'tenant %i offers no holiday (New Year’s Day included) in the 60-day window from late November',
    (_, tenant) => {
      const calendar = deliveryCalendarFor(tenant, LATE_NOVEMBER, LONGEST_PERIOD_DAYS);
      const offered = availableDeliveryDates({
        calendar,
        timeZone: tenant.timeZone,
        now: LATE_NOVEMBER,
        days: LONGEST_PERIOD_DAYS,
      });
      expect(offered.length).toBeGreaterThan(0);
      expect(offered.filter((day) => calendar.holidays?.includes(day))).toEqual([]);
      expect(offered).not.toContain('2027-01-01');
    },
  );

  it('without the holidays, some tenant would deliver on New Year’s Day (the test above can fail)', () => {
    const wouldDeliver = tenants.some((tenant) =>
      availableDeliveryDates({
        calendar: { ...deliveryCalendarFor(tenant, LATE_NOVEMBER, 60), holidays: [] },
        timeZone: tenant.timeZone,
        now: LATE_NOVEMBER,
        days: LONGEST_PERIOD_DAYS,
      }).includes('2027-01-01'),
    );
    expect(wouldDeliver).toBe(true);
  });
});
