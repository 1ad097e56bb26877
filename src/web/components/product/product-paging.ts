/**
 * Progressive rendering of long product lists (a bottler can have 5,000 products): which cards a
 * grid shows after `count` cards have been revealed, page by page, across its sections.
 */
import type { Product } from '../../../domain/types.ts';

/**
 * Cards a grid shows at first, and adds each time its end comes near (decision 084): two screens
 * and more at 360 × 740 (a card is ~130 px tall), so the end of the list stays out of the near-end
 * margin of the first screen, and a slow phone mounts half the cards a page of 40 made it mount
 * before the shop has scrolled. The server's page stays CATALOGUE_PAGE_SIZE (40): one call feeds
 * two of these pages.
 */
export const PRODUCT_PAGE_SIZE = 20;

/** A run of products under one heading (a /products category); a flat list is one section. */
export interface ProductSection {
  id: string;
  products: readonly Product[];
}

/** The part of a section on screen: its first products, and the list position of the first one. */
export interface ShownSection {
  section: ProductSection;
  products: readonly Product[];
  start: number;
}

/** A card's identity in a list: the cart merges lines by sku, combo and family (SPEC §3). */
export const productKey = (product: Product): string =>
  `${product.sku}-${product.combo ?? 0}-${product.familyId ?? 0}`;

/** What the list is: the keys in order. A new signature means a new list (filters, search term). */
export const listSignature = (products: readonly Product[]): string =>
  products.map(productKey).join('|');

/** The sections with at least one of the first `count` products, each cut to what fits. */
export function shownSections(sections: readonly ProductSection[], count: number): ShownSection[] {
  const shown: ShownSection[] = [];
  let start = 0;
  for (const section of sections) {
    if (start >= count) break;
    if (section.products.length === 0) continue;
    shown.push({ section, products: section.products.slice(0, count - start), start });
    start += section.products.length;
  }
  return shown;
}

/** The count after one more page, never past the list. */
export const nextPageCount = (count: number, total: number): number =>
  Math.min(total, Math.min(count, total) + PRODUCT_PAGE_SIZE);
