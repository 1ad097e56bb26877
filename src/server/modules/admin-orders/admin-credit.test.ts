/**
 * Credit review through HTTP (issue 12). Seeded: tenant 2's 100012 of shop 1001 is BLOCKED (in
 * credit analysis, as an over-limit order of an authorised shop is created); 900010 is a BLOCKED
 * order of tenant 2 only. Tests run in file order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, openTestApp, type TestApp } from '../../test/app-harness.ts';
import { auditRows, insertOrder, orderStatus } from '../../test/console-ops-support.ts';
import { testDatabases } from '../../test/databases.ts';
import { operatorAuth } from '../../test/operator-harness.ts';

type Headers = Record<string, string>;

describe.each(testDatabases())('console credit review on %s', (kind) => {
  let t: TestApp;
  let finance2: Headers;
  let sales2: Headers;
  let admin5: Headers;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
    finance2 = await operatorAuth(t, { bottler: 2, role: 'finance' });
    sales2 = await operatorAuth(t, { bottler: 2, role: 'sales' });
    admin5 = await operatorAuth(t, { bottler: 5, role: 'admin' });
    await insertOrder(t.db, {
      tenantId: 2,
      orderNumber: '900010',
      clientId: '1003',
      status: 'BLOCKED',
      createdAt: new Date(TEST_NOW.getTime() - 3600_000 / 2),
      total: 500,
    });
  }, 300_000);
  afterAll(() => t?.close());

  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

  it('lists the BLOCKED orders oldest first with limit, open orders and open invoices', async () => {
    const res = await get('/api/admin/credit-queue', finance2);
    expect(res.statusCode).toBe(200);
    const { items, nextCursor } = res.json<{
      items: Record<string, unknown>[];
      nextCursor: null;
    }>();
    expect(items.map((i) => i.orderNumber)).toEqual(['100012', '900010']);
    expect(nextCursor).toBeNull();
    const [client] = await t.db.query<{ payment_limit: string }>(
      `select payment_limit from clients where tenant_id = 2 and external_id = '1003'`,
    );
    const [open] = await t.db.query<{ total: string }>(
      `select coalesce(sum(total), 0) as total from orders where tenant_id = 2 and client_id = '1003'
          and status in ('REGISTERED', 'BLOCKED', 'PREPARING', 'ROUTED')`,
    );
    const [invoices] = await t.db.query<{ total: string }>(
      `select coalesce(sum(value), 0) as total from invoices
        where tenant_id = 2 and client_id = '1003' and not paid`,
    );
    expect(items[1]).toMatchObject({
      clientId: '1003',
      total: 500,
      paymentLimit: Number(client?.payment_limit),
      openOrdersTotal: Number(open?.total),
      openInvoicesTotal: Number(invoices?.total),
    });
    const paged = (await get('/api/admin/credit-queue?limit=1', finance2)).json();
    expect(paged.items).toHaveLength(1);
    const next = (
      await get(`/api/admin/credit-queue?limit=1&cursor=${paged.nextCursor}`, finance2)
    ).json();
    expect(next.items.map((i: { orderNumber: string }) => i.orderNumber)).toEqual(['900010']);
  });

  it('is finance and admin only: sales gets 403, a shop 401', async () => {
    expect((await get('/api/admin/credit-queue', sales2)).statusCode).toBe(403);
    const approve = await post('/api/admin/credit-queue/100012/approve', sales2);
    expect(approve.statusCode).toBe(403);
    expect((await get('/api/admin/credit-queue', await t.auth(2, '1001'))).statusCode).toBe(401);
    expect(await orderStatus(t.db, 2, '100012')).toBe('BLOCKED');
  });

  it('a held order moves only by a credit decision: the status call answers 409, adds nothing', async () => {
    const admin2 = await operatorAuth(t, { bottler: 2, role: 'admin' });
    for (const headers of [sales2, admin2]) {
      for (const status of ['PREPARING', 'ROUTED', 'DELIVERED', 'REGISTERED']) {
        const res = await post('/api/admin/orders/100012/status', headers, { status });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ code: 'orderInCreditReview' });
      }
    }
    expect(await orderStatus(t.db, 2, '100012')).toBe('BLOCKED');
    expect(await auditRows(t.db, 'order', '100012')).toEqual([]);
    // Nor is an order put on hold by hand: BLOCKED is not a status the call takes.
    const hold = await post('/api/admin/orders/100011/status', sales2, { status: 'BLOCKED' });
    expect(hold.statusCode).toBe(400);
    expect(hold.json()).toMatchObject({ code: 'validation' });
    expect(await orderStatus(t.db, 2, '100011')).toBe('ROUTED');
  });

  it("tenant 5's admin neither sees nor decides tenant 2's held orders (404, unchanged)", async () => {
    const theirs = (await get('/api/admin/credit-queue', admin5)).json();
    expect(theirs.items.map((i: { orderNumber: string }) => i.orderNumber)).not.toContain('900010');
    expect((await post('/api/admin/credit-queue/900010/approve', admin5)).statusCode).toBe(404);
    const reject = await post('/api/admin/credit-queue/900010/reject', admin5, { reason: 'no' });
    expect(reject.statusCode).toBe(404);
    expect(await orderStatus(t.db, 2, '900010')).toBe('BLOCKED');
  });

  it("approves: the order goes on to PREPARING, and the shop's tracking shows it moving on", async () => {
    const res = await post('/api/admin/credit-queue/100012/approve', finance2);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ orderNumber: '100012', status: 'PREPARING', changed: true });
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/order/history',
      headers: await t.auth(2, '1001'),
    });
    const entry = history
      .json<{ orderNumber: string; status: string; picking?: boolean }[]>()
      .find((e) => e.orderNumber === '100012');
    expect(entry).toMatchObject({ status: 'PREPARING', picking: true });
    expect(await auditRows(t.db, 'order', '100012')).toEqual([
      expect.objectContaining({
        action: 'order.creditApprove',
        operator_email: 'finance@2.refill.test',
        before: { status: 'BLOCKED' },
        after: { status: 'PREPARING' },
      }),
    ]);
  });

  it('an order no longer held cannot be decided again (409 orderNotBlocked)', async () => {
    const res = await post('/api/admin/credit-queue/100012/reject', finance2, { reason: 'late' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'orderNotBlocked', params: { status: 'PREPARING' } });
    expect(await orderStatus(t.db, 2, '100012')).toBe('PREPARING');
    expect(await auditRows(t.db, 'order', '100012')).toHaveLength(1);
  });

  it('rejects with a reason (required): the order is cancelled, the reason kept', async () => {
    const blank = await post('/api/admin/credit-queue/900010/reject', finance2, { reason: '' });
    expect(blank.statusCode).toBe(400);
    const res = await post('/api/admin/credit-queue/900010/reject', finance2, {
      reason: 'Two invoices overdue',
    });
    expect(res.json()).toEqual({ orderNumber: '900010', status: 'CANCELLED', changed: true });
    const [event] = await t.db.query<{ reason: string }>(
      `select reason from order_status_events where tenant_id = 2 and order_number = '900010'
        order by seq desc limit 1`,
    );
    expect(event?.reason).toBe('Two invoices overdue');
    expect((await auditRows(t.db, 'order', '900010')).at(-1)).toMatchObject({
      action: 'order.creditReject',
      after: { status: 'CANCELLED', reason: 'Two invoices overdue' },
    });
    expect((await get('/api/admin/credit-queue', finance2)).json().items).toEqual([]);
  });
});
