import { describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/types.ts';
import { brandProducts } from './brand-products-screen.tsx';
import { groupByCategory } from './products-screen.tsx';

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
