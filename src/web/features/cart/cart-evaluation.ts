/**
 * What the cart page shows and whether it may go to /check (SPEC §4 "Monitor": "the cart page
 * validates and goes to /check only if no alert is pending and a delivery date is chosen"; §5
 * minimum order, credit limit, returnable packaging, delivery address, quantity limits, delivery
 * choice; §8 simulation 406 / other failure, the Moroccan range message). Pure: what blocks is
 * decided once, by src/domain/checkout-blockers.ts; this file only feeds it the server's
 * simulation (the truth on money when it is current), the client and the shop's ticks.
 */
import {
  addressToConfirm,
  checkoutReadiness,
  CONFIRMATION_CHECKS,
  type CheckoutCheck,
  type CheckoutCheckCode,
  type CheckoutConfirmations,
} from '../../../domain/checkout-blockers.ts';
import type { DeliveryValidation } from '../../../domain/delivery.ts';
import { isOverPaymentLimit } from '../../../domain/credit-limit.ts';
import { minimumOrder, monitorState, type MonitorState } from '../../../domain/order-amount.ts';
import {
  packagingIndex,
  packagingRequirements,
  type PackagingRequirement,
} from '../../../domain/packaging.ts';
import { cartTotal } from '../../../domain/prices.ts';
import type { CartItem, Client, Product } from '../../../domain/types.ts';
import type { SimulationStatus } from './simulation.ts';

/** A row of the cart's one list of what blocks the order (domain CheckoutCheck codes). */
export type CartBlocker = CheckoutCheckCode;
export type CartConfirmations = CheckoutConfirmations;

export const NO_CONFIRMATIONS: CartConfirmations = {
  packaging: false,
  creditLimit: false,
  deliveryAddress: false,
};

export interface CartRuleSettings {
  isPaymentLimitActive: boolean;
  showMinAndMaxOrderAmount: boolean;
  showPaymentLimitRangeMessage: boolean;
  isDeliveryAddressConfirmationActive: boolean;
}

export interface CartEvaluationInput {
  items: readonly CartItem[];
  catalogue: readonly Product[];
  client: Client | undefined;
  /** The payment limit in force (payment/limit/paymentMethod, else the profile's). */
  paymentLimit: number;
  settings: CartRuleSettings;
  simulation: { status: SimulationStatus; price: number | undefined; errorCode?: string };
  confirmations: CartConfirmations;
  /** The delivery choice's validation (absent: nothing to choose). */
  delivery?: DeliveryValidation;
}

export interface CartEvaluation {
  /** The server's price when its simulation prices the current lines, else the local estimate. */
  total: number;
  serverPriced: boolean;
  /** Packaging skus whose amount is not exactly the required one. */
  packaging: PackagingRequirement[];
  /** Every row of the list, in order (ticked rows stay, not blocking). */
  checks: CheckoutCheck[];
  /** The rows that still block, in order: the first one gets the focus on confirm. */
  blockers: CartBlocker[];
  /** Nothing blocks: the "ready" message shows. */
  ready: boolean;
  /** The Moroccan variant's "payment limit or amount out of range" message. */
  rangeMessage: boolean;
  monitor: MonitorState;
  /** The bar's over-payment-limit icon: above the limit here, or 406 from the server. */
  overPaymentLimit: boolean;
  /**
   * The confirm button is disabled (SPEC §4: empty, below the minimum, above the payment limit
   * without authorisation; §8 simulation 406 or failure). Other blockers leave it enabled: a tap
   * points to the first one.
   */
  confirmDisabled: boolean;
}

export function evaluateCart(input: CartEvaluationInput): CartEvaluation {
  const { items, client, paymentLimit, settings, simulation, confirmations } = input;
  const serverPriced = simulation.status === 'ok' && simulation.price !== undefined;
  const total = serverPriced ? (simulation.price ?? 0) : cartTotal(items);
  const limitedClient = client === undefined ? undefined : { ...client, paymentLimit };
  const monitor = monitorState(items, total, limitedClient, {
    isPaymentLimitActive: settings.isPaymentLimitActive,
  });
  const packaging = packagingRequirements(items, packagingIndex(input.catalogue)).filter(
    (requirement) => requirement.status !== 'ok',
  );
  const readiness = checkoutReadiness({
    lines: items,
    total,
    pricing: simulation.status,
    pricingError: simulation.errorCode,
    minimumOrder: minimumOrder(client),
    paymentLimit,
    isPaymentLimitActive: settings.isPaymentLimitActive,
    isFinishOrderOverLimitAuthorized: client?.isFinishOrderOverLimitAuthorized ?? false,
    packaging,
    deliveryAddress: addressToConfirm(
      settings.isDeliveryAddressConfirmationActive,
      client?.address,
    ),
    delivery: input.delivery ?? { ok: true },
    confirmations,
  });
  const limitMarker = simulation.status === 'limit';
  const overPaymentLimit =
    limitMarker || isOverPaymentLimit(total, paymentLimit, settings.isPaymentLimitActive);
  const empty = monitor.kind === 'empty';

  return {
    total,
    serverPriced,
    packaging,
    checks: readiness.checks,
    blockers: readiness.blockers.map((check) => check.code),
    ready: readiness.ready,
    rangeMessage: settings.showPaymentLimitRangeMessage && !empty && overPaymentLimit,
    monitor,
    overPaymentLimit: !empty && overPaymentLimit,
    confirmDisabled: monitor.confirmDisabled || limitMarker || simulation.status === 'error',
  };
}

/** Blockers the user resolves by ticking a box: continuing without it shows the pending message. */
export const CONFIRMATION_BLOCKERS: readonly CartBlocker[] = CONFIRMATION_CHECKS;
