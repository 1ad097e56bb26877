/**
 * The shop's favorites (SPEC §7 GET products/favorites) as one TanStack Query shared by /favorites
 * and every product tile's heart, and the heart's change (PUT products/favorites/:sku, decision
 * 034) applied optimistically: the list changes at once, goes back if the call fails, and is
 * fetched again afterwards so it matches the server. With the tenant's favorites off nothing is
 * fetched.
 *
 * A screen shows 20 to 40 hearts. Each heart used to hold a query observer and a mutation
 * observer of its own, a fifth of a cold /products' tile rendering at 4× CPU (decision 086); now
 * the hearts of one query client share one observer of the list, which each reads through
 * `useSyncExternalStore`, and a change is a plain call on the query client.
 */
import {
  QueryObserver,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
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

function favoritesQuery(client: ApiClient) {
  return {
    queryKey: FAVORITES_QUERY_KEY,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchFavorites(client, signal),
    retry: retryUnlessFinal,
    staleTime: FAVORITES_STALE_TIME_MS,
  };
}

/** The favorite products (the list /favorites shows). */
export function useFavorites(client: ApiClient = apiClient): UseQueryResult<Product[]> {
  return useQuery(favoritesQuery(client));
}

/** Whether the tenant offers favorites (its feature switch, SPEC §3). */
export function useFavoritesEnabled(): boolean {
  return useTenant().features.favorites;
}

/** The favorites' skus of one query client, read by every heart through one observer. */
interface FavoriteSkus {
  has: (sku: string) => boolean;
  subscribe: (onChange: () => void) => () => void;
}

const skusByQueryClient = new WeakMap<QueryClient, FavoriteSkus>();

function favoriteSkus(queryClient: QueryClient): FavoriteSkus {
  const known = skusByQueryClient.get(queryClient);
  if (known) return known;
  const observer = new QueryObserver(queryClient, favoritesQuery(apiClient));
  const listeners = new Set<() => void>();
  let stopObserving: (() => void) | undefined;
  let list: readonly Product[] | undefined;
  let skus: ReadonlySet<string> = new Set();
  const shared: FavoriteSkus = {
    // Read from the cache, the truth, whether or not the observer is running yet.
    has: (sku) => {
      const data = queryClient.getQueryData<Product[]>(FAVORITES_QUERY_KEY);
      if (data !== list) {
        list = data;
        skus = new Set(data?.map((product) => product.sku));
      }
      return skus.has(sku);
    },
    // The first heart starts the observer (which fetches the list as useQuery would on mount),
    // the last one to go stops it, so the list is inactive while no heart shows.
    subscribe: (onChange) => {
      listeners.add(onChange);
      if (stopObserving === undefined) {
        // As useQuery does on each render: find the list's query in the cache again, in case
        // the one observed last time was removed from it while no heart showed.
        observer.setOptions(favoritesQuery(apiClient));
        stopObserving = observer.subscribe(() => {
          for (const listener of listeners) listener();
        });
      }
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) {
          stopObserving?.();
          stopObserving = undefined;
        }
      };
    },
  };
  skusByQueryClient.set(queryClient, shared);
  return shared;
}

const NOT_SUBSCRIBED = () => () => undefined;

/** Whether one product is a favorite; false while unknown or with favorites off. */
export function useIsFavorite(sku: string): boolean {
  const enabled = useFavoritesEnabled();
  const shared = favoriteSkus(useQueryClient());
  return useSyncExternalStore(enabled ? shared.subscribe : NOT_SUBSCRIBED, () =>
    enabled ? shared.has(sku) : false,
  );
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

/** Marks or unmarks a favorite, optimistically; `onError` after the list has gone back. */
export function useSetFavorite(
  client: ApiClient = apiClient,
): (change: FavoriteChange, onError?: (error: unknown) => void) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (change, onError) => {
      await queryClient.cancelQueries({ queryKey: FAVORITES_QUERY_KEY });
      const previous = queryClient.getQueryData<Product[]>(FAVORITES_QUERY_KEY);
      queryClient.setQueryData<Product[]>(FAVORITES_QUERY_KEY, (list) =>
        withFavorite(list ?? [], change),
      );
      try {
        await client.call('setFavorite', {
          params: { sku: change.product.sku },
          body: { favorite: change.favorite },
        });
      } catch (error) {
        queryClient.setQueryData(FAVORITES_QUERY_KEY, previous);
        onError?.(error);
      } finally {
        void queryClient.invalidateQueries({ queryKey: FAVORITES_QUERY_KEY });
      }
    },
    [queryClient, client],
  );
}
