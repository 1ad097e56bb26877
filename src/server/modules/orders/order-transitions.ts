/**
 * The one place an order's status changes (issue 15: "its order events come from the one place
 * that changes an order's status"). Each function runs inside the caller's transaction and writes
 * the order event in it (the outbox, migration 020), so the event exists exactly when the change
 * does:
 * - `orderCreatedEvent`: the `order.created` event of an order `order/create` or the
 *   recurrent-orders job is placing; the statement that inserts the order writes it
 *   (ordering/order-repository.ts `writeOrders`, decision 066: one round trip for both);
 * - `transitionOrderStatus`: the operator call, the console's status changes, cancellations and
 *   credit decisions (modules/admin-orders) →
 *   `order.status_changed`, or `order.cancelled` for CANCELLED. CANCELLED and DELIVERED are final.
 */
import { randomUUID } from 'node:crypto';
import type { OrderStatus, OrderType } from '../../../contract/index.ts';
import type { Queryable } from '../../db/types.ts';
import type { CreatedEventRecord } from '../ordering/order-repository.ts';
import {
  orderEventData,
  shopLanguage,
  writeOrderEvent,
  type TenantFormat,
} from '../outbox/event-data.ts';
import { lockOrderStatus, recordOrderStatus, stopScheduleStartedBy } from './repository.ts';

/** Statuses an order never leaves. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['CANCELLED', 'DELIVERED'];

/**
 * Writes the `order.created` event of an order already inserted in `tx` (read back from its row)
 * in a statement of its own: for callers that insert orders by other means (fixtures, benches).
 */
export async function recordOrderCreated(
  tx: Queryable,
  tenant: TenantFormat,
  orderNumber: string,
  now: Date,
): Promise<void> {
  await writeOrderEvent(tx, tenant, { type: 'order.created', orderNumber, now });
}

/** What the `order.created` event says of an order being placed (as its row will stand). */
export interface CreatedOrderFacts {
  clientLanguage: string | undefined;
  status: OrderStatus;
  orderType: OrderType;
  total: number;
  deliveryDate: string;
  /** The chat conversation of the session the order is placed in (none for the job's orders). */
  conversationId: string | undefined;
}

/**
 * The `order.created` event of an order about to be inserted, built from what the caller is
 * writing rather than read back from the row (issue 16: one statement less per order). Its data
 * is what `writeOrderEvent` would write; the order number is set by the statement that draws it.
 */
export function orderCreatedEvent(
  tenant: TenantFormat,
  facts: CreatedOrderFacts,
): CreatedEventRecord {
  const language = shopLanguage(tenant, facts.clientLanguage ?? null);
  return {
    id: randomUUID(),
    type: 'order.created',
    data: orderEventData(tenant, language, {
      orderNumber: '',
      status: facts.status,
      orderType: facts.orderType,
      total: facts.total,
      deliveryDate: facts.deliveryDate,
    }),
    conversationId: facts.conversationId,
  };
}

export type TransitionOutcome =
  | { kind: 'notFound' }
  | { kind: 'final'; status: OrderStatus }
  | { kind: 'unchanged'; status: OrderStatus }
  /** The order is not in the `from` status the change required. */
  | { kind: 'unexpected'; status: OrderStatus }
  /** The order is in the `notFrom` status the change may not move it out of. */
  | { kind: 'held'; status: OrderStatus }
  | { kind: 'changed'; previous: OrderStatus; status: OrderStatus };

/**
 * Moves the order (row locked) to `status`, appends its status event and writes the order event.
 * Setting the status it already has changes nothing and writes nothing. Cancelling the order that
 * started a recurrent order stops its standing schedule too.
 */
export async function transitionOrderStatus(
  tx: Queryable,
  tenant: TenantFormat,
  change: {
    orderNumber: string;
    status: OrderStatus;
    now: Date;
    /** Why (a console cancellation or credit refusal), kept on the status event. */
    reason?: string;
    /** Only from this status (a credit decision on a BLOCKED order): else `unexpected`. */
    from?: OrderStatus;
    /** Never from this status (the console's status call on a BLOCKED order): else `held`. */
    notFrom?: OrderStatus;
  },
): Promise<TransitionOutcome> {
  const current = await lockOrderStatus(tx, tenant.id, change.orderNumber);
  if (current === undefined) return { kind: 'notFound' };
  if (FINAL_STATUSES.includes(current)) return { kind: 'final', status: current };
  if (change.from !== undefined && current !== change.from) {
    return { kind: 'unexpected', status: current };
  }
  if (current === change.notFrom) return { kind: 'held', status: current };
  if (current === change.status) return { kind: 'unchanged', status: current };
  await recordOrderStatus(
    tx,
    tenant.id,
    change.orderNumber,
    change.status,
    change.now,
    change.reason ?? null,
  );
  if (change.status === 'CANCELLED') {
    await stopScheduleStartedBy(tx, tenant.id, change.orderNumber);
  }
  await writeOrderEvent(tx, tenant, {
    type: change.status === 'CANCELLED' ? 'order.cancelled' : 'order.status_changed',
    orderNumber: change.orderNumber,
    now: change.now,
    previousStatus: current,
  });
  return { kind: 'changed', previous: current, status: change.status };
}
