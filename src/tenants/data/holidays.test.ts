// The national holidays every delivery calendar skips, and a window that crosses the year: from
// late November the 60-day recurrent picker (SPEC §4) reaches into January.
import { describe, expect, it } from 'vitest';
import { availableDeliveryDates } from '../../domain/delivery-calendar.ts';
import { loadTenants } from '../load.ts';
import { NATIONAL_HOLIDAYS } from './holidays.ts';

const LATE_NOVEMBER = new Date('2026-11-22T12:00:00Z');
const LONGEST_PERIOD_DAYS = 60;
const tenants = [...loadTenants().values()];

describe('national holidays', () => {
  it.each(Object.entries(NATIONAL_HOLIDAYS))('%s: real dates, ascending, no repeats', (_, days) => {
    for (const day of days) expect(new Date(`${day}T00:00:00Z`).toISOString()).toContain(day);
    expect([...days].sort()).toEqual(days);
    expect(new Set(days).size).toBe(days.length);
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
