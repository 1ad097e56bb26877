/**
 * Test data for the price engine tests: a small catalogue with tiers, limits, returnable glass
 * and one combo of each kind, a client and a tenant.
 */
import type { Client, Product } from '../types.ts';
import type { ComboDefinition, PricingInput, PricingSuccess } from './price-engine-types.ts';
import type { PricingResult } from './price-engine-types.ts';

export const product = (sku: string, price: number, over: Partial<Product> = {}): Product => ({
  sku,
  description: `Product ${sku}`,
  brand: 'Brand',
  category: 'Drinks',
  price,
  ...over,
});

export const catalogueOf = (products: readonly Product[]): ReadonlyMap<string, Product> =>
  new Map(products.map((p) => [p.sku, p]));

export const catalogue = catalogueOf([
  product('COLA1', 2, {
    pricePromotions: [
      { minimumQuantity: 10, price: 1.8 },
      { minimumQuantity: 5, price: 1.9 },
      { minimumQuantity: 20, price: 0 },
    ],
  }),
  product('WATER1', 1.25),
  product('LIM1', 3, { quantityLimit: 5 }),
  product('OFF1', 3, { quantityLimit: 0 }),
  product('FREE1', 0),
  product('GLASS1', 10, {
    isGlassBottle: true,
    glassBottles: 12,
    glassBottleProductId: 'BOT1P',
    boxProductId: 'BOX1P',
  }),
  product('BOT1P', 0.5),
  product('BOX1P', 4, { isBottleBox: true }),
  product('SODA2L', 5),
  product('SODA2LB', 5.5),
  product('AQUA', 1),
  product('ENERGY1', 2.5),
  product('ENERGY2', 2.5),
  product('JUICE1', 1.5),
]);

export const FAMILY_COMBO = 1;
export const QUANTITY_COMBO = 2;
export const GENERIC_COMBO = 3;

export const combos: ReadonlyMap<number, ComboDefinition> = new Map<number, ComboDefinition>([
  [
    FAMILY_COMBO,
    {
      id: FAMILY_COMBO,
      kind: 'family',
      discountPercentage: 10,
      families: [
        { familyId: 1, minimum: 2, skus: ['SODA2L', 'SODA2LB'] },
        { familyId: 2, minimum: 1, skus: ['AQUA'] },
      ],
    },
  ],
  [
    QUANTITY_COMBO,
    {
      id: QUANTITY_COMBO,
      kind: 'quantity',
      skus: ['ENERGY1', 'ENERGY2'],
      ranges: [
        { minimumQuantity: 24, discountPercentage: 12 },
        { minimumQuantity: 6, discountPercentage: 5 },
        { minimumQuantity: 12, unitPrice: 2 },
      ],
    },
  ],
  [GENERIC_COMBO, { id: GENERIC_COMBO, kind: 'generic', discountPercentage: 5, skus: ['JUICE1'] }],
]);

export const client: Client = {
  minimumOrder: 0,
  paymentLimit: 1000,
  external_id: '1001',
  name: 'Shop',
  isOrderOptionActive: true,
  isFinishOrderOverLimitAuthorized: false,
  bottler: 2,
};

export const baseInput: PricingInput = {
  mode: 'simulate',
  lines: [],
  catalogue,
  combos,
  tax: { vatRate: 0, pricesIncludeTax: true },
  client,
  tenant: { isPaymentLimitActive: false },
};

export const input = (over: Partial<PricingInput>): PricingInput => ({ ...baseInput, ...over });

/** The success of a result, failing the test with the refusal otherwise. */
export function success(result: PricingResult): PricingSuccess {
  if (!result.ok) throw new Error(`expected a priced order, got ${JSON.stringify(result)}`);
  return result;
}
