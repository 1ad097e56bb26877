/**
 * Price simulation (SPEC §4 "Price recalculation", §7 POST order/simulate, §8 "Simulation status
 * 406 → limitOrder marker; other failure → SimulateError"; §9 debounce 1000 ms, inactivity 1 h).
 * The server prices the cart (PRODUCT.md "the server is the authority on money"): its answer is
 * the truth the cart shows. A new simulation runs
 *  - at once on the first render, then 1000 ms after the last change of the lines or order type;
 *  - at once when the tab becomes visible again after being hidden;
 *  - when nothing was simulated for an hour (the page was left open).
 * A newer request aborts the older one; an answer for lines that changed since is dropped.
 */
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

export async function fetchSimulation(
  client: ApiClient,
  body: SimulateBody,
  signal?: AbortSignal,
): Promise<SimulationResponse> {
  return client.call('simulateOrder', { body, signal });
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

/** The server's pricing of `body`, kept up to date by the rules in the header. */
export function useSimulation(
  body: SimulateBody | undefined,
  { client = apiClient, enabled = true }: UseSimulationOptions = {},
): Simulation {
  const key = enabled ? simulationKey(body) : undefined;
  const [state, setState] = useState<SimulationState & { key: string | undefined }>({
    status: key === undefined ? 'idle' : 'loading',
    data: undefined,
    errorCode: undefined,
    key: undefined,
  });
  const latest = useRef({ body, key });
  const sent = useRef(false);
  const controller = useRef<AbortController | undefined>(undefined);
  const debounceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    latest.current = { body, key };
  });

  const clearTimers = () => {
    clearTimeout(debounceTimer.current);
    clearTimeout(idleTimer.current);
  };

  const run = useCallback(async () => {
    const { body: current, key: currentKey } = latest.current;
    clearTimers();
    controller.current?.abort();
    if (current === undefined || currentKey === undefined) return;
    const abort = new AbortController();
    controller.current = abort;
    sent.current = true;
    setState((previous) => ({ ...previous, status: 'loading' }));
    const settle = (next: Omit<SimulationState, 'data'> & { data?: SimulationResponse }) => {
      if (abort.signal.aborted || latest.current.key !== currentKey) return;
      setState((previous) => ({ ...previous, ...next, key: currentKey }));
      idleTimer.current = setTimeout(() => void run(), SIMULATION_IDLE_MS);
    };
    try {
      const data = await fetchSimulation(client, current, abort.signal);
      settle({ status: 'ok', data, errorCode: undefined });
    } catch (error) {
      if (abort.signal.aborted) return;
      const code = error instanceof ApiError ? error.code : 'unknown';
      const limit = error instanceof ApiError && error.status === 406;
      settle({ status: limit ? 'limit' : 'error', data: undefined, errorCode: code });
    }
  }, [client]);

  // The lines changed: simulate at once the first time, else 1000 ms after the last change.
  useEffect(() => {
    if (key === undefined) {
      clearTimers();
      controller.current?.abort();
      setState((previous) => ({
        ...previous,
        status: 'idle',
        errorCode: undefined,
        key: undefined,
      }));
      return;
    }
    setState((previous) =>
      previous.status === 'loading' ? previous : { ...previous, status: 'loading' },
    );
    debounceTimer.current = setTimeout(() => void run(), sent.current ? SIMULATION_DEBOUNCE_MS : 0);
    return () => clearTimeout(debounceTimer.current);
  }, [key, run]);

  // Back from a hidden tab: prices may have changed meanwhile.
  useEffect(() => {
    let wasHidden = document.visibilityState === 'hidden';
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        wasHidden = true;
      } else if (wasHidden) {
        wasHidden = false;
        if (latest.current.key !== undefined) void run();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [run]);

  useEffect(
    () => () => {
      clearTimers();
      controller.current?.abort();
    },
    [],
  );

  const refresh = useCallback(() => void run(), [run]);
  return useMemo(() => {
    const current = state.key === key && key !== undefined;
    const status: SimulationStatus =
      key === undefined ? 'idle' : current ? state.status : 'loading';
    return {
      status,
      data: state.data,
      errorCode: status === 'limit' || status === 'error' ? state.errorCode : undefined,
      settled: state.key !== undefined,
      refresh,
    };
  }, [state, key, refresh]);
}
