/** The /promotions dropdown filters (SPEC §2): brand, package and bottle type over the promotion entries. */
import { promotionEntries } from '../../../domain/search.ts';
import type { CartItem, LanguageCode, Product } from '../../../domain/types.ts';
import { isPromotionProduct, localizedBrand } from '../../components/product/product-text.ts';

export interface PromotionFilter {
  brand: string;
  packaging: string;
  bottleType: string;
}

export const NO_FILTER: PromotionFilter = { brand: '', packaging: '', bottleType: '' };

export const packagingOf = (product: Product): string => product.packaging || product.size || '';

export const bottleTypeOf = (product: Product, language: LanguageCode): string =>
  product[`bottlerType_${language}`] ?? '';

/** Promotion products as entries (priced, unique by sku; SPEC §5), from the catalogue's own products. */
export function promotionProducts(
  products: readonly Product[],
  cart: readonly CartItem[],
): Product[] {
  const bySku = new Map(products.map((product) => [product.sku, product]));
  return promotionEntries(products.filter(isPromotionProduct), cart).map(
    (entry) => bySku.get(entry.product.sku) ?? entry.product,
  );
}

/** Sorted unique non-empty values for one dropdown. */
export function optionsOf(products: readonly Product[], pick: (p: Product) => string): string[] {
  return [...new Set(products.map(pick).filter((value) => value !== ''))].sort((a, b) =>
    a.localeCompare(b),
  );
}

export function applyPromotionFilter(
  products: readonly Product[],
  filter: PromotionFilter,
  language: LanguageCode,
): Product[] {
  return products.filter(
    (product) =>
      (filter.brand === '' || localizedBrand(product, language) === filter.brand) &&
      (filter.packaging === '' || packagingOf(product) === filter.packaging) &&
      (filter.bottleType === '' || bottleTypeOf(product, language) === filter.bottleType),
  );
}
