// /promotions filters in every language (issue 14, item 7): no raw packaging code (can, glass,
// pet…) in any option, sizes spaced, and the package list never repeats the bottle-type list.
import { beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../../domain/locale.ts';
import type { LanguageCode, Product } from '../../../domain/types.ts';
import { i18n, initI18n } from '../../lib/i18n.ts';
import { bottleTypeOf, bySize, optionsOf, packagingOf, spacedSize } from './promotion-filters.ts';

const RAW_CODES = ['can', 'pet', 'glass', 'glass_bottle', 'bottle_box'];

const product = (sku: string, packaging: string, size: string): Product => ({
  sku,
  description: `Product ${sku}`,
  brand: 'Fizzola',
  category: 'Soft drinks',
  price: 3,
  packaging,
  size,
});

// As an ERP may send them: raw kinds, no translated bottle type, sizes written together.
const PRODUCTS = [
  product('1', 'can', '350ml'),
  product('2', 'pet', '2L'),
  product('3', 'glass', '1,5 L'),
  product('4', 'glass_bottle', '600ml'),
  product('5', 'bottle_box', '600 ml'),
];

async function kindNameIn(language: LanguageCode) {
  await initI18n(language);
  return (code: string): string | undefined =>
    i18n.exists(`packagingKinds.${code}`)
      ? i18n.t(`packagingKinds.${code}` as 'packagingKinds.can')
      : undefined;
}

beforeAll(async () => {
  await initI18n('en');
});

describe.each(SUPPORTED_LANGUAGES)('/promotions filters in %s', (language) => {
  it('name every bottle type in the language, never by its raw code', async () => {
    const kindName = await kindNameIn(language);
    const types = optionsOf(PRODUCTS, (p) => bottleTypeOf(p, language, kindName));
    expect(types).toHaveLength(RAW_CODES.length);
    for (const type of types) {
      expect(RAW_CODES).not.toContain(type);
    }
  });

  it('list sizes, spaced, smallest first, with nothing in common with the bottle types', async () => {
    const kindName = await kindNameIn(language);
    const packages = optionsOf(PRODUCTS, packagingOf, bySize);
    expect(packages).toEqual(['350\u00a0ml', '600\u00a0ml', '1,5\u00a0L', '2\u00a0L']);
    const types = new Set(optionsOf(PRODUCTS, (p) => bottleTypeOf(p, language, kindName)));
    expect(packages.filter((option) => types.has(option))).toEqual([]);
  });
});

describe('bottle type', () => {
  it("prefers the catalogue's own translated name", () => {
    const named = { ...product('9', 'can', '350ml'), bottlerType_pt: 'Lata 350' };
    expect(bottleTypeOf(named, 'pt', () => 'Lata')).toBe('Lata 350');
  });

  it('an unknown code stays out of the list rather than showing raw', () => {
    expect(bottleTypeOf(product('9', 'keg', '30L'), 'pt', () => undefined)).toBe('');
  });

  it.each([
    ['350ml', '350\u00a0ml'],
    ['2L', '2\u00a0L'],
    ['1,5 l', '1,5\u00a0l'],
    ['350\u00a0มล.', '350\u00a0มล.'],
  ])('spacedSize(%j) = %j', (size, expected) => {
    expect(spacedSize(size)).toBe(expected);
  });
});
