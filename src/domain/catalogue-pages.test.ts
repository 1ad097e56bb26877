import { describe, expect, it } from 'vitest';
import {
  browseOrder,
  filterCatalogue,
  groupByCategory,
  pageOf,
  searchCatalogue,
} from './catalogue-pages.ts';
import type { LanguageCode, Product } from './types.ts';

const brandProducts = (
  products: Product[],
  category: string,
  brand: string,
  language: LanguageCode,
) => filterCatalogue(browseOrder(products), { category, brand }, language);

function product(sku: string, category: string, price = 1.5): Product {
  return { sku, description: sku, brand: 'B', category, price };
}

const skusByGroup = (products: Product[]) =>
  groupByCategory(products).map(([category, items]) => [category, items.map((p) => p.sku)]);

describe('groupByCategory (/products, SPEC §2; packaging skus end in P, SPEC §5)', () => {
  it('keeps the catalogue order of the drinks and lists the returnable packaging last', () => {
    const products = [
      product('900001P', 'Returnables'),
      product('900002P', 'Returnables'),
      product('101201', 'Soft drinks'),
      product('201301', 'Water'),
      product('101202', 'Soft drinks'),
    ];
    expect(skusByGroup(products)).toEqual([
      ['Soft drinks', ['101201', '101202']],
      ['Water', ['201301']],
      ['Returnables', ['900001P', '900002P']],
    ]);
  });

  it('keeps a category that mixes drinks and packaging among the drinks', () => {
    const products = [product('900001P', 'Mixed'), product('101201', 'Mixed'), product('2', 'Z')];
    expect(skusByGroup(products)).toEqual([
      ['Mixed', ['900001P', '101201']],
      ['Z', ['2']],
    ]);
  });

  it.each([[0], [-1]])('leaves out unpriced products (price %d)', (price) => {
    expect(skusByGroup([product('1', 'A', price), product('2', 'A')])).toEqual([['A', ['2']]]);
  });
});

describe('brandProducts (/category/brands/products/:category/:brand, SPEC §2)', () => {
  const soda: Product = {
    ...product('101201', 'Boissons gazeuses'),
    brand: 'Bravia',
    brand_ar: 'برافيا',
    category_ar: 'مشروبات غازية',
  };
  it.each([
    ['Boissons gazeuses', 'Bravia', 'fr', ['101201']],
    ['مشروبات غازية', 'برافيا', 'ar', ['101201']],
    ['مشروبات غازية', 'Bravia', 'ar', ['101201']],
    ['مياه', 'برافيا', 'ar', []],
  ] as const)('category %j, brand %j in %s → %j', (category, brand, language, skus) => {
    expect(brandProducts([soda], category, brand, language).map((p) => p.sku)).toEqual(skus);
  });
});

describe('pages, sku lists and search answers (issue 16, decisions 054 and 055)', () => {
  const list = [product('1', 'A'), product('2', 'A', 0), product('3P', 'R'), product('4', 'B')];
  it('browse order: priced, packaging last; a page is a slice with the total', () => {
    const ordered = browseOrder(list);
    expect(ordered.map((p) => p.sku)).toEqual(['1', '4', '3P']);
    expect(pageOf(ordered, 1, 1)).toEqual({ total: 3, offset: 1, products: [ordered[1]] });
  });
  it('skus keep their order, once each, priced only', () => {
    const found = filterCatalogue(browseOrder(list), { skus: ['4', '2', 'X', '1', '4'] }, 'pt');
    expect(found.map((p) => p.sku)).toEqual(['4', '1']);
  });
  it('promotions keep promotion and tier products only', () => {
    const promo = { ...product('5', 'A'), isPromo: true };
    const tiered = {
      ...product('6', 'A'),
      pricePromotions: [{ minimumQuantity: 6, price: 1, discountPercentage: 10 }],
    };
    const found = filterCatalogue([...list, promo, tiered], { promotions: true }, 'pt');
    expect(found.map((p) => p.sku)).toEqual(['5', '6']);
  });
  it('search: under 3 characters nothing; priced matches in order, a page and the total', () => {
    const drinks = [
      { ...product('10', 'A'), description: 'Cola 2 L' },
      { ...product('11', 'A', 0), description: 'Cola 1 L' },
      { ...product('12', 'A'), description: 'Cola 350 ml' },
      { ...product('13', 'A'), description: 'Água' },
    ];
    expect(searchCatalogue(drinks, 'co', 'pt', 0, 40).total).toBe(0);
    const answer = searchCatalogue(drinks, 'COLA', 'pt', 1, 1);
    expect(answer.total).toBe(2);
    expect(answer.products.map((p) => p.sku)).toEqual(['12']);
    expect(answer.suggestions).toEqual(['Cola 2 L', 'Cola 350 ml']);
  });
});
