/**
 * SECURITY T4, across every call: with tenant 5's token, or another shop of tenant 2, no answer
 * ever carries tenant 2 / shop 1001's data, and no call changes it.
 *
 * Markers are planted in tenant 2's data (a product price and a banner text every tenant-2 shop
 * may see) and in shop 1001's own data (an invoice, a bar code, an order total); then every GET
 * of the contract that needs a session is called as the other parties and its body searched for
 * the markers. Every POST/PUT is then called as tenant 5 and tenant 2's rows are compared.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, fillPath, type CallDescriptor } from '../contract/index.ts';
import { openTestApp, type TestApp } from './test/app-harness.ts';
import { testDatabases } from './test/databases.ts';

const TENANT_MARKERS = ['4242.42', 'ZZ-TENANT2-ONLY'];
const SHOP_MARKERS = ['5353.53', '77770000111122223333', '6464.64'];

/** Path parameters a caller of tenant 5 would plausibly send. */
const PATH_PARAMS: Record<string, string | number> = {
  category: 'refrigerantes',
  comboId: 1,
  period: 30,
  month: 11,
  year: 2026,
  orderNumber: '100001',
  sku: '101101',
};

const sessionCalls = Object.entries(calls).filter(
  ([, call]) => (call as CallDescriptor).auth === 'session',
) as [string, CallDescriptor][];
const reads = sessionCalls.filter(([, call]) => call.method === 'GET' && !call.produces);
const writes = sessionCalls.filter(([, call]) => call.method !== 'GET');

/** Minimal valid bodies for the writes (tenant 5 tries to reach tenant 2 through each). */
const BODIES: Record<string, unknown> = {
  updateUser: { featureSeen: '1' },
  putUserSession: { key: 'npsScore', value: '9' },
  postUserSession: { key: 'npsScore', value: '9' },
  logs: { data: 'isolation probe' },
  serviceTracking: { origin: 'app', service: 'probe', data: {} },
  optInRegister: { userOptIn: 'true' },
  setFavorite: { favorite: false },
  simulateOrder: { products: [{ sku: '101101', quantity: 1 }], orderType: '' },
  createOrder: { products: [{ sku: '101101', quantity: 1 }], orderType: '' },
  logout: undefined,
};

/** Tenant 2's rows that a tenant-5 caller must never change. */
const TENANT_TABLES = [
  'orders',
  'order_lines',
  'opt_ins',
  'nps_answers',
  'client_logs',
  'tracking_events',
  'client_features_seen',
  'idempotency_keys',
  'favorites',
];

describe.each(testDatabases())('tenant and shop isolation across every call on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
    await t.db.query(
      `update products set price = 4242.42 where tenant_id = 2 and sku = (
         select min(sku) from products where tenant_id = 2 and price > 0 and sku not like '%P')`,
    );
    await t.db.query(
      `update banners set alt_text = 'ZZ-TENANT2-ONLY',
         alt_texts = '{"pt":"ZZ-TENANT2-ONLY","fr":"ZZ-TENANT2-ONLY","ar":"ZZ-TENANT2-ONLY"}'
       where tenant_id = 2`,
    );
    await t.db.query(
      `update invoices set value = 5353.53, bar_code = '77770000111122223333'
       where tenant_id = 2 and client_id = '1001' and paid = false`,
    );
    await t.db.query(
      `update orders set total = 6464.64 where tenant_id = 2 and client_id = '1001'`,
    );
  });
  afterAll(() => t.close());

  const read = async (name: string, call: CallDescriptor, bottler: number, client: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/${fillPath(call.path, PATH_PARAMS)}`,
      headers: await t.auth(bottler, client),
    });

  it('the markers are really visible to their owner (the test can fail)', async () => {
    const seen = new Set<string>();
    for (const [name, call] of reads) {
      const body = (await read(name, call, 2, '1001')).body;
      for (const marker of [...TENANT_MARKERS, ...SHOP_MARKERS]) {
        if (body.includes(marker)) seen.add(marker);
      }
    }
    expect([...seen].sort()).toEqual([...TENANT_MARKERS, ...SHOP_MARKERS].sort());
  });

  it.each(reads)('GET %s as tenant 5 carries none of tenant 2’s data', async (name, call) => {
    const res = await read(name, call, 5, '1001');
    expect(res.statusCode).toBeLessThan(500);
    for (const marker of [...TENANT_MARKERS, ...SHOP_MARKERS])
      expect(res.body).not.toContain(marker);
  });

  it.each(reads)('GET %s as shop 1003 carries none of shop 1001’s data', async (name, call) => {
    const res = await read(name, call, 2, '1003');
    expect(res.statusCode).toBeLessThan(500);
    for (const marker of SHOP_MARKERS) expect(res.body).not.toContain(marker);
  });

  it('no write made with tenant 5’s token changes tenant 2’s rows', async () => {
    const snapshot = async () =>
      Object.fromEntries(
        await Promise.all(
          TENANT_TABLES.map(async (table) => {
            const rows = await t.db.query<{ n: number; h: string | null }>(
              `select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as h
                 from ${table} t where tenant_id = 2`,
            );
            return [table, rows[0]] as const;
          }),
        ),
      );
    const before = await snapshot();
    for (const [name, call] of writes) {
      const res = await t.app.inject({
        method: call.method,
        url: `/api/${fillPath(call.path, PATH_PARAMS)}`,
        headers: {
          ...(await t.auth(5, '1001')),
          'idempotency-key': `isolation-${name}-0001`,
        },
        ...(BODIES[name] === undefined ? {} : { payload: BODIES[name] as object }),
      });
      expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(500);
    }
    expect(await snapshot()).toEqual(before);
  });
});
