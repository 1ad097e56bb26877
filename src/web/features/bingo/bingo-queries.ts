/**
 * Bingo (SPEC §7 `bingo/period/{month}/{year}`, `bingo/history`): the card of the current month
 * in the tenant's time zone, and the history.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { CallResponse } from '../../../contract/index.ts';
import { bingoCardStatus } from '../../../domain/bingo.ts';
import { retryUnlessFinal } from '../../lib/api-error.ts';
import { apiClient, type ApiClient } from '../../lib/api-client.ts';

export type BingoCardAnswer = NonNullable<CallResponse<'bingoCard'>['currentCard']>;
export type BingoHistoryAnswer = CallResponse<'bingoHistory'>;

export interface BingoPeriod {
  month: number;
  year: number;
}

export async function fetchBingoCard(
  client: ApiClient,
  period: BingoPeriod,
  signal?: AbortSignal,
): Promise<BingoCardAnswer | null> {
  const body: Partial<CallResponse<'bingoCard'>> | undefined = await client.call('bingoCard', {
    params: { month: period.month, year: period.year },
    signal,
  });
  const card = body?.currentCard;
  return card && Array.isArray(card.products) ? card : null;
}

export function useBingoCard(period: BingoPeriod): UseQueryResult<BingoCardAnswer | null> {
  return useQuery({
    queryKey: ['bingoCard', period.year, period.month],
    queryFn: ({ signal }) => fetchBingoCard(apiClient, period, signal),
    retry: retryUnlessFinal,
  });
}

export function useBingoHistory(): UseQueryResult<BingoHistoryAnswer> {
  return useQuery({
    queryKey: ['bingoHistory'],
    queryFn: async ({ signal }) => {
      const body: unknown = await apiClient.call('bingoHistory', { signal });
      return Array.isArray(body) ? (body as BingoHistoryAnswer) : [];
    },
    retry: retryUnlessFinal,
  });
}

/**
 * SPEC §4 "Bingo card: incomplete or complete": the server's status when sent; otherwise the
 * domain rule the server applies (complete once every product of a non-empty card is acquired).
 */
export function bingoCardComplete(card: BingoCardAnswer): boolean {
  const status =
    card.status ??
    bingoCardStatus(
      card.products.map((product) => product.sku),
      card.acquiredProducts,
    );
  return status === 'complete';
}
