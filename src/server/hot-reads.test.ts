/**
 * The reads every shop request makes before its handler (decision 065): on PGlite from memory,
 * on PostgreSQL in one statement. Each test warms the reads first (so PGlite answers from its
 * caches), changes the row behind them the way an operator, a job or another call would — here
 * straight in SQL, the way no cache could hear of but through the database — and expects the
 * very next request to see the change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnedCache } from './db/owned-cache.ts';
import { openTestApp, type TestApp } from './test/app-harness.ts';
import { testDatabases } from './test/databases.ts';
import {
  create,
  first,
  newKey,
  quantityFor,
  seededProducts,
  simulate,
  type SeededProduct,
} from './modules/ordering/ordering.fixture.ts';

describe.each(testDatabases())('hot reads on %s: the next request sees each change', (kind) => {
  let t: TestApp;
  let cheapest: SeededProduct;
  const cart = (quantity: number) => ({
    products: [{ sku: cheapest.sku, quantity }],
    orderType: '',
  });
  const orchestration = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/orchestration', headers });

  /** A shop of tenant 2 of its own, so each test changes only its own client row. */
  const shop = async (id: string, paymentLimit = 100_000) => {
    await t.db.query(
      `insert into clients (tenant_id, external_id, name, payment_limit) values (2, $1, $2, $3)`,
      [id, `Hot reads ${id}`, paymentLimit],
    );
    return t.auth(2, id);
  };

  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2] });
    cheapest = first(await seededProducts(t, 2, 'plain'));
  });
  afterAll(() => t.close());

  it('a revoked session is refused at once (SECURITY T8)', async () => {
    const headers = await t.auth(2, '1001');
    expect((await orchestration(headers)).statusCode).toBe(200);
    expect((await orchestration(headers)).statusCode).toBe(200);
    await t.db.query(`update user_sessions set revoked_at = $1 where client_id = '1001'`, [
      t.clock.now(),
    ]);
    const res = await orchestration(headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'unauthorized' });
  });

  it('a session that expires while kept is refused from its expiry on', async () => {
    const headers = await t.auth(2, '1001');
    expect((await orchestration(headers)).statusCode).toBe(200);
    const [row] = await t.db.query<{ expires_at: Date }>(
      `select max(expires_at) as expires_at from user_sessions where client_id = '1001'`,
    );
    const before = t.clock.now();
    try {
      // Past the session row's expiry, before the token's own clock tolerance runs out.
      t.clock.set(new Date((row?.expires_at as Date).getTime() + 1_000));
      expect((await orchestration(headers)).statusCode).toBe(401);
    } finally {
      t.clock.set(before);
    }
  });

  it('a lowered payment limit refuses the next simulate (406 limitOrder, SPEC §8)', async () => {
    const headers = await shop('hot-1');
    const quantity = quantityFor(cheapest, 50);
    expect((await simulate(t, headers, cart(quantity))).statusCode).toBe(200);
    await t.db.query(
      `update clients set payment_limit = 10 where tenant_id = 2 and external_id = 'hot-1'`,
    );
    const res = await simulate(t, headers, cart(quantity));
    expect(res).toEqual({ statusCode: 406, body: { code: 'limitOrder', params: { limit: 10 } } });
  });

  it('an order just placed counts against the limit of the next simulate', async () => {
    const headers = await shop('hot-2', 100);
    const quantity = quantityFor(cheapest, 60);
    expect((await simulate(t, headers, cart(quantity))).statusCode).toBe(200);
    const placed = await create(t, headers, cart(quantity), newKey());
    expect(placed.statusCode).toBe(200);
    const res = await simulate(t, headers, cart(quantity));
    expect(res).toEqual({ statusCode: 406, body: { code: 'limitOrder', params: { limit: 100 } } });
  });

  it('a price changed in the catalogue prices the next simulate', async () => {
    const headers = await t.auth(2, '1001');
    const before = await simulate(t, headers, cart(1));
    expect(before.body.price).toBe(cheapest.price);
    await t.db.query(`update products set price = price + 1 where tenant_id = 2 and sku = $1`, [
      cheapest.sku,
    ]);
    try {
      const after = await simulate(t, headers, cart(1));
      expect(after.body.price).toBeCloseTo(cheapest.price + 1, 2);
    } finally {
      await t.db.query(`update products set price = price - 1 where tenant_id = 2 and sku = $1`, [
        cheapest.sku,
      ]);
    }
  });

  it('a client removed from the tenant gets authError from orchestration', async () => {
    const headers = await shop('hot-3');
    expect((await orchestration(headers)).statusCode).toBe(200);
    await t.db.query(`delete from clients where tenant_id = 2 and external_id = 'hot-3'`);
    const res = await orchestration(headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'authError' });
  });
});

describe('OwnedCache', () => {
  it('keeps what it loaded and answers it again without loading', async () => {
    const cache = new OwnedCache<number>();
    let loads = 0;
    const load = async () => (loads += 1);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('does not keep a load that was running while an entry was dropped', async () => {
    const cache = new OwnedCache<string>();
    let release: (value: string) => void = () => undefined;
    const slow = cache.get('a', () => new Promise<string>((resolve) => (release = resolve)));
    cache.drop('a'); // the row changed while it was being read
    release('old row');
    expect(await slow).toBe('old row');
    expect(await cache.get('a', async () => 'new row')).toBe('new row');
  });

  it("drops every entry on '*' (a TRUNCATE)", async () => {
    const cache = new OwnedCache<string>();
    await cache.get('a', async () => 'x');
    await cache.get('b', async () => 'y');
    cache.drop('*');
    expect(cache.size).toBe(0);
  });
});
