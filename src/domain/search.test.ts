import { describe, it, expect } from 'vitest';
import {
  SEARCH_MIN_CHARS,
  autocompleteSuggestions,
  findProducts,
  normalizeSearchText,
  productMatches,
  promotionEntries,
  searchProducts,
  shouldFilter,
} from './search.ts';
import type { CartItem, Product } from './types.ts';

const product = (over: Partial<Product> = {}): Product => ({
  sku: 'A1',
  description: 'Coca-Cola 2L',
  brand: 'Coca-Cola',
  category: 'Refrigerantes',
  price: 2,
  ...over,
});

describe('normalizeSearchText (SPEC §5: case/accent-insensitive, non-alphanumerics as spaces)', () => {
  it.each([
    ['Coca-Cola  2L', 'coca cola 2l'],
    ['  Guaraná Antárctica ', 'guarana antarctica'],
    ['ÇÃO', 'cao'],
    ['Crème brûlée!!', 'creme brulee'],
    ['a/b_c.d', 'a b c d'],
    ['โค้ก 1.5 ลิตร', 'โค้ก 1 5 ลิตร'],
    ['كوكا-كولا', 'كوكا كولا'],
    ['Ünïcödé', 'unicode'],
    ['---', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });
});

describe('shouldFilter (SPEC §9: search minimum 3 characters)', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['co', false],
    [' co ', false],
    ['coc', true],
    ['โค้', true],
    ['coca', true],
  ])('%j → %s', (term, expected) => {
    expect(SEARCH_MIN_CHARS).toBe(3);
    expect(shouldFilter(term)).toBe(expected);
  });
});

describe('productMatches (SPEC §5 searched fields; every term word must match)', () => {
  const p = product({
    brand_fr: 'Coca-Cola FR',
    brand_ar: 'كوكا كولا',
    submenu: 'Garrafa PET',
    size: '2 litros',
    description_fr: 'Boisson gazeuse',
    description_ar: 'مشروب غازي',
    sku: 'SKU-0042',
  });
  it.each([
    ['by brand', 'coca', true],
    ['by brand_ar', 'كولا', true],
    ['by category, accent-insensitive', 'refrigerântes', true],
    ['by submenu', 'garrafa', true],
    ['by size', 'litros', true],
    ['by description_fr', 'gazeuse', true],
    ['by description_ar', 'غازي', true],
    ['by sku', 'sku 0042', true],
    ['description + submenu', 'cola 2l garrafa', true],
    ['description + size, any order', '2 litros coca', true],
    ['upper case', 'COCA COLA', true],
    ['one word missing', 'coca fanta', false],
    ['no match', 'fanta', false],
    ['only punctuation', '!!!', false],
  ])('%s: %j → %s', (_label, term, expected) => {
    expect(productMatches(p, term, 'pt')).toBe(expected);
  });

  it.each([
    ['350ml', true],
    ['350 ml', true],
    ['guarana 350ml', true],
    ['1,5l', false],
  ])(
    'a size written "350\u00a0ml" is found by %j: %s (issue 14: sizes spaced per locale)',
    (term, expected) => {
      const spaced = product({ description: 'Guaraná 350\u00a0ml Lata', size: '350\u00a0ml' });
      expect(productMatches(spaced, term, 'pt')).toBe(expected);
    },
  );

  it('uses description_{language} for the current language', () => {
    const thai = product({ description: 'Coke', description_th: 'โค้ก กระป๋อง' });
    expect(productMatches(thai, 'กระป๋อง', 'th')).toBe(true);
    expect(productMatches(thai, 'กระป๋อง', 'pt')).toBe(false);
  });
});

describe('searchProducts (SPEC §5 entries: quantity 1, nonzero price, unique sku; §4 limits reduced)', () => {
  const products = [
    product({ sku: 'A1', quantityLimit: 10 }),
    product({ sku: 'A1', description: 'Coca-Cola duplicate' }),
    product({ sku: 'B2', price: 0 }),
    product({ sku: 'C3', price: 0.01 }),
    product({ sku: 'D4', description: 'Fanta 2L', brand: 'Fanta' }),
    product({ sku: 'E5', quantityLimit: 2 }),
  ];
  const cart: CartItem[] = [
    { product: product({ sku: 'A1' }), quantity: 4 },
    { product: product({ sku: 'C3' }), quantity: 5 },
    { product: product({ sku: 'E5' }), quantity: 3 },
  ];

  it.each([
    ['co', []],
    ['', []],
    ['coc', ['A1', 'C3', 'E5']],
    ['fanta', ['D4']],
  ])('term %j → %j', (term, skus) => {
    expect(searchProducts(products, term, 'pt', cart).map((e) => e.product.sku)).toEqual(skus);
  });

  it('entries have quantity 1 and explicit limits reduced by the cart (never below 0)', () => {
    const entries = searchProducts(products, 'coca', 'pt', cart);
    expect(entries.map((e) => [e.product.sku, e.quantity, e.product.quantityLimit])).toEqual([
      ['A1', 1, 6],
      ['C3', 1, undefined],
      ['E5', 1, 0],
    ]);
    expect(products[0]?.quantityLimit).toBe(10);
  });
});

describe('promotionEntries (SPEC §5 same entry rules)', () => {
  it('keeps priced, unique-sku products as quantity-1 entries', () => {
    const entries = promotionEntries(
      [
        product({ sku: 'A', price: 0 }),
        product({ sku: 'B', quantityLimit: 5 }),
        product({ sku: 'B' }),
      ],
      [{ product: product({ sku: 'B' }), quantity: 5 }],
    );
    expect(entries).toEqual([{ product: product({ sku: 'B', quantityLimit: 0 }), quantity: 1 }]);
  });
});

describe('autocompleteSuggestions (SPEC §2: substring on the current-language description, unique)', () => {
  const products = [
    product({ sku: '1', description: 'Guaraná 2L' }),
    product({ sku: '2', description: 'GUARANA 2L' }),
    product({ sku: '3', description: 'Água com gás', description_es: 'Agua con gas' }),
    product({ sku: '4', description: 'Guaraná zero', price: 0 }),
    product({ sku: '5', description: 'Guaraná lata' }),
  ];
  it.each([
    ['gu', 'pt', 10, []],
    ['guarana', 'pt', 10, ['Guaraná 2L', 'Guaraná lata']],
    ['ARANÁ', 'pt', 1, ['Guaraná 2L']],
    ['agua', 'pt', 10, ['Água com gás']],
    ['con gas', 'es', 10, ['Agua con gas']],
    ['con gas', 'pt', 10, []],
    // Three characters but no letter or digit: nothing to look for, as the search finds nothing.
    ['%%%', 'pt', 10, []],
    ['___', 'pt', 10, []],
  ] as const)('%j in %s (max %s) → %j', (term, language, max, expected) => {
    expect(autocompleteSuggestions(products, term, language, max)).toEqual(expected);
  });

  it('suggests only what the search then finds', () => {
    for (const term of ['%%%', 'guarana', 'gás', '2l']) {
      const found = findProducts(products, term, 'pt').map((p) => p.description);
      for (const suggestion of autocompleteSuggestions(products, term, 'pt')) {
        expect(found).toContain(suggestion);
      }
    }
  });
});
