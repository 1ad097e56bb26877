import { afterAll, describe, expect, it } from 'vitest';
import { FSI, PDI, isolateValue } from '../../domain/bidi.ts';
import { i18n, initI18n } from './i18n.ts';

afterAll(async () => {
  await initI18n('en');
});

const isolated = (value: string) => `${FSI}${value}${PDI}`;

describe('values of another script inside Arabic keep their direction (issue 14)', () => {
  it.each([
    ['Rue Ibnou 12', true],
    ['350 ml', true],
    ['R-2026-0042', true],
    ['+212 600-123456', true],
    ['Coca-Cola', true],
    ['12', false],
    ['1.234,50', false],
    ['١٢', false],
    ['كوكاكولا', false],
    ['', false],
  ])('ar: %s isolated → %s', (value, wrapped) => {
    expect(isolateValue(value, 'ar')).toBe(wrapped ? isolated(value) : value);
    expect(isolateValue(value, 'pt')).toBe(value);
  });

  it('does not isolate twice', () => {
    expect(isolateValue(isolated('350 ml'), 'ar')).toBe(isolated('350 ml'));
  });

  it('the shop wraps an interpolated Latin value in Arabic, not in Portuguese', async () => {
    await initI18n('ar');
    expect(i18n.t('product.increase', { name: 'Rue Ibnou 12' })).toBe(
      `زيادة كمية ${isolated('Rue Ibnou 12')}`,
    );
    expect(i18n.t('product.increase', { name: 'كوكاكولا' })).toBe('زيادة كمية كوكاكولا');
    await initI18n('pt');
    expect(i18n.t('product.increase', { name: 'Rue Ibnou 12' })).toBe(
      'Aumentar a quantidade de Rue Ibnou 12',
    );
  });

  it('counts stay plain and pick their Arabic plural form', async () => {
    await initI18n('ar');
    expect(i18n.t('combos.quantity.fromUnits', { count: 2 })).toBe('ابتداءً من وحدتين');
    expect(i18n.t('combos.quantity.fromUnits', { count: 5 })).toBe('ابتداءً من 5 وحدات');
    expect(i18n.t('combos.quantity.fromUnits', { count: 12 })).toBe('ابتداءً من 12 وحدةً');
    await initI18n('pt');
    expect(i18n.t('combos.quantity.fromUnits', { count: 1 })).toBe('A partir de 1 unidade');
  });
});
