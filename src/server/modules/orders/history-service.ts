/**
 * Order history (SPEC §3 "Order history entry", §7 `order/history[?indexOrderHistory=n]`): the
 * calling client's orders of the calling tenant, newest first, each with one boolean per step of
 * the tenant's tracking list (tenant.orderStatus) from src/domain/tracking.ts.
 */
import type { OrderHistoryAnswerEntry } from '../../../contract/calls/after-order.ts';
import type { OrderChannel } from '../../../contract/index.ts';
import { stepFlagsForStatus } from '../../../domain/tracking.ts';
import type { Database } from '../../db/types.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import {
  listClientOrderLines,
  listClientOrders,
  type OrderLineRecord,
  type OrderRecord,
} from './repository.ts';

type HistoryContext = Pick<RequestContext, 'tenant' | 'tenantId' | 'clientId'>;

/** The i18n key of a server status (the app translates it). */
export const statusI18nKey = (status: OrderRecord['status']): string => `orderStatus.${status}`;

export function historyEntry(
  order: OrderRecord,
  lines: readonly OrderLineRecord[],
  steps: readonly string[],
): OrderHistoryAnswerEntry {
  return {
    orderNumber: order.orderNumber,
    createdDate: order.createdAt.toISOString(),
    discount: order.discount,
    expectedDeliveryDate: order.expectedDeliveryDate,
    fullPrice: order.total,
    fullPriceWithoutTax: order.totalWithoutTax,
    orderProducts: lines.map((line) => ({ sku: line.sku, quantity: line.quantity })),
    orderCreationChannel: order.channel as OrderChannel,
    status: order.status,
    statusI18n: statusI18nKey(order.status),
    ...stepFlagsForStatus(order.status, steps),
  };
}

/**
 * All the client's orders, newest first; with `index`, only the index-th newest (0-based) — an
 * empty list when there is no such order.
 */
export async function orderHistory(
  db: Database,
  ctx: HistoryContext,
  index: number | undefined,
): Promise<OrderHistoryAnswerEntry[]> {
  const scope = { tenantId: ctx.tenantId, clientId: ctx.clientId };
  const orders = await listClientOrders(
    db,
    scope,
    index === undefined ? undefined : { offset: index, limit: 1 },
  );
  const lines = await listClientOrderLines(
    db,
    scope,
    orders.map((order) => order.orderNumber),
  );
  const linesByOrder = new Map<string, OrderLineRecord[]>();
  for (const line of lines) {
    linesByOrder.set(line.orderNumber, [...(linesByOrder.get(line.orderNumber) ?? []), line]);
  }
  return orders.map((order) =>
    historyEntry(order, linesByOrder.get(order.orderNumber) ?? [], ctx.tenant.orderStatus),
  );
}
