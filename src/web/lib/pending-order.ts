/**
 * The hand-over from the cart to /check (SPEC §4 "Finish order"; SECURITY.md T1; PRODUCT.md
 * "Exactly-once orders"): `startCheckout` keeps the order body (src/domain/order-body.ts) and ONE
 * Idempotency-Key for this attempt in sessionStorage, then goes to /check, where
 * features/checkout/create-order.ts sends it. The cart's delivery choice is kept here too, since
 * the cart writes it and the completed order clears it. Both features use this module; neither
 * imports the other.
 */
import { INITIAL_DELIVERY_STATE, type DeliveryState } from '../../domain/delivery.ts';
import { createBody, type CreateBody, type UserFlow } from '../../domain/order-body.ts';
import type { CartItem } from '../../domain/types.ts';
import { useCartStore } from './cart-store.ts';
import type { PublicTenant } from './tenant.ts';

/** sessionStorage key of the attempt in progress (cleared by logout with the session). */
export const PENDING_ORDER_KEY = 'refill.pendingOrder';
/** Where the confirm button leads (SPEC §2 /check param finishOrderCorrectly). */
export const CHECK_PATH = '/check?finishOrderCorrectly=true';
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
