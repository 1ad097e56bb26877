/**
 * Bodies of order/simulate and order/create (SPEC §7 table; §5 "Products with sku ending 'P' or
 * quantity 0 or less are excluded from simulate and create bodies"; §3 "creditLimit", "glassBottlesAccepted").
 */
import {
  isRecurrentPeriod,
  type DeliveryState,
  type OrderType,
  type RecurrentPeriod,
} from './delivery.ts';
import { unitPriceForQuantity } from './prices.ts';
import type { CartItem, PricePromotion } from './types.ts';

/** Packaging skus end with 'P' (PRODUCT.md demo data); they are never sent as order lines (SPEC §5). */
export function isPackagingSku(sku: string): boolean {
  return sku.endsWith('P');
}

/**
 * Whether a line is ordered as it is (SPEC §5): not packaging (the server derives it from the
 * liquid lines) and a positive quantity. The one filter of the app's bodies, the price engine,
 * order/create and the recurrent orders.
 */
export function isOrderableLine(line: { sku: string; quantity: number }): boolean {
  return !isPackagingSku(line.sku) && Number.isFinite(line.quantity) && line.quantity > 0;
}

/** Lines sent to simulate/create: no 'P' skus, no quantity ≤ 0 (SPEC §5). */
export function orderableLines(cart: readonly CartItem[]): CartItem[] {
  return cart.filter((line) => isOrderableLine({ sku: line.product.sku, quantity: line.quantity }));
}

export interface CreditLimitFlow {
  creditLimitAccepted: boolean;
  isPaymentLimitActive: boolean;
  isFinishOrderOverLimitAuthorized: boolean;
  limit: number;
}

export interface UserFlow {
  glassBottlesAccepted: boolean;
  creditLimit: CreditLimitFlow;
}

export interface SimulateLine {
  sku: string;
  quantity: number;
  /** Present for combo lines, so the simulation prices the combo as create will. */
  combo?: number;
  familyId?: number;
}

export interface SimulateBody {
  products: SimulateLine[];
  orderType: OrderType;
  userFlow: UserFlow;
}

/**
 * order/simulate body: {products[sku, quantity], orderType, userFlow} (SPEC §7), plus the combo
 * and family of combo lines: without them the simulation would price a combo cart without its
 * discount and create, which sends them, would answer "prices changed".
 */
export function simulateBody(
  cart: readonly CartItem[],
  orderType: OrderType,
  userFlow: UserFlow,
): SimulateBody {
  return {
    products: orderableLines(cart).map((line) => {
      const { sku, combo, familyId } = line.product;
      return {
        sku,
        quantity: line.quantity,
        ...(combo ? { combo } : {}),
        ...(combo && familyId ? { familyId } : {}),
      };
    }),
    orderType,
    userFlow,
  };
}

/** Line kind sent as `type` (decided here: whether the line belongs to a combo). */
export type OrderLineType = 'combo' | 'product';

export interface CreateBodyProduct {
  sku: string;
  quantity: number;
  combo: number;
  familyId: number;
  /** Unit price at this quantity (tier applied); the server re-prices and checks it. */
  price: number;
  description: string;
  alcoholic: boolean;
  brand: string;
  type: OrderLineType;
  pricePromotions: PricePromotion[];
}

/** order/create product lines (SPEC §7 shape); combo and familyId default to 0. */
export function createBodyProducts(cart: readonly CartItem[]): CreateBodyProduct[] {
  return orderableLines(cart).map(({ product, quantity }) => ({
    sku: product.sku,
    quantity,
    combo: product.combo || 0,
    familyId: product.familyId || 0,
    price: unitPriceForQuantity(product, quantity) ?? 0,
    description: product.description,
    alcoholic: product.alcoholic === true,
    brand: product.brand,
    type: product.combo ? 'combo' : 'product',
    pricePromotions: product.pricePromotions ?? [],
  }));
}

export interface CreateBody {
  products: CreateBodyProduct[];
  /** Scheduled: the chosen dates; recurrent: the start date if one was picked; otherwise empty. */
  scheduledDeliveryDate: string[];
  orderType: OrderType;
  /** Recurrent orders only: the chosen period in days (not in SPEC §7's list, which omits it). */
  recurrentPeriod?: RecurrentPeriod;
  userFlow: UserFlow;
  requireNPSOnBot: boolean;
}

/** order/create body from the cart and the delivery choice (SPEC §7). */
export function createBody(
  cart: readonly CartItem[],
  delivery: DeliveryState,
  userFlow: UserFlow,
  requireNPSOnBot: boolean,
): CreateBody {
  const body: CreateBody = {
    products: createBodyProducts(cart),
    scheduledDeliveryDate: [],
    orderType: delivery.orderType,
    userFlow,
    requireNPSOnBot,
  };
  if (delivery.orderType === 'scheduledOrder')
    body.scheduledDeliveryDate = [...delivery.scheduledDates];
  if (delivery.orderType === 'recurrentOrder') {
    body.scheduledDeliveryDate = delivery.recurrentStartDate ? [delivery.recurrentStartDate] : [];
    const period = delivery.recurrentPeriod;
    if (period !== undefined && isRecurrentPeriod(period)) body.recurrentPeriod = period;
  }
  return body;
}
