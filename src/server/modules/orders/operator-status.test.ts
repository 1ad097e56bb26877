import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_KEY_HEADER } from '../../../contract/index.ts';
import { openTestApp, TEST_NOW, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';

// Seeded orders of client 1001 (src/server/db/seed/orders.ts): 100014 REGISTERED (newest),
// 100012 BLOCKED, 100011 ROUTED, 100008 CANCELLED, 100001 DELIVERED. Tests run in file order.
describe.each(testDatabases())('operator order status on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
  });
  afterAll(() => t.close());

  const move = (
    orderNumber: string,
    body: object,
    key: string | null = t.config.OPERATOR_KEY ?? null,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/operator/orders/${orderNumber}/status`,
      headers: key === null ? {} : { [OPERATOR_KEY_HEADER]: key },
      payload: body,
    });

  const historyEntry = async (bottler: number, orderNumber: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/order/history',
      headers: await t.auth(bottler, '1001'),
    });
    return res.json<Record<string, unknown>[]>().find((e) => e.orderNumber === orderNumber)!;
  };

  const events = async (tenantId: number, orderNumber: string) =>
    t.db.query<{ seq: number; status: string; at: Date }>(
      `select seq, status, at from order_status_events
       where tenant_id = $1 and order_number = $2 order by seq`,
      [tenantId, orderNumber],
    );

  it.each([
    ['no key', null],
    ['a wrong key', 'not-the-operator-key'],
    ['an empty key', ''],
  ])('%s: 401 unauthorized', async (_case, key) => {
    const res = await move('100014', { bottler: 2, status: 'ROUTED' }, key);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });

  it.each([
    ['an unknown status', { bottler: 2, status: 'LOST' }],
    ['no bottler', { status: 'ROUTED' }],
    ['an extra field', { bottler: 2, status: 'ROUTED', clientId: '1001' }],
  ])('%s: 400 validation', async (_case, body) => {
    const res = await move('100014', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
  });

  it.each([
    ['an unknown order', '999999', 2],
    ['an unknown tenant', '100014', 9999],
  ])('%s: 404 notFound', async (_case, orderNumber, bottler) => {
    const res = await move(orderNumber, { bottler, status: 'ROUTED' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('notFound');
  });

  it('REGISTERED → ROUTED: shows in the history (delivering true) and records an event', async () => {
    const before = await events(2, '100014');
    const res = await move('100014', { bottler: 2, status: 'ROUTED' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ orderNumber: '100014', status: 'ROUTED' });
    expect(await historyEntry(2, '100014')).toMatchObject({
      status: 'ROUTED',
      statusI18n: 'orderStatus.ROUTED',
      orderPlaced: true,
      delivering: true,
      delivered: false,
      canceled: false,
    });
    const after = await events(2, '100014');
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ seq: before.length + 1, status: 'ROUTED' });
    expect(after.at(-1)!.at.toISOString()).toBe(TEST_NOW.toISOString());
  });

  it("moves only the named tenant's order: tenant 5's 100014 stays REGISTERED", async () => {
    expect(await historyEntry(5, '100014')).toMatchObject({
      status: 'REGISTERED',
      delivering: false,
    });
  });

  it('setting the current status again changes nothing and records no event', async () => {
    const before = await events(2, '100011');
    const res = await move('100011', { bottler: 2, status: 'ROUTED' });
    expect(res.statusCode).toBe(200);
    expect(await events(2, '100011')).toHaveLength(before.length);
  });

  it.each([
    ['100008', 'CANCELLED', 'REGISTERED'],
    ['100001', 'DELIVERED', 'ROUTED'],
    ['100001', 'DELIVERED', 'CANCELLED'],
  ])(
    '%s is %s (final): moving it to %s is refused with 409 orderStatusFinal',
    async (n, current, next) => {
      const before = await events(2, n);
      const res = await move(n, { bottler: 2, status: next });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'orderStatusFinal', params: { status: current } });
      expect(await events(2, n)).toHaveLength(before.length);
    },
  );

  it('BLOCKED → CANCELLED: canceled in the history, and then it cannot move', async () => {
    expect((await move('100012', { bottler: 2, status: 'CANCELLED' })).statusCode).toBe(200);
    expect(await historyEntry(2, '100012')).toMatchObject({
      status: 'CANCELLED',
      canceled: true,
      orderPlaced: true,
      financialAnalysis: false,
    });
    const res = await move('100012', { bottler: 2, status: 'PREPARING' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('orderStatusFinal');
  });
});
