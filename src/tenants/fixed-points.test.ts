import { describe, expect, it } from 'vitest';
import { environmentsFor, KOBOSS_BOTTLERS, LATAM_BOTTLERS } from './families.ts';
import { FEATURE_NAMES } from './features.ts';
import { loadTenants, resolveTenant } from './index.ts';

const registry = loadTenants();
const production = (id: number) => resolveTenant(registry, id, 'production');
const allIds = [...registry.keys()];

describe('tenant fixed points (PRODUCT.md "Tenants")', () => {
  it('tenant 2 (Brazil) has every customer feature on (PRODUCT.md)', () => {
    const brazil = production(2);
    expect(FEATURE_NAMES.filter((feature) => !brazil.features[feature])).toEqual([]);
    expect(brazil).toMatchObject({
      country: 'BR',
      currency: 'BRL',
      language: 'pt',
      keepLoggedAfterCheckout: true,
      accessEcommerceStandalone: true,
      isComboServiceAvailable: true,
    });
  });

  it('tenant 2 offers combos of all three kinds: family, generic quantity, price range', () => {
    const brazil = production(2);
    expect(brazil.comboTypeQuantityId).toEqual(expect.any(Number));
    expect(brazil.comboTypeQuantityRange).toEqual(expect.any(Number));
    expect(brazil.comboTypeQuantityId).not.toBe(brazil.comboTypeQuantityRange);
  });

  it('tenant 5 (Morocco) is the bilingual fr/ar variant (SPEC §1, §9)', () => {
    const morocco = production(5);
    expect(morocco.languages).toEqual(['fr', 'ar']);
    expect(morocco.languageVariants).toEqual({
      fr: { country: 'FR', direction: 'ltr', locale: 'fr-MA' },
      ar: { country: 'KSA', direction: 'rtl', locale: 'ar-MA-u-nu-latn' },
    });
    expect(morocco.currency).toBe('MAD');
    expect(morocco.headerTitleBottler_ar).toMatch(/[\u0600-\u06FF]/);
  });

  it('tenant 5: total price tolerance 1, range message, tracking and combos on, bingo off, standalone on (SPEC §8, §9)', () => {
    const morocco = production(5);
    expect(morocco.totalPriceDiff).toBe(1);
    expect(morocco.showPaymentLimitRangeMessage).toBe(true);
    expect(morocco.features).toMatchObject({ tracking: true, combos: true, bingo: false });
    expect(morocco.accessEcommerceStandalone).toBe(true);
  });

  it('only tenant 5 shows the payment-limit range message (the Moroccan variant, SPEC §8)', () => {
    expect(allIds.filter((id) => production(id).showPaymentLimitRangeMessage)).toEqual([5]);
  });

  it.each([
    [13, ['orderPlaced', 'delivering', 'delivered']],
    [14, ['orderPlaced', 'financialAnalysis', 'picking', 'delivering']],
  ])('tenant %i tracks its own steps %j (SPEC §4)', (id, steps) => {
    expect(production(id).orderStatus).toEqual(steps);
  });

  it.each(allIds.filter((id) => id !== 13 && id !== 14))(
    'tenant %i tracks the default five steps (SPEC §4)',
    (id) => {
      expect(production(id).orderStatus).toEqual([
        'orderPlaced',
        'financialAnalysis',
        'picking',
        'delivering',
        'delivered',
      ]);
    },
  );

  it.each([1, 2, 5])('tenant %i allows standalone login (accessEcommerceStandalone)', (id) => {
    expect(production(id).accessEcommerceStandalone).toBe(true);
  });

  it('tenant 12 logs the chat user out after checkout (keepLoggedAfterCheckout off)', () => {
    expect(production(12).keepLoggedAfterCheckout).toBe(false);
    expect(production(12).accessEcommerceStandalone).toBe(false);
  });

  it.each([
    [1, 'CL', 'es', 'CLP', 'latam', 'America/Santiago'],
    [2, 'BR', 'pt', 'BRL', 'latam', 'America/Sao_Paulo'],
    [3, 'BR', 'pt', 'BRL', 'koboss', 'America/Sao_Paulo'],
    [4, 'BR', 'pt', 'BRL', 'koboss', 'America/Fortaleza'],
    [5, 'FR', 'fr', 'MAD', 'koboss', 'Africa/Casablanca'],
    [6, 'MX', 'es', 'MXN', 'koboss', 'America/Mexico_City'],
    [7, 'PY', 'es', 'PYG', 'latam', 'America/Asuncion'],
    [8, 'BR', 'pt', 'BRL', 'latam', 'America/Sao_Paulo'],
    [9, 'BR', 'pt', 'BRL', 'koboss', 'America/Sao_Paulo'],
    [10, 'MX', 'es', 'MXN', 'koboss', 'America/Monterrey'],
    [11, 'CL', 'es', 'CLP', 'koboss', 'America/Punta_Arenas'],
    [12, 'MX', 'es', 'MXN', 'latam', 'America/Mexico_City'],
    [13, 'KE', 'en', 'KES', 'latam', 'Africa/Nairobi'],
    [14, 'TH', 'th', 'THB', 'asia', 'Asia/Bangkok'],
  ])(
    'tenant %i: country %s, language %s, currency %s, family %s, zone %s',
    (id, country, language, currency, family, timeZone) => {
      expect(production(id)).toMatchObject({ country, language, currency, family, timeZone });
    },
  );

  it('writes the Thai tenant in Thai script', () => {
    expect(production(14).appTitle).toMatch(/[\u0E00-\u0E7F]/);
    expect(production(14).headerTitleBottler).toMatch(/[\u0E00-\u0E7F]/);
  });
});

describe('families and regional lists (SPEC §1, §3)', () => {
  it('LATAM list is 1, 2, 7, 8, 12, 13 and KOBOSS list the rest', () => {
    expect(LATAM_BOTTLERS).toEqual([1, 2, 7, 8, 12, 13]);
    expect([...LATAM_BOTTLERS, ...KOBOSS_BOTTLERS].sort((a, b) => a - b)).toEqual(allIds);
    expect(KOBOSS_BOTTLERS.filter((id) => LATAM_BOTTLERS.includes(id))).toEqual([]);
  });

  it('the latam family is exactly the LATAM list', () => {
    const latam = [...registry.values()].filter((tenant) => tenant.family === 'latam');
    expect(latam.map((tenant) => tenant.id)).toEqual([...LATAM_BOTTLERS]);
  });

  it.each([
    ['latam', ['test', 'homologation', 'production']],
    ['koboss', ['dev', 'qa', 'production']],
    ['asia', ['dev', 'qa', 'production']],
  ] as const)('the %s family deploys to %j', (family, environments) => {
    expect(environmentsFor(family)).toEqual(environments);
  });
});
