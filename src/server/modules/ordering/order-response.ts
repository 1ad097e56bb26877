/**
 * The price engine's results in the contract's words: the simulation (SPEC §3), a created order
 * (SPEC §3 order create response) and the rows it is stored as, and a refusal as the error body
 * `{code, params}` (SPEC §8). The one place engine vocabulary becomes the API's; the engine itself
 * stays free of the contract. Amounts come from the engine; nothing the browser sent is echoed as
 * money.
 */
import type {
  ApiError,
  OrderCreated,
  OrderDetail,
  OrderStatus,
  SimulationResponse,
} from '../../../contract/index.ts';
import { fromCents } from '../../../domain/money.ts';
import type { Client } from '../../../domain/types.ts';
import type { ResolvedTenantConfig } from '../../../tenants/index.ts';
import type {
  PricedLine,
  PricingFailure,
  PricingSimulation,
  PricingSuccess,
} from '../../../domain/pricing/price-engine-types.ts';
import type { OrderLineRecord, OrderRecord } from './order-repository.ts';

/** One formatter per tenant locale (building one costs far more than using it; issue 16). */
const deliveryDateFormats = new Map<string, Intl.DateTimeFormat>();

/** A delivery date in the tenant's locale, Gregorian calendar and Latin digits (e.g. 19/11/2026). */
export function formatDeliveryDate(
  date: string,
  tenant: Pick<ResolvedTenantConfig, 'locale'>,
): string {
  let format = deliveryDateFormats.get(tenant.locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(tenant.locale, {
      timeZone: 'UTC',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    deliveryDateFormats.set(tenant.locale, format);
  }
  return format.format(new Date(`${date}T12:00:00Z`));
}

export function orderLineRecords(priced: PricingSuccess): OrderLineRecord[] {
  return priced.simulation.orderDetails.map((line) => ({
    sku: line.sku,
    description: line.description,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    lineTotal: line.lineTotal,
    combo: line.combo,
    familyId: line.familyId,
    isPackaging: line.isPackaging,
  }));
}

export interface NewOrder {
  orderNumber: string;
  status: OrderStatus;
  createdAt: Date;
  deliveryDate: string;
  priced: PricingSuccess;
}

/** The amounts of an order row, from the engine's totals. */
export function orderAmounts(
  priced: PricingSuccess,
): Pick<
  OrderRecord,
  'total' | 'totalWithoutTax' | 'priceWithoutDiscount' | 'discount' | 'promoDiscount' | 'vat'
> {
  const { totals } = priced;
  return {
    total: fromCents(totals.price),
    totalWithoutTax: fromCents(totals.priceWithoutTax),
    priceWithoutDiscount: fromCents(totals.priceWithoutDiscount),
    discount: fromCents(totals.discount),
    promoDiscount: fromCents(totals.promoDiscount),
    vat: fromCents(totals.vat),
  };
}

export function orderCreated(
  order: NewOrder,
  client: Client,
  tenant: Pick<ResolvedTenantConfig, 'locale'>,
): OrderCreated {
  const amounts = orderAmounts(order.priced);
  const clientInfo: OrderCreated['clientInfo'] = {
    external_id: client.external_id,
    name: client.name,
  };
  if (client.address !== undefined) clientInfo.address = client.address;
  if (client.document_id !== undefined) clientInfo.document_id = client.document_id;
  return {
    orderNumber: order.orderNumber,
    totalValue: amounts.total,
    formattedDeliveryDate: formatDeliveryDate(order.deliveryDate, tenant),
    deliveryDate: order.deliveryDate,
    orderFormatted: `#${order.orderNumber}`,
    totalValueWithoutTax: amounts.totalWithoutTax,
    priceWithoutDiscount: amounts.priceWithoutDiscount,
    discount: amounts.discount,
    promoDiscount: amounts.promoDiscount,
    orderDetails: order.priced.simulation.orderDetails.map(toOrderDetail),
    createdDate: order.createdAt.toISOString(),
    expectedDeliveryDate: order.deliveryDate,
    clientInfo,
  };
}

/** A priced line as the contract's order detail: `price` is the unit price after all discounts. */
export function toOrderDetail(line: PricedLine): OrderDetail {
  return {
    sku: line.sku,
    quantity: line.quantity,
    description: line.description,
    price: line.unitPrice,
    priceWithoutDiscount: line.unitPriceWithoutDiscount,
    totalPrice: line.lineTotal,
    discount: line.discount,
    combo: line.combo,
    familyId: line.familyId,
    isPackaging: line.isPackaging,
  };
}

/** The simulation entity of order/simulate (SPEC §3); `price` is the amount payable. */
export function toSimulationResponse(simulation: PricingSimulation): SimulationResponse {
  return {
    price: simulation.price,
    priceWithoutDiscount: simulation.priceWithoutDiscount,
    discount: simulation.discount,
    promoDiscount: simulation.promoDiscount,
    vat: simulation.vat,
    orderDetails: simulation.orderDetails.map(toOrderDetail),
    breakdown: simulation.breakdown,
  };
}

/** A refusal as the contract's error body (its code decides the HTTP status, e.g. limitOrder → 406). */
export function toApiError(failure: PricingFailure): ApiError {
  const params = failure.params ?? {};
  const body = (code: ApiError['code'], withParams: Record<string, string | number>): ApiError =>
    Object.keys(withParams).length > 0 ? { code, params: withParams } : { code };
  switch (failure.code) {
    case 'unknownProduct':
    case 'orderingDisabled':
      return body('productUnavailable', params);
    case 'quantityLimitExceeded': {
      const { limit, ...rest } = params;
      return body(
        'quantityLimitExceeded',
        limit === undefined ? rest : { ...rest, quantityLimit: limit },
      );
    }
    case 'invalidCombo':
      return body('comboMinimumNotMet', params);
    default:
      return body(failure.code, params);
  }
}
