/**
 * The /promotions dropdown filters (SPEC §2): brand, package and bottle type over the promotion
 * entries. The package is the size ("350 ml", "2 L"); the bottle type is the translated kind
 * (can, PET, returnable glass) — never a raw packaging code, and never the same list twice.
 */
import { promotionEntries } from '../../../domain/search.ts';
import type { CartItem, LanguageCode, Product } from '../../../domain/types.ts';
import { isPromotionProduct, localizedBrand } from '../../components/product/product-text.ts';
import { spacedSize } from '../../components/product/product-text.ts';

export interface PromotionFilter {
  brand: string;
  packaging: string;
  bottleType: string;
}

export const NO_FILTER: PromotionFilter = { brand: '', packaging: '', bottleType: '' };

export { spacedSize };

export const packagingOf = (product: Product): string => spacedSize(product.size ?? '');

/** The kind of bottle in the shop's language: the catalogue's own name, else ours for its code. */
export function bottleTypeOf(
  product: Product,
  language: LanguageCode,
  kindName: (code: string) => string | undefined = () => undefined,
): string {
  const named = product[`bottlerType_${language}`];
  if (named) return named;
  return product.packaging ? (kindName(product.packaging) ?? '') : '';
}

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

const byText = (a: string, b: string) => a.localeCompare(b);

/** Sorted unique non-empty values for one dropdown. */
export function optionsOf(
  products: readonly Product[],
  pick: (p: Product) => string,
  compare: (a: string, b: string) => number = byText,
): string[] {
  return [...new Set(products.map(pick).filter((value) => value !== ''))].sort(compare);
}

/** Millilitres of a size label ("350 ml", "1,5 L", "2 ลิตร"), for ordering sizes by volume. */
function millilitres(size: string): number {
  const match = /(\d+(?:[.,]\d+)?)\s*(\S*)/u.exec(size);
  if (!match) return Number.POSITIVE_INFINITY;
  const value = Number((match[1] ?? '').replace(',', '.'));
  const unit = (match[2] ?? '').toLowerCase();
  return unit.startsWith('ml') || unit.startsWith('มล') || unit.startsWith('مل')
    ? value
    : value * 1000;
}

/** Sizes from the smallest up (350 ml before 1,5 L). */
export const bySize = (a: string, b: string) => millilitres(a) - millilitres(b) || byText(a, b);

export function applyPromotionFilter(
  products: readonly Product[],
  filter: PromotionFilter,
  language: LanguageCode,
  kindName?: (code: string) => string | undefined,
): Product[] {
  return products.filter(
    (product) =>
      (filter.brand === '' || localizedBrand(product, language) === filter.brand) &&
      (filter.packaging === '' || packagingOf(product) === filter.packaging) &&
      (filter.bottleType === '' || bottleTypeOf(product, language, kindName) === filter.bottleType),
  );
}
