import { describe, it, expect } from 'vitest';
import {
  availableDeliveryDates,
  earliestDeliveryDate,
  type DeliveryCalendar,
} from './delivery-calendar.ts';

const WEEKDAYS: DeliveryCalendar = { weekdays: [1, 2, 3, 4, 5], leadDays: 1, cutoffHour: 14 };

describe('availableDeliveryDates (SPEC §7 scheduled/order/available/date/{period})', () => {
  it.each([
    {
      name: 'before the cutoff hour: lead days only (Mon 13:59 → Tue)',
      calendar: WEEKDAYS,
      now: '2026-03-02T13:59:00Z',
      days: 7,
      expected: ['2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'],
    },
    {
      name: 'at the cutoff hour: one more day (Mon 14:00 → Wed)',
      calendar: WEEKDAYS,
      now: '2026-03-02T14:00:00Z',
      days: 7,
      expected: ['2026-03-04', '2026-03-05', '2026-03-06'],
    },
    {
      name: 'skips non-delivery weekdays across a weekend and a month end (Fri → Mon)',
      calendar: WEEKDAYS,
      now: '2026-02-27T10:00:00Z',
      days: 7,
      expected: ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'],
    },
    {
      name: 'skips holidays',
      calendar: { ...WEEKDAYS, holidays: ['2026-03-02', '2026-03-04'] },
      now: '2026-02-27T10:00:00Z',
      days: 7,
      expected: ['2026-03-03', '2026-03-05'],
    },
    {
      name: 'crosses a year end',
      calendar: WEEKDAYS,
      now: '2026-12-31T09:00:00Z',
      days: 5,
      expected: ['2027-01-01', '2027-01-04'],
    },
    {
      name: 'crosses a year end with a New Year holiday',
      calendar: { ...WEEKDAYS, holidays: ['2027-01-01'] },
      now: '2026-12-31T09:00:00Z',
      days: 5,
      expected: ['2027-01-04'],
    },
    {
      name: 'lead 0 before the cutoff: today is available',
      calendar: { ...WEEKDAYS, leadDays: 0 },
      now: '2026-03-02T08:00:00Z',
      days: 3,
      expected: ['2026-03-02', '2026-03-03', '2026-03-04'],
    },
    {
      name: 'cutoff 0: always past the cutoff',
      calendar: { ...WEEKDAYS, leadDays: 0, cutoffHour: 0 },
      now: '2026-03-02T00:00:00Z',
      days: 3,
      expected: ['2026-03-03', '2026-03-04'],
    },
    {
      name: 'weekend-only calendar',
      calendar: { weekdays: [0, 6], leadDays: 2, cutoffHour: 12 },
      now: '2026-03-02T08:00:00Z',
      days: 14,
      expected: ['2026-03-07', '2026-03-08', '2026-03-14', '2026-03-15'],
    },
    {
      name: 'window of 0 days is empty',
      calendar: WEEKDAYS,
      now: '2026-03-02T08:00:00Z',
      days: 0,
      expected: [],
    },
    {
      name: 'the window is `days` long, counted from today',
      calendar: { weekdays: [0, 1, 2, 3, 4, 5, 6], leadDays: 0, cutoffHour: 23 },
      now: '2026-03-02T08:00:00Z',
      days: 2,
      expected: ['2026-03-02', '2026-03-03'],
    },
  ])('$name', ({ calendar, now, days, expected }) => {
    expect(availableDeliveryDates({ calendar, timeZone: 'UTC', now: new Date(now), days })).toEqual(
      expected,
    );
  });

  it.each([
    // 2026-03-02T06:00Z: São Paulo 03:00 Mon (before 14), Tokyo 15:00 Mon (after 14).
    { timeZone: 'America/Sao_Paulo', now: '2026-03-02T06:00:00Z', earliest: '2026-03-03' },
    { timeZone: 'Asia/Tokyo', now: '2026-03-02T06:00:00Z', earliest: '2026-03-04' },
    // 2026-03-02T02:00Z: São Paulo is still Sunday 23:00 (past cutoff) → Sun + 1 + 1 = Tue.
    { timeZone: 'America/Sao_Paulo', now: '2026-03-02T02:00:00Z', earliest: '2026-03-03' },
    // 2026-03-01T22:00Z: Nairobi is already Monday 01:00 (before cutoff) → Tue.
    { timeZone: 'Africa/Nairobi', now: '2026-03-01T22:00:00Z', earliest: '2026-03-03' },
    // 2026-03-01T22:00Z in UTC: Sunday 22:00 (past cutoff) → Tue.
    { timeZone: 'UTC', now: '2026-03-01T22:00:00Z', earliest: '2026-03-03' },
    // 2026-03-02T11:30Z: Kolkata 17:00 (past cutoff) → Wed.
    { timeZone: 'Asia/Kolkata', now: '2026-03-02T11:30:00Z', earliest: '2026-03-04' },
  ])('uses the tenant time zone for today and the cutoff: $timeZone at $now', (row) => {
    const now = new Date(row.now);
    expect(earliestDeliveryDate(WEEKDAYS, row.timeZone, now)).toBe(row.earliest);
    const dates = availableDeliveryDates({
      calendar: WEEKDAYS,
      timeZone: row.timeZone,
      now,
      days: 7,
    });
    expect(dates[0]).toBe(row.earliest);
  });

  it('Sunday 23:00 local vs Monday 01:00 local differ in today (time zone matters)', () => {
    const now = new Date('2026-03-01T22:00:00Z');
    const calendar = { weekdays: [0, 1, 2, 3, 4, 5, 6], leadDays: 0, cutoffHour: 23 };
    expect(availableDeliveryDates({ calendar, timeZone: 'UTC', now, days: 2 })).toEqual([
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(availableDeliveryDates({ calendar, timeZone: 'Africa/Nairobi', now, days: 2 })).toEqual([
      '2026-03-02',
      '2026-03-03',
    ]);
  });
});
