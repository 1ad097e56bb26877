/**
 * Order history for tracking (SPEC §7 `order/history?indexOrderHistory={n}`): the two newest
 * orders by index 0 and 1, or every order with plain `order/history` when the tenant's
 * isAllOrderTrackingEnabled is on.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { OrderHistoryAnswerEntry } from '../../../contract/calls/after-order.ts';
import { retryUnlessFinal } from '../../lib/api-error.ts';
import { apiClient, type ApiClient } from '../../lib/api-client.ts';

export type TrackedOrderEntry = OrderHistoryAnswerEntry;

/** SPEC §7: "Two indexes loaded unless all-orders is enabled". */
export const HISTORY_INDEXES = [0, 1] as const;

const list = (body: unknown): TrackedOrderEntry[] =>
  Array.isArray(body) ? (body as TrackedOrderEntry[]) : [];

export async function fetchOrderHistory(
  client: ApiClient,
  allOrders: boolean,
  signal?: AbortSignal,
): Promise<TrackedOrderEntry[]> {
  if (allOrders) return list(await client.call('orderHistory', { signal }));
  const pages = await Promise.all(
    HISTORY_INDEXES.map(async (index) =>
      list(await client.call('orderHistory', { query: { indexOrderHistory: index }, signal })),
    ),
  );
  // One order per index; the same order twice (history changed between the calls) shows once.
  const seen = new Set<string>();
  return pages.flat().filter((order) => {
    if (seen.has(order.orderNumber)) return false;
    seen.add(order.orderNumber);
    return true;
  });
}

export function useOrderHistory(allOrders: boolean): UseQueryResult<TrackedOrderEntry[]> {
  return useQuery({
    queryKey: ['orderHistory', allOrders ? 'all' : 'recent'],
    queryFn: ({ signal }) => fetchOrderHistory(apiClient, allOrders, signal),
    retry: retryUnlessFinal,
  });
}
