/**
 * Exactly-once order creation (SPEC §4 "Finish order", §7 order/create; SECURITY.md T1). /check
 * sends the attempt kept by the cart (lib/pending-order.ts). Every retry of the attempt — after
 * the 20 s time-out, a 409 "still in flight", a reload of /check, a double tap — sends the same
 * Idempotency-Key with the same body, so the server answers with the order it already made. The
 * key is forgotten only after a definitive answer (created, or refused with a 4xx).
 */
import type { OrderCreated } from '../../../contract/index.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../../contract/paths.ts';
import { apiClient, type ApiClient } from '../../lib/api-client.ts';
import { ApiError, type ApiErrorCode } from '../../lib/api-error.ts';
import { clearPendingOrder, type PendingOrder } from '../../lib/pending-order.ts';

/** Retries with the same key after a time-out or a lost connection (3 tries in all). */
export const CREATE_TIMEOUT_RETRIES = 2;
/** Retries with the same key while the server says the first request is still running (409). */
export const IN_FLIGHT_RETRIES = 5;
export const IN_FLIGHT_WAIT_MS = 2000;
/** Pause before retrying after a lost connection (a time-out has already waited 20 s). */
export const NETWORK_RETRY_WAIT_MS = 1000;

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
  /** Runs once when the attempt creates its order(s), before anyone waiting hears of it. */
  onCreated?: (outcome: Extract<CreateOutcome, { kind: 'created' }>) => void;
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
        body: pending.body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: pending.idempotencyKey },
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

/** The one in-flight guard of order creation: the running attempt of each Idempotency-Key. */
const inFlight = new Map<string, Promise<CreateOutcome>>();

/**
 * POST order/create for the attempt, with its Idempotency-Key; concurrent calls for one key share
 * one request and one `onCreated` (React's double effects, a double tap, two screens waiting).
 */
export function createOrderOnce(
  pending: PendingOrder,
  options: CreateOrderOptions = {},
): Promise<CreateOutcome> {
  const running = inFlight.get(pending.idempotencyKey);
  if (running) return running;
  const attempt = runAttempt(pending, options)
    .then((outcome) => {
      if (outcome.kind === 'created') options.onCreated?.(outcome);
      return outcome;
    })
    .finally(() => inFlight.delete(pending.idempotencyKey));
  inFlight.set(pending.idempotencyKey, attempt);
  return attempt;
}
