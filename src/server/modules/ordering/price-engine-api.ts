/**
 * The price engine's result in the API contract's words (src/contract): the simulation entity
 * (SPEC §3) and the error body `{code, params}` (SPEC §8; contract errors.ts). Routes may use these
 * directly; the engine itself stays free of the contract.
 */
import type { ApiError, OrderDetail, SimulationResponse } from '../../../contract/index.ts';
import type {
  PricedLine,
  PricingFailure,
  PricingSimulation,
} from '../../../domain/pricing/price-engine-types.ts';

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
