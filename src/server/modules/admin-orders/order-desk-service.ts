/**
 * The console's order desk (issue 12): an order's detail and pre-receipt, status changes and
 * cancellations. Every change goes through transitionOrderStatus (the one place an order's status
 * changes, which writes the chat's order event) and writes its audit entry in the same
 * transaction: the change, its event and its audit row exist together or not at all.
 */
import type { AdminOrderDetail, OrderStatus } from '../../../contract/index.ts';
import type { Database, Queryable } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { OperatorContext } from '../../plugins/operator-context.ts';
import { operatorActor } from '../admin-lists/audit-actor.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import { FINAL_STATUSES, transitionOrderStatus } from '../orders/order-transitions.ts';
import { preReceiptPdf } from '../orders/pre-receipt-service.ts';
import { toOrderSummary } from './board-service.ts';
import { selectOrderDetail, selectOrderLines, selectStatusEvents } from './detail-repository.ts';

export async function orderDetail(
  db: Queryable,
  ctx: Pick<OperatorContext, 'tenantId'>,
  orderNumber: string,
): Promise<AdminOrderDetail> {
  const row = await selectOrderDetail(db, ctx.tenantId, orderNumber);
  if (row === undefined) throw new HttpError(404, 'notFound');
  const [lines, events] = await Promise.all([
    selectOrderLines(db, ctx.tenantId, orderNumber),
    selectStatusEvents(db, ctx.tenantId, orderNumber),
  ]);
  const cancelled = events.filter((event) => event.status === 'CANCELLED').at(-1);
  return {
    ...toOrderSummary(row),
    scheduledDeliveryDate: row.scheduled_delivery_date,
    recurrentScheduleId: row.recurrent_schedule_id,
    paymentMode: row.payment_mode,
    totals: {
      total: Number(row.total),
      totalWithoutTax: Number(row.total_without_tax),
      priceWithoutDiscount: Number(row.price_without_discount),
      discount: Number(row.discount),
      promoDiscount: Number(row.promo_discount),
      vat: Number(row.vat),
    },
    lines: lines.map((line) => ({
      lineNo: Number(line.line_no),
      sku: line.sku,
      description: line.description,
      quantity: Number(line.quantity),
      unitPrice: Number(line.unit_price),
      lineTotal: Number(line.line_total),
      comboId: line.combo_id === null ? null : Number(line.combo_id),
      isPackaging: line.is_packaging,
    })),
    statusHistory: events.map((event) => ({
      status: event.status,
      at: event.at.toISOString(),
      reason: event.reason,
    })),
    final: FINAL_STATUSES.includes(row.status),
    cancelReason: row.status === 'CANCELLED' ? (cancelled?.reason ?? null) : null,
    client: {
      clientId: row.client_id,
      name: row.client_name,
      documentId: row.document_id,
      address: row.address,
      paymentLimit: Number(row.payment_limit),
      minimumOrder: Number(row.minimum_order),
      orderingEnabled: row.is_order_option_active,
    },
  };
}

/** The shop's pre-receipt of a tenant's order (the shop's render limiter and document). */
export async function orderPreReceipt(
  db: Database,
  ctx: Pick<OperatorContext, 'tenantId' | 'tenant'>,
  orderNumber: string,
): Promise<Buffer> {
  const [row] = await db.query<{ client_id: string }>(
    `select client_id from orders where tenant_id = $1 and order_number = $2`,
    [ctx.tenantId, orderNumber],
  );
  if (row === undefined) throw new HttpError(404, 'notFound');
  return preReceiptPdf(
    db,
    { tenantId: ctx.tenantId, tenant: ctx.tenant, clientId: row.client_id },
    orderNumber,
  );
}

export interface OrderStatusAnswer {
  orderNumber: string;
  status: OrderStatus;
  changed: boolean;
}

export interface ConsoleTransition {
  orderNumber: string;
  status: OrderStatus;
  /** The audit action, e.g. `order.status`, `order.cancel`, `order.creditApprove`. */
  action: string;
  reason?: string;
  /** Only from this status (credit decisions): else 409 orderNotBlocked. */
  from?: OrderStatus;
  /**
   * Never from BLOCKED (the generic status call): a credit hold is released or refused only by a
   * credit decision (admin, finance), so sales cannot release one by moving the order on. Else
   * 409 orderInCreditReview.
   */
  notFromCreditReview?: boolean;
}

/**
 * One console status change in one transaction: the transition (status, status event, outbox
 * event) and its audit entry. 404 notFound, 409 orderStatusFinal (params.status), 409
 * orderNotBlocked (params.status) for a credit decision on an order no longer BLOCKED, 409
 * orderInCreditReview for a status change of an order held in credit analysis.
 */
export async function applyConsoleTransition(
  db: Database,
  ctx: Pick<OperatorContext, 'tenantId' | 'tenant' | 'now' | 'operatorId' | 'email'>,
  change: ConsoleTransition,
): Promise<OrderStatusAnswer> {
  return db.transaction(async (tx) => {
    const outcome = await transitionOrderStatus(tx, ctx.tenant, {
      orderNumber: change.orderNumber,
      status: change.status,
      now: ctx.now,
      ...(change.reason === undefined ? {} : { reason: change.reason }),
      ...(change.from === undefined ? {} : { from: change.from }),
      ...(change.notFromCreditReview === true ? { notFrom: 'BLOCKED' as const } : {}),
    });
    if (outcome.kind === 'notFound') throw new HttpError(404, 'notFound');
    if (outcome.kind === 'final') {
      throw new HttpError(409, 'orderStatusFinal', { status: outcome.status });
    }
    if (outcome.kind === 'unexpected') {
      throw new HttpError(409, 'orderNotBlocked', { status: outcome.status });
    }
    if (outcome.kind === 'held') throw new HttpError(409, 'orderInCreditReview');
    if (outcome.kind === 'unchanged') {
      return { orderNumber: change.orderNumber, status: outcome.status, changed: false };
    }
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      actor: operatorActor(ctx),
      action: change.action,
      entity: 'order',
      entityId: change.orderNumber,
      before: { status: outcome.previous },
      after: {
        status: outcome.status,
        ...(change.reason === undefined ? {} : { reason: change.reason }),
      },
      at: ctx.now,
    });
    return { orderNumber: change.orderNumber, status: outcome.status, changed: true };
  });
}
