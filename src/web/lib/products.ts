/**
 * The catalogue as the screens ask for it (issue 16, decisions 054 and 055): no screen downloads
 * the whole catalogue. Search and its suggestions come from `GET products/search`, product lists
 * from `GET products/page` in pages of 40 (/products, a brand, promotions), and the products a
 * cart or an order names from the same call by sku. The server applies SPEC §5's rules to its
 * cached catalogue; the app applies its cart to what comes back (SPEC §4 limits).
 */
import {
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  type UseInfiniteQueryResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  CATALOGUE_PAGE_MAX,
  CATALOGUE_PAGE_SIZE,
  cataloguePageQuery,
  type CatalogueFilter,
} from '../../domain/catalogue-pages.ts';
import { promotionEntries, shouldFilter } from '../../domain/search.ts';
import type { CartItem, LanguageCode, Product } from '../../domain/types.ts';
import { apiClient, takeArrivedEarlyAnswer, type ApiClient } from './api-client.ts';
import { useCartItems } from './cart-store.ts';
import { useCurrentLanguage } from './current-language.ts';

/** The catalogue changes rarely within a visit: 5 minutes before a background revalidation. */
export const PRODUCTS_STALE_TIME_MS = 5 * 60_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** SPEC §7: "array of products or entries with product"; anything else is an empty catalogue. */
export function productsFromResponse(body: unknown): Product[] {
  if (!Array.isArray(body)) return [];
  return body
    .map((entry: unknown) => (isRecord(entry) && isRecord(entry.product) ? entry.product : entry))
    .filter(
      (entry): entry is Product =>
        isRecord(entry) && typeof entry.sku === 'string' && typeof entry.price === 'number',
    );
}

/** data.items of the suggested / favorites answers (SPEC §7), tolerant of a missing part. */
export function itemsFromResponse(body: unknown): Product[] {
  if (!isRecord(body) || !isRecord(body.data)) return [];
  return productsFromResponse(body.data.items);
}

export { useCurrentLanguage };

/** What a paged list is: all of it, a category's brand, or the promotion products. */
export type CatalogueListFilter = Omit<CatalogueFilter, 'skus'>;

/** A list the server pages, as the grid shows it: what has arrived, the total, and the next page. */
export interface PagedProducts {
  /** Every product of the pages loaded so far, in order. */
  products: Product[];
  total: number;
  /** Identifies the list (a new filter or term is a new list). */
  key: string;
  loadMore: () => void;
}

interface Page {
  total: number;
  offset: number;
  products: Product[];
}

function pagedOf(
  query: UseInfiniteQueryResult<{ pages: Page[] }>,
  key: string,
): PagedProducts | undefined {
  const pages = query.data?.pages;
  if (!pages) return undefined;
  return {
    products: pages.flatMap((page) => productsFromResponse(page.products)),
    total: pages[0]?.total ?? 0,
    key,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}

const nextOffset = (last: Page) =>
  last.offset + last.products.length < last.total && last.products.length > 0
    ? last.offset + last.products.length
    : undefined;

/** The priced catalogue (optionally a category's brand, or the promotions) in pages of 40. */
export function useCataloguePages(
  filter: CatalogueListFilter = {},
  client: ApiClient = apiClient,
): { query: UseInfiniteQueryResult<{ pages: Page[] }>; paged: PagedProducts | undefined } {
  const language = useCurrentLanguage();
  const key = JSON.stringify(['productsPage', language, filter]);
  const query = useInfiniteQuery({
    queryKey: ['productsPage', language, filter],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      client.call('productsPage', {
        query: cataloguePageQuery(pageParam, CATALOGUE_PAGE_SIZE, language, filter),
        signal,
      }),
    getNextPageParam: nextOffset,
    staleTime: PRODUCTS_STALE_TIME_MS,
    // /products asks for its first page at boot (app/router.tsx): arrived, it renders with the
    // screen, not a frame after it (issue 16, P2).
    initialData: () => {
      const first = takeArrivedEarlyAnswer('productsPage', {
        query: cataloguePageQuery(0, CATALOGUE_PAGE_SIZE, language, filter),
      });
      return first === undefined ? undefined : { pages: [first], pageParams: [0] };
    },
  });
  const paged = useMemo(() => pagedOf(query, key), [query, key]);
  return { query, paged };
}

/**
 * Every product of a filtered list (e.g. the promotions, whose dropdowns list every brand and
 * size among them), fetched in pages of 200: a part of the catalogue, never the whole of it
 * unless every product is in that part.
 */
export function useWholeList(
  filter: CatalogueListFilter,
  client: ApiClient = apiClient,
): UseQueryResult<Product[]> {
  const language = useCurrentLanguage();
  return useQuery({
    queryKey: ['productsList', language, filter],
    queryFn: async ({ signal }) => {
      const products: Product[] = [];
      for (let offset = 0; ;) {
        const page = await client.call('productsPage', {
          query: cataloguePageQuery(offset, CATALOGUE_PAGE_MAX, language, filter),
          signal,
        });
        products.push(...productsFromResponse(page.products));
        if (page.products.length === 0 || products.length >= page.total) return products;
        offset = products.length;
      }
    },
    staleTime: PRODUCTS_STALE_TIME_MS,
  });
}

/** The catalogue's current products for these skus (priced ones only; unknown skus are left out). */
export async function fetchProductsBySku(
  client: ApiClient,
  skus: readonly string[],
  signal?: AbortSignal,
): Promise<Product[]> {
  const unique = [...new Set(skus)];
  const found: Product[] = [];
  for (let start = 0; start < unique.length; start += CATALOGUE_PAGE_MAX) {
    const chunk = unique.slice(start, start + CATALOGUE_PAGE_MAX);
    const page = await client.call('productsPage', {
      query: { skus: chunk.join(','), limit: CATALOGUE_PAGE_MAX },
      signal,
    });
    found.push(...productsFromResponse(page.products));
  }
  return found;
}

/** The products of the cart's lines, an order to repeat, …, as the catalogue has them now. */
export function useProductsBySku(
  skus: readonly string[],
  options: { enabled?: boolean } = {},
  client: ApiClient = apiClient,
): UseQueryResult<Product[]> {
  const sorted = useMemo(() => [...new Set(skus)].sort(), [skus]);
  return useQuery({
    queryKey: ['productsBySku', sorted],
    queryFn: ({ signal }) => fetchProductsBySku(client, sorted, signal),
    enabled: options.enabled ?? true,
    staleTime: PRODUCTS_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
}

/** One search answer: a page of results, their total and the autocomplete suggestions. */
export interface SearchResult {
  products: Product[];
  total: number;
  suggestions: string[];
}

const NO_RESULT: SearchResult = { products: [], total: 0, suggestions: [] };

/**
 * The search box's suggestions and the quick-order pad's candidates: one `products/search` call
 * per term (3+ characters, SPEC §5), the previous answer kept while the next one comes.
 */
export function useSearch(
  term: string,
  options: { limit: number; language?: LanguageCode },
  client: ApiClient = apiClient,
): { result: SearchResult; query: UseQueryResult<SearchResult> } {
  const current = useCurrentLanguage();
  const language = options.language ?? current;
  const trimmed = term.trim();
  const enabled = shouldFilter(trimmed);
  const query = useQuery({
    queryKey: ['productSearch', language, trimmed, options.limit],
    queryFn: async ({ signal }): Promise<SearchResult> => {
      const answer = await client.call('productSearch', {
        query: { q: trimmed, limit: options.limit, language },
        signal,
      });
      return {
        products: productsFromResponse(answer.products),
        total: answer.total,
        suggestions: answer.suggestions,
      };
    },
    enabled,
    staleTime: PRODUCTS_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
  return { result: enabled ? (query.data ?? NO_RESULT) : NO_RESULT, query };
}

export interface ProductSearch {
  /** Search results in pages, as the grid shows them (undefined until the first page). */
  paged: PagedProducts | undefined;
  /** Whether the term is long enough to filter (3+ characters, SPEC §9). */
  filtering: boolean;
  query: UseInfiniteQueryResult<{ pages: Page[] }>;
}

/** The search screen's results (SPEC §5) in pages of 40, in the current language. */
export function useProductSearch(term: string, client: ApiClient = apiClient): ProductSearch {
  const language = useCurrentLanguage();
  const trimmed = term.trim();
  const filtering = shouldFilter(trimmed);
  const key = JSON.stringify(['productSearchPages', language, trimmed]);
  const query = useInfiniteQuery({
    queryKey: ['productSearchPages', language, trimmed],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      client.call('productSearch', {
        query: { q: trimmed, offset: pageParam, limit: CATALOGUE_PAGE_SIZE, language },
        signal,
      }),
    getNextPageParam: nextOffset,
    enabled: filtering,
    staleTime: PRODUCTS_STALE_TIME_MS,
  });
  const paged = useMemo(() => pagedOf(query, key), [query, key]);
  return { paged, filtering, query };
}

/** Search/promotion entries for products (SPEC §4/§5): quantity 1, limits reduced by the cart. */
export function useCartEntries(products: readonly Product[]): CartItem[] {
  const cart = useCartItems();
  return useMemo(() => promotionEntries(products, cart), [products, cart]);
}
