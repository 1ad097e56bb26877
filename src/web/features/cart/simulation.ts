/**
 * Price simulation (SPEC §4 "Price recalculation", §7 POST order/simulate, §8 "Simulation status
 * 406 → limitOrder marker; other failure → SimulateError"; §9 debounce 1000 ms, inactivity 1 h).
 * The server prices the cart (PRODUCT.md "the server is the authority on money"): its answer is
 * the truth the cart shows. It is a TanStack Query query keyed by the lines and order type, the key
 * debounced (decision 050), so a new simulation runs
 *  - at once on the first render, then 1000 ms after the last change of the lines or order type;
 *  - at once when the tab becomes visible again after being hidden;
 *  - when nothing was simulated for an hour (the page was left open: `refetchInterval`).
 * A failure (406, a 422, no answer in time) is asked again only by these, never at once by itself.
 * A newer request aborts the older one (the query's signal); an answer for lines that changed
 * since belongs to another key and is not shown for the new lines. No retry: the API client's
 * 20 s time-out is the only wait (SPEC §9), then the cart shows the failure.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CallResponse } from '../../../contract/index.ts';
import type { SimulateBody } from '../../../domain/order-body.ts';
import {
  INACTIVITY_THRESHOLD_MS,
  PRICE_RECALCULATION_DEBOUNCE_MS,
} from '../../../domain/timings.ts';
import { apiClient, type ApiClient } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';

/** SPEC §9 price recalculation debounce. */
export const SIMULATION_DEBOUNCE_MS = PRICE_RECALCULATION_DEBOUNCE_MS;
/** SPEC §9 inactivity threshold. */
export const SIMULATION_IDLE_MS = INACTIVITY_THRESHOLD_MS;

export type SimulationResponse = CallResponse<'simulateOrder'>;

/**
 * idle: nothing to price (empty cart or recalculation off); loading: a simulation is due or running;
 * ok: `data` prices the current lines; limit: 406, the order is above the payment limit;
 * error: any other failure (checkout disabled, "refresh the page").
 */
export type SimulationStatus = 'idle' | 'loading' | 'ok' | 'limit' | 'error';

export interface SimulationState {
  status: SimulationStatus;
  /** The last successful answer (may be for earlier lines while status is loading). */
  data: SimulationResponse | undefined;
  /** The failure's code when status is limit or error. */
  errorCode: ApiError['code'] | undefined;
}

export interface Simulation extends SimulationState {
  /** True once a first answer (or failure) arrived. */
  settled: boolean;
  /** Simulates the current lines now. */
  refresh: () => void;
}

/** What decides a re-simulation: the lines and the order type (not the checkboxes). */
export function simulationKey(body: SimulateBody | undefined): string | undefined {
  if (!body || body.products.length === 0) return undefined;
  return JSON.stringify([body.products, body.orderType]);
}

export interface UseSimulationOptions {
  client?: ApiClient;
  /** False turns recalculation off (tenant hasRecalculatePrice). */
  enabled?: boolean;
}

const SIMULATION_QUERY = 'simulateOrder';

/** The body to price for the current key: the latest one (the checkboxes are not part of the key). */
type BodyReader = () => SimulateBody | undefined;

function simulationQuery(client: ApiClient, key: string | undefined, body: BodyReader) {
  return {
    queryKey: [SIMULATION_QUERY, key] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      client.call('simulateOrder', { body: body() as SimulateBody, signal }),
    retry: false,
  };
}

/**
 * The lines' key, debounced: passed on on the next tick the first time it is set, then only once
 * it stayed the same for SIMULATION_DEBOUNCE_MS; undefined (nothing to price) at once. The timer
 * that passes a key on also starts its request: were the request left to the query's observer, it
 * would go out in the commit of the render after the timer, one turn later than the hand-written
 * hook sent it (the cart tests, the 20 s time-out one first, wait exactly one turn).
 */
function useDebouncedKey(
  key: string | undefined,
  start: (key: string) => void,
): string | undefined {
  const [debounced, setDebounced] = useState<string | undefined>(undefined);
  const sent = useRef(false);
  const startRef = useRef(start);
  useEffect(() => {
    startRef.current = start;
  });
  useEffect(() => {
    if (key === undefined) {
      setDebounced(undefined);
      return;
    }
    const timer = setTimeout(
      () => {
        sent.current = true;
        startRef.current(key);
        setDebounced(key);
      },
      sent.current ? SIMULATION_DEBOUNCE_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [key]);
  return debounced;
}

/** The server's pricing of `body`, kept up to date by the rules in the header. */
export function useSimulation(
  body: SimulateBody | undefined,
  { client = apiClient, enabled = true }: UseSimulationOptions = {},
): Simulation {
  const key = enabled ? simulationKey(body) : undefined;
  const latestBody = useRef(body);
  useEffect(() => {
    latestBody.current = body;
  });
  const queryClient = useQueryClient();
  const readBody = useCallback(() => latestBody.current, []);
  const queryKey = useDebouncedKey(key, (next) => {
    void queryClient.prefetchQuery(simulationQuery(client, next, readBody));
  });

  const query = useQuery({
    ...simulationQuery(client, queryKey, readBody),
    // A failed pricing is an answer too (406, a 422, a time-out): the observer meeting the key
    // the timer has just prefetched found no data there, took it for stale and asked again, so
    // every refusal went out twice (twice the rate limit's count). Asked again only on purpose:
    // `refresh`, a visible tab, new lines (a new key), or the hour (the effect below).
    enabled: (current) => queryKey !== undefined && current.state.status !== 'error',
    placeholderData: keepPreviousData,
    // Every request is sent on purpose: by the debounced key above, a visible tab, the hour.
    staleTime: Infinity,
    refetchOnMount: false,
    retryOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchInterval: SIMULATION_IDLE_MS,
    refetchIntervalInBackground: true,
  });
  const { refetch } = query;

  // A cart opened again prices its lines afresh, as on the first visit.
  useEffect(() => () => queryClient.removeQueries({ queryKey: [SIMULATION_QUERY] }), [queryClient]);

  // Back from a hidden tab: prices may have changed meanwhile.
  useEffect(() => {
    let wasHidden = document.visibilityState === 'hidden';
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        wasHidden = true;
      } else if (wasHidden) {
        wasHidden = false;
        if (queryKey !== undefined) void refetch();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [refetch, queryKey]);

  // Settled: a first answer (or failure) arrived since the cart last had nothing to price.
  const answered = query.isFetched || query.isPlaceholderData;
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (key === undefined) setSettled(false);
    else if (answered) setSettled(true);
  }, [key, answered]);

  // The hour holds after a failure too: the query is disabled then, and its interval with it.
  const failedAt = query.status === 'error' ? query.errorUpdatedAt : undefined;
  useEffect(() => {
    if (failedAt === undefined || queryKey === undefined) return;
    const timer = setTimeout(() => void refetch(), SIMULATION_IDLE_MS);
    return () => clearTimeout(timer);
  }, [failedAt, queryKey, refetch]);

  const refresh = useCallback(() => void refetch(), [refetch]);
  const { data, error, fetchStatus, isPending } = query;
  return useMemo(() => {
    const failure = error instanceof ApiError ? error : undefined;
    let status: SimulationStatus;
    if (key === undefined) status = 'idle';
    else if (key !== queryKey || fetchStatus === 'fetching' || isPending) status = 'loading';
    else if (error) status = failure?.status === 406 ? 'limit' : 'error';
    else status = 'ok';
    return {
      status,
      data,
      errorCode:
        status === 'limit' || status === 'error' ? (failure?.code ?? 'unknown') : undefined,
      settled: settled || (key !== undefined && answered),
      refresh,
    };
  }, [key, queryKey, fetchStatus, isPending, error, data, settled, answered, refresh]);
}
