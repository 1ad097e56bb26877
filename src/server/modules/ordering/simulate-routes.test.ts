import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents, fromCents } from '../../../domain/money.ts';
import { packagingIndex, packagingRequirements } from '../../../domain/packaging.ts';
import { cartTotal } from '../../../domain/prices.ts';
import type { CartItem } from '../../../domain/types.ts';
import { calls } from '../../../contract/index.ts';
import { openTestApp, TEST_NOW, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { getTenantCatalogue } from '../catalogue/catalogue-cache.ts';
import {
  first,
  quantityFor,
  seededProducts,
  simulate,
  type SeededProduct,
} from './ordering.fixture.ts';

const SIMULATE_BURST = calls.simulateOrder.rateLimit.max;

describe.each(testDatabases())('POST order/simulate on %s', (kind) => {
  let t: TestApp;
  let plain: SeededProduct[];
  let cheapest: SeededProduct;
  let glass: SeededProduct;
  const body = (products: { sku: string; quantity: number }[], extra: object = {}) => ({
    products,
    orderType: '',
    ...extra,
  });

  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
    plain = await seededProducts(t, 2, 'plain');
    cheapest = first(plain);
    glass = first(await seededProducts(t, 2, 'glass'));
  });
  afterAll(() => t.close());

  it('prices the cart from the server catalogue (SPEC §3 simulation response)', async () => {
    const quantity = 3;
    const res = await simulate(t, await t.auth(2, '1001'), body([{ sku: cheapest.sku, quantity }]));
    expect(res.statusCode).toBe(200);
    const total = fromCents(toCents(cheapest.price) * quantity);
    expect(res.body).toMatchObject({ price: total, priceWithoutDiscount: total, discount: 0 });
    // Tenant 2: VAT 18 % included in prices.
    expect(res.body.vat).toBe(fromCents(toCents(total) - Math.round(toCents(total) / 1.18)));
    expect(res.body.orderDetails).toEqual([
      expect.objectContaining({
        sku: cheapest.sku,
        quantity,
        price: cheapest.price,
        totalPrice: total,
      }),
    ]);
  });

  it("ignores packaging skus sent ('P', SPEC §5) and derives the bottles and boxes itself", async () => {
    const packaging = [glass.bottleSku ?? '', glass.boxSku ?? ''];
    const res = await simulate(
      t,
      await t.auth(2, '1001'),
      body([
        { sku: glass.sku, quantity: 2 },
        { sku: packaging[0] ?? '', quantity: 1 },
      ]),
    );
    expect(res.statusCode).toBe(200);
    const details = res.body.orderDetails as { sku: string; quantity: number }[];
    expect(details.map((d) => [d.sku, d.quantity])).toEqual([
      [glass.sku, 2],
      [glass.bottleSku, 2 * glass.glassBottles],
      [glass.boxSku, 2],
    ]);
    // Issue 14: the packaging lines are flagged, and the breakdown's deposits are exactly them;
    // products + deposits − discounts (+ tax when added) = price, to the cent.
    const lines = res.body.orderDetails as {
      isPackaging: boolean;
      totalPrice: number;
      priceWithoutDiscount: number;
      quantity: number;
    }[];
    expect(lines.map((line) => line.isPackaging)).toEqual([false, true, true]);
    const breakdown = res.body.breakdown as Record<string, number | boolean>;
    const cents = (key: string) => toCents(breakdown[key] as number);
    const packagingCents = lines
      .filter((line) => line.isPackaging)
      .reduce((sum, line) => sum + toCents(line.priceWithoutDiscount) * line.quantity, 0);
    expect(cents('deposits')).toBe(packagingCents);
    expect(breakdown.taxIncluded).toBe(true); // tenant 2: VAT included in prices
    expect(cents('products') + cents('deposits') - cents('discounts')).toBe(
      toCents(res.body.price as number),
    );
    expect(cents('total')).toBe(toCents(res.body.price as number));
    expect(cents('tax')).toBe(toCents(res.body.vat as number));
  });

  it('answers 406 limitOrder above the payment limit for a client not authorised over it (SPEC §8)', async () => {
    const quantity = quantityFor(cheapest, 400);
    const res = await simulate(t, await t.auth(2, '1004'), body([{ sku: cheapest.sku, quantity }]));
    expect(res.statusCode).toBe(406);
    expect(res.body).toEqual({ code: 'limitOrder', params: { limit: 300 } });
  });

  it('prices an over-limit cart of an authorised client (1003): the cart asks for acceptance', async () => {
    const quantity = quantityFor(cheapest, 400);
    const res = await simulate(t, await t.auth(2, '1003'), body([{ sku: cheapest.sku, quantity }]));
    expect(res.statusCode).toBe(200);
  });

  it('answers 422 orderingDisabled for a client whose order option is off (1002, SPEC §6)', async () => {
    const res = await simulate(
      t,
      await t.auth(2, '1002'),
      body([{ sku: cheapest.sku, quantity: 1 }]),
    );
    expect(res).toEqual({ statusCode: 422, body: { code: 'orderingDisabled' } });
  });

  it.each([
    ['quantity 10000 (SPEC §5 default quantity limit 9999)', [{ sku: 'X1', quantity: 10000 }]],
    ['negative quantity', [{ sku: 'X1', quantity: -1 }]],
    ['fractional quantity', [{ sku: 'X1', quantity: 1.5 }]],
    ['sku with spaces', [{ sku: 'a b', quantity: 1 }]],
  ])('refuses %s with 400 validation', async (_name, products) => {
    const res = await simulate(t, await t.auth(2, '1001'), body(products));
    expect(res.statusCode).toBe(400);
    expect(res.body.code).toBe('validation');
  });

  it.each([
    ['an unknown sku', [{ sku: 'NOPE123', quantity: 1 }], 422, 'productUnavailable'],
    ['only packaging', [{ sku: 'NOPE1P', quantity: 3 }], 422, 'emptyOrder'],
    ['no line', [], 422, 'emptyOrder'],
  ])('refuses %s with a code', async (_name, products, status, code) => {
    const res = await simulate(t, await t.auth(2, '1001'), body(products));
    expect(res.statusCode).toBe(status);
    expect(res.body.code).toBe(code);
  });

  it('refuses a line above the product quantityLimit (SPEC §5)', async () => {
    const limited = first(await seededProducts(t, 2, 'limited'));
    const quantity = (limited.quantityLimit ?? 0) + 1;
    const res = await simulate(t, await t.auth(2, '1001'), body([{ sku: limited.sku, quantity }]));
    expect(res.statusCode).toBe(422);
    expect(res.body).toMatchObject({ code: 'quantityLimitExceeded', params: { sku: limited.sku } });
  });

  it.each([
    ['no token', {}],
    ['a malformed token', { authorization: 'Bearer not-a-token-at-all-xxxxxxxxx' }],
  ])('answers 401 with %s', async (_name, headers) => {
    const res = await simulate(t, headers, body([{ sku: cheapest.sku, quantity: 1 }]));
    expect(res).toEqual({ statusCode: 401, body: { code: 'unauthorized' } });
  });

  it('answers 401 for a tampered token', async () => {
    const token = await t.sessionToken(2, '1001');
    const [head, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1003' })).toString('base64url');
    const res = await simulate(
      t,
      { authorization: `Bearer ${head}.${forged}.${signature}` },
      body([{ sku: cheapest.sku, quantity: 1 }]),
    );
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 tokenExpired for an expired session token', async () => {
    const headers = await t.auth(2, '1001');
    t.clock.set(new Date(TEST_NOW.getTime() + 400 * 24 * 3600 * 1000));
    try {
      const res = await simulate(t, headers, body([{ sku: cheapest.sku, quantity: 1 }]));
      expect(res.statusCode).toBe(401);
      expect(res.body.code).toBe('tokenExpired');
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it("prices with the token's tenant only: tenant 5 sees its own prices, not tenant 2's", async () => {
    const tenant5 = await getTenantCatalogue({ db: t.db, now: t.clock.now }, 5);
    const own = tenant5.bySku.get(cheapest.sku);
    const res = await simulate(
      t,
      await t.auth(5, '1001'),
      body([{ sku: cheapest.sku, quantity: 1 }]),
    );
    if (own === undefined) {
      expect(res.body.code).toBe('productUnavailable');
    } else {
      expect(res.statusCode).toBe(200);
      expect(res.body.price).toBe(own.price);
      expect(own.price).not.toBe(cheapest.price);
    }
  });

  it('rate-limits one session (SECURITY T16) and not another', async () => {
    const flooding = await t.auth(2, '1001');
    const payload = body([{ sku: cheapest.sku, quantity: 1 }]);
    const statuses: number[] = [];
    for (let i = 0; i <= SIMULATE_BURST; i += 1) {
      statuses.push((await simulate(t, flooding, payload)).statusCode);
    }
    expect(statuses.slice(0, SIMULATE_BURST).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await simulate(t, await t.auth(2, '1001'), payload)).statusCode).toBe(200);
  });

  it('a 429 says when to retry, and the next window lets the session in again', async () => {
    const flooding = await t.auth(2, '1001');
    const payload = body([{ sku: cheapest.sku, quantity: 1 }]);
    const start = t.clock.now();
    try {
      for (let i = 0; i < SIMULATE_BURST; i += 1) await simulate(t, flooding, payload);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/order/simulate',
        headers: flooding,
        payload,
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 'tooManyRequests' });
      const retryAfter = Number(refused.headers['retry-after']);
      const windowMs = calls.simulateOrder.rateLimit.windowSeconds * 1000;
      const untilNextWindow = windowMs - (start.getTime() % windowMs);
      expect(retryAfter).toBe(Math.ceil(untilNextWindow / 1000));
      t.clock.set(new Date(start.getTime() + retryAfter * 1000));
      expect((await simulate(t, flooding, payload)).statusCode).toBe(200);
    } finally {
      t.clock.set(start);
    }
  });

  it('property: the simulated total is the domain total of the re-priced lines plus derived packaging; client prices change nothing', async () => {
    const catalogue = await getTenantCatalogue({ db: t.db, now: t.clock.now }, 2);
    const sellable = catalogue.products.filter(
      (p) => !p.sku.endsWith('P') && p.price > 0 && p.quantityLimit === undefined,
    );
    const headers = await t.auth(2, '1001');
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: sellable.length - 1 }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 4, maxLength: 4 }),
        fc.double({ min: 0.01, max: 500, noNaN: true }),
        async (indexes, quantities, fakePrice) => {
          runs += 3;
          if (runs > SIMULATE_BURST - 3) {
            headers.authorization = (await t.auth(2, '1001')).authorization;
            runs = 3;
          }
          const items: CartItem[] = indexes.map((index, i) => ({
            product: sellable[index] ?? sellable[0]!,
            quantity: quantities[i] ?? 1,
          }));
          const packaging = packagingRequirements(items, packagingIndex(catalogue.products))
            .filter((r) => r.required > 0)
            .map((r) => ({ product: catalogue.bySku.get(r.sku)!, quantity: r.required }));
          const expected = cartTotal([...items, ...packaging]);
          const lines = items.map((item) => ({ sku: item.product.sku, quantity: item.quantity }));
          const res = await simulate(t, headers, body(lines));
          expect(res.statusCode).toBe(200);
          expect(res.body.price).toBe(expected);
          // The browser's copy of prices and limits is never read (SECURITY T2, T3).
          const tampered = await simulate(
            t,
            headers,
            body(lines, {
              userFlow: {
                glassBottlesAccepted: true,
                creditLimit: {
                  limit: fakePrice,
                  isPaymentLimitActive: false,
                  isFinishOrderOverLimitAuthorized: true,
                },
              },
            }),
          );
          expect(tampered).toEqual(res);
          const priced = await simulate(
            t,
            headers,
            body(lines.map((line) => ({ ...line, price: fakePrice }))),
          );
          // simulate lines carry no price: one sent is refused by the schema, never used.
          expect(priced.statusCode).toBe(400);
        },
      ),
      { numRuns: 30 },
    );
  });
});
