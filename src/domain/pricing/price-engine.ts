/**
 * The price engine: the one computation behind `POST order/simulate` and `POST order/create`
 * (SPEC §3 simulation response, §5 validation rules, §7, §8 406 limitOrder; PRODUCT.md "the server
 * is the authority on money"; SECURITY T2, T3). Pure and deterministic: no clock, no I/O.
 *
 * Order of decisions (the first refusal wins):
 * 1. lines: emptyOrder, unknownProduct, orderingDisabled, quantityLimitExceeded (./price-engine-lines.ts)
 * 2. combos: invalidCombo (./price-engine-combos.ts)
 * 3. prices from the server's catalogue; the browser's prices are never read for money
 * 4. packaging: the required glass bottles and boxes are derived from the liquid lines and added
 *    (./price-engine-packaging.ts); packaging lines sent by the browser were ignored in step 1
 * 5. both modes: limitOrder when the client's open orders plus this one are over an active payment
 *    limit and the client is not authorised (SPEC §8 406; SECURITY T3)
 * 6. create only: pricesChanged, creditLimitNotAccepted, belowMinimumOrder
 *    (simulate reports these as outcome flags instead).
 *
 * `price` is the amount payable (VAT included either way); see PricingSimulation.
 */
import { creditLimitOutcome, isOverPaymentLimit } from '../credit-limit.ts';
import { fromCents, toCents } from '../money.ts';
import { minimumOrder, withinTotalPriceDiff } from '../order-amount.ts';
import { isPackagingSku } from '../order-body.ts';
import { packagingBlocksCheckout, packagingIndex, packagingRequirements } from '../packaging.ts';
import { isPriced } from '../prices.ts';
import type { CartItem } from '../types.ts';
import { comboPricings } from './price-engine-combos.ts';
import { lineKey, orderLines } from './price-engine-lines.ts';
import { priceLine, vatCents, type LineCents } from './price-engine-money.ts';
import { withDerivedPackaging } from './price-engine-packaging.ts';
import { breakdownFromCents, orderBreakdownCents } from './order-breakdown.ts';
import type {
  PricedLine,
  PricingFailure,
  PricingInput,
  PricingOutcome,
  PricingResult,
  PricingSuccess,
  PricingTotalsCents,
} from './price-engine-types.ts';

export type * from './price-engine-types.ts';

interface Priced {
  item: CartItem;
  cents: LineCents;
}

function pricedLine({ item, cents }: Priced): PricedLine {
  const { product, quantity } = item;
  return {
    sku: product.sku,
    description: product.description,
    quantity,
    unitPrice: fromCents(cents.unitCents),
    unitPriceWithoutDiscount: fromCents(cents.unitWithoutDiscountCents),
    lineTotal: fromCents(cents.lineCents),
    lineTotalWithoutDiscount: fromCents(cents.withoutDiscountCents),
    promoDiscount: fromCents(cents.promoDiscountCents),
    discount: fromCents(cents.discountCents),
    combo: product.combo ?? 0,
    familyId: product.familyId ?? 0,
    isPackaging: isPackagingSku(product.sku),
  };
}

function totalsOf(lines: readonly Priced[], input: PricingInput): PricingTotalsCents {
  const sum = (pick: (cents: LineCents) => number): number =>
    lines.reduce((total, line) => total + pick(line.cents), 0);
  const goods = sum((cents) => cents.lineCents);
  const vat = vatCents(goods, input.tax);
  const price = input.tax.pricesIncludeTax ? goods : goods + vat;
  return {
    price,
    goods,
    priceWithoutDiscount: sum((cents) => cents.withoutDiscountCents),
    discount: sum((cents) => cents.discountCents),
    promoDiscount: sum((cents) => cents.promoDiscountCents),
    vat,
    priceWithoutTax: price - vat,
  };
}

/** Outstanding amount of the client's other open orders, in cents (absent or malformed → 0). */
function openOrdersCents(input: PricingInput): number {
  const open = input.openOrdersTotal;
  return typeof open === 'number' && Number.isFinite(open) && open > 0 ? toCents(open) : 0;
}

function outcomeOf(items: CartItem[], priceCents: number, input: PricingInput): PricingOutcome {
  const { client, tenant } = input;
  // The payment limit holds for what the client owes on open orders plus this order (SECURITY T3).
  const total = fromCents(priceCents + openOrdersCents(input));
  const packaging = packagingRequirements(items, packagingIndex(input.catalogue));
  const minimum = minimumOrder(client);
  return {
    overPaymentLimit: isOverPaymentLimit(total, client.paymentLimit, tenant.isPaymentLimitActive),
    creditLimit: creditLimitOutcome({
      total,
      paymentLimit: client.paymentLimit,
      isPaymentLimitActive: tenant.isPaymentLimitActive,
      isFinishOrderOverLimitAuthorized: client.isFinishOrderOverLimitAuthorized,
      accepted: input.userFlow?.creditLimit?.creditLimitAccepted === true,
    }),
    packaging,
    packagingMismatch: packagingBlocksCheckout(packaging, false),
    belowMinimum: priceCents < toCents(minimum),
    minimumOrder: minimum,
  };
}

/** A packaging line whose product is priced 0: exchanged, not sold (only packaging gets here). */
const UNPRICED_PACKAGING: LineCents = {
  tierUnitCents: 0,
  unitCents: 0,
  unitWithoutDiscountCents: 0,
  lineCents: 0,
  withoutDiscountCents: 0,
  promoDiscountCents: 0,
  discountCents: 0,
};

/** Amounts beyond this are not prices (and toCents cannot read them). */
const LARGEST_PRICE = 1e12;

/** The shop's amount agrees with the server's within the tenant tolerance (SPEC §9; inclusive). */
function agrees(clientAmount: number, serverCents: number, tolerance: number | undefined): boolean {
  if (!Number.isFinite(clientAmount) || Math.abs(clientAmount) > LARGEST_PRICE) return false;
  return withinTotalPriceDiff(clientAmount, fromCents(serverCents), tolerance);
}

/**
 * pricesChanged when a sent unit price matches neither the line's final unit price nor its tier
 * unit price (the web app sends the tier price of a combo line) within the tolerance, or the sent
 * total differs from the payable price.
 */
function priceChange(
  lines: readonly Priced[],
  sentPrices: ReadonlyMap<string, readonly number[]>,
  priceCents: number,
  input: PricingInput,
): PricingFailure | undefined {
  const tolerance = input.tenant.totalPriceDiff;
  for (const { item, cents } of lines) {
    const { sku, combo, familyId } = item.product;
    for (const sent of sentPrices.get(lineKey(sku, combo, familyId)) ?? []) {
      if (
        !agrees(sent, cents.unitCents, tolerance) &&
        !agrees(sent, cents.tierUnitCents, tolerance)
      )
        return { ok: false, code: 'pricesChanged', params: { sku } };
    }
  }
  if (input.clientTotal !== undefined && !agrees(input.clientTotal, priceCents, tolerance))
    return { ok: false, code: 'pricesChanged', params: { total: fromCents(priceCents) } };
  return undefined;
}

function createRefusal(
  outcome: PricingOutcome,
  priceFailure: PricingFailure | undefined,
): PricingFailure | undefined {
  if (priceFailure) return priceFailure;
  if (outcome.creditLimit === 'needsAcceptance')
    return { ok: false, code: 'creditLimitNotAccepted' };
  if (outcome.belowMinimum)
    return { ok: false, code: 'belowMinimumOrder', params: { minimumOrder: outcome.minimumOrder } };
  return undefined;
}

/** Prices an order from the server's data and decides whether it may be simulated / created. */
export function priceOrder(input: PricingInput): PricingResult {
  const lines = orderLines(input.lines, input.catalogue);
  if ('ok' in lines) return lines;
  const pricings = comboPricings(
    lines.items,
    input.combos,
    input.tenant.disableComboDiscountPercentage === true,
  );
  if (!(pricings instanceof Map)) return pricings;

  const items = withDerivedPackaging(lines.items, input.catalogue);
  const priced = items.map((item): Priced => ({
    item,
    cents: isPriced(item.product)
      ? priceLine(item, pricings.get(item.product.combo ?? 0))
      : UNPRICED_PACKAGING,
  }));
  const totals = totalsOf(priced, input);
  const outcome = outcomeOf(items, totals.price, input);
  if (outcome.creditLimit === 'blocked')
    return { ok: false, code: 'limitOrder', params: { limit: input.client.paymentLimit } };
  if (input.mode === 'create') {
    const priceFailure = priceChange(priced, lines.sentPrices, totals.price, input);
    const refusal = createRefusal(outcome, priceFailure);
    if (refusal) return refusal;
  }

  const success: PricingSuccess = {
    ok: true,
    simulation: {
      price: fromCents(totals.price),
      priceWithoutDiscount: fromCents(totals.priceWithoutDiscount),
      discount: fromCents(totals.discount),
      promoDiscount: fromCents(totals.promoDiscount),
      vat: fromCents(totals.vat),
      orderDetails: priced.map(pricedLine),
      breakdown: breakdownFromCents(
        orderBreakdownCents(
          priced.map(({ item, cents }) => ({
            isPackaging: isPackagingSku(item.product.sku),
            withoutDiscountCents: cents.withoutDiscountCents,
            lineCents: cents.lineCents,
          })),
          totals.vat,
          input.tax,
        ),
      ),
    },
    totals,
    outcome,
  };
  return success;
}
