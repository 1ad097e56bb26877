import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents, toCents } from '../../../domain/money.ts';
import { openTestApp, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import {
  confirmedAddress,
  countOrders,
  create,
  first,
  newKey,
  quantityFor,
  seededProducts,
  type SeededProduct,
} from './ordering.fixture.ts';

interface CreatedBody {
  orderNumber: string;
  totalValue: number;
  deliveryDate: string;
  expectedDeliveryDate: string;
  orderDetails: { sku: string; quantity: number; price: number; totalPrice: number }[];
}

describe.each(testDatabases())('POST order/create on %s', (kind) => {
  let t: TestApp;
  let cheapest: SeededProduct;
  let other: SeededProduct;
  let glass: SeededProduct;
  /** Tenant 2 at TEST_NOW (Wed 2026-11-18 12:00 in São Paulo): lead 1 day, Fri 20 is a holiday. */
  const FIRST_AVAILABLE = '2026-11-19';
  const order = (lines: { sku: string; quantity: number; price?: number }[], extra: object = {}) =>
    confirmedAddress({ products: lines, orderType: '', ...extra });
  /** A cart of about `amount` of the cheapest plain product. */
  const cartOf = (amount: number) => [
    { sku: cheapest.sku, quantity: quantityFor(cheapest, amount) },
  ];

  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
    const plain = await seededProducts(t, 2, 'plain');
    cheapest = first(plain);
    other = plain[1] ?? cheapest;
    glass = first(await seededProducts(t, 2, 'glass'));
  });
  afterAll(() => t.close());

  it('creates the order: answer per contract, order + lines + REGISTERED event in the DB', async () => {
    const lines = cartOf(200);
    const res = await create(t, await t.auth(2, '1001'), order(lines), newKey());
    expect(res.statusCode).toBe(200);
    const body = res.body as unknown as CreatedBody;
    const total = fromCents(toCents(cheapest.price) * (lines[0]?.quantity ?? 0));
    expect(body).toMatchObject({
      totalValue: total,
      deliveryDate: FIRST_AVAILABLE,
      expectedDeliveryDate: FIRST_AVAILABLE,
      formattedDeliveryDate: '19/11/2026',
      clientInfo: expect.objectContaining({ external_id: '1001' }),
    });
    expect(body.orderNumber).toMatch(/^\d{6,}$/);
    const [row] = await t.db.query<{ status: string; total: string; channel: number }>(
      'select status, total, channel from orders where tenant_id = 2 and order_number = $1',
      [body.orderNumber],
    );
    expect(row).toEqual({ status: 'REGISTERED', total: total.toFixed(2), channel: 40 });
    const lineRows = await t.db.query<{ sku: string; quantity: number }>(
      'select sku, quantity from order_lines where tenant_id = 2 and order_number = $1 order by line_no',
      [body.orderNumber],
    );
    expect(lineRows).toEqual([{ sku: cheapest.sku, quantity: lines[0]?.quantity }]);
    const events = await t.db.query<{ status: string }>(
      'select status from order_status_events where tenant_id = 2 and order_number = $1',
      [body.orderNumber],
    );
    expect(events).toEqual([{ status: 'REGISTERED' }]);
  });

  it('answers 400 idempotencyKeyRequired without an Idempotency-Key (SECURITY T1)', async () => {
    const res = await create(t, await t.auth(2, '1001'), order(cartOf(200)), undefined);
    expect(res).toEqual({ statusCode: 400, body: { code: 'idempotencyKeyRequired' } });
  });

  it('refuses a malformed Idempotency-Key with 400', async () => {
    const res = await create(t, await t.auth(2, '1001'), order(cartOf(200)), 'bad key!');
    expect(res.statusCode).toBe(400);
  });

  it('same key + same body → the stored answer, one order; other body → 422', async () => {
    const headers = await t.auth(2, '1001');
    const key = newKey();
    const before = await countOrders(t, 2, '1001');
    const lines = cartOf(200);
    const once = await create(t, headers, order(lines), key);
    // The same body with its keys in another order is the same request.
    const again = await create(t, headers, { orderType: '', products: lines }, key);
    expect(once.statusCode).toBe(200);
    expect(again).toEqual(once);
    expect(await countOrders(t, 2, '1001')).toBe(before + 1);
    // Only the replay says it is one (issue 10: `Idempotent-Replayed: true`).
    const replayed = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: { ...headers, 'idempotency-key': key },
      payload: order(lines),
    });
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: { ...headers, 'idempotency-key': newKey() },
      payload: order(lines),
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
    const reused = await create(t, headers, order(cartOf(300)), key);
    expect(reused).toEqual({ statusCode: 422, body: { code: 'idempotencyKeyReused' } });
    expect(await countOrders(t, 2, '1001')).toBe(before + 2);
  });

  it('a key is scoped to the client: another client with the same key gets its own order', async () => {
    const key = newKey();
    const a = await create(t, await t.auth(2, '1001'), order(cartOf(200)), key);
    const b = await create(t, await t.auth(2, '1003'), order(cartOf(100)), key);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.body.orderNumber).not.toBe(a.body.orderNumber);
    const [row] = await t.db.query<{ client_id: string }>(
      'select client_id from orders where tenant_id = 2 and order_number = $1',
      [b.body.orderNumber as string],
    );
    expect(row?.client_id).toBe('1003');
  });

  it("a tenant 5 token writes tenant 5's order only, numbered in tenant 5's sequence", async () => {
    const before2 = await countOrders(t, 2);
    const product = first(await seededProducts(t, 5, 'plain'));
    const res = await create(
      t,
      await t.auth(5, '1001'),
      order([{ sku: product.sku, quantity: quantityFor(product, 2000) }]),
      newKey(),
    );
    expect(res.statusCode).toBe(200);
    expect(await countOrders(t, 2)).toBe(before2);
    const rows = await t.db.query<{ tenant_id: number }>(
      'select tenant_id from orders where order_number = $1 order by tenant_id',
      [res.body.orderNumber as string],
    );
    expect(rows.map((r) => r.tenant_id)).toContain(5);
  });

  it('50 simultaneous creates with ONE key → exactly one order; the others replay it or get 409', async () => {
    const headers = await t.auth(2, '1001');
    const key = newKey();
    const before = await countOrders(t, 2, '1001');
    const payload = order(cartOf(160));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => create(t, headers, payload, key)),
    );
    expect(await countOrders(t, 2, '1001')).toBe(before + 1);
    const created = answers.filter((a) => a.statusCode === 200);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.body.orderNumber)).size).toBe(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer).toEqual({ statusCode: 409, body: { code: 'idempotencyKeyInFlight' } });
    }
  });

  it('50 simultaneous creates with distinct keys → 50 orders with unique numbers', async () => {
    const headers = await t.auth(2, '1001');
    const before = await countOrders(t, 2, '1001');
    const payload = order(cartOf(160));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => create(t, headers, payload, newKey())),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(new Set(answers.map((a) => a.body.orderNumber)).size).toBe(50);
    expect(await countOrders(t, 2, '1001')).toBe(before + 50);
  });

  it('client 1003 over its limit: creditLimitNotAccepted without the box; BLOCKED order with it (SPEC §5)', async () => {
    const headers = await t.auth(2, '1003');
    const payload = order(cartOf(400));
    const refused = await create(t, headers, payload, newKey());
    expect(refused).toEqual({ statusCode: 422, body: { code: 'creditLimitNotAccepted' } });
    // The browser's own copy of the limit flags is not authority (SECURITY T3).
    const forged = await create(
      t,
      headers,
      { ...payload, userFlow: { creditLimit: { isPaymentLimitActive: false, limit: 1e6 } } },
      newKey(),
    );
    expect(forged.body.code).toBe('creditLimitNotAccepted');
    const accepted = await create(
      t,
      headers,
      { ...payload, userFlow: { creditLimit: { creditLimitAccepted: true } } },
      newKey(),
    );
    expect(accepted.statusCode).toBe(200);
    const events = await t.db.query<{ status: string }>(
      'select status from order_status_events where tenant_id = 2 and order_number = $1 order by seq',
      [accepted.body.orderNumber as string],
    );
    expect(events.map((e) => e.status)).toEqual(['REGISTERED', 'BLOCKED']);
    const [row] = await t.db.query<{ status: string }>(
      'select status from orders where tenant_id = 2 and order_number = $1',
      [accepted.body.orderNumber as string],
    );
    expect(row?.status).toBe('BLOCKED');
  });

  it('client 1004 over its limit → 406 limitOrder, even when it ticks the box (SPEC §8)', async () => {
    const res = await create(
      t,
      await t.auth(2, '1004'),
      order(cartOf(400), {
        userFlow: {
          creditLimit: { creditLimitAccepted: true, isFinishOrderOverLimitAuthorized: true },
        },
      }),
      newKey(),
    );
    expect(res).toEqual({ statusCode: 406, body: { code: 'limitOrder', params: { limit: 300 } } });
  });

  it('client 1004: open orders count against the limit (SECURITY T3)', async () => {
    const headers = await t.auth(2, '1004');
    const firstOrder = await create(t, headers, order(cartOf(200)), newKey());
    expect(firstOrder.statusCode).toBe(200);
    const second = await create(t, headers, order(cartOf(200)), newKey());
    expect(second.statusCode).toBe(406);
    expect(second.body.code).toBe('limitOrder');
  });

  it('client 1002 (ordering off) → 422 orderingDisabled; the answer is stored with the key', async () => {
    const headers = await t.auth(2, '1002');
    const key = newKey();
    const res = await create(t, headers, order(cartOf(200)), key);
    expect(res).toEqual({ statusCode: 422, body: { code: 'orderingDisabled' } });
    expect(await create(t, headers, order(cartOf(200)), key)).toEqual(res);
  });

  it('a client price beyond the tolerance → 409 pricesChanged; within it → server prices (PRODUCT.md)', async () => {
    const headers = await t.auth(2, '1001');
    const quantity = quantityFor(other, 200);
    const tampered = await create(
      t,
      headers,
      order([{ sku: other.sku, quantity, price: fromCents(toCents(other.price) - 10) }]),
      newKey(),
    );
    expect(tampered.statusCode).toBe(409);
    expect(tampered.body).toEqual({ code: 'pricesChanged', params: { sku: other.sku } });
    // Tenant 2 tolerates 0.05.
    const close = await create(
      t,
      headers,
      order([{ sku: other.sku, quantity, price: fromCents(toCents(other.price) - 5) }]),
      newKey(),
    );
    expect(close.statusCode).toBe(200);
    const body = close.body as unknown as CreatedBody;
    expect(body.orderDetails[0]?.price).toBe(other.price);
    const total = await create(
      t,
      headers,
      order([{ sku: other.sku, quantity }], { totalPrice: 1 }),
      newKey(),
    );
    expect(total.body.code).toBe('pricesChanged');
  });

  it('refuses quantity 10000 with 400 (SPEC §5 default limit 9999)', async () => {
    const res = await create(
      t,
      await t.auth(2, '1001'),
      order([{ sku: cheapest.sku, quantity: 10000 }]),
      newKey(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.code).toBe('validation');
  });

  it("ignores 'P' lines sent and stores the derived packaging lines (SPEC §5)", async () => {
    const crates = quantityFor(glass, 200);
    const res = await create(
      t,
      await t.auth(2, '1001'),
      order([
        { sku: glass.sku, quantity: crates },
        { sku: glass.bottleSku ?? '', quantity: 1 },
        { sku: glass.boxSku ?? '', quantity: 99 },
      ]),
      newKey(),
    );
    expect(res.statusCode).toBe(200);
    const rows = await t.db.query<{ sku: string; quantity: number; is_packaging: boolean }>(
      `select sku, quantity, is_packaging from order_lines
        where tenant_id = 2 and order_number = $1 order by line_no`,
      [res.body.orderNumber as string],
    );
    expect(rows).toEqual([
      { sku: glass.sku, quantity: crates, is_packaging: false },
      { sku: glass.bottleSku, quantity: crates * glass.glassBottles, is_packaging: true },
      { sku: glass.boxSku, quantity: crates, is_packaging: true },
    ]);
  });

  it('a scheduled order with 2 dates answers a list of 2 orders, one per date', async () => {
    const dates = ['2026-11-23', '2026-11-21'];
    const res = await create(
      t,
      await t.auth(2, '1001'),
      order(cartOf(200), { orderType: 'scheduledOrder', scheduledDeliveryDate: dates }),
      newKey(),
    );
    expect(res.statusCode).toBe(200);
    const list = res.body as unknown as CreatedBody[];
    expect(list.map((o) => o.deliveryDate)).toEqual(['2026-11-21', '2026-11-23']);
    expect(new Set(list.map((o) => o.orderNumber)).size).toBe(2);
  });

  it.each([
    ['a holiday', ['2026-11-20']],
    ['a Sunday', ['2026-11-22']],
    ['today', ['2026-11-18']],
    ['no date', []],
  ])('refuses a scheduled date that is %s with deliveryDateUnavailable', async (_name, dates) => {
    const res = await create(
      t,
      await t.auth(2, '1001'),
      order(cartOf(200), { orderType: 'scheduledOrder', scheduledDeliveryDate: dates }),
      newKey(),
    );
    expect(res.statusCode).toBe(422);
    expect(res.body.code).toBe('deliveryDateUnavailable');
  });

  it('a recurrent order stores its standing schedule and creates the first order', async () => {
    const res = await create(
      t,
      await t.auth(2, '1001'),
      order(cartOf(200), {
        orderType: 'recurrentOrder',
        recurrentPeriod: 30,
        requireNPSOnBot: true,
      }),
      newKey(),
    );
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.query<{
      period_days: number;
      start_date: string;
      next_date: string;
      require_nps_on_bot: boolean;
    }>(
      `select s.period_days, s.start_date, s.next_date, o.require_nps_on_bot
         from orders o join recurrent_schedules s
           on s.tenant_id = o.tenant_id and s.id = o.recurrent_schedule_id
        where o.tenant_id = 2 and o.order_number = $1`,
      [res.body.orderNumber as string],
    );
    expect(row).toEqual({
      period_days: 30,
      start_date: FIRST_AVAILABLE,
      next_date: '2026-12-19',
      require_nps_on_bot: true,
    });
  });

  it('refuses a recurrent order without a period the tenant offers', async () => {
    const res = await create(
      t,
      await t.auth(2, '1001'),
      order(cartOf(200), { orderType: 'recurrentOrder' }),
      newKey(),
    );
    expect(res.statusCode).toBe(422);
    expect(res.body.code).toBe('deliveryDateUnavailable');
  });

  it('refuses an order below the client minimum (SPEC §5) with belowMinimumOrder', async () => {
    const res = await create(
      t,
      await t.auth(2, '1001'),
      order([{ sku: cheapest.sku, quantity: 1 }]),
      newKey(),
    );
    expect(res).toEqual({
      statusCode: 422,
      body: { code: 'belowMinimumOrder', params: { minimumOrder: 150 } },
    });
  });

  it('refuses an order whose delivery address was not confirmed (SPEC §5), storing the refusal', async () => {
    const headers = await t.auth(2, '1001');
    const before = await countOrders(t, 2, '1001');
    const key = newKey();
    const send = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/create',
        headers: { ...headers, 'idempotency-key': key },
        payload,
      });
    const bare = { products: cartOf(200), orderType: '' };
    const unconfirmed = await send(bare);
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json()).toEqual({ code: 'deliveryAddressNotConfirmed' });
    const again = await send(bare);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const declined = await create(
      t,
      headers,
      { ...bare, userFlow: { deliveryAddressConfirmed: false } },
      newKey(),
    );
    expect(declined.body).toEqual({ code: 'deliveryAddressNotConfirmed' });
    expect(await countOrders(t, 2, '1001')).toBe(before);
  });

  it('a shop without an address has nothing to confirm: the order is taken without it', async () => {
    const [{ address } = { address: null }] = await t.db.query<{ address: string | null }>(
      `select address from clients where tenant_id = 2 and external_id = '1001'`,
    );
    await t.db.query(
      `update clients set address = null where tenant_id = 2 and external_id = '1001'`,
    );
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/order/create',
        headers: { ...(await t.auth(2, '1001')), 'idempotency-key': newKey() },
        payload: { products: cartOf(200), orderType: '' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await t.db.query(
        `update clients set address = $1 where tenant_id = 2 and external_id = '1001'`,
        [address],
      );
    }
  });

  it('answers 401 without a token', async () => {
    const res = await create(t, {}, order(cartOf(200)), newKey());
    expect(res).toEqual({ statusCode: 401, body: { code: 'unauthorized' } });
  });
});
