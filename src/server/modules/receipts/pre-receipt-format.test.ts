import { describe, it, expect } from 'vitest';
import {
  currencyLabel,
  formatReceiptAmount,
  formatReceiptDate,
  formatReceiptDateTime,
  formatReceiptDeduction,
  formatReceiptQuantity,
  pdfSafeText,
  receiptInstant,
} from './pre-receipt-format.ts';

const NBSP = '\u00a0';
/** Test tables spell the no-break space as "_" for readability. */
const nb = (text: string) => text.replaceAll('_', NBSP);

describe('formatReceiptAmount (SPEC §7 pre-receipt: French, two decimals)', () => {
  it.each([
    { amount: 1234.5, currency: 'MAD', expected: '1_234,50_DH' },
    { amount: 0, currency: 'MAD', expected: '0,00_DH' },
    { amount: 3.49, currency: 'BRL', expected: '3,49_BRL' },
    { amount: 1234567.891, currency: 'mad', expected: '1_234_567,89_DH' },
    { amount: 1.005, currency: 'EUR', expected: '1,01_EUR' },
    { amount: 0.004, currency: 'USD', expected: '0,00_USD' },
    { amount: -12.5, currency: 'MAD', expected: '-12,50_DH' },
    // SPEC §7 says two decimals, so even the zero-decimal currencies get them here.
    { amount: 1500, currency: 'CLP', expected: '1_500,00_CLP' },
    { amount: 25000, currency: 'PYG', expected: '25_000,00_PYG' },
  ])('$amount $currency → "$expected"', ({ amount, currency, expected }) => {
    expect(formatReceiptAmount(amount, currency)).toBe(nb(expected));
  });

  it('never contains U+202F, which the embedded Noto Sans subsets cannot draw', () => {
    expect(formatReceiptAmount(9_876_543.21, 'MAD')).not.toMatch(/\u202f/);
    expect(new Intl.NumberFormat('fr-FR').format(1234)).toMatch(/\u202f/);
  });

  it.each([NaN, Infinity, -Infinity])('refuses %s instead of printing it', (amount) => {
    expect(() => formatReceiptAmount(amount, 'MAD')).toThrow(RangeError);
  });
});

describe('formatReceiptDeduction (Remise lines)', () => {
  it.each([
    { amount: 10, expected: '-10,00_DH' },
    { amount: -10, expected: '-10,00_DH' },
    { amount: 0, expected: '0,00_DH' },
  ])('$amount → "$expected"', ({ amount, expected }) => {
    expect(formatReceiptDeduction(amount, 'MAD')).toBe(nb(expected));
  });
});

describe('currencyLabel', () => {
  it.each([
    ['MAD', 'DH'],
    ['mad', 'DH'],
    ['BRL', 'BRL'],
    ['PYG', 'PYG'],
  ])('%s → %s', (currency, expected) => {
    expect(currencyLabel(currency)).toBe(expected);
  });
});

describe('formatReceiptQuantity', () => {
  it.each([
    [1, '1'],
    [9999, '9_999'],
    [2.5, '2,5'],
  ])('%s → %s', (quantity, expected) => {
    expect(formatReceiptQuantity(quantity)).toBe(nb(expected));
  });

  it('refuses a non-finite quantity', () => {
    expect(() => formatReceiptQuantity(NaN)).toThrow(RangeError);
  });
});

describe('formatReceiptDateTime (order date in the tenant time zone, fr-FR)', () => {
  it.each([
    { at: '2026-03-15T23:30:00Z', zone: 'UTC', expected: '15/03/2026 23:30' },
    { at: '2026-03-15T23:30:00Z', zone: 'America/Sao_Paulo', expected: '15/03/2026 20:30' },
    { at: '2026-03-15T23:30:00Z', zone: 'Asia/Bangkok', expected: '16/03/2026 06:30' },
    { at: '2026-07-01T00:00:00Z', zone: 'Europe/Paris', expected: '01/07/2026 02:00' },
  ])('$at in $zone → $expected', ({ at, zone, expected }) => {
    expect(formatReceiptDateTime(at, zone)).toBe(expected);
    expect(formatReceiptDateTime(new Date(at), zone)).toBe(expected);
  });

  it('throws on an unknown time zone or an unparseable instant', () => {
    expect(() => formatReceiptDateTime('2026-03-15T10:00:00Z', 'Mars/Olympus')).toThrow(RangeError);
    expect(() => receiptInstant('not a date')).toThrow('preReceipt.invalidCreatedAt');
  });
});

describe('formatReceiptDate (delivery dates: calendar dates, no zone shift)', () => {
  it.each([
    ['2026-03-20', '20/03/2026'],
    ['2026-12-31T23:00:00.000Z', '31/12/2026'],
    ['2026-02-30', '2026-02-30'],
    ['demain', 'demain'],
  ])('%s → %s', (iso, expected) => {
    expect(formatReceiptDate(iso)).toBe(expected);
  });
});

describe('pdfSafeText', () => {
  it('swaps U+202F for U+00A0 and leaves other text alone', () => {
    expect(pdfSafeText('1\u202f234 Açaí น้ำ')).toBe('1\u00a0234 Açaí น้ำ');
  });
});
