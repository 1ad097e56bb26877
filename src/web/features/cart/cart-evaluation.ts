/**
 * What the cart page shows and whether it may go to /check (SPEC §4 "Monitor": "the cart page
 * validates and goes to /check only if no alert is pending"; §5 minimum / maximum order, credit
 * limit, returnable packaging, delivery address confirmation; §8 cart alerts, simulation 406 /
 * other failure, the Moroccan range message). Pure: every rule is src/domain's; this file only
 * puts them together with the server's simulation, which is the truth on money when it is current.
 */
import { creditLimitOutcome, type CreditLimitOutcome } from '../../../domain/credit-limit.ts';
import {
  monitorState,
  orderAmountReminders,
  type MonitorState,
  type OrderAmountReminder,
} from '../../../domain/order-amount.ts';
import {
  packagingIndex,
  packagingRequirements,
  type PackagingRequirement,
} from '../../../domain/packaging.ts';
import { cartTotal } from '../../../domain/prices.ts';
import type { CartItem, Client, Product } from '../../../domain/types.ts';
import type { SimulationStatus } from './simulation.ts';

/** Pending alerts, in the order they appear on the page (the first one gets the focus). */
export type CartBlocker =
  | 'empty'
  | 'simulating'
  | 'simulateError'
  | 'limitOrder'
  | 'creditLimitBlocked'
  | 'creditLimitAcceptance'
  | 'packaging'
  | 'deliveryAddress'
  | 'belowMinimum';

export interface CartConfirmations {
  /** glassBottlesAccepted (SPEC §3). */
  packaging: boolean;
  /** creditLimit.creditLimitAccepted (SPEC §3). */
  creditLimit: boolean;
  deliveryAddress: boolean;
}

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
  simulation: { status: SimulationStatus; price: number | undefined };
  confirmations: CartConfirmations;
}

export interface CartEvaluation {
  /** The server's price when its simulation prices the current lines, else the local estimate. */
  total: number;
  serverPriced: boolean;
  /** Packaging skus whose amount is not exactly the required one. */
  packaging: PackagingRequirement[];
  creditLimit: CreditLimitOutcome;
  /** The address confirmation checkbox shows (active and the client has an address). */
  deliveryAddress: string | undefined;
  reminders: OrderAmountReminder[];
  /** The Moroccan variant's "payment limit or amount out of range" message. */
  rangeMessage: boolean;
  monitor: MonitorState;
  /** The monitor's over-payment-limit icon: above the limit here, or 406 from the server. */
  overPaymentLimit: boolean;
  /** The confirm button is disabled (SPEC §4: above the payment limit; §8 simulation failure). */
  confirmDisabled: boolean;
  blockers: CartBlocker[];
}

export function evaluateCart(input: CartEvaluationInput): CartEvaluation {
  const { items, client, paymentLimit, settings, simulation, confirmations } = input;
  const serverPriced = simulation.status === 'ok' && simulation.price !== undefined;
  const total = serverPriced ? (simulation.price ?? 0) : cartTotal(items);
  const limitedClient = client === undefined ? undefined : { ...client, paymentLimit };
  const monitor = monitorState(items, total, limitedClient, {
    isPaymentLimitActive: settings.isPaymentLimitActive,
  });
  const creditLimit = creditLimitOutcome({
    total,
    paymentLimit,
    isPaymentLimitActive: settings.isPaymentLimitActive,
    isFinishOrderOverLimitAuthorized: client?.isFinishOrderOverLimitAuthorized ?? false,
    accepted: confirmations.creditLimit,
  });
  const packaging = packagingRequirements(items, packagingIndex(input.catalogue)).filter(
    (requirement) => requirement.status !== 'ok',
  );
  const address = client?.address?.trim();
  const deliveryAddress =
    settings.isDeliveryAddressConfirmationActive && address ? address : undefined;
  const limitMarker = simulation.status === 'limit';
  const overPaymentLimit = limitMarker || (monitor.kind === 'enabled' && monitor.overPaymentLimit);
  const empty = monitor.kind === 'empty';

  const blockers: CartBlocker[] = [];
  if (empty) blockers.push('empty');
  if (!empty && simulation.status === 'loading') blockers.push('simulating');
  if (simulation.status === 'error') blockers.push('simulateError');
  if (limitMarker) blockers.push('limitOrder');
  if (creditLimit === 'blocked') blockers.push('creditLimitBlocked');
  if (creditLimit === 'needsAcceptance') blockers.push('creditLimitAcceptance');
  if (packaging.length > 0 && !confirmations.packaging) blockers.push('packaging');
  if (deliveryAddress !== undefined && !empty && !confirmations.deliveryAddress)
    blockers.push('deliveryAddress');
  if (monitor.kind === 'belowMinimum') blockers.push('belowMinimum');

  return {
    total,
    serverPriced,
    packaging,
    creditLimit,
    deliveryAddress,
    reminders: orderAmountReminders(total, limitedClient, settings),
    rangeMessage: settings.showPaymentLimitRangeMessage && !empty && overPaymentLimit,
    monitor,
    overPaymentLimit,
    confirmDisabled: monitor.confirmDisabled || limitMarker || simulation.status === 'error',
    blockers,
  };
}

/** Blockers the user resolves by ticking a box: continuing without it shows the pending message. */
export const CONFIRMATION_BLOCKERS: readonly CartBlocker[] = [
  'creditLimitAcceptance',
  'packaging',
  'deliveryAddress',
];
