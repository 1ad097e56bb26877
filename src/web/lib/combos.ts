/**
 * The tenant's combos (GET /api/combo, SPEC §7) as one TanStack Query shared by the combos screens
 * and the product cards, and the screen each combo kind opens (SPEC §2 route table).
 * With the combo service off (`isComboServiceAvailable`, SPEC §3) nothing is fetched: no combos.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { CallResponse, Combo } from '../../contract/index.ts';
import { apiClient, type ApiClient } from './api-client.ts';
import { retryUnlessFinal } from './api-error.ts';
import { useTenant } from './tenant-context.tsx';

export const COMBOS_QUERY_KEY = ['combos'] as const;
/** Combos change rarely within a visit. */
export const COMBOS_STALE_TIME_MS = 5 * 60_000;

export async function fetchCombos(client: ApiClient, signal?: AbortSignal): Promise<Combo[]> {
  const body: CallResponse<'combos'> | undefined = await client.call('combos', { signal });
  return Array.isArray(body) ? body : [];
}

/** The tenant's combos; an empty list without fetching when the combo service is off. */
export function useCombos(client: ApiClient = apiClient): UseQueryResult<Combo[]> {
  const { isComboServiceAvailable } = useTenant();
  return useQuery({
    queryKey: COMBOS_QUERY_KEY,
    queryFn: ({ signal }) =>
      isComboServiceAvailable ? fetchCombos(client, signal) : Promise.resolve([]),
    retry: retryUnlessFinal,
    staleTime: COMBOS_STALE_TIME_MS,
  });
}

/** SPEC §2: family → /combo/{id}, quantity → /combo-quantity/{id}/{name}, generic → /combo-generic/{id}. */
export function comboPath(combo: Pick<Combo, 'id' | 'kind' | 'name'>): string {
  switch (combo.kind) {
    case 'family':
      return `/combo/${combo.id}`;
    case 'quantity':
      return `/combo-quantity/${combo.id}/${encodeURIComponent(combo.name)}`;
    case 'generic':
      return `/combo-generic/${combo.id}`;
  }
}
