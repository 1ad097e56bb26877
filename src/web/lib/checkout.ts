/**
 * Exactly-once checkout (SPEC §4 "Finish order", §7 order/create; SECURITY.md T1; PRODUCT.md
 * "Exactly-once orders"). The cart page calls `startCheckout`: the order body (src/domain/order-body.ts)
 * and ONE Idempotency-Key for this attempt are kept in sessionStorage, then /check runs
 * `createOrderOnce`. Every retry of the attempt — after the 20 s time-out, a 409 "still in flight",
 * a reload of /check, a double tap — sends the same key with the same body, so the server answers
 * with the order it already made. A new key is drawn only for a new attempt: after a definitive
 * answer (created, or refused with a 4xx), or when the cart changed.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { CallRequest, OrderCreated } from '../../contract/index.ts';
import { INITIAL_DELIVERY_STATE, type DeliveryState } from '../../domain/delivery.ts';
import { createBody, type CreateBody, type UserFlow } from '../../domain/order-body.ts';
import type { CartItem } from '../../domain/types.ts';
import { apiClient, type ApiClient } from './api-client.ts';
import { ApiError, type ApiErrorCode } from './api-error.ts';
import { useCartStore } from './cart-store.ts';
import { storedOrigin } from './origin.ts';
import { useTenant } from './tenant-context.tsx';
import type { PublicTenant } from './tenant.ts';

/** sessionStorage key of the attempt in progress (cleared by logout with the session). */
export const PENDING_ORDER_KEY = 'refill.pendingOrder';
/** Where the confirm button leads (SPEC §2 /check param finishOrderCorrectly). */
export const CHECK_PATH = '/check?finishOrderCorrectly=true';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Retries with the same key after a time-out or a lost connection (3 tries in all). */
export const CREATE_TIMEOUT_RETRIES = 2;
/** Retries with the same key while the server says the first request is still running (409). */
export const IN_FLIGHT_RETRIES = 5;
export const IN_FLIGHT_WAIT_MS = 2000;
/** Pause before retrying after a lost connection (a time-out has already waited 20 s). */
export const NETWORK_RETRY_WAIT_MS = 1000;

export type CreateOrderBody = CreateBody & { totalPrice?: number };

export interface PendingOrder {
  body: CreateOrderBody;
  /** The attempt's Idempotency-Key. */
  idempotencyKey: string;
  /** When the attempt began (ISO), for diagnostics only. */
  startedAt: string;
}

/** sessionStorage key of the cart's delivery choice (SPEC §4 order type): a reload keeps it. */
export const DELIVERY_STORAGE_KEY = 'refill.delivery';

export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** The stored delivery choice, or the initial one when absent or malformed. */
export function readStoredDelivery(): DeliveryState {
  try {
    const raw = window.sessionStorage.getItem(DELIVERY_STORAGE_KEY);
    const data: unknown = raw === null ? undefined : JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return INITIAL_DELIVERY_STATE;
    const value = data as Record<string, unknown>;
    const orderType =
      value.orderType === 'scheduledOrder' || value.orderType === 'recurrentOrder'
        ? value.orderType
        : '';
    return {
      orderType,
      scheduledDates: isStringArray(value.scheduledDates) ? value.scheduledDates : [],
      recurrentPeriod:
        typeof value.recurrentPeriod === 'number' ? value.recurrentPeriod : undefined,
      recurrentStartDate:
        typeof value.recurrentStartDate === 'string' ? value.recurrentStartDate : undefined,
    };
  } catch {
    return INITIAL_DELIVERY_STATE;
  }
}

export function storeDelivery(state: DeliveryState): void {
  try {
    if (state.orderType === '') window.sessionStorage.removeItem(DELIVERY_STORAGE_KEY);
    else window.sessionStorage.setItem(DELIVERY_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Blocked storage: the choice lasts for this page only.
  }
}

/** Forgets the delivery choice (after an order). */
export function clearStoredDelivery(): void {
  try {
    window.sessionStorage.removeItem(DELIVERY_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}

/** A random key of [A-Za-z0-9-]: crypto.randomUUID, or getRandomValues where it is missing (Chrome < 92). */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function isPendingOrder(value: unknown): value is PendingOrder {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Record<string, unknown>;
  return (
    typeof data.idempotencyKey === 'string' &&
    /^[A-Za-z0-9_-]{8,128}$/.test(data.idempotencyKey) &&
    typeof data.body === 'object' &&
    data.body !== null &&
    Array.isArray((data.body as Record<string, unknown>).products)
  );
}

export function readPendingOrder(): PendingOrder | undefined {
  try {
    const raw = window.sessionStorage.getItem(PENDING_ORDER_KEY);
    const data: unknown = raw === null ? undefined : JSON.parse(raw);
    return isPendingOrder(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

function writePendingOrder(pending: PendingOrder): void {
  try {
    window.sessionStorage.setItem(PENDING_ORDER_KEY, JSON.stringify(pending));
  } catch {
    // Blocked storage: the attempt lives in memory only (a reload starts a new one).
  }
}

/** Forgets the attempt, but only if it is still the one with `key` (when given). */
export function clearPendingOrder(key?: string): void {
  if (key !== undefined && readPendingOrder()?.idempotencyKey !== key) return;
  try {
    window.sessionStorage.removeItem(PENDING_ORDER_KEY);
  } catch {
    // Nothing stored.
  }
}

/**
 * Whether the chat bot should ask the NPS question (SPEC §7 requireNPSOnBot): the shop goes back to
 * the chat right after the order (chat origin, not kept logged in) so it never sees our survey.
 */
export function requireNpsOnBot(
  tenant: Pick<PublicTenant, 'keepLoggedAfterCheckout' | 'showNPSAfterOrderComplete'>,
  origin: 'chat' | 'standalone',
): boolean {
  return origin === 'chat' && !tenant.keepLoggedAfterCheckout && tenant.showNPSAfterOrderComplete;
}

export interface StartCheckoutInput {
  delivery: DeliveryState;
  userFlow: UserFlow;
  /** The total the shop saw; the server compares it (T2). */
  totalPrice?: number;
  requireNPSOnBot?: boolean;
  /** Default: the cart store's lines. */
  items?: readonly CartItem[];
  /** The router's navigate; default: a history push the router follows. */
  navigate?: (to: string) => void;
}

function historyNavigate(to: string): void {
  window.history.pushState({}, '', to);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/**
 * Keeps the order body and the attempt's key, then goes to /check. The same body while an
 * unanswered attempt exists keeps its key (a double tap, or back-and-confirm after a time-out).
 */
export function startCheckout(input: StartCheckoutInput): PendingOrder {
  const items = input.items ?? useCartStore.getState().items;
  const body: CreateOrderBody = createBody(
    items,
    input.delivery,
    input.userFlow,
    input.requireNPSOnBot ?? false,
  );
  if (input.totalPrice !== undefined && Number.isFinite(input.totalPrice)) {
    body.totalPrice = input.totalPrice;
  }
  const previous = readPendingOrder();
  const pending: PendingOrder =
    previous && JSON.stringify(previous.body) === JSON.stringify(body)
      ? previous
      : { body, idempotencyKey: newIdempotencyKey(), startedAt: new Date().toISOString() };
  writePendingOrder(pending);
  (input.navigate ?? historyNavigate)(CHECK_PATH);
  return pending;
}

/** `startCheckout` with the router's navigate and the tenant's requireNPSOnBot. */
export function useStartCheckout(): (input: Omit<StartCheckoutInput, 'navigate'>) => PendingOrder {
  const navigate = useNavigate();
  const tenant = useTenant();
  return useCallback(
    (input) =>
      startCheckout({
        requireNPSOnBot: requireNpsOnBot(tenant, storedOrigin()),
        ...input,
        navigate: (to) => void navigate(to),
      }),
    [navigate, tenant],
  );
}

export type CreateOutcome =
  | { kind: 'created'; orders: OrderCreated[] }
  /** 406: above the payment limit (SPEC §8). */
  | { kind: 'limitOrder' }
  /** Nothing orderable: back to the cart (SPEC §4). */
  | { kind: 'emptyOrder' }
  /** No answer after the bounded retries: the key is kept, a retry is safe. */
  | { kind: 'noResponse' }
  | { kind: 'failed'; code: ApiErrorCode; status: number; bottlerMessage: string | undefined };

export interface CreateOrderOptions {
  client?: ApiClient;
  sleep?: (ms: number) => Promise<void>;
  timeoutRetries?: number;
  inFlightRetries?: number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A refusal the server will not change its mind about for this key (4xx but "busy" answers). */
function isDefinitive(error: ApiError): boolean {
  if (error.status === 0 || error.status >= 500) return false;
  return (
    error.status !== 408 && error.status !== 409 && error.status !== 429 && error.status !== 425
  );
}

function ordersOf(answer: unknown): OrderCreated[] {
  const list = Array.isArray(answer) ? answer : [answer];
  return list.filter(
    (order): order is OrderCreated =>
      typeof order === 'object' &&
      order !== null &&
      typeof (order as Record<string, unknown>).orderNumber === 'string',
  );
}

function outcomeOfError(error: ApiError): CreateOutcome {
  if (error.status === 406 || error.code === 'limitOrder') return { kind: 'limitOrder' };
  if (error.code === 'emptyOrder') return { kind: 'emptyOrder' };
  const message = error.params?.bottlerMessage;
  return {
    kind: 'failed',
    code: error.code,
    status: error.status,
    bottlerMessage: typeof message === 'string' && message.trim() !== '' ? message : undefined,
  };
}

async function runAttempt(
  pending: PendingOrder,
  options: CreateOrderOptions,
): Promise<CreateOutcome> {
  const client = options.client ?? apiClient;
  const sleep = options.sleep ?? defaultSleep;
  let timeoutsLeft = options.timeoutRetries ?? CREATE_TIMEOUT_RETRIES;
  let inFlightLeft = options.inFlightRetries ?? IN_FLIGHT_RETRIES;
  for (;;) {
    try {
      const answer: unknown = await client.call('createOrder', {
        // The domain's body types recurrentPeriod as a number, the contract as one of
        // RECURRENT_PERIODS (issue 11: one body type, the server half).
        body: pending.body as CallRequest<'createOrder'>['body'],
        headers: { [IDEMPOTENCY_HEADER]: pending.idempotencyKey },
      });
      const orders = ordersOf(answer);
      clearPendingOrder(pending.idempotencyKey);
      return orders.length > 0
        ? { kind: 'created', orders }
        : { kind: 'failed', code: 'unknown', status: 200, bottlerMessage: undefined };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 409 && error.code === 'idempotencyKeyInFlight') {
        if (inFlightLeft-- <= 0) return { kind: 'noResponse' };
        await sleep(IN_FLIGHT_WAIT_MS);
        continue;
      }
      if (error.code === 'timeout' || error.code === 'network') {
        if (timeoutsLeft-- <= 0) return { kind: 'noResponse' };
        if (error.code === 'network') await sleep(NETWORK_RETRY_WAIT_MS);
        continue;
      }
      if (isDefinitive(error)) clearPendingOrder(pending.idempotencyKey);
      return outcomeOfError(error);
    }
  }
}

const inFlight = new Map<string, Promise<CreateOutcome>>();

/**
 * POST order/create for the attempt, with its Idempotency-Key; concurrent calls for one key share
 * one request (React's double effects, a double tap).
 */
export function createOrderOnce(
  pending: PendingOrder,
  options: CreateOrderOptions = {},
): Promise<CreateOutcome> {
  const running = inFlight.get(pending.idempotencyKey);
  if (running) return running;
  const attempt = runAttempt(pending, options).finally(() =>
    inFlight.delete(pending.idempotencyKey),
  );
  inFlight.set(pending.idempotencyKey, attempt);
  return attempt;
}
