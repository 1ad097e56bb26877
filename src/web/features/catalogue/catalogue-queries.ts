/**
 * The catalogue's server data (SPEC §7): banners, featured banner, categories, brands, promotion
 * images, suggested and favorite products. A time-out is not retried (it already took 20 s);
 * the screen shows its no-response state with a retry button instead (SPEC §8).
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type {
  Banner,
  Brand,
  CallResponse,
  Category,
  FeaturedBanner,
  PromotionImage,
} from '../../../contract/index.ts';
import type { Product } from '../../../domain/types.ts';
import { apiClient } from '../../lib/api-client.ts';
import { FAVORITES_QUERY_KEY, fetchFavorites } from '../../lib/favorites.ts';
import { retryUnlessFinal } from '../../lib/api-error.ts';
import { registerOptIn } from '../../lib/opt-in.ts';
import { preloadImage } from '../../lib/preload-image.ts';
import { itemsFromResponse } from '../../lib/products.ts';
import { WIDE_SCREEN } from '../../lib/use-media-query.ts';

const list = <T>(body: unknown): T[] => (Array.isArray(body) ? (body as T[]) : []);

/**
 * Asks for the first slide's picture as soon as the banners are known, while the home still
 * waits its 500 ms: it is the first screen's largest paint (issue 16, P2), and the carousel's
 * `<img>` then finds it in the image cache.
 */
function preloadFirstSlide(banner: Banner | undefined): void {
  if (banner === undefined) return;
  const wide = banner.srcDesktop !== undefined && window.matchMedia?.(WIDE_SCREEN).matches;
  preloadImage(wide ? (banner.srcDesktop ?? banner.src) : banner.src, 'high');
}

export function useBanners(): UseQueryResult<Banner[]> {
  return useQuery({
    queryKey: ['banners'],
    queryFn: async ({ signal }) => {
      const banners = list<Banner>(await apiClient.call('banners', { signal })).sort(
        (a, b) => a.index - b.index,
      );
      preloadFirstSlide(banners[0]);
      return banners;
    },
    retry: retryUnlessFinal,
    // Shown from the cache at once and asked again behind it: a banner the console schedules
    // or changes shows on the shop's next visit to the home, not ten minutes later (issue 13).
    staleTime: 0,
  });
}

export function useFeaturedBanner(): UseQueryResult<FeaturedBanner | null> {
  return useQuery({
    queryKey: ['featuredBanner'],
    queryFn: async ({ signal }) =>
      ((await apiClient.call('featuredBanner', { signal })) as
        CallResponse<'featuredBanner'> | undefined) ?? null,
    retry: retryUnlessFinal,
    staleTime: 0,
  });
}

export function useCategories(): UseQueryResult<Category[]> {
  return useQuery({
    queryKey: ['categories'],
    queryFn: async ({ signal }) => list<Category>(await apiClient.call('categories', { signal })),
    retry: retryUnlessFinal,
    staleTime: 10 * 60_000,
  });
}

/** GET brands/{category in lower case} (SPEC §7). */
export const brandsQuery = (category: string) => ({
  queryKey: ['brands', category.toLowerCase()] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    list<Brand>(
      await apiClient.call('brands', { params: { category: category.toLowerCase() }, signal }),
    ),
  retry: retryUnlessFinal,
  staleTime: 10 * 60_000,
});

export function useBrands(category: string): UseQueryResult<Brand[]> {
  return useQuery({ ...brandsQuery(category), enabled: category.trim() !== '' });
}

export function usePromotionImages(): UseQueryResult<PromotionImage[]> {
  return useQuery({
    queryKey: ['promotionImages'],
    queryFn: async ({ signal }) =>
      list<PromotionImage>(await apiClient.call('promotions', { signal })).sort(
        (a, b) => a.index - b.index,
      ),
    retry: retryUnlessFinal,
  });
}

/**
 * GET order/suggested or products/favorites → data.items (SPEC §7). Favorites are the one query
 * of lib/favorites.ts, which the tiles' hearts change optimistically.
 */
export function useProductItems(kind: 'suggested' | 'favorites'): UseQueryResult<Product[]> {
  return useQuery({
    queryKey: kind === 'favorites' ? FAVORITES_QUERY_KEY : [kind],
    queryFn: async ({ signal }) =>
      kind === 'favorites'
        ? fetchFavorites(apiClient, signal)
        : itemsFromResponse(await apiClient.call(kind, { signal })),
    retry: retryUnlessFinal,
  });
}

/** POST optin/register/ecommerce (SPEC §2 /home), once per page load. */
let optInRegistered = false;
export async function registerOptInOnce(): Promise<void> {
  if (optInRegistered) return;
  optInRegistered = true;
  try {
    await registerOptIn(true);
  } catch {
    // Best effort: the shop can still turn notifications on in /notifications.
    optInRegistered = false;
  }
}

/** Tests only: forget the once-per-load opt-in. */
export function resetOptInForTests(): void {
  optInRegistered = false;
}
