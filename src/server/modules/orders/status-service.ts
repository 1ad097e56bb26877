/**
 * Operator status changes: moves an order through its server statuses (SPEC §4 status ↔ tracking
 * step mapping), recording an order_status_events row. CANCELLED and DELIVERED are final.
 * Cancelling the first order of a recurrent order stops its schedule (modules/jobs).
 */
import type { OrderStatus } from '../../../contract/index.ts';
import type { Database } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';
import { lockOrderStatus, recordOrderStatus, stopScheduleStartedBy } from './repository.ts';

/** Statuses an order never leaves. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['CANCELLED', 'DELIVERED'];

export interface StatusChange {
  tenantId: number;
  orderNumber: string;
  status: OrderStatus;
}

/**
 * Applies the change: 404 notFound for an unknown order of that tenant, 409 orderStatusFinal
 * (params.status = the current status) for a CANCELLED or DELIVERED order. Setting the status the
 * order already has changes nothing and records no event.
 */
export async function changeOrderStatus(
  db: Database,
  change: StatusChange,
  now: Date,
): Promise<{ orderNumber: string; status: OrderStatus }> {
  return db.transaction(async (tx) => {
    const current = await lockOrderStatus(tx, change.tenantId, change.orderNumber);
    if (current === undefined) throw new HttpError(404, 'notFound');
    if (FINAL_STATUSES.includes(current)) {
      throw new HttpError(409, 'orderStatusFinal', { status: current });
    }
    if (current !== change.status) {
      await recordOrderStatus(tx, change.tenantId, change.orderNumber, change.status, now);
      // Cancelling the order that started a recurrent order cancels its standing schedule too.
      if (change.status === 'CANCELLED') {
        await stopScheduleStartedBy(tx, change.tenantId, change.orderNumber);
      }
    }
    return { orderNumber: change.orderNumber, status: change.status };
  });
}
