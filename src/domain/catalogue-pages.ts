/**
 * The catalogue in pages (issue 16, decision 055): the order /products shows the priced catalogue
 * in, and the filters the product screens ask the server for, so that no screen needs the whole
 * catalogue in the browser. Pure: the server applies these to its cached catalogue, the web's
 * tests to their fixtures.
 */
import { isPackagingSku } from './order-body.ts';
import { isPriced } from './prices.ts';
import { autocompleteSuggestions, findProducts } from './search.ts';
import type { CatalogueFilter } from './catalogue-page-query.ts';
import type { LanguageCode, Product } from './types.ts';

export {
  CATALOGUE_PAGE_SIZE,
  cataloguePageQuery,
  type CatalogueFilter,
} from './catalogue-page-query.ts';

/** The most products one page may ask for. */
export const CATALOGUE_PAGE_MAX = 200;

/** A category of returnable packaging only (empty bottles, crates: skus ending 'P', SPEC §5). */
function isPackagingGroup(products: readonly Product[]): boolean {
  return products.every((product) => isPackagingSku(product.sku));
}

/**
 * Priced products grouped by category, in catalogue order, with the returnable packaging
 * categories last: the shop comes for the drinks, the empties are an add-on.
 */
export function groupByCategory(products: readonly Product[]): [string, Product[]][] {
  const groups = new Map<string, Product[]>();
  for (const product of products) {
    if (!isPriced(product)) continue;
    const group = groups.get(product.category);
    if (group) group.push(product);
    else groups.set(product.category, [product]);
  }
  const entries = [...groups];
  return [
    ...entries.filter(([, items]) => !isPackagingGroup(items)),
    ...entries.filter(([, items]) => isPackagingGroup(items)),
  ];
}

/** The priced catalogue in /products order: category by category, packaging last. */
export function browseOrder(products: readonly Product[]): Product[] {
  return groupByCategory(products).flatMap(([, items]) => items);
}

/** The product's brand in `language`, else the default one. */
export const brandIn = (product: Product, language: LanguageCode): string =>
  product[`brand_${language}`] || product.brand;

/** The product's category in `language`, else the default one. */
export const categoryIn = (product: Product, language: LanguageCode): string =>
  product[`category_${language}`] || product.category;

/** Case- and space-insensitive equality of a route segment and a name. */
export const sameName = (a: string | undefined, b: string | undefined): boolean =>
  a !== undefined && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Promotion badge: a promotion product or one with tier prices. */
export function isPromotionProduct(product: Product): boolean {
  return (
    product.isPromo === true ||
    product.isPromotionType === true ||
    (product.pricePromotions?.length ?? 0) > 0
  );
}

/** The priced products a filter keeps, in /products order (or the order of `skus`). */
export function filterCatalogue(
  ordered: readonly Product[],
  filter: CatalogueFilter,
  language: LanguageCode,
  bySku?: ReadonlyMap<string, Product>,
): Product[] {
  if (filter.skus) {
    const index = bySku ?? new Map(ordered.map((product) => [product.sku, product]));
    const seen = new Set<string>();
    const found: Product[] = [];
    for (const sku of filter.skus) {
      const product = index.get(sku);
      if (!product || !isPriced(product) || seen.has(sku)) continue;
      seen.add(sku);
      found.push(product);
    }
    return found;
  }
  const { category, brand, promotions } = filter;
  if (category === undefined && brand === undefined && promotions !== true) return [...ordered];
  return ordered.filter(
    (product) =>
      (category === undefined ||
        sameName(product.category, category) ||
        sameName(categoryIn(product, language), category)) &&
      (brand === undefined ||
        sameName(product.brand, brand) ||
        sameName(brandIn(product, language), brand)) &&
      (promotions !== true || isPromotionProduct(product)),
  );
}

export interface CataloguePage {
  total: number;
  offset: number;
  products: Product[];
}

/** One page of a list: `limit` products from `offset`. */
export function pageOf(list: readonly Product[], offset: number, limit: number): CataloguePage {
  return { total: list.length, offset, products: list.slice(offset, offset + limit) };
}

export interface SearchAnswer extends CataloguePage {
  /** Unique descriptions in `language` containing the term (the search box's autocomplete). */
  suggestions: string[];
}

/**
 * Search on the server (decision 054): SPEC §5's matching over the priced catalogue, the same
 * rules the browser used (`searchProducts`: every word in a field, 3+ characters, priced, unique
 * by sku), one page of the results and the autocomplete suggestions. The products are the
 * catalogue's own: the app reduces their limits by its cart itself (SPEC §4).
 */
export function searchCatalogue(
  products: readonly Product[],
  term: string,
  language: LanguageCode,
  offset: number,
  limit: number,
): SearchAnswer {
  const found = findProducts(products, term, language);
  const page = found.slice(offset, offset + limit);
  return {
    total: found.length,
    offset,
    products: page,
    suggestions: autocompleteSuggestions(products, term, language),
  };
}
