/**
 * The tenant's priced catalogue (GET /api/products, SPEC §7) as one TanStack Query, shared by every
 * screen, the header's search box and the cart. The server sends an ETag: the browser revalidates
 * with If-None-Match by itself, so a refetch of an unchanged catalogue costs a 304.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage } from '../../domain/locale.ts';
import { autocompleteSuggestions, searchProducts, shouldFilter } from '../../domain/search.ts';
import type { CartItem, LanguageCode, Product } from '../../domain/types.ts';
import { apiClient, type ApiClient } from './api-client.ts';
import { useCartItems } from './cart-store.ts';

export const PRODUCTS_QUERY_KEY = ['products'] as const;
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

export async function fetchProducts(client: ApiClient, signal?: AbortSignal): Promise<Product[]> {
  return productsFromResponse(await client.call('products', { signal }));
}

/** The tenant's priced catalogue as domain products. */
export function useProducts(client: ApiClient = apiClient): UseQueryResult<Product[]> {
  return useQuery({
    queryKey: PRODUCTS_QUERY_KEY,
    queryFn: ({ signal }) => fetchProducts(client, signal),
    staleTime: PRODUCTS_STALE_TIME_MS,
  });
}

export interface ProductSearch {
  /** Entries {product, quantity 1}, limits reduced by the cart (SPEC §4/§5); [] under 3 characters. */
  results: CartItem[];
  /** Unique descriptions in the current language for the search box (SPEC §2). */
  suggestions: string[];
  /** Whether the term is long enough to filter (3+ characters, SPEC §9). */
  filtering: boolean;
  query: UseQueryResult<Product[]>;
}

/** The language the app shows now (i18next), else pt. */
export function useCurrentLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return isSupportedLanguage(language) ? language : 'pt';
}

/** Search and autocomplete over the catalogue (SPEC §5), in the current language by default. */
export function useProductSearch(
  term: string,
  languageOverride?: LanguageCode,
  client: ApiClient = apiClient,
): ProductSearch {
  const current = useCurrentLanguage();
  const language = languageOverride ?? current;
  const query = useProducts(client);
  const cart = useCartItems();
  const products = query.data;
  const results = useMemo(
    () => (products ? searchProducts(products, term, language, cart) : []),
    [products, term, language, cart],
  );
  const suggestions = useMemo(
    () => (products ? autocompleteSuggestions(products, term, language) : []),
    [products, term, language],
  );
  return { results, suggestions, filtering: shouldFilter(term), query };
}
