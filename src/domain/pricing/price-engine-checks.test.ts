import { describe, it, expect } from 'vitest';
import { priceOrder } from './price-engine.ts';
import type { PricingInput, PricingLineInput } from './price-engine-types.ts';
import {
  FAMILY_COMBO,
  catalogue as baseCatalogue,
  client,
  input,
  product,
  success,
} from './price-engine.fixture.ts';

const line = (sku: string, quantity: number, over: Partial<PricingLineInput> = {}) => ({
  sku,
  quantity,
  ...over,
});
const run = (
  mode: 'simulate' | 'create',
  lines: PricingLineInput[],
  over: Partial<PricingInput> = {},
) => priceOrder(input({ mode, lines, ...over }));

describe('returnable packaging (SPEC §5: exactly the required bottles and boxes, derived on the server)', () => {
  // GLASS1 × 2 crates of 12 → 24 bottles (BOT1P) and 2 boxes (BOX1P).
  const glass = line('GLASS1', 2);

  it.each([
    ['none sent', [glass]],
    ['exact amounts sent', [glass, line('BOT1P', 24), line('BOX1P', 2)]],
    ['one bottle too many sent', [glass, line('BOT1P', 25), line('BOX1P', 2)]],
    ['one box too few sent', [glass, line('BOT1P', 24), line('BOX1P', 1)]],
    ['packaging sent twice', [line('BOX1P', 9), glass, line('BOT1P', 1), line('BOT1P', 3)]],
  ])('%s → the sent packaging lines are ignored and exactly 24 + 2 are derived', (_name, lines) => {
    for (const mode of ['simulate', 'create'] as const) {
      const { simulation, outcome } = success(run(mode, lines));
      expect(simulation.orderDetails.map((d) => [d.sku, d.quantity, d.isPackaging])).toEqual([
        ['GLASS1', 2, false],
        ['BOT1P', 24, true],
        ['BOX1P', 2, true],
      ]);
      expect(outcome.packaging.map((p) => [p.sku, p.required, p.status])).toEqual([
        ['BOT1P', 24, 'ok'],
        ['BOX1P', 2, 'ok'],
      ]);
      expect(outcome.packagingMismatch).toBe(false);
    }
  });

  it.each([undefined, false, true])(
    'create with glassBottlesAccepted %s goes through (the acceptance is a cart-side rule)',
    (accepted) => {
      expect(run('create', [glass], { userFlow: { glassBottlesAccepted: accepted } }).ok).toBe(
        true,
      );
    },
  );

  it('packaging lines are priced from the catalogue and flagged isPackaging', () => {
    const { simulation } = success(run('simulate', [glass]));
    expect(simulation.orderDetails.map((d) => [d.sku, d.lineTotal, d.isPackaging])).toEqual([
      ['GLASS1', 20, false],
      ['BOT1P', 12, true],
      ['BOX1P', 8, true],
    ]);
    expect(simulation.price).toBe(40);
  });

  it('a packaging product priced 0 is exchanged, not sold: its line costs 0', () => {
    const catalogue = new Map(baseCatalogue);
    catalogue.set('BOT1P', { ...product('BOT1P', 0) });
    const { simulation } = success(run('simulate', [line('GLASS1', 1)], { catalogue }));
    expect(simulation.orderDetails.map((d) => [d.sku, d.quantity, d.lineTotal])).toEqual([
      ['GLASS1', 1, 10],
      ['BOT1P', 12, 0],
      ['BOX1P', 1, 4],
    ]);
  });

  it('a liquid line without glass needs no packaging', () => {
    const { simulation } = success(run('simulate', [line('WATER1', 3)]));
    expect(simulation.orderDetails.map((d) => d.sku)).toEqual(['WATER1']);
  });
});

describe('payment and credit limit (SPEC §5 credit limit, §8 406 limitOrder; SECURITY T3)', () => {
  const limited = (isFinishOrderOverLimitAuthorized: boolean, paymentLimit = 10) => ({
    client: { ...client, paymentLimit, isFinishOrderOverLimitAuthorized },
    tenant: { isPaymentLimitActive: true },
  });
  const at = (total: number) => [line('WATER1', total / 1.25)]; // WATER1 costs 1.25

  it.each([
    ['simulate', false, 11.25, { ok: false, code: 'limitOrder', params: { limit: 10 } }],
    ['create', false, 11.25, { ok: false, code: 'limitOrder', params: { limit: 10 } }],
    ['create', true, 11.25, { ok: false, code: 'creditLimitNotAccepted' }],
  ] as const)('%s, authorised %s, total %s over 10 → %j', (mode, authorised, total, expected) => {
    expect(run(mode, at(total), limited(authorised))).toEqual(expected);
  });

  it.each([
    ['at the limit', false, 10, undefined, 'ok', false],
    ['over, authorised, not ticked', true, 11.25, undefined, 'needsAcceptance', true],
    ['over, authorised, ticked', true, 11.25, true, 'accepted', true],
  ])('simulate %s → creditLimit %s', (_name, authorised, total, accepted, creditLimit, over) => {
    const result = run('simulate', at(total), {
      ...limited(authorised),
      userFlow: { creditLimit: { creditLimitAccepted: accepted } },
    });
    expect(success(result).outcome).toMatchObject({ creditLimit, overPaymentLimit: over });
  });

  it('create over the limit, authorised and ticked goes through', () => {
    const over = { ...limited(true), userFlow: { creditLimit: { creditLimitAccepted: true } } };
    expect(run('create', at(11.25), over).ok).toBe(true);
  });

  it.each([
    ['payment limit inactive for the tenant', { client: { ...client, paymentLimit: 10 } }],
    ['payment limit 0 means none known (SPEC §7)', limited(false, 0)],
  ])('%s → not over the limit', (_name, over) => {
    expect(success(run('create', at(100), over)).outcome.creditLimit).toBe('ok');
  });

  it.each([
    [0, 10, 'ok'],
    [2.5, 7.5, 'ok'],
    [2.5, 8.75, 'blocked'],
    [10, 1.25, 'blocked'],
    [-5, 10, 'ok'],
    [Number.NaN, 10, 'ok'],
  ])(
    'open orders %s + this order %s against the limit 10 → %s (SECURITY T3: outstanding amount)',
    (openOrdersTotal, total, expected) => {
      const result = run('simulate', at(total), { ...limited(false), openOrdersTotal });
      expect(result.ok ? 'ok' : result.code === 'limitOrder' && 'blocked').toBe(expected);
    },
  );

  it('the limit is checked on the payable price, VAT added on top included', () => {
    const over = { ...limited(false), tax: { vatRate: 0.2, pricesIncludeTax: false } };
    expect(run('simulate', at(10), over)).toMatchObject({ ok: false, code: 'limitOrder' });
  });
});

describe('minimum order (SPEC §5, §9 client.minimumOrder)', () => {
  const shop = { client: { ...client, minimumOrder: 20 } };
  it.each([
    [[line('WATER1', 15), line('COLA1', 1)], 20.75, false],
    [[line('WATER1', 16)], 20, false],
    [[line('WATER1', 15)], 18.75, true],
  ])('%#: total %s → belowMinimum %s', (lines, price, below) => {
    const simulated = success(run('simulate', lines, shop));
    expect(simulated.simulation.price).toBe(price);
    expect(simulated.outcome).toMatchObject({ belowMinimum: below, minimumOrder: 20 });
    expect(run('create', lines, shop)).toEqual(
      below
        ? { ok: false, code: 'belowMinimumOrder', params: { minimumOrder: 20 } }
        : expect.objectContaining({ ok: true }),
    );
  });
});

describe('prices the shop saw (PRODUCT.md prices changed; SPEC §9 total price difference tolerance)', () => {
  const cola = (price: number) => [line('COLA1', 5, { price })]; // server unit price 1.9
  const morocco = { tenant: { isPaymentLimitActive: false, totalPriceDiff: 1 } };

  it.each([
    ['exact', 1.9, {}, true],
    ['one cent off, no tolerance', 1.91, {}, false],
    ['one cent under, no tolerance', 1.89, {}, false],
    ['0.99 over, tolerance 1 (Morocco)', 2.89, morocco, true],
    ['1.00 over, tolerance 1 (inclusive)', 2.9, morocco, true],
    ['1.01 over, tolerance 1', 2.91, morocco, false],
    ['0.99 under, tolerance 1', 0.91, morocco, true],
    ['1.01 under, tolerance 1', 0.89, morocco, false],
    ['not a number', Number.NaN, morocco, false],
  ])('%s: sent %s → accepted %s', (_name, sent, over, accepted) => {
    expect(run('create', cola(sent), over)).toEqual(
      accepted
        ? expect.objectContaining({ ok: true })
        : { ok: false, code: 'pricesChanged', params: { sku: 'COLA1' } },
    );
  });

  it('simulate never reads the sent prices', () => {
    expect(run('simulate', cola(999))).toEqual(run('simulate', [line('COLA1', 5)]));
  });

  it('a combo line may carry its tier price or its final unit price', () => {
    const combo = (price: number) => [
      line('SODA2L', 2, { combo: FAMILY_COMBO, familyId: 1, price }),
      line('AQUA', 1, { combo: FAMILY_COMBO, familyId: 2 }),
    ];
    expect(run('create', combo(5)).ok).toBe(true);
    expect(run('create', combo(4.5)).ok).toBe(true);
    expect(run('create', combo(4.75))).toMatchObject({
      code: 'pricesChanged',
      params: { sku: 'SODA2L' },
    });
  });

  it.each([
    [9.5, {}, true],
    [9.49, {}, false],
    [10.49, morocco, true],
    [10.51, morocco, false],
  ])('sent total %s against the payable 9.50 → accepted %s', (clientTotal, over, accepted) => {
    expect(run('create', [line('COLA1', 5)], { ...over, clientTotal })).toEqual(
      accepted
        ? expect.objectContaining({ ok: true })
        : { ok: false, code: 'pricesChanged', params: { total: 9.5 } },
    );
  });
});

describe('order of decisions', () => {
  it('create: pricesChanged comes before the acceptance and minimum checks', () => {
    const over = {
      client: { ...client, minimumOrder: 100 },
      userFlow: { glassBottlesAccepted: false },
    };
    expect(run('create', [line('GLASS1', 1, { price: 9 })], over)).toMatchObject({
      code: 'pricesChanged',
    });
    expect(run('create', [line('GLASS1', 1, { price: 10 })], over)).toMatchObject({
      code: 'belowMinimumOrder',
    });
  });

  it('simulate reports create-only problems as flags', () => {
    const over = { client: { ...client, minimumOrder: 100 } };
    const { outcome } = success(run('simulate', [line('GLASS1', 1, { price: 9 })], over));
    expect(outcome).toMatchObject({
      belowMinimum: true,
      packagingMismatch: false,
      creditLimit: 'ok',
    });
  });
});
