/**
 * A cart line's prices: the server's simulation when it prices the current lines (PRODUCT.md "the
 * server is the authority on money"), else the local tier price (SPEC §5 tier prices).
 */
import type { OrderDetail } from '../../../contract/index.ts';
import { toCents } from '../../../domain/money.ts';
import { lineTotal, unitPriceForQuantity } from '../../../domain/prices.ts';
import type { Product } from '../../../domain/types.ts';

export interface LinePrices {
  unitPrice: number;
  /** The unit price before discounts, when above the price. */
  priceWithoutDiscount: number | undefined;
  /** Whole percent off, when there is a discount. */
  discountPercent: number | undefined;
  lineTotal: number;
  fromServer: boolean;
}

/** The simulation's line for a cart line: same sku, combo and family (0 and absent alike). */
export function simulatedLine(
  details: readonly OrderDetail[] | undefined,
  product: Product,
): OrderDetail | undefined {
  return details?.find(
    (detail) =>
      detail.sku === product.sku &&
      (detail.combo || 0) === (product.combo || 0) &&
      (detail.familyId || 0) === (product.familyId || 0),
  );
}

export function linePrices(
  product: Product,
  quantity: number,
  details: readonly OrderDetail[] | undefined,
): LinePrices {
  const detail = simulatedLine(details, product);
  const unitPrice = detail?.price ?? unitPriceForQuantity(product, quantity) ?? product.price;
  const before = detail ? detail.priceWithoutDiscount : product.priceWithoutDiscount;
  const discounted =
    typeof before === 'number' && toCents(before) > toCents(unitPrice) && before > 0;
  return {
    unitPrice,
    priceWithoutDiscount: discounted ? before : undefined,
    discountPercent: discounted
      ? Math.round(((toCents(before) - toCents(unitPrice)) * 100) / toCents(before))
      : undefined,
    lineTotal: detail?.totalPrice ?? lineTotal(product, quantity),
    fromServer: detail !== undefined,
  };
}
