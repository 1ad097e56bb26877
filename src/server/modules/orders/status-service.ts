/**
 * Operator status changes: moves an order through its server statuses (SPEC §4 status ↔ tracking
 * step mapping) with the one status-change function (order-transitions.ts), which records the
 * order_status_events row and the outbox event in the same transaction. CANCELLED and DELIVERED
 * are final. Cancelling the first order of a recurrent order stops its schedule (modules/jobs).
 * A change is audited (actor `operatorKey`, issue 12) in the same transaction.
 */
import type { OrderStatus } from '../../../contract/index.ts';
import type { Database } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import type { TenantFormat } from '../outbox/event-data.ts';
import { FINAL_STATUSES, transitionOrderStatus } from './order-transitions.ts';

export { FINAL_STATUSES };

export interface StatusChange {
  tenant: TenantFormat;
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
    const outcome = await transitionOrderStatus(tx, change.tenant, {
      orderNumber: change.orderNumber,
      status: change.status,
      now,
    });
    if (outcome.kind === 'notFound') throw new HttpError(404, 'notFound');
    if (outcome.kind === 'final') {
      throw new HttpError(409, 'orderStatusFinal', { status: outcome.status });
    }
    if (outcome.kind === 'changed') {
      await recordAudit(tx, {
        tenantId: change.tenant.id,
        actor: { kind: 'operatorKey' },
        action: 'order.status',
        entity: 'order',
        entityId: change.orderNumber,
        before: { status: outcome.previous },
        after: { status: outcome.status },
        at: now,
      });
    }
    return { orderNumber: change.orderNumber, status: change.status };
  });
}
