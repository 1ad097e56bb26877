/**
 * What still stands between a cart and its order: the ONE decision behind the cart's list of
 * blockers and its "ready" message (issue 14; SPEC §4 "Monitor": "the cart page validates and goes
 * to /check only if no alert is pending and a delivery date is chosen"). Pure: the caller passes
 * the server's answer (or the local estimate), the client's limits and the shop's ticks.
 *
 * SPEC §5 rules are cited by their place in §5's list (5.4 quantity input, 5.6 minimum and maximum
 * order, 5.7 credit limit, 5.8 returnable packaging, 5.9 delivery address, 5.10 scheduled and
 * recurrent order) and §8 (simulation 406 and other failures).
 *
 * Each check is one row the cart shows, in a fixed order; a row is `blocking` until its fix is
 * done. Rows that the shop resolves by ticking a box stay in the list once ticked (blocking false),
 * so the box can be unticked where it was. The order is "ready" only when no row blocks — never
 * while prices are still being computed.
 */
import { creditLimitOutcome } from './credit-limit.ts';
import type { DeliveryValidationCode } from './delivery.ts';
import { fromCents, toCents } from './money.ts';
import type { PackagingRequirement } from './packaging.ts';
import { effectiveQuantityLimit } from './quantity.ts';
import type { CartItem } from './types.ts';

/** The server's pricing of the current lines: none yet, running, done, 406 or another failure. */
export type PricingStatus = 'idle' | 'loading' | 'ok' | 'limit' | 'error';

export type CheckoutCheck =
  /** Nothing in the cart (SPEC §4 monitor). */
  | { code: 'empty'; blocking: true }
  /** Prices are being computed: not ready yet, nothing for the shop to do. */
  | { code: 'simulating'; blocking: true }
  /** SPEC §8 simulation failure: the fix is to refresh. */
  | { code: 'simulateError'; blocking: true }
  /** SPEC §8 simulation 406 (the server counts open orders too): remove products. */
  | { code: 'limitOrder'; blocking: true; limit: number }
  /** SPEC §5.7 over the limit, not authorised: remove products down to the limit. */
  | { code: 'creditLimitBlocked'; blocking: true; limit: number; excess: number }
  /** SPEC §5.7 over the limit, authorised: the starred acceptance box. */
  | { code: 'creditLimitAcceptance'; blocking: boolean; limit: number }
  /** SPEC §5.4 a line above its quantity limit (0 disables ordering): set it to the limit. */
  | { code: 'quantityLimit'; blocking: true; sku: string; quantity: number; limit: number }
  /** SPEC §5.8 too few or too many bottles / boxes: the fix button, or accept the amounts. */
  | { code: 'packaging'; blocking: boolean; requirements: readonly PackagingRequirement[] }
  /** SPEC §5.9 the delivery address must be confirmed. */
  | { code: 'deliveryAddress'; blocking: boolean; address: string }
  /** SPEC §5.6 below the client's minimum order: add products. */
  | { code: 'belowMinimum'; blocking: true; minimum: number; remaining: number }
  /** SPEC §5.10 scheduled dates or recurrent period missing, or a date no longer offered. */
  | { code: 'delivery'; blocking: true; reason: DeliveryValidationCode };

export type CheckoutCheckCode = CheckoutCheck['code'];

export interface CheckoutConfirmations {
  /** glassBottlesAccepted (SPEC §3). */
  packaging: boolean;
  /** creditLimit.creditLimitAccepted (SPEC §3). */
  creditLimit: boolean;
  deliveryAddress: boolean;
}

/**
 * The delivery address the shop must confirm before ordering, or undefined when none is asked
 * (SPEC §5: "required if active and the client has an address"). One rule for the cart's alert
 * and for order/create's refusal (deliveryAddressNotConfirmed).
 */
export function addressToConfirm(
  confirmationActive: boolean,
  address: string | null | undefined,
): string | undefined {
  const text = address?.trim();
  return confirmationActive && text ? text : undefined;
}

export interface CheckoutInput {
  lines: readonly CartItem[];
  /** The amount payable: the server's when it priced the current lines, else the estimate. */
  total: number;
  pricing: PricingStatus;
  /** The failed pricing's error code, when `pricing` is 'error' (a 422 says why it refused). */
  pricingError?: string | undefined;
  /** SPEC §9: 100 until the client loads, then its minimumOrder or 0 (domain minimumOrder). */
  minimumOrder: number;
  /** The payment limit in force; 0 = none known. */
  paymentLimit: number;
  isPaymentLimitActive: boolean;
  isFinishOrderOverLimitAuthorized: boolean;
  /** Packaging skus whose amount is not the required one (domain packagingRequirements). */
  packaging: readonly PackagingRequirement[];
  /** The address to confirm, when the tenant asks for it and the client has one (addressToConfirm). */
  deliveryAddress: string | undefined;
  /** The delivery choice's validation (domain validateDelivery). */
  delivery: { ok: true } | { ok: false; code: DeliveryValidationCode };
  confirmations: CheckoutConfirmations;
}

export interface CheckoutReadiness {
  /** Every row the cart shows, in order. */
  checks: CheckoutCheck[];
  /** The rows that still block, in order (the first one gets the focus on confirm). */
  blockers: CheckoutCheck[];
  /** Nothing blocks: the "ready" message shows and confirm goes on. */
  ready: boolean;
}

function quantityChecks(lines: readonly CartItem[]): CheckoutCheck[] {
  const bySku = new Map<string, { quantity: number; limit: number }>();
  for (const { product, quantity } of lines) {
    if (!(quantity > 0)) continue;
    const seen = bySku.get(product.sku);
    bySku.set(product.sku, {
      quantity: (seen?.quantity ?? 0) + quantity,
      limit: effectiveQuantityLimit(product),
    });
  }
  return [...bySku]
    .filter(([, { quantity, limit }]) => quantity > limit)
    .map(([sku, { quantity, limit }]) => ({
      code: 'quantityLimit',
      blocking: true,
      sku,
      quantity,
      limit,
    }));
}

/** The checks of a non-empty cart (rules in the header). */
function cartChecks(input: CheckoutInput): CheckoutCheck[] {
  const { confirmations } = input;
  const checks: CheckoutCheck[] = [];
  if (input.pricing === 'loading') checks.push({ code: 'simulating', blocking: true });
  const quantityRows = quantityChecks(input.lines);
  // A refusal for a line above its limit is the quantity row's to explain (its fix is to set the
  // line to the limit, §5.4); "refresh the page" stays for failures nothing here explains, and for
  // a limit the server knows and this catalogue does not yet (refreshing brings it).
  const explained = input.pricingError === 'quantityLimitExceeded' && quantityRows.length > 0;
  if (input.pricing === 'error' && !explained) {
    checks.push({ code: 'simulateError', blocking: true });
  }

  const credit = creditLimitOutcome({
    total: input.total,
    paymentLimit: input.paymentLimit,
    isPaymentLimitActive: input.isPaymentLimitActive,
    isFinishOrderOverLimitAuthorized: input.isFinishOrderOverLimitAuthorized,
    accepted: confirmations.creditLimit,
  });
  if (credit === 'blocked') {
    const excess = fromCents(toCents(input.total) - toCents(input.paymentLimit));
    checks.push({ code: 'creditLimitBlocked', blocking: true, limit: input.paymentLimit, excess });
  } else if (input.pricing === 'limit') {
    // The server's 406 also counts the client's open orders: one row, never two for one limit.
    checks.push({ code: 'limitOrder', blocking: true, limit: input.paymentLimit });
  }
  if (credit === 'needsAcceptance' || credit === 'accepted') {
    checks.push({
      code: 'creditLimitAcceptance',
      blocking: credit === 'needsAcceptance',
      limit: input.paymentLimit,
    });
  }

  checks.push(...quantityRows);
  if (input.packaging.some((requirement) => requirement.status !== 'ok')) {
    checks.push({
      code: 'packaging',
      blocking: !confirmations.packaging,
      requirements: input.packaging.filter((requirement) => requirement.status !== 'ok'),
    });
  }
  if (input.deliveryAddress !== undefined) {
    checks.push({
      code: 'deliveryAddress',
      blocking: !confirmations.deliveryAddress,
      address: input.deliveryAddress,
    });
  }
  const totalCents = toCents(input.total);
  const minimumCents = toCents(input.minimumOrder);
  if (totalCents < minimumCents) {
    checks.push({
      code: 'belowMinimum',
      blocking: true,
      minimum: input.minimumOrder,
      remaining: fromCents(minimumCents - totalCents),
    });
  }
  if (!input.delivery.ok)
    checks.push({ code: 'delivery', blocking: true, reason: input.delivery.code });
  return checks;
}

export function checkoutReadiness(input: CheckoutInput): CheckoutReadiness {
  const empty = !input.lines.some((line) => line.quantity > 0);
  const checks: CheckoutCheck[] = empty ? [{ code: 'empty', blocking: true }] : cartChecks(input);
  const blockers = checks.filter((check) => check.blocking);
  return { checks, blockers, ready: blockers.length === 0 };
}

/** The rows the shop resolves by ticking a box (a confirm without it shows the pending message). */
export const CONFIRMATION_CHECKS: readonly CheckoutCheckCode[] = [
  'creditLimitAcceptance',
  'packaging',
  'deliveryAddress',
];
