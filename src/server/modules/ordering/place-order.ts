/**
 * Placing one order: the one write that `order/create` and the recurrent-orders job share
 * (issue 11: each built the same 20-field record). The caller has decided (client row locked,
 * priced in create mode, delivery date chosen); this numbers the order, stores it with its lines
 * and status events, and writes its `order.created` event in the same transaction (issue 15).
 */
import type { OrderStatus, OrderType } from '../../../contract/index.ts';
import type { PricingSuccess } from '../../../domain/pricing/price-engine-types.ts';
import type { ResolvedTenantConfig } from '../../../tenants/index.ts';
import type { Queryable } from '../../db/types.ts';
import type { ClientAccount, ClientScope } from '../clients/client-repository.ts';
import { recordOrderCreated } from '../orders/order-transitions.ts';
import { insertNumberedOrder, type OrderRecord } from './order-repository.ts';
import { orderAmounts, orderLineRecords } from './order-response.ts';

/** The order channel of orders placed in this app, by a shop or by its schedule (SPEC §3). */
export const APP_ORDER_CHANNEL = 40;

/**
 * The status an order is created in: BLOCKED (credit analysis) when the client accepted going over
 * its payment limit, else REGISTERED.
 */
export function createdOrderStatus(priced: PricingSuccess): OrderStatus {
  return priced.outcome.creditLimit === 'accepted' ? 'BLOCKED' : 'REGISTERED';
}

export interface PlaceOrder {
  tenant: ResolvedTenantConfig;
  scope: ClientScope;
  account: ClientAccount;
  priced: PricingSuccess;
  now: Date;
  deliveryDate: string;
  orderType: OrderType;
  /** The schedule of a recurrent order, and the occurrence the job placed it for. */
  recurrent?: { scheduleId: number | undefined; occurrence?: string };
  conversationId?: string | undefined;
  requireNpsOnBot: boolean;
  /** What the shop confirmed, and where the order came from (stored with the order). */
  confirmed: {
    origin: string;
    creditLimitAccepted: boolean;
    glassBottlesAccepted: boolean;
    deliveryAddressConfirmed: boolean;
  };
}

export interface PlacedOrder {
  orderNumber: string;
  status: OrderStatus;
}

export async function placeOrder(tx: Queryable, order: PlaceOrder): Promise<PlacedOrder> {
  const { priced } = order;
  const status = createdOrderStatus(priced);
  const record: Omit<OrderRecord, 'orderNumber'> = {
    status,
    channel: APP_ORDER_CHANNEL,
    createdAt: order.now,
    expectedDeliveryDate: order.deliveryDate,
    scheduledDeliveryDate: order.orderType === '' ? undefined : order.deliveryDate,
    orderType: order.orderType,
    recurrentScheduleId: order.recurrent?.scheduleId,
    recurrentOccurrence: order.recurrent?.occurrence,
    conversationId: order.conversationId,
    ...orderAmounts(priced),
    requireNpsOnBot: order.requireNpsOnBot,
    paymentMode: order.account.paymentMethod,
    userFlow: { ...order.confirmed, creditLimit: priced.outcome.creditLimit },
    lines: orderLineRecords(priced),
  };
  // Numbered from the tenant's sequence in the INSERT itself (decision 036).
  const orderNumber = await insertNumberedOrder(tx, order.scope, record);
  await recordOrderCreated(tx, order.tenant, orderNumber, order.now);
  return { orderNumber, status };
}
