import { describe, it, expect } from 'vitest';
import { simulationResponseSchema, statusOfError } from '../../../contract/index.ts';
import { priceOrder } from '../../../domain/pricing/price-engine.ts';
import { toApiError, toSimulationResponse } from './order-response.ts';
import type { PricingFailure } from '../../../domain/pricing/price-engine-types.ts';
import { FAMILY_COMBO, input, success } from '../../../domain/pricing/price-engine.fixture.ts';

describe('toSimulationResponse (SPEC §3 simulation response)', () => {
  it('gives a body the contract accepts, with unit and line prices per detail', () => {
    const { simulation } = success(
      priceOrder(
        input({
          lines: [
            { sku: 'SODA2L', quantity: 2, combo: FAMILY_COMBO, familyId: 1 },
            { sku: 'AQUA', quantity: 1, combo: FAMILY_COMBO, familyId: 2 },
            { sku: 'COLA1', quantity: 5 },
          ],
          tax: { vatRate: 0.2, pricesIncludeTax: false },
        }),
      ),
    );
    const body = toSimulationResponse(simulation);
    expect(simulationResponseSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      price: 23.28,
      priceWithoutDiscount: 21,
      discount: 1.1,
      promoDiscount: 0.5,
      vat: 3.88,
    });
    expect(body.orderDetails[0]).toEqual({
      sku: 'SODA2L',
      quantity: 2,
      description: 'Product SODA2L',
      price: 4.5,
      priceWithoutDiscount: 5,
      totalPrice: 9,
      discount: 1,
      combo: FAMILY_COMBO,
      familyId: 1,
      isPackaging: false,
    });
    // Issue 14: what the total is made of, adding up to the price (VAT added on top here).
    expect(body.breakdown).toEqual({
      products: 21,
      deposits: 0,
      discounts: 1.6,
      tax: 3.88,
      taxIncluded: false,
      total: 23.28,
    });
  });
});

describe('toApiError (SPEC §8: limitOrder is 406; codes the web app translates)', () => {
  it.each<[PricingFailure, { code: string; params?: Record<string, string | number> }, number]>([
    [
      { ok: false, code: 'limitOrder', params: { limit: 10 } },
      { code: 'limitOrder', params: { limit: 10 } },
      406,
    ],
    [
      { ok: false, code: 'unknownProduct', params: { sku: 'X' } },
      { code: 'productUnavailable', params: { sku: 'X' } },
      422,
    ],
    [
      { ok: false, code: 'orderingDisabled', params: { sku: 'X' } },
      { code: 'productUnavailable', params: { sku: 'X' } },
      422,
    ],
    [
      { ok: false, code: 'quantityLimitExceeded', params: { sku: 'X', limit: 5 } },
      { code: 'quantityLimitExceeded', params: { sku: 'X', quantityLimit: 5 } },
      422,
    ],
    [
      { ok: false, code: 'invalidCombo', params: { combo: 2 } },
      { code: 'comboMinimumNotMet', params: { combo: 2 } },
      422,
    ],
    [{ ok: false, code: 'emptyOrder' }, { code: 'emptyOrder' }, 422],
    [{ ok: false, code: 'creditLimitNotAccepted' }, { code: 'creditLimitNotAccepted' }, 422],
    [
      { ok: false, code: 'belowMinimumOrder', params: { minimumOrder: 20 } },
      { code: 'belowMinimumOrder', params: { minimumOrder: 20 } },
      422,
    ],
    [
      { ok: false, code: 'pricesChanged', params: { sku: 'X' } },
      { code: 'pricesChanged', params: { sku: 'X' } },
      409,
    ],
  ])('%j → %j (HTTP %i)', (failure, expected, status) => {
    const error = toApiError(failure);
    expect(error).toEqual(expected);
    expect(statusOfError(error.code)).toBe(status);
  });
});
