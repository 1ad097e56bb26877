/**
 * Dates the shop shows (issue 14): a four-digit year in every language, so Thai's dates never
 * read as two ambiguous digits of the Buddhist era ("25/11/69").
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES as LANGUAGE_CODES } from '../../domain/languages.ts';
import {
  formatCalendarDate,
  formatInstantDate,
  formatMonthPeriod,
  intlLocale,
} from './tenant-time.ts';

const locale = (language: (typeof LANGUAGE_CODES)[number], tenantLocale?: string) =>
  intlLocale({ locale: tenantLocale, language, tenantLanguage: language });

describe('dates in the tenant locale', () => {
  it("Thai: day, month and the Gregorian year in four digits, like the server's dates", () => {
    const th = locale('th', 'th-TH');
    expect(formatCalendarDate('2026-11-25', th)).toBe('25/11/2026');
    expect(formatInstantDate('2026-11-25T10:00:00Z', th, 'Asia/Bangkok')).toBe('25/11/2026');
    expect(formatMonthPeriod('2026-11', th)).toBe('พฤศจิกายน 2026');
  });

  it.each(LANGUAGE_CODES)('%s: no date without its four-digit year', (language) => {
    const shown = [
      formatCalendarDate('2026-11-25', locale(language)),
      formatInstantDate('2026-11-25T10:00:00Z', locale(language), 'UTC'),
      formatMonthPeriod('2026-11', locale(language)),
    ];
    for (const text of shown) expect(text).toMatch(/\b2026\b/);
    expect(shown[0]).toMatch(/25/);
  });

  it('pt-BR keeps its familiar short form', () => {
    expect(formatCalendarDate('2026-11-25', locale('pt', 'pt-BR'))).toBe('25/11/2026');
  });
});
