/**
 * One combo's families and products (GET /api/combo/products/{comboId}, SPEC §7): the answer's
 * shape depends on the combo's kind (family / quantity / generic). A 404 means "no such combo"
 * (or the tenant's combo service is off) and is not retried; a time-out is not retried either.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ComboProductsResponse } from '../../../contract/index.ts';
import { apiClient } from '../../lib/api-client.ts';
import { retryUnlessFinal } from '../../lib/api-error.ts';

/** The {comboId} route parameter as a combo id (a whole number ≥ 1), else undefined. */
export function parseComboId(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : undefined;
}

export function useComboProducts(
  comboId: number | undefined,
): UseQueryResult<ComboProductsResponse> {
  return useQuery({
    queryKey: ['comboProducts', comboId],
    queryFn: ({ signal }) =>
      apiClient.call('comboProducts', { params: { comboId: comboId ?? 0 }, signal }),
    enabled: comboId !== undefined,
    retry: retryUnlessFinal,
    staleTime: 60_000,
  });
}
