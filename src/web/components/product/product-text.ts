/** A product's texts in the current language (SPEC §3 description_{lang}, brand_{lang}). */
import { localizedDescription } from '../../../domain/search.ts';
import type { LanguageCode, Product } from '../../../domain/types.ts';

export { localizedDescription };

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

/** "350ml" from an ERP reads "350 ml": number and unit held by a no-break space. */
export function spacedSize(size: string): string {
  return size.trim().replace(/(\d)\s*(ml|cl|l|oz)\b/giu, '$1\u00a0$2');
}
