/**
 * The ERP's order feeds through HTTP (issue 13; decision 045): credentials and scopes, every
 * order of the key's tenant exactly once over pages, nothing of another tenant's, new orders and
 * status changes after the stored cursor — and, on PostgreSQL with two real connections, an
 * order whose transaction started first but commits last is not skipped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErpOrder, ErpOrderEvent } from '../../../contract/index.ts';
import { TEST_NOW, openTestApp, type TestApp } from '../../test/app-harness.ts';
import { insertOrder } from '../../test/console-ops-support.ts';
import { testDatabases } from '../../test/databases.ts';
import { createTestApiKey, type TestApiKey } from '../../test/erp-harness.ts';
import { operatorAuth } from '../../test/operator-harness.ts';

type Headers = Record<string, string>;
interface Page<T> {
  items: T[];
  nextCursor: string | null;
  hasMore: boolean;
}

describe.each(testDatabases())('ERP order feed on %s', (kind) => {
  let t: TestApp;
  let key2: TestApiKey;
  let key5: TestApiKey;
  let clientsOnly2: TestApiKey;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
    key2 = await createTestApiKey(t, 2, ['orders']);
    key5 = await createTestApiKey(t, 5, ['orders', 'clients']);
    clientsOnly2 = await createTestApiKey(t, 2, ['clients', 'invoices']);
  }, 300_000);
  afterAll(() => t?.close());

  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

  /** Every page from `after` until no more is ready: items and the cursor to keep. */
  async function readAll<T>(
    path: 'orders' | 'order-events',
    key: TestApiKey,
    after?: string | null,
    limit = 3,
  ): Promise<{ items: T[]; cursor: string | null }> {
    const items: T[] = [];
    let cursor = after ?? null;
    for (let pages = 0; pages < 1000; pages += 1) {
      const query = `limit=${limit}${cursor === null ? '' : `&after=${cursor}`}`;
      const res = await get(`/api/erp/v1/${path}?${query}`, key.headers);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<Page<T>>();
      items.push(...page.items);
      cursor = page.nextCursor;
      if (!page.hasMore) return { items, cursor };
    }
    throw new Error('the feed never ended');
  }

  const orderNumbersOf = async (tenantId: number) =>
    (
      await t.db.query<{ order_number: string }>(
        `select order_number from orders where tenant_id = $1`,
        [tenantId],
      )
    ).map((row) => row.order_number);

  it('refuses a missing, malformed, unknown or wrong key, and a shop or console token', async () => {
    const wrongSecret = key2.secret.slice(0, -4) + (key2.secret.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const unknownId = `rk_${'0'.repeat(32)}_${key2.secret.slice(36)}`;
    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Bearer rk_nonsense' },
      { authorization: key2.secret },
      { authorization: `Bearer ${wrongSecret}` },
      { authorization: `Bearer ${unknownId}` },
      await t.auth(2, '1001'),
      await operatorAuth(t, { bottler: 2, role: 'admin' }),
    ]) {
      const res = await get('/api/erp/v1/orders', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json()).toEqual({ code: 'unauthorized' });
    }
  });

  it('refuses a key without the orders scope (403 apiKeyScopeMissing)', async () => {
    for (const path of ['orders', 'order-events']) {
      const res = await get(`/api/erp/v1/${path}`, clientsOnly2.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'apiKeyScopeMissing', params: { scope: 'orders' } });
    }
  });

  it('refuses a cursor it did not hand out and a limit out of range', async () => {
    for (const query of [
      'after=bm9wZQ',
      'after=' + Buffer.from('e:1:x:1').toString('base64url'),
      'limit=0',
      'limit=501',
    ]) {
      const res = await get(`/api/erp/v1/orders?${query}`, key2.headers);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('validation');
    }
  });

  it("hands out every order of the key's tenant once, over pages, with lines and status", async () => {
    const { items } = await readAll<ErpOrder>('orders', key2);
    const numbers = items.map((order) => order.orderNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect([...numbers].sort()).toEqual((await orderNumbersOf(2)).sort());
    expect(numbers.length).toBeGreaterThan(5);
    const withLines = items.find((order) => order.lines.length > 0);
    expect(withLines?.lines[0]).toEqual({
      lineNo: expect.any(Number),
      sku: expect.any(String),
      description: expect.any(String),
      quantity: expect.any(Number),
      unitPrice: expect.stringMatching(/^\d+\.\d\d$/),
      lineTotal: expect.stringMatching(/^\d+\.\d\d$/),
      comboId: expect.toBeOneOf([null, expect.any(Number)]),
      familyId: expect.toBeOneOf([null, expect.any(Number)]),
      isPackaging: expect.any(Boolean),
    });
    expect(items.every((order) => order.clientId.length > 0)).toBe(true);
    const [db] = await t.db.query<{ lines: number }>(
      `select count(*)::int as lines from order_lines where tenant_id = 2`,
    );
    expect(items.reduce((sum, order) => sum + order.lines.length, 0)).toBe(db?.lines);
  });

  it('continues after the stored cursor: new orders once, nothing of another tenant', async () => {
    const start = await readAll<ErpOrder>('orders', key2);
    const start5 = await readAll<ErpOrder>('orders', key5);
    await insertOrder(t.db, {
      tenantId: 2,
      orderNumber: 'ERP-T2-1',
      clientId: '1001',
      status: 'REGISTERED',
      createdAt: TEST_NOW,
      total: 12.5,
    });
    await insertOrder(t.db, {
      tenantId: 5,
      orderNumber: 'ERP-T5-1',
      clientId: '1001',
      status: 'BLOCKED',
      createdAt: TEST_NOW,
    });
    const next = await readAll<ErpOrder>('orders', key2, start.cursor);
    expect(next.items.map((order) => order.orderNumber)).toEqual(['ERP-T2-1']);
    expect(next.items[0]).toMatchObject({
      clientId: '1001',
      status: 'REGISTERED',
      statusAt: TEST_NOW.toISOString(),
      total: '12.50',
      lines: [],
    });
    const again = await readAll<ErpOrder>('orders', key2, next.cursor);
    expect(again.items).toEqual([]);
    expect(again.cursor).toBe(next.cursor);
    const next5 = await readAll<ErpOrder>('orders', key5, start5.cursor);
    expect(next5.items.map((order) => order.orderNumber)).toEqual(['ERP-T5-1']);
  });

  it('hands out status changes once each, in the order they were made', async () => {
    const start = await readAll<ErpOrderEvent>('order-events', key2, null, 50);
    expect(start.items.length).toBeGreaterThan(0);
    await insertOrder(t.db, {
      tenantId: 2,
      orderNumber: 'ERP-T2-2',
      clientId: '1001',
      status: 'REGISTERED',
      createdAt: TEST_NOW,
    });
    const admin = await operatorAuth(t, { bottler: 2, role: 'admin' });
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/ERP-T2-2/status',
      headers: admin,
      payload: { status: 'ROUTED' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const next = await readAll<ErpOrderEvent>('order-events', key2, start.cursor);
    expect(next.items.map((event) => [event.orderNumber, event.seq, event.status])).toEqual([
      ['ERP-T2-2', 1, 'REGISTERED'],
      ['ERP-T2-2', 2, 'ROUTED'],
    ]);
    expect((await readAll<ErpOrderEvent>('order-events', key2, next.cursor)).items).toEqual([]);
    // The order feed shows the current status.
    const orders = await readAll<ErpOrder>('orders', key2);
    expect(orders.items.find((order) => order.orderNumber === 'ERP-T2-2')?.status).toBe('ROUTED');
  });

  it('counts calls per key: beyond 120 a minute one key gets 429, another key is not held back', async () => {
    const busy = await createTestApiKey(t, 2, ['orders']);
    const other = await createTestApiKey(t, 2, ['orders']);
    const statuses: number[] = [];
    for (let i = 0; i < 121; i += 1) {
      statuses.push((await get('/api/erp/v1/order-events?limit=1', busy.headers)).statusCode);
    }
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    const refused = await get('/api/erp/v1/order-events?limit=1', busy.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'tooManyRequests' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await get('/api/erp/v1/order-events?limit=1', other.headers)).statusCode).toBe(200);
  }, 120_000);

  it.runIf(kind === 'postgres')(
    'does not skip an order whose transaction commits after a later-numbered one',
    async () => {
      const start = await readAll<ErpOrder>('orders', key2);
      let releaseFirst!: () => void;
      const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
      let firstInserted!: () => void;
      const firstHasInserted = new Promise<void>((resolve) => (firstInserted = resolve));
      // Connection 1: takes the earlier number, then waits before committing.
      const first = t.db.transaction(async (tx) => {
        await insertOrder(tx, {
          tenantId: 2,
          orderNumber: 'ERP-RACE-1',
          clientId: '1001',
          status: 'REGISTERED',
          createdAt: TEST_NOW,
        });
        firstInserted();
        await firstMayCommit;
      });
      await firstHasInserted;
      // Connection 2: the later number, committed first.
      await t.db.transaction((tx) =>
        insertOrder(tx, {
          tenantId: 2,
          orderNumber: 'ERP-RACE-2',
          clientId: '1001',
          status: 'REGISTERED',
          createdAt: TEST_NOW,
        }),
      );
      // Read between the commits: the later order must wait for the earlier one.
      const between = await readAll<ErpOrder>('orders', key2, start.cursor);
      expect(between.items.map((order) => order.orderNumber)).not.toContain('ERP-RACE-2');
      releaseFirst();
      await first;
      const after = await readAll<ErpOrder>('orders', key2, between.cursor);
      const seen = [...between.items, ...after.items].map((order) => order.orderNumber);
      expect(seen.filter((n) => n.startsWith('ERP-RACE'))).toEqual(['ERP-RACE-1', 'ERP-RACE-2']);
    },
    60_000,
  );
});
