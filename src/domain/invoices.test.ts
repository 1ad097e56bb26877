import { describe, it, expect } from 'vitest';
import { addDays, daysBetween, isoDatePart, localDate } from './dates.ts';
import { invoiceStatus } from './invoices.ts';

describe('invoiceStatus (SPEC §4 invoice status)', () => {
  const today = '2026-02-28';
  it.each([
    { due: '2026-02-27', expired: true, expected: 'expired', why: 'expired wins over overdue' },
    { due: '2026-03-05', expired: true, expected: 'expired', why: 'expired wins over normal' },
    { due: '2026-02-27', expired: false, expected: 'overdue', why: 'due yesterday' },
    { due: '2025-12-31', expired: false, expected: 'overdue', why: 'due last year' },
    { due: '2026-02-28', expired: false, expected: 'normal', why: 'due today is not overdue' },
    {
      due: '2026-03-01',
      expired: false,
      expected: 'dueNextDay',
      why: 'due tomorrow across month end',
    },
    {
      due: '2026-03-01T00:00:00',
      expired: false,
      expected: 'dueNextDay',
      why: 'time part ignored',
    },
    { due: '2026-03-02', expired: false, expected: 'normal', why: 'due in two days' },
    { due: 'not a date', expired: false, expected: 'normal', why: 'unreadable due date' },
  ])('$why → $expected', ({ due, expired, expected }) => {
    expect(invoiceStatus({ invoiceDueDate: due, invoicePaymentExpired: expired }, today)).toBe(
      expected,
    );
  });
  it.each([
    { today: '2025-12-31', due: '2026-01-01', expected: 'dueNextDay', why: 'year end' },
    { today: '2024-02-28', due: '2024-02-29', expected: 'dueNextDay', why: 'leap day' },
    { today: '2024-02-28', due: '2024-03-01', expected: 'normal', why: 'two days in a leap year' },
    { today: '2026-01-01', due: '2025-12-31', expected: 'overdue', why: 'new year' },
  ])('$why: today $today, due $due → $expected', ({ today: t, due, expected }) => {
    expect(invoiceStatus({ invoiceDueDate: due, invoicePaymentExpired: false }, t)).toBe(expected);
  });
});

describe('localDate (today in the tenant time zone)', () => {
  it.each([
    { now: '2026-03-01T02:00:00Z', zone: 'America/Sao_Paulo', expected: '2026-02-28' },
    { now: '2026-03-01T03:00:00Z', zone: 'America/Sao_Paulo', expected: '2026-03-01' },
    { now: '2026-03-01T02:00:00Z', zone: 'UTC', expected: '2026-03-01' },
    { now: '2026-01-01T04:59:00Z', zone: 'America/Mexico_City', expected: '2025-12-31' },
    { now: '2026-01-01T06:00:00Z', zone: 'America/Mexico_City', expected: '2026-01-01' },
    { now: '2025-12-31T17:00:00Z', zone: 'Asia/Bangkok', expected: '2026-01-01' },
    { now: '2025-12-31T16:59:59Z', zone: 'Asia/Bangkok', expected: '2025-12-31' },
    { now: '2026-06-30T21:30:00Z', zone: 'Africa/Nairobi', expected: '2026-07-01' },
    { now: '2026-06-30T23:30:00Z', zone: 'Africa/Casablanca', expected: '2026-07-01' },
  ])('$now in $zone is $expected', ({ now, zone, expected }) => {
    expect(localDate(new Date(now), zone)).toBe(expected);
  });
  it('uses the Gregorian year even in Thai (no Buddhist year)', () => {
    expect(localDate(new Date('2026-05-05T12:00:00Z'), 'Asia/Bangkok')).toBe('2026-05-05');
  });
  it('throws on an unknown time zone', () => {
    expect(() => localDate(new Date('2026-01-01T00:00:00Z'), 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('calendar helpers', () => {
  it.each([
    { date: '2026-02-28', days: 1, expected: '2026-03-01' },
    { date: '2026-03-01', days: -1, expected: '2026-02-28' },
    { date: '2025-12-31', days: 1, expected: '2026-01-01' },
    { date: '2024-02-28', days: 1, expected: '2024-02-29' },
    { date: '2026-01-10', days: -2, expected: '2026-01-08' },
  ])('addDays($date, $days) = $expected', ({ date, days, expected }) => {
    expect(addDays(date, days)).toBe(expected);
  });
  it.each([
    { value: '2026-02-30', expected: undefined },
    { value: '2026-13-01', expected: undefined },
    { value: '26-01-01', expected: undefined },
    { value: '2026-01-05T10:00:00Z', expected: '2026-01-05' },
  ])('isoDatePart($value) = $expected', ({ value, expected }) => {
    expect(isoDatePart(value)).toBe(expected);
  });
  it('daysBetween counts calendar days, signed', () => {
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-02-27')).toBe(-2);
  });
  it('addDays refuses a non-date', () => {
    expect(() => addDays('soon', 1)).toThrow(RangeError);
  });
});
