/**
 * The one place an order's status changes (issue 15: "its order events come from the one place
 * that changes an order's status"). Each function runs inside the caller's transaction and writes
 * the order event in it (the outbox, migration 020), so the event exists exactly when the change
 * does:
 * - `recordOrderCreated`: after `order/create` or the recurrent-orders job inserted an order
 *   (insertOrder) → `order.created`;
 * - `transitionOrderStatus`: the operator call, the console's status changes, cancellations and
 *   credit decisions (modules/admin-orders) →
 *   `order.status_changed`, or `order.cancelled` for CANCELLED. CANCELLED and DELIVERED are final.
 */
import type { OrderStatus } from '../../../contract/index.ts';
import type { Queryable } from '../../db/types.ts';
import { writeOrderEvent, type TenantFormat } from '../outbox/event-data.ts';
import { lockOrderStatus, recordOrderStatus, stopScheduleStartedBy } from './repository.ts';

/** Statuses an order never leaves. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['CANCELLED', 'DELIVERED'];

/** Writes the `order.created` event of an order just inserted in `tx`. */
export async function recordOrderCreated(
  tx: Queryable,
  tenant: TenantFormat,
  orderNumber: string,
  now: Date,
): Promise<void> {
  await writeOrderEvent(tx, tenant, { type: 'order.created', orderNumber, now });
}

export type TransitionOutcome =
  | { kind: 'notFound' }
  | { kind: 'final'; status: OrderStatus }
  | { kind: 'unchanged'; status: OrderStatus }
  /** The order is not in the `from` status the change required. */
  | { kind: 'unexpected'; status: OrderStatus }
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
  },
): Promise<TransitionOutcome> {
  const current = await lockOrderStatus(tx, tenant.id, change.orderNumber);
  if (current === undefined) return { kind: 'notFound' };
  if (FINAL_STATUSES.includes(current)) return { kind: 'final', status: current };
  if (change.from !== undefined && current !== change.from) {
    return { kind: 'unexpected', status: current };
  }
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
