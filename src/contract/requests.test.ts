import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MAX_FREE_DATA_BYTES, calls } from './index.ts';
import {
  sampleCreateOrderBody,
  sampleIdempotencyKey,
  sampleSimulateBody,
} from './samples.fixture.ts';

const ok = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;
const line = (quantity: unknown) => ({ sku: 'CC-350-CAN', quantity });

describe('order bodies (SPEC §5 quantities, §7 payloads)', () => {
  const simulate = calls.simulateOrder.body;
  const create = calls.createOrder.body;

  it('accepts the sample simulate and create bodies', () => {
    expect(simulate.parse(sampleSimulateBody)).toEqual(sampleSimulateBody);
    expect(create.parse(sampleCreateOrderBody)).toEqual(sampleCreateOrderBody);
  });

  it.each([
    [0, true],
    [1, true],
    [9999, true],
    [-1, false],
    [10000, false],
    [1.5, false],
    ['3', false],
    [Number.NaN, false],
  ])('quantity %s → valid %s (SPEC §5 default quantity limit 9999)', (quantity, valid) => {
    expect(ok(simulate, { products: [line(quantity)], orderType: '' })).toBe(valid);
    expect(ok(create, { products: [line(quantity)], orderType: '' })).toBe(valid);
  });

  it.each([
    [500, true],
    [501, false],
  ])('%s lines → valid %s (line cap)', (count, valid) => {
    const products = Array.from({ length: count }, (_, i) => ({ sku: `SKU-${i}`, quantity: 1 }));
    expect(ok(simulate, { products, orderType: '' })).toBe(valid);
  });

  it.each([
    ['unknown top-level field', { ...sampleCreateOrderBody, clientId: '1002' }],
    [
      'unknown line field',
      { ...sampleCreateOrderBody, products: [{ ...line(1), unitPrice: 0.01 }] },
    ],
    ['unknown userFlow field', { ...sampleCreateOrderBody, userFlow: { bypass: true } }],
    [
      'unknown tier field',
      {
        ...sampleCreateOrderBody,
        products: [{ ...line(1), pricePromotions: [{ minimumQuantity: 1, price: 1, x: 1 }] }],
      },
    ],
    ['negative price', { ...sampleCreateOrderBody, products: [{ ...line(1), price: -0.01 }] }],
    ['sku with spaces', { ...sampleCreateOrderBody, products: [{ sku: 'A B', quantity: 1 }] }],
    ['empty sku', { ...sampleCreateOrderBody, products: [{ sku: '', quantity: 1 }] }],
    ['unknown order type', { ...sampleCreateOrderBody, orderType: 'express' }],
    ['bad delivery date', { ...sampleCreateOrderBody, scheduledDeliveryDate: '02/03/2026' }],
    [
      'recurrent period not in 15/30/45/60 (SPEC §5)',
      { ...sampleCreateOrderBody, recurrentPeriod: 20 },
    ],
    ['missing products', { orderType: '' }],
  ])('rejects a create body with %s', (_case, body) => {
    expect(ok(create, body)).toBe(false);
  });

  it.each([15, 30, 45, 60])('accepts recurrent period %s (SPEC §5)', (recurrentPeriod) => {
    expect(
      ok(create, { ...sampleCreateOrderBody, orderType: 'recurrentOrder', recurrentPeriod }),
    ).toBe(true);
  });

  it('rejects an unknown simulate field', () => {
    expect(ok(simulate, { ...sampleSimulateBody, total: 1 })).toBe(false);
  });
});

describe('idempotency key header of order/create (SECURITY T1)', () => {
  const headers = calls.createOrder.headers;

  it.each([
    ['missing', false, undefined],
    ['7 characters', false, 'a'.repeat(7)],
    ['8 characters', true, 'a'.repeat(8)],
    ['128 characters', true, 'A'.repeat(128)],
    ['129 characters', false, 'A'.repeat(129)],
    ['a uuid', true, sampleIdempotencyKey],
    ['a space', false, 'abcd efgh'],
    ['a slash', false, 'abcd/efgh'],
  ])('%s → valid %s', (_case, valid, key) => {
    const value =
      key === undefined
        ? { authorization: 'Bearer x' }
        : { authorization: 'Bearer x', 'idempotency-key': key };
    expect(ok(headers, value)).toBe(valid);
  });

  it('keeps the other headers (authorization must survive validation)', () => {
    const parsed = headers.parse({
      authorization: 'Bearer t',
      'idempotency-key': sampleIdempotencyKey,
    });
    expect(parsed).toEqual({ authorization: 'Bearer t', 'idempotency-key': sampleIdempotencyKey });
  });
});

describe('logs and tracking data (SECURITY T16, 8 KB cap)', () => {
  // JSON.stringify of a string adds two quotes.
  const atCap = 'x'.repeat(MAX_FREE_DATA_BYTES - 2);

  it.each([
    ['a short JSON text', true, '{"message":"boom"}'],
    ['an object', true, { message: 'boom', stack: 'at x' }],
    ['exactly 8 KB serialised', true, atCap],
    ['one byte over 8 KB', false, `${atCap}x`],
    ['an object over 8 KB', false, { stack: 'y'.repeat(MAX_FREE_DATA_BYTES) }],
    ['multi-byte text over 8 KB in bytes', false, 'é'.repeat(4096)],
    ['a number', false, 42],
  ])('logs data as %s → valid %s', (_case, valid, data) => {
    expect(ok(calls.logs.body, { data })).toBe(valid);
  });

  it('rejects unknown fields and oversized tracking data', () => {
    expect(ok(calls.logs.body, { data: 'x', level: 'error' })).toBe(false);
    expect(ok(calls.serviceTracking.body, { origin: 'cart', service: 'simulate' })).toBe(true);
    expect(
      ok(calls.serviceTracking.body, {
        origin: 'cart',
        service: 'simulate',
        data: 'z'.repeat(9000),
      }),
    ).toBe(false);
  });
});

describe('other request schemas', () => {
  it.each([
    [{ clientId: '1001', password: 'Demo@2026' }, true],
    [{ clientId: '', password: 'Demo@2026' }, false],
    [{ clientId: '1001', password: '' }, false],
    [{ clientId: '1001', password: 'p'.repeat(129) }, false],
    [{ clientId: '1001', password: 'Demo@2026', bottler: 2 }, false],
  ])('authenticate body %j → valid %s', (body, valid) => {
    expect(ok(calls.authenticate.body, body)).toBe(valid);
  });

  it.each([
    [{ bottler: '2' }, true],
    [{ bottler: '0' }, false],
    [{ bottler: 'abc' }, false],
    [{ bottler: '2.5' }, false],
  ])('authenticate params %j → valid %s', (params, valid) => {
    expect(ok(calls.authenticate.params, params)).toBe(valid);
  });

  it('coerces path integers', () => {
    expect(calls.bingoCard.params.parse({ month: '3', year: '2026' })).toEqual({
      month: 3,
      year: 2026,
    });
    expect(ok(calls.bingoCard.params, { month: '13', year: '2026' })).toBe(false);
    expect(calls.comboProducts.params.parse({ comboId: '7' })).toEqual({ comboId: 7 });
    expect(calls.availableDates.params.parse({ period: '60' })).toEqual({ period: 60 });
  });

  it.each([
    [{}, true, undefined],
    [{ indexOrderHistory: '0' }, true, 0],
    [{ indexOrderHistory: '1' }, true, 1],
    [{ indexOrderHistory: '-1' }, false, undefined],
    [{ indexOrderHistory: 'x' }, false, undefined],
  ])(
    'order/history querystring %j → valid %s (SPEC §7 indexOrderHistory)',
    (query, valid, index) => {
      const result = calls.orderHistory.querystring.safeParse(query);
      expect(result.success).toBe(valid);
      if (valid) expect(result.data?.indexOrderHistory).toBe(index);
    },
  );

  it.each([
    [{ featureSeen: 'feature-2026-03' }, true],
    [{ language: 'ar' }, true],
    [{}, true],
    [{ language: 'de' }, false],
    [{ featureSeen: '' }, false],
    [{ isOrderOptionActive: true }, false],
  ])('PUT user body %j → valid %s', (body, valid) => {
    expect(ok(calls.updateUser.body, body)).toBe(valid);
  });

  it.each([
    [{ key: 'npsScore', value: 9 }, true],
    [{ key: 'npsFeedback', value: 'Entrega atrasada' }, true],
    [{ key: 'npsFeedback', value: 'x'.repeat(2001) }, false],
    [{ key: '', value: 1 }, false],
    [{ key: 'a b', value: 1 }, false],
    [{ key: 'npsScore' }, false],
  ])('user/session body %j → valid %s', (body, valid) => {
    expect(ok(calls.putUserSession.body, body)).toBe(valid);
    expect(ok(calls.postUserSession.body, body)).toBe(valid);
  });

  it.each([
    [{ userOptIn: 'true' }, true],
    [{ userOptIn: 'false' }, true],
    [{ userOptIn: true }, false],
    [{ userOptIn: 'yes' }, false],
  ])('opt-in body %j → valid %s', (body, valid) => {
    expect(ok(calls.optInRegister.body, body)).toBe(valid);
  });

  it.each([
    [{ clientId: '1001' }, true],
    [{ clientId: '1001', bottler: 2 }, false],
    [{}, false],
  ])('bot/links body %j → valid %s', (body, valid) => {
    expect(ok(calls.botLinks.body, body)).toBe(valid);
  });

  it.each([
    [{ bottler: 2, status: 'DELIVERED' }, true],
    [{ bottler: 2, status: 'delivered' }, false],
    [{ bottler: 2, status: 'SHIPPED' }, false],
    // Order numbers are unique per tenant only: the body names the order's tenant.
    [{ status: 'DELIVERED' }, false],
  ])('operator status body %j → valid %s (SPEC §4 server statuses)', (body, valid) => {
    expect(ok(calls.operatorOrderStatus.body, body)).toBe(valid);
  });

  it.each([
    [{ token: 'abc' }, true],
    [{ token: '' }, false],
    [{ token: 't'.repeat(4097) }, false],
  ])('webtoken bodies %j → valid %s', (body, valid) => {
    expect(ok(calls.validateWebToken.body, body)).toBe(valid);
    expect(ok(calls.expiredToken.body, body)).toBe(valid);
  });
});
