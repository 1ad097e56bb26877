/** A product's texts in the current language (SPEC §3 description_{lang}, brand_{lang}). */
import { localizedDescription as describedIn } from '../../../domain/search.ts';
import { spacedSize } from '../../../domain/product-size.ts';
import type { LanguageCode, Product } from '../../../domain/types.ts';

export { spacedSize };

/**
 * The product's name in the current language, its sizes spaced as everywhere else ("Fizzola
 * 350ml" from an ERP reads "Fizzola 350 ml", issue 14 item 10).
 */
export function localizedDescription(product: Product, language: LanguageCode): string {
  return spacedSize(describedIn(product, language));
}

export function localizedBrand(product: Product, language: LanguageCode): string {
  return product[`brand_${language}`] || product.brand;
}

/** The product's category named in the current language (SPEC §3 category, like brand_{lang}). */
export function localizedCategory(product: Product, language: LanguageCode): string {
  return product[`category_${language}`] || product.category;
}

/** Promotion badge: a promotion product or one with tier prices. */
export function isPromotionProduct(product: Product): boolean {
  return (
    product.isPromo === true ||
    product.isPromotionType === true ||
    (product.pricePromotions?.length ?? 0) > 0
  );
}
