import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { mergeIntoCart } from '../cart.ts';
import { toCents } from '../money.ts';
import { cartTotal } from '../prices.ts';
import type { CartItem, Product } from '../types.ts';
import { priceOrder } from './price-engine.ts';
import { lineKey } from './price-engine-lines.ts';
import type { PricingInput, PricingLineInput } from './price-engine-types.ts';
import {
  FAMILY_COMBO,
  GENERIC_COMBO,
  QUANTITY_COMBO,
  catalogue,
  catalogueOf,
  combos,
  input,
  product,
  success,
} from './price-engine.fixture.ts';

const line = (sku: string, quantity: number, over: Partial<PricingLineInput> = {}) => ({
  sku,
  quantity,
  ...over,
});
const simulate = (lines: PricingLineInput[], over: Partial<PricingInput> = {}) =>
  priceOrder(input({ lines, ...over }));

/** A complete family combo: 2 × soda 2 L (family 1) + 1 × water (family 2). */
const familyCombo = [
  line('SODA2L', 2, { combo: FAMILY_COMBO, familyId: 1 }),
  line('AQUA', 1, { combo: FAMILY_COMBO, familyId: 2 }),
];

describe('tier prices (SPEC §5/§9 highest reached minimumQuantity sets the unit price)', () => {
  it.each([
    [1, 2, 2, 0],
    [4, 2, 8, 0],
    [5, 1.9, 9.5, 0.5],
    [9, 1.9, 17.1, 0.9],
    [10, 1.8, 18, 2],
    [25, 1.8, 45, 5], // the tier at 20 is priced 0: ignored (SPEC §5 price used only if above 0)
  ])('COLA1 × %i → unit %s, line %s, promoDiscount %s', (quantity, unit, total, promo) => {
    const { simulation } = success(simulate([line('COLA1', quantity)]));
    expect(simulation.orderDetails[0]).toMatchObject({
      unitPrice: unit,
      unitPriceWithoutDiscount: 2,
      lineTotal: total,
      promoDiscount: promo,
      discount: 0,
    });
    expect(simulation).toMatchObject({
      price: total,
      priceWithoutDiscount: 2 * quantity,
      promoDiscount: promo,
    });
  });
});

describe('line merging (SPEC §3 cart item: same sku + combo + familyId)', () => {
  it('merges lines of one key before choosing the tier', () => {
    const { simulation } = success(simulate([line('COLA1', 3), line('COLA1', 2, { combo: 0 })]));
    expect(simulation.orderDetails).toHaveLength(1);
    expect(simulation.orderDetails[0]).toMatchObject({
      quantity: 5,
      unitPrice: 1.9,
      lineTotal: 9.5,
    });
  });

  it('keeps a plain line apart from the same sku in a combo', () => {
    const { simulation } = success(
      simulate([line('SODA2L', 1), ...familyCombo, line('SODA2L', 1)]),
    );
    expect(simulation.orderDetails.map((d) => [d.sku, d.combo, d.familyId, d.quantity])).toEqual([
      ['SODA2L', 0, 0, 2],
      ['SODA2L', FAMILY_COMBO, 1, 2],
      ['AQUA', FAMILY_COMBO, 2, 1],
    ]);
  });

  it('a product the catalogue lists in a combo, ordered on its own, is priced as a plain line', () => {
    const lines = [line('COLA1', 2), line('AQUA', 1)];
    const listedInCombo = catalogueOf(
      [...catalogue.values()].map((p) => (p.sku === 'AQUA' ? { ...p, combo: GENERIC_COMBO } : p)),
    );
    const { simulation } = success(priceOrder(input({ lines, catalogue: listedInCombo })));
    expect(simulation.orderDetails.map((d) => [d.sku, d.combo, d.familyId])).toEqual([
      ['COLA1', 0, 0],
      ['AQUA', 0, 0],
    ]);
    expect(simulation).toEqual(success(priceOrder(input({ lines }))).simulation);
  });

  it('a product the catalogue lists in one family of a combo, ordered in the other, takes the family sent', () => {
    const listedInFamily2 = catalogueOf(
      [...catalogue.values()].map((p) =>
        p.sku === 'SODA2L' ? { ...p, combo: FAMILY_COMBO, familyId: 2 } : p,
      ),
    );
    const { simulation } = success(
      priceOrder(input({ lines: familyCombo, catalogue: listedInFamily2 })),
    );
    expect(simulation.orderDetails.map((d) => [d.sku, d.combo, d.familyId])).toEqual([
      ['SODA2L', FAMILY_COMBO, 1],
      ['AQUA', FAMILY_COMBO, 2],
    ]);
    expect(simulation).toEqual(success(priceOrder(input({ lines: familyCombo }))).simulation);
  });
});

describe('lineKey (SPEC §3: one key per sku + combo + familyId, absent = 0)', () => {
  // Every combination of numbers that run into each other when written side by side (1 and 12,
  // 11 and 2) and skus made of digits and '|': two lines share a key exactly when their sku,
  // combo and familyId match.
  it('tells every sku + combo + familyId apart, and only those', () => {
    const parts = [undefined, 0, 1, 2, 11, 12, 21, -1];
    const skus = ['', '1', '2', '12', '|', '|1', '1|', '0|1', 'A'];
    const keys = new Map<string, string>();
    for (const sku of skus)
      for (const combo of parts)
        for (const familyId of parts) {
          const triple = JSON.stringify([sku, combo || 0, familyId || 0]);
          const key = lineKey(sku, combo, familyId);
          expect(keys.get(key) ?? triple).toBe(triple);
          keys.set(key, triple);
        }
    expect(keys.size).toBe(skus.length * (parts.length - 1) ** 2);
  });
});

describe('the catalogue is only read', () => {
  /** The fixture's catalogue and combos, copied and frozen to the last tier: a write throws. */
  const frozen = <T>(value: T): T => {
    if (typeof value === 'object' && value !== null) {
      for (const inner of Object.values(value)) frozen(inner);
      Object.freeze(value);
    }
    return value;
  };
  const frozenCatalogue = catalogueOf(
    [...catalogue.values()].map((p) => frozen(structuredClone(p))),
  );
  const frozenCombos = new Map(
    [...combos].map(([id, combo]) => [id, frozen(structuredClone(combo))]),
  );

  it.each([
    ['plain lines merged, tiers', [line('COLA1', 3), line('COLA1', 7), line('WATER1', 2)]],
    ['a family combo beside the same sku', [line('SODA2L', 1), ...familyCombo]],
    ['returnable glass and its derived packaging', [line('GLASS1', 13), line('COLA1', 1)]],
  ])('%s: the same answer from a frozen catalogue', (_name, lines) => {
    for (const mode of ['simulate', 'create'] as const) {
      const fromFrozen = priceOrder(
        input({ mode, lines, catalogue: frozenCatalogue, combos: frozenCombos }),
      );
      expect(fromFrozen.ok).toBe(true);
      expect(fromFrozen).toEqual(priceOrder(input({ mode, lines })));
    }
  });
});

describe('refusals of the lines (SPEC §5 quantity and price rules)', () => {
  it.each([
    ['no line', [], 'emptyOrder', undefined],
    ['only quantity 0 (SPEC §5 excluded)', [line('COLA1', 0)], 'emptyOrder', undefined],
    ['only packaging (sku ending P)', [line('BOT1P', 12)], 'emptyOrder', undefined],
    ['unknown sku', [line('COLA1', 1), line('NOPE', 1)], 'unknownProduct', { sku: 'NOPE' }],
    ['limit 0 disables ordering', [line('OFF1', 1)], 'orderingDisabled', { sku: 'OFF1' }],
    ['price 0 is not orderable', [line('FREE1', 1)], 'orderingDisabled', { sku: 'FREE1' }],
    [
      'above the quantityLimit',
      [line('LIM1', 6)],
      'quantityLimitExceeded',
      { sku: 'LIM1', limit: 5 },
    ],
    [
      'the limit counts the sku across its lines',
      [line('LIM1', 3), line('LIM1', 3, { combo: GENERIC_COMBO })],
      'quantityLimitExceeded',
      { sku: 'LIM1', limit: 5 },
    ],
    [
      'above the default limit 9999 (SPEC §9)',
      [line('WATER1', 10_000)],
      'quantityLimitExceeded',
      { sku: 'WATER1', limit: 9999 },
    ],
  ])('%s → %s', (_name, lines, code, params) => {
    for (const mode of ['simulate', 'create'] as const) {
      expect(priceOrder(input({ mode, lines }))).toEqual(
        params === undefined ? { ok: false, code } : { ok: false, code, params },
      );
    }
  });

  it.each([
    ['LIM1', 5],
    ['WATER1', 9999],
  ])('%s × %i, exactly at its limit, is accepted', (sku, quantity) => {
    expect(success(simulate([line(sku, quantity)])).simulation.orderDetails[0]?.quantity).toBe(
      quantity,
    );
  });
});

describe('combo checks (SPEC §5 combo minimums; invalidCombo)', () => {
  it.each([
    ['unknown combo', [line('WATER1', 1, { combo: 99 })], { combo: 99 }],
    [
      'family minimum not met (1 of 2 sodas)',
      [line('SODA2L', 1, { combo: FAMILY_COMBO, familyId: 1 }), familyCombo[1]!],
      { combo: FAMILY_COMBO },
    ],
    [
      'a family left empty',
      [line('SODA2L', 2, { combo: FAMILY_COMBO, familyId: 1 })],
      { combo: FAMILY_COMBO },
    ],
    [
      'sku outside its family',
      [...familyCombo, line('AQUA', 1, { combo: FAMILY_COMBO, familyId: 1 })],
      { combo: FAMILY_COMBO },
    ],
    [
      'quantity combo below its first range (5 < 6)',
      [line('ENERGY1', 5, { combo: QUANTITY_COMBO })],
      { combo: QUANTITY_COMBO },
    ],
    [
      'sku not in the combo',
      [line('ENERGY1', 6, { combo: QUANTITY_COMBO }), line('COLA1', 1, { combo: QUANTITY_COMBO })],
      { combo: QUANTITY_COMBO },
    ],
    ['familyId without a combo', [line('SODA2L', 1, { familyId: 1 })], { sku: 'SODA2L' }],
  ])('%s → invalidCombo', (_name, lines, params) => {
    expect(simulate(lines)).toEqual({ ok: false, code: 'invalidCombo', params });
  });

  it('ignores a packaging line sent in a combo (SPEC §5: packaging is never sent; derived on the server)', () => {
    const result = simulate([line('WATER1', 1), line('BOT1P', 1, { combo: GENERIC_COMBO })]);
    expect(result.ok && result.simulation.orderDetails.map((d) => d.sku)).toEqual(['WATER1']);
  });

  it('accepts a family combo whose families reach their minimums', () => {
    expect(simulate(familyCombo).ok).toBe(true);
  });
});

describe('combo prices (SPEC §3 discountPercentage, §4 active range)', () => {
  it('family combo: 10 % off each line of the combo', () => {
    const { simulation } = success(simulate([...familyCombo, line('WATER1', 2)]));
    expect(
      simulation.orderDetails.map((d) => [d.sku, d.unitPrice, d.lineTotal, d.discount]),
    ).toEqual([
      ['SODA2L', 4.5, 9, 1],
      ['AQUA', 0.9, 0.9, 0.1],
      ['WATER1', 1.25, 2.5, 0],
    ]);
    expect(simulation).toMatchObject({
      price: 12.4,
      priceWithoutDiscount: 13.5,
      discount: 1.1,
      promoDiscount: 0,
    });
  });

  it('generic combo: its percentage, rounded half up per unit (1.50 − 0.075 → 1.42)', () => {
    const { simulation } = success(simulate([line('JUICE1', 6, { combo: GENERIC_COMBO })]));
    expect(simulation.orderDetails[0]).toMatchObject({
      unitPrice: 1.42,
      lineTotal: 8.52,
      discount: 0.48,
    });
  });

  it.each([
    [4, 2, 2.37], // 6 units → 5 % off 2.50 (12.5 cents rounds up)
    [10, 2, 2], // 12 units → the range unit price 2
  ])(
    'quantity combo priced by the combo total: ENERGY1 %i + ENERGY2 %i → unit %s',
    (first, second, unit) => {
      const { simulation } = success(
        simulate([
          line('ENERGY1', first, { combo: QUANTITY_COMBO }),
          line('ENERGY2', second, { combo: QUANTITY_COMBO }),
        ]),
      );
      expect(simulation.orderDetails.map((detail) => detail.unitPrice)).toEqual([unit, unit]);
    },
  );

  it.each([
    [6, 2.37],
    [11, 2.37],
    [12, 2],
    [23, 2],
    [24, 2.2],
  ])('quantity combo with %i units → unit %s (highest reached range)', (units, unit) => {
    const { simulation } = success(simulate([line('ENERGY1', units, { combo: QUANTITY_COMBO })]));
    expect(simulation.orderDetails[0]?.unitPrice).toBe(unit);
    expect(simulation.discount).toBe(Number(((2.5 - unit) * units).toFixed(2)));
  });

  it('disableComboDiscountPercentage: no percentage off, range unit prices still apply', () => {
    const tenant = { isPaymentLimitActive: false, disableComboDiscountPercentage: true };
    expect(success(simulate(familyCombo, { tenant })).simulation.discount).toBe(0);
    const range = success(simulate([line('ENERGY1', 12, { combo: QUANTITY_COMBO })], { tenant }));
    expect(range.simulation.orderDetails[0]?.unitPrice).toBe(2);
  });

  it('a range unit price above the tier price never makes the line dearer', () => {
    const dear = new Map(combos);
    dear.set(QUANTITY_COMBO, {
      id: QUANTITY_COMBO,
      kind: 'quantity',
      ranges: [{ minimumQuantity: 1, unitPrice: 3 }],
    });
    const { simulation } = success(
      simulate([line('ENERGY1', 2, { combo: QUANTITY_COMBO })], { combos: dear }),
    );
    expect(simulation.orderDetails[0]).toMatchObject({ unitPrice: 2.5, discount: 0 });
  });
});

describe('VAT (tenant tax: included in prices or added on top)', () => {
  it.each([
    [0.2, true, 'WATER1', 8, 10, 1.67, 10], // 10 − 10 / 1.2 = 1.666…
    [0.2, false, 'WATER1', 8, 10, 2, 12],
    [0.195, true, 'SODA2L', 2, 10, 1.63, 10], // 10 / 1.195 = 8.368… → 8.37
    [0.07, false, 'WATER1', 2, 2.5, 0.18, 2.68], // 0.175 rounds half up
    [0.16, false, 'COLA1', 10, 18, 2.88, 20.88],
    [0, true, 'COLA1', 1, 2, 0, 2],
  ])(
    'rate %s, included %s: %s × %i → goods %s, vat %s, payable price %s',
    (vatRate, pricesIncludeTax, sku, quantity, goods, vat, price) => {
      const result = success(
        simulate([line(sku, quantity)], { tax: { vatRate, pricesIncludeTax } }),
      );
      expect(result.totals.goods).toBe(toCents(goods));
      expect(result.simulation.vat).toBe(vat);
      expect(result.simulation.price).toBe(price);
      expect(result.totals.priceWithoutTax).toBe(result.totals.price - result.totals.vat);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Properties over random catalogues with tiers and random carts (no combos, no packaging).
// ---------------------------------------------------------------------------------------------

const centsArb = (min: number, max: number) => fc.integer({ min, max }).map((cents) => cents / 100);

const catalogueArb = fc
  .array(
    fc.record({
      price: centsArb(1, 50_000),
      tiers: fc.array(
        fc.record({ minimumQuantity: fc.integer({ min: 1, max: 60 }), price: centsArb(0, 50_000) }),
        {
          maxLength: 4,
        },
      ),
    }),
    { minLength: 1, maxLength: 8 },
  )
  .map((rows) => rows.map((row, i) => product(`S${i}`, row.price, { pricePromotions: row.tiers })));

const scenarioArb = catalogueArb.chain((products) =>
  fc.record({
    products: fc.constant(products),
    lines: fc.array(
      fc.record({
        index: fc.integer({ min: 0, max: products.length - 1 }),
        quantity: fc.integer({ min: 1, max: 80 }),
        price: fc.option(centsArb(0, 100_000), { nil: undefined }),
      }),
      { minLength: 1, maxLength: 12 },
    ),
    tax: fc.record({
      vatRate: fc.constantFrom(0, 0.07, 0.16, 0.19, 0.195, 0.2),
      pricesIncludeTax: fc.boolean(),
    }),
    tolerance: fc.constantFrom(undefined, 0, 0.5, 1),
  }),
);

type Scenario = typeof scenarioArb extends fc.Arbitrary<infer S> ? S : never;

const sentLines = (s: Scenario, withPrices: boolean): PricingLineInput[] =>
  s.lines.map((l) => ({
    sku: `S${l.index}`,
    quantity: l.quantity,
    ...(withPrices && l.price !== undefined ? { price: l.price } : {}),
  }));

const scenarioInput = (
  s: Scenario,
  mode: 'simulate' | 'create',
  lines: PricingLineInput[],
): PricingInput =>
  input({
    mode,
    lines,
    catalogue: catalogueOf(s.products),
    tax: s.tax,
    tenant: { isPaymentLimitActive: false, totalPriceDiff: s.tolerance },
  });

describe('properties (PRODUCT.md the server is the authority on money)', () => {
  it('price = the domain cartTotal of the merged lines, plus VAT when added on top', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const result = success(priceOrder(scenarioInput(s, 'simulate', sentLines(s, true))));
        const merged = s.lines.reduce<CartItem[]>(
          (cart, l) =>
            mergeIntoCart(cart, { product: s.products[l.index] as Product, quantity: l.quantity }),
          [],
        );
        const goodsCents = toCents(cartTotal(merged));
        const { totals, simulation } = result;
        expect(totals.goods).toBe(goodsCents);
        // VAT is within half a cent of the exact tax part (rounded once).
        const exactVat = s.tax.pricesIncludeTax
          ? goodsCents - goodsCents / (1 + s.tax.vatRate)
          : goodsCents * s.tax.vatRate;
        expect(Math.abs(totals.vat - exactVat)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(totals.price).toBe(s.tax.pricesIncludeTax ? goodsCents : goodsCents + totals.vat);
        expect(toCents(simulation.price)).toBe(totals.price);
        // Without combos: priceWithoutDiscount − promoDiscount = goods, nothing negative.
        expect(totals.priceWithoutDiscount - totals.promoDiscount).toBe(goodsCents);
        expect(totals.discount).toBe(0);
        expect(Math.min(totals.promoDiscount, totals.vat)).toBeGreaterThanOrEqual(0);
        const detailSum = simulation.orderDetails.reduce((sum, d) => sum + toCents(d.lineTotal), 0);
        expect(detailSum).toBe(goodsCents);
      }),
      { numRuns: 300 },
    );
  });

  it('simulate: the sent prices change nothing in the result', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const tampered = priceOrder(scenarioInput(s, 'simulate', sentLines(s, true)));
        const clean = priceOrder(scenarioInput(s, 'simulate', sentLines(s, false)));
        expect(tampered).toEqual(clean);
      }),
      { numRuns: 200 },
    );
  });

  it('create: honest prices pass; one price moved beyond the tolerance → pricesChanged', () => {
    fc.assert(
      fc.property(
        scenarioArb,
        fc.nat(),
        fc.integer({ min: 1, max: 5_000 }),
        fc.boolean(),
        (s, pick, beyond, up) => {
          const { simulation } = success(
            priceOrder(scenarioInput(s, 'simulate', sentLines(s, false))),
          );
          const unitOf = new Map(simulation.orderDetails.map((d) => [d.sku, d.unitPrice]));
          const honest = sentLines(s, false).map((l) => ({
            ...l,
            price: unitOf.get(l.sku) ?? 0,
          }));
          expect(priceOrder(scenarioInput(s, 'create', honest)).ok).toBe(true);

          const target = pick % honest.length;
          const moved = toCents(s.tolerance ?? 0) + beyond;
          const tampered = honest.map((l, i) =>
            i === target ? { ...l, price: (toCents(l.price) + (up ? moved : -moved)) / 100 } : l,
          );
          expect(priceOrder(scenarioInput(s, 'create', tampered))).toEqual({
            ok: false,
            code: 'pricesChanged',
            params: { sku: honest[target]?.sku },
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});
