/**
 * The address of a page of the catalogue (issue 16, decision 055), apart from ./catalogue-pages.ts
 * and its search: the shop's entry (app/early.ts) asks for /products' first page with it before
 * the rest of the app has arrived.
 */
import type { LanguageCode } from './types.ts';

/** Products per page of every paged product list (the grid's page, decision 018). */
export const CATALOGUE_PAGE_SIZE = 40;

export interface CatalogueFilter {
  /** A category name (default or in `language`), as in /category/brands/products/{category}/… */
  category?: string;
  /** A brand name (default or in `language`). */
  brand?: string;
  /** Only promotion products (/promotions). */
  promotions?: boolean;
  /** Only these skus, in this order (the cart's lines, an order to repeat). */
  skus?: readonly string[];
}

/**
 * The query of a list's page as the app asks `GET products/page` for it: one address, so the
 * page asked at boot (app/early.ts) is the one the screen takes (lib/products.ts).
 */
export function cataloguePageQuery(
  offset: number,
  limit: number,
  language: LanguageCode,
  filter: Omit<CatalogueFilter, 'skus'> = {},
) {
  return {
    offset,
    limit,
    language,
    ...(filter.category !== undefined ? { category: filter.category } : {}),
    ...(filter.brand !== undefined ? { brand: filter.brand } : {}),
    ...(filter.promotions ? { promotions: 'true' as const } : {}),
  };
}
