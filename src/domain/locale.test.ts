import { describe, it, expect, vi } from 'vitest';
import {
  CURRENCY_SYMBOL_OVERRIDES,
  FONT_SIZE_OVERRIDES,
  SUPPORTED_LANGUAGES,
  bilingualSettings,
  directionFor,
  fallbackCurrency,
  fontSizeFor,
  formatCount,
  formatMoney,
  resolveLanguage,
} from './locale.ts';

describe('SUPPORTED_LANGUAGES (SPEC §9)', () => {
  it('lists the six languages', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['pt', 'es', 'en', 'th', 'fr', 'ar']);
  });
});

describe('resolveLanguage (SPEC §1 query, else storage, else default)', () => {
  const morocco = { tenantDefault: 'fr', tenantLanguages: ['fr', 'ar'] } as const;
  it.each([
    { query: 'ar', stored: 'fr', expected: 'ar', why: 'query wins' },
    { query: null, stored: 'ar', expected: 'ar', why: 'storage next' },
    { query: undefined, stored: undefined, expected: 'fr', why: 'default last' },
    {
      query: 'en',
      stored: 'ar',
      expected: 'ar',
      why: 'query the tenant does not offer is ignored',
    },
    { query: 'en', stored: 'pt', expected: 'fr', why: 'neither offered → default' },
    { query: 'xx', stored: null, expected: 'fr', why: 'unsupported value' },
    { query: 'AR', stored: null, expected: 'ar', why: 'case-insensitive' },
    { query: 'ar-MA', stored: null, expected: 'ar', why: 'region subtag dropped' },
    { query: '', stored: 'ar', expected: 'ar', why: 'empty query falls through' },
  ])('$why', ({ query, stored, expected }) => {
    expect(resolveLanguage({ query, stored, ...morocco })).toBe(expected);
  });
  it('a tenant with no language list offers only its default', () => {
    expect(resolveLanguage({ query: 'en', tenantDefault: 'pt', tenantLanguages: [] })).toBe('pt');
    expect(resolveLanguage({ query: 'pt', tenantDefault: 'pt', tenantLanguages: [] })).toBe('pt');
  });
});

describe('directionFor / bilingualSettings (SPEC §1, §9)', () => {
  it.each([
    { lang: 'ar', expected: 'rtl' },
    { lang: 'fr', expected: 'ltr' },
    { lang: 'pt', expected: 'ltr' },
    { lang: 'th', expected: 'ltr' },
  ] as const)('$lang → $expected', ({ lang, expected }) => {
    expect(directionFor(lang)).toBe(expected);
  });
  it.each([
    { lang: 'ar', expected: { language: 'ar', country: 'KSA', direction: 'rtl' } },
    { lang: 'fr', expected: { language: 'fr', country: 'FR', direction: 'ltr' } },
    { lang: 'es', expected: undefined },
  ] as const)('bilingual $lang → $expected', ({ lang, expected }) => {
    expect(bilingualSettings(lang)).toEqual(expected);
  });
});

describe('formatCount: counts shown like money, Latin digits, no bidi marks', () => {
  it.each([
    ['en-US', 'en', '5,000'],
    ['pt-BR', 'pt', '5.000'],
    ['ar-MA-u-nu-latn', 'ar', '5.000'],
    [undefined, 'ar', '5,000'],
    ['th-TH', 'th', '5,000'],
  ] as const)('%s (%s): 5000 → %s', (locale, language, expected) => {
    expect(formatCount(5000, { locale, language })).toBe(expected);
  });
});

describe('formatMoney (SPEC §1 currency display; PRODUCT.md currency)', () => {
  it('writes an amount once per locale and currency (decision 086), -0 with its sign', () => {
    const parts = vi.spyOn(Intl.NumberFormat.prototype, 'formatToParts');
    try {
      const brl = { currency: 'BRL', locale: 'pt-BR', language: 'pt' } as const;
      const first = formatMoney(7.31, brl);
      expect(formatMoney(7.31, brl)).toBe(first);
      expect(parts).toHaveBeenCalledTimes(1);
      expect(formatMoney(7.31, { ...brl, currency: 'MAD' })).not.toBe(first);
      expect(parts).toHaveBeenCalledTimes(2);
      expect(formatMoney(0, brl)).toBe('R$\u00a00,00');
      expect(formatMoney(-0, brl)).toBe('-R$\u00a00,00');
      expect(formatMoney(0, brl)).toBe('R$\u00a00,00');
    } finally {
      parts.mockRestore();
    }
  });

  it.each([
    { language: 'en', expected: 'USD' },
    { language: 'fr', expected: 'MAD' },
    { language: 'ar', expected: 'MAD' },
    { language: 'pt', expected: 'BRL' },
    { language: 'es', expected: 'BRL' },
    { language: 'th', expected: 'BRL' },
  ] as const)('fallback currency for $language is $expected', ({ language, expected }) => {
    expect(fallbackCurrency(language)).toBe(expected);
  });
  it('documents the symbol replacements', () => {
    expect(CURRENCY_SYMBOL_OVERRIDES).toEqual({ MAD: 'DH', PYG: '₲' });
  });
  const nbsp = '\u00a0';
  it.each([
    {
      amount: 3.49,
      opts: { currency: 'BRL', locale: 'pt-BR', language: 'pt' },
      expected: `R$${nbsp}3,49`,
    },
    { amount: 3.49, opts: { language: 'pt' }, expected: `R$${nbsp}3,49`, why: 'fallback BRL' },
    { amount: 3.49, opts: { language: 'en' }, expected: '$3.49', why: 'fallback USD' },
    {
      amount: 12345.6,
      opts: { currency: 'CLP', locale: 'es-CL', language: 'es' },
      expected: '$12.346',
    },
    {
      amount: 12345,
      opts: { currency: 'PYG', locale: 'es-PY', language: 'es' },
      expected: `₲${nbsp}12.345`,
    },
    {
      amount: 12345.4,
      opts: { currency: 'PYG', locale: 'en', language: 'en' },
      expected: `₲${nbsp}12,345`,
    },
    { amount: 1234.5, opts: { currency: 'MAD', locale: 'fr-MA', language: 'fr' }, expected: 'DH' },
    { amount: 3.49, opts: { currency: 'THB', locale: 'th-TH', language: 'th' }, expected: '฿3.49' },
    { amount: 3.49, opts: { currency: 'mxn', locale: 'es-MX', language: 'es' }, expected: '$3.49' },
  ] as const)('$amount with $opts', ({ amount, opts, expected }) => {
    const text = formatMoney(amount, opts);
    if (expected === 'DH') {
      expect(text).toMatch(/^1[.\s]234,50\sDH$/u);
    } else {
      expect(text).toBe(expected);
    }
  });
  it('Arabic: Latin digits, DH symbol, no bidi marks', () => {
    const text = formatMoney(1234.5, { currency: 'MAD', locale: 'ar-MA', language: 'ar' });
    expect(text).toMatch(/^1[.,\u00a0\u202f ]?234[.,]50\sDH$/u);
    expect(text).not.toMatch(/[\u200e\u200f\u061c\u0660-\u0669]/u);
  });
  it('Arabic without a configured locale falls back to MAD with Latin digits', () => {
    const text = formatMoney(10, { language: 'ar' });
    expect(text).toContain('DH');
    expect(text).toMatch(/10/);
  });
  it('forces Latin digits even when the locale asks for Arabic-Indic', () => {
    expect(formatMoney(5, { currency: 'USD', locale: 'ar-SA-u-nu-arab', language: 'ar' })).toMatch(
      /5/,
    );
  });
  it('negative amounts keep their sign', () => {
    expect(formatMoney(-3.5, { currency: 'USD', locale: 'en', language: 'en' })).toBe('-$3.50');
  });
  it.each([Number.NaN, Number.POSITIVE_INFINITY])('non-finite %s → empty', (amount) => {
    expect(formatMoney(amount, { language: 'pt' })).toBe('');
  });
});

describe('font sizes (SPEC §9 font size overrides 8..32 px)', () => {
  it('covers exactly 8..32', () => {
    expect(Object.keys(FONT_SIZE_OVERRIDES).map(Number)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 8),
    );
  });
  it('never shrinks and never reorders sizes', () => {
    for (let size = 9; size <= 32; size += 1) {
      expect(FONT_SIZE_OVERRIDES[size]).toBeGreaterThanOrEqual(FONT_SIZE_OVERRIDES[size - 1] ?? 0);
      expect(FONT_SIZE_OVERRIDES[size]).toBeGreaterThanOrEqual(size);
    }
  });
  it.each([
    { size: 10, override: true, expected: 12, why: 'SPEC 10 → 12' },
    { size: 12, override: true, expected: 14, why: 'SPEC 12 → 14' },
    { size: 8, override: true, expected: 10, why: '+2 up to 16' },
    { size: 16, override: true, expected: 18, why: '+2 at 16' },
    { size: 17, override: true, expected: 18, why: '+1 from 17' },
    { size: 24, override: true, expected: 25, why: '+1 at 24' },
    { size: 25, override: true, expected: 25, why: 'unchanged from 25' },
    { size: 32, override: true, expected: 32, why: 'unchanged at 32' },
    { size: 7, override: true, expected: 7, why: 'outside the map' },
    { size: 40, override: true, expected: 40, why: 'outside the map' },
    { size: 10, override: false, expected: 10, why: 'override off' },
  ])('$size px, override $override → $expected ($why)', ({ size, override, expected }) => {
    expect(fontSizeFor(size, override)).toBe(expected);
  });
});
