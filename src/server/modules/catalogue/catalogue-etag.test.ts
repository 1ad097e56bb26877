/**
 * The catalogue answers' ETags come from the bytes they carry (catalogue-cache.ts): a 304 can only
 * ever confirm the body the shop already holds.
 */
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/types.ts';
import { catalogueEtag, type TenantCatalogue } from './catalogue-cache.ts';

const cola: Product = {
  sku: 'S1',
  description: 'Cola 2 L',
  brand: 'Fizzola',
  category: 'Soft drinks',
  price: 2.5,
  isMSL: true,
};

/** A catalogue entry as a process loads it: tenant 2 at version 6, no scheduled price. */
function entry(products: Product[]): TenantCatalogue {
  return {
    tenantId: 2,
    version: 6,
    products,
    bySku: new Map(products.map((product) => [product.sku, product])),
    pricesFrom: 0,
    nextPriceChangeAt: null,
  };
}

describe('catalogueEtag', () => {
  it.each(['o', 'p'] as const)(
    '%s: the same version number with other products (a recreated database) is another tag',
    (variant) => {
      const before = entry([cola]);
      const after = entry([{ ...cola, price: 2.75 }]);
      expect(catalogueEtag(after, variant)).not.toBe(catalogueEtag(before, variant));
    },
  );

  it.each(['o', 'p'] as const)(
    '%s: the same products loaded twice (another instance, a restart) keep their tag',
    (variant) => {
      expect(catalogueEtag(entry([cola]), variant)).toBe(catalogueEtag(entry([cola]), variant));
    },
  );

  it("names the rest of the answer after the products: another shop's head is another tag", () => {
    const catalogue = entry([cola]);
    expect(catalogueEtag(catalogue, 'o', 'head-a')).not.toBe(
      catalogueEtag(catalogue, 'o', 'head-b'),
    );
    expect(catalogueEtag(catalogue, 'o', 'head-a')).toMatch(/^W\/"o-[\w-]{16}-head-a"$/);
  });
});
