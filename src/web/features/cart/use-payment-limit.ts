/**
 * The payment limit in force (SPEC §7 `GET payment/limit/paymentMethod`: "a number; 0 on failure,
 * unchanged on timeout"). Until it answers, and when it times out, the client profile's limit
 * holds. Fetched only where the tenant has a payment limit and does not skip the check
 * (isPaymentLimitActive, skipPaymentLimitVerifyCheckout).
 */
import { useQuery } from '@tanstack/react-query';
import type { CallResponse } from '../../../contract/index.ts';
import { apiClient, type ApiClient } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';

export const PAYMENT_LIMIT_QUERY_KEY = ['paymentLimit'] as const;

export function usePaymentLimit(
  profileLimit: number,
  { enabled, client = apiClient }: { enabled: boolean; client?: ApiClient },
): number {
  const query = useQuery({
    queryKey: PAYMENT_LIMIT_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const body: CallResponse<'paymentLimit'> | undefined = await client.call('paymentLimit', {
        signal,
      });
      return typeof body === 'number' && Number.isFinite(body) && body >= 0 ? body : 0;
    },
    retry: false,
    staleTime: 5 * 60_000,
    enabled,
  });
  if (!enabled) return profileLimit;
  if (query.data !== undefined) return query.data;
  if (query.isError) {
    return query.error instanceof ApiError && query.error.code === 'timeout' ? profileLimit : 0;
  }
  return profileLimit;
}
