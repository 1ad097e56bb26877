/**
 * The shop's favorites (SPEC §7 GET products/favorites) as one TanStack Query shared by /favorites
 * and every product tile's heart, and the heart's change (PUT products/favorites/:sku, decision
 * 034) applied optimistically: the list changes at once, goes back if the call fails, and is
 * fetched again afterwards so it matches the server. With the tenant's favorites off nothing is
 * fetched.
 */
import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { Product } from '../../domain/types.ts';
import { apiClient, type ApiClient } from './api-client.ts';
import { retryUnlessFinal } from './api-error.ts';
import { itemsFromResponse } from './products.ts';
import { useTenant } from './tenant-context.tsx';

export const FAVORITES_QUERY_KEY = ['favorites'] as const;
const FAVORITES_STALE_TIME_MS = 60_000;

export async function fetchFavorites(client: ApiClient, signal?: AbortSignal): Promise<Product[]> {
  return itemsFromResponse(await client.call('favorites', { signal }));
}

/** The favorite products (the list /favorites shows). */
export function useFavorites(client: ApiClient = apiClient): UseQueryResult<Product[]> {
  return useQuery({
    queryKey: FAVORITES_QUERY_KEY,
    queryFn: ({ signal }) => fetchFavorites(client, signal),
    retry: retryUnlessFinal,
    staleTime: FAVORITES_STALE_TIME_MS,
  });
}

/** Whether the tenant offers favorites (its feature switch, SPEC §3). */
export function useFavoritesEnabled(): boolean {
  return useTenant().features.favorites;
}

/** Whether one product is a favorite; false while unknown or with favorites off. */
export function useIsFavorite(sku: string, client: ApiClient = apiClient): boolean {
  const enabled = useFavoritesEnabled();
  const { data } = useQuery({
    queryKey: FAVORITES_QUERY_KEY,
    queryFn: ({ signal }) => fetchFavorites(client, signal),
    retry: retryUnlessFinal,
    staleTime: FAVORITES_STALE_TIME_MS,
    enabled,
    select: (list: Product[]) => list.some((product) => product.sku === sku),
  });
  return data === true;
}

export interface FavoriteChange {
  product: Product;
  favorite: boolean;
}

/** The list with the product added first (as the server orders a new favorite) or removed. */
export function withFavorite(list: readonly Product[], { product, favorite }: FavoriteChange) {
  const others = list.filter((entry) => entry.sku !== product.sku);
  return favorite ? [product, ...others] : others;
}

/** Marks or unmarks a favorite, optimistically. */
export function useSetFavorite(
  client: ApiClient = apiClient,
): UseMutationResult<unknown, Error, FavoriteChange, { previous: Product[] | undefined }> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ product, favorite }: FavoriteChange) =>
      client.call('setFavorite', { params: { sku: product.sku }, body: { favorite } }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: FAVORITES_QUERY_KEY });
      const previous = queryClient.getQueryData<Product[]>(FAVORITES_QUERY_KEY);
      queryClient.setQueryData<Product[]>(FAVORITES_QUERY_KEY, (list) =>
        withFavorite(list ?? [], change),
      );
      return { previous };
    },
    onError: (_error, _change, context) => {
      queryClient.setQueryData(FAVORITES_QUERY_KEY, context?.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVORITES_QUERY_KEY }),
  });
}
