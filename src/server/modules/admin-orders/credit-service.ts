/**
 * Credit review (issue 12; decision 028). An order a shop authorised to exceed its payment limit
 * placed over it (accepting the warning) is created BLOCKED: in credit analysis
 * (ordering/place-order.ts). Finance releases it — it goes on to PREPARING, the step after credit
 * analysis in the tracking (SPEC §4) — or refuses it with a reason: CANCELLED. Both through
 * applyConsoleTransition, audited, and only while the order is still BLOCKED (409 orderNotBlocked).
 */
import type { CreditQueueItem } from '../../../contract/index.ts';
import type { Database, Queryable } from '../../db/types.ts';
import type { OperatorContext } from '../../plugins/operator-context.ts';
import { decodeCursor, pageOf } from '../admin-lists/keyset.ts';
import { selectCreditQueue, type CreditRow } from './credit-repository.ts';
import { applyConsoleTransition, type OrderStatusAnswer } from './order-desk-service.ts';

/** Where an order released from credit analysis goes. */
export const CREDIT_APPROVED_STATUS = 'PREPARING';

const toItem = (row: CreditRow): CreditQueueItem => ({
  orderNumber: row.order_number,
  clientId: row.client_id,
  clientName: row.client_name,
  createdAt: row.created_at.toISOString(),
  expectedDeliveryDate: row.expected_delivery_date,
  total: Number(row.total),
  paymentLimit: Number(row.payment_limit),
  overLimitAuthorized: row.is_finish_order_over_limit_authorized,
  openOrdersTotal: Number(row.open_orders_total),
  openInvoicesTotal: Number(row.open_invoices_total),
});

export async function creditQueue(
  db: Queryable,
  ctx: Pick<OperatorContext, 'tenantId'>,
  page: { limit: number; cursor?: string | undefined },
): Promise<{ items: CreditQueueItem[]; nextCursor: string | null }> {
  const after =
    page.cursor === undefined
      ? undefined
      : (([createdKey, orderNumber]) => ({
          createdKey: String(createdKey),
          orderNumber: String(orderNumber),
        }))(decodeCursor(page.cursor, ['s', 's']));
  const rows = await selectCreditQueue(db, ctx.tenantId, after, page.limit + 1);
  return pageOf(rows, page.limit, toItem, (row) => [row.created_key, row.order_number]);
}

type DecisionContext = Parameters<typeof applyConsoleTransition>[1];

export const approveCredit = (
  db: Database,
  ctx: DecisionContext,
  orderNumber: string,
): Promise<OrderStatusAnswer> =>
  applyConsoleTransition(db, ctx, {
    orderNumber,
    status: CREDIT_APPROVED_STATUS,
    from: 'BLOCKED',
    action: 'order.creditApprove',
  });

export const rejectCredit = (
  db: Database,
  ctx: DecisionContext,
  orderNumber: string,
  reason: string,
): Promise<OrderStatusAnswer> =>
  applyConsoleTransition(db, ctx, {
    orderNumber,
    status: 'CANCELLED',
    from: 'BLOCKED',
    reason,
    action: 'order.creditReject',
  });
