/**
 * What follows a created order (SPEC §4 "Finish order: success: the cart resets"; §7 analytics
 * "purchase"; SPEC §5 NPS order count), done once per attempt however many screens wait for it.
 */
import { addMoney } from '../../../domain/money.ts';
import { track } from '../../lib/analytics.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { clearStoredDelivery, type PendingOrder } from '../../lib/pending-order.ts';
import { createOrderOnce, type CreateOutcome } from './create-order.ts';
import { recordNpsOrder } from './nps-memory.ts';

export interface FinishContext {
  bottler: string | undefined;
  clientId: string | undefined;
  gtmId: string | undefined;
  currency: string | undefined;
}

function orderValue(values: number[]): number | undefined {
  try {
    return addMoney(...values);
  } catch {
    return undefined;
  }
}

function afterCreated(
  pending: PendingOrder,
  outcome: Extract<CreateOutcome, { kind: 'created' }>,
  context: FinishContext,
): void {
  useCartStore.getState().reset();
  clearStoredDelivery();
  if (context.bottler && context.clientId) recordNpsOrder(context.bottler, context.clientId);
  track(
    'purchase',
    {
      currency: context.currency,
      value: orderValue(outcome.orders.map((order) => order.totalValue)),
      items: pending.body.products.map((line) => ({
        item_id: line.sku,
        quantity: line.quantity,
        price: line.price,
      })),
    },
    context.gtmId,
  );
}

/**
 * Creates the order of the attempt (once: createOrderOnce is the one in-flight guard) and, on
 * success, resets the cart and records it.
 */
export function finishOrder(pending: PendingOrder, context: FinishContext): Promise<CreateOutcome> {
  return createOrderOnce(pending, {
    onCreated: (outcome) => afterCreated(pending, outcome, context),
  });
}
