/**
 * The console's orders board and order desk through HTTP (issue 12). Seeded orders of tenants 2
 * and 5 (db/seed/orders.ts, same numbers in both): 100014 REGISTERED (1 h ago), 100013
 * REGISTERED, 100012 BLOCKED, 100011 ROUTED, 100008 CANCELLED, 100001 DELIVERED. Order 900001
 * exists in tenant 2 only. Tests run in file order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, openTestApp, type TestApp } from '../../test/app-harness.ts';
import { auditRows, insertOrder, orderStatus } from '../../test/console-ops-support.ts';
import { testDatabases } from '../../test/databases.ts';
import { operatorAuth } from '../../test/operator-harness.ts';

type Headers = Record<string, string>;
interface Page {
  items: {
    orderNumber: string;
    status: string;
    channel: number;
    createdAt: string;
    clientName: string;
  }[];
  nextCursor: string | null;
  newestCursor: string | null;
}

describe.each(testDatabases())('console orders on %s', (kind) => {
  let t: TestApp;
  let admin2: Headers;
  let sales2: Headers;
  let finance2: Headers;
  let admin5: Headers;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
    admin2 = await operatorAuth(t, { bottler: 2, role: 'admin' });
    sales2 = await operatorAuth(t, { bottler: 2, role: 'sales' });
    finance2 = await operatorAuth(t, { bottler: 2, role: 'finance' });
    admin5 = await operatorAuth(t, { bottler: 5, role: 'admin' });
    await insertOrder(t.db, {
      tenantId: 2,
      orderNumber: '900001',
      clientId: '1002',
      status: 'REGISTERED',
      createdAt: new Date(TEST_NOW.getTime() - 5 * 24 * 3600 * 1000),
    });
  }, 300_000);
  afterAll(() => t?.close());

  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const board = async (query: string, headers: Headers = admin2) => {
    const res = await get(`/api/admin/orders${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };

  it('refuses a shop token, a missing token and a garbage token (401)', async () => {
    const shop = await t.auth(2, '1001');
    for (const headers of [shop, {}, { authorization: 'Bearer nope' }]) {
      const res = await get('/api/admin/orders', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('unauthorized');
    }
  });

  it('lists the tenant newest first, in keyset pages without overlap', async () => {
    const first = await board('?limit=5');
    expect(first.items.map((o) => o.orderNumber)).toEqual([
      '100014',
      '100013',
      '100012',
      '100011',
      '100010',
    ]);
    expect(first.nextCursor).not.toBeNull();
    const second = await board(`?limit=5&cursor=${first.nextCursor}`);
    expect(second.items[0]?.orderNumber).toBe('900001'); // 5 days ago, between 100010 and 100009
    const all = await board('?limit=200');
    expect(all.items).toHaveLength(15);
    expect(all.nextCursor).toBeNull();
    const created = all.items.map((o) => o.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('filters by status (repeated or comma separated), channel, client, number and text', async () => {
    expect((await board('?status=BLOCKED')).items.map((o) => o.orderNumber)).toEqual(['100012']);
    const two = await board('?status=BLOCKED,CANCELLED');
    expect(new Set(two.items.map((o) => o.status))).toEqual(new Set(['BLOCKED', 'CANCELLED']));
    const repeated = await board('?status=BLOCKED&status=CANCELLED');
    expect(repeated.items).toEqual(two.items);
    const eleven = await board('?channel=11');
    expect(eleven.items.length).toBeGreaterThan(0);
    expect(eleven.items.every((o) => o.channel === 11)).toBe(true);
    expect((await board('?clientId=1002')).items.map((o) => o.orderNumber)).toContain('900001');
    expect((await board('?orderNumber=100011')).items.map((o) => o.orderNumber)).toEqual([
      '100011',
    ]);
    const name = (await board('?orderNumber=900001')).items[0]?.clientName ?? '';
    const byText = await board(`?q=${encodeURIComponent(name.slice(1, 6).toUpperCase())}`);
    expect(byText.items.map((o) => o.orderNumber)).toContain('900001');
    // The client's name without its accents finds it too.
    const plain = name.normalize('NFD').replace(/\p{M}/gu, '');
    const unaccented = await board(`?q=${encodeURIComponent(plain.toLowerCase())}`);
    expect(unaccented.items.map((o) => o.orderNumber)).toContain('900001');
  });

  it('filters by tenant calendar days (São Paulo): today is 100012, 100013, 100014', async () => {
    const today = await board('?from=2026-11-18&to=2026-11-18');
    expect(today.items.map((o) => o.orderNumber)).toEqual(['100014', '100013', '100012']);
    const filtered = await board('?from=2026-11-18&to=2026-11-18&status=REGISTERED');
    expect(filtered.items.map((o) => o.orderNumber)).toEqual(['100014', '100013']);
  });

  it.each([
    ['an unknown status', '?status=LOST'],
    ['an unknown channel', '?channel=13'],
    ['a limit above 200', '?limit=201'],
    ['a bad date', '?from=2026-13-01'],
    ['a forged cursor', '?cursor=bm90LWEtY3Vyc29y'],
    ['an unknown parameter', '?tenant=5'],
  ])('%s: 400 validation', async (_case, query) => {
    const res = await get(`/api/admin/orders${query}`, admin2);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
  });

  it('answers only the orders placed after `since` (polling; another instance wrote them)', async () => {
    const first = await board('?limit=3');
    expect((await board(`?since=${first.newestCursor}`)).items).toEqual([]);
    await insertOrder(t.db, {
      tenantId: 2,
      orderNumber: '900002',
      clientId: '1001',
      status: 'REGISTERED',
      createdAt: new Date(TEST_NOW.getTime() + 60_000),
    });
    const polled = await board(`?since=${first.newestCursor}`);
    expect(polled.items.map((o) => o.orderNumber)).toEqual(['900002']);
    const again = await board(`?since=${polled.newestCursor}`);
    expect(again.items).toEqual([]);
    expect(again.newestCursor).toBe(polled.newestCursor);
  });

  it('shows an order: lines, totals, dates, status history and its client', async () => {
    const res = await get('/api/admin/orders/100011', finance2);
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order).toMatchObject({ orderNumber: '100011', status: 'ROUTED', final: false });
    expect(order.lines.length).toBeGreaterThan(0);
    expect(order.totals.total).toBe(order.total);
    expect(order.statusHistory.map((e: { status: string }) => e.status).at(-1)).toBe('ROUTED');
    expect(order.client.clientId).toBe('1001');
  });

  it('sends the pre-receipt PDF', async () => {
    const res = await get('/api/admin/orders/100011/pre-receipt.pdf', sales2);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('an operator of tenant 5 neither reads nor changes tenant 2 orders (404, unchanged)', async () => {
    expect((await get('/api/admin/orders/900001', admin5)).statusCode).toBe(404);
    expect((await get('/api/admin/orders/900001/pre-receipt.pdf', admin5)).statusCode).toBe(404);
    const moved = await post('/api/admin/orders/900001/status', admin5, { status: 'ROUTED' });
    expect(moved.statusCode).toBe(404);
    const cancelled = await post('/api/admin/orders/900001/cancel', admin5, { reason: 'x' });
    expect(cancelled.statusCode).toBe(404);
    expect(await orderStatus(t.db, 2, '900001')).toBe('REGISTERED');
    const theirs = await board('?limit=200', admin5);
    expect(theirs.items.map((o) => o.orderNumber)).not.toContain('900001');
    expect(await auditRows(t.db, 'order', '900001')).toEqual([]);
  });

  it('finance may not change a status (403, unchanged)', async () => {
    const res = await post('/api/admin/orders/900001/status', finance2, { status: 'ROUTED' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
    expect(await orderStatus(t.db, 2, '900001')).toBe('REGISTERED');
  });

  it('moves an order, with its status event, chat event and audit entry', async () => {
    const res = await post('/api/admin/orders/900001/status', sales2, { status: 'ROUTED' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ orderNumber: '900001', status: 'ROUTED', changed: true });
    expect(await auditRows(t.db, 'order', '900001')).toEqual([
      {
        tenant_id: 2,
        actor_kind: 'operator',
        operator_email: 'sales@2.refill.test',
        action: 'order.status',
        before: { status: 'REGISTERED' },
        after: { status: 'ROUTED' },
      },
    ]);
    const events = await t.db.query<{ type: string }>(
      `select type from outbox_events where tenant_id = 2 and data->>'orderNumber' = '900001'`,
    );
    expect(events.map((e) => e.type)).toContain('order.status_changed');
    const same = await post('/api/admin/orders/900001/status', sales2, { status: 'ROUTED' });
    expect(same.json()).toEqual({ orderNumber: '900001', status: 'ROUTED', changed: false });
    expect(await auditRows(t.db, 'order', '900001')).toHaveLength(1);
  });

  it.each([
    ['CANCELLED', '100008'],
    ['DELIVERED', '100001'],
  ])('a %s order stays final (409 orderStatusFinal, nothing written)', async (status, number) => {
    const res = await post(`/api/admin/orders/${number}/status`, admin2, { status: 'ROUTED' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'orderStatusFinal', params: { status } });
    const cancel = await post(`/api/admin/orders/${number}/cancel`, admin2, { reason: 'late' });
    expect(cancel.statusCode).toBe(409);
    expect(await orderStatus(t.db, 2, number)).toBe(status);
    expect(await auditRows(t.db, 'order', number)).toEqual([]);
  });

  it.each([
    ['no reason', {}],
    ['a blank reason', { reason: '   ' }],
    ['a status instead', { status: 'CANCELLED' }],
  ])('cancel with %s: 400 validation', async (_case, body) => {
    const res = await post('/api/admin/orders/900001/cancel', admin2, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
  });

  it('cancelling through the status call is refused: it takes a reason (400)', async () => {
    const res = await post('/api/admin/orders/900001/status', admin2, { status: 'CANCELLED' });
    expect(res.statusCode).toBe(400);
  });

  it('cancels with a reason: kept in the history and the audit entry', async () => {
    const res = await post('/api/admin/orders/900001/cancel', admin2, {
      reason: 'The shop called: closed for renovation',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ orderNumber: '900001', status: 'CANCELLED', changed: true });
    const detail = (await get('/api/admin/orders/900001', admin2)).json();
    expect(detail).toMatchObject({
      status: 'CANCELLED',
      final: true,
      cancelReason: 'The shop called: closed for renovation',
    });
    expect(detail.statusHistory.at(-1)).toMatchObject({
      status: 'CANCELLED',
      reason: 'The shop called: closed for renovation',
    });
    const audit = await auditRows(t.db, 'order', '900001');
    expect(audit.at(-1)).toMatchObject({
      action: 'order.cancel',
      before: { status: 'ROUTED' },
      after: { status: 'CANCELLED', reason: 'The shop called: closed for renovation' },
    });
  });

  it('exports the filtered board as CSV, formulas neutralised', async () => {
    await t.db.query(
      `update clients set name = '=HYPERLINK("http://x")' where tenant_id = 2 and external_id = '1003'`,
    );
    const res = await get('/api/admin/orders.csv?clientId=1003', finance2);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    // A UTF-8 byte order mark first: Excel then reads 'São' as written, not 'SÃ£o'.
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'orderNumber,createdAt,status,channel,orderType,clientId,clientName,expectedDeliveryDate,total',
    );
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes(`"'=HYPERLINK(""http://x"")"`))).toBe(true);
    const other = await get('/api/admin/orders.csv?status=LOST', finance2);
    expect(other.statusCode).toBe(400);
  });

  it("writes the board's CSV for the operator's spreadsheet: ';' and '123,45' in pt-BR", async () => {
    const plainCsv = await get('/api/admin/orders.csv?clientId=1003', finance2);
    const brazil = await get('/api/admin/orders.csv?clientId=1003&locale=pt-BR', finance2);
    expect(brazil.statusCode).toBe(200);
    const rowsOf = (body: string, separator: string) =>
      body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n')
        .map((line) => line.split(separator));
    const plainRows = rowsOf(plainCsv.body, ',');
    const brazilRows = rowsOf(brazil.body, ';');
    expect(brazilRows[0]?.join(',')).toBe(plainRows[0]?.join(','));
    expect(brazilRows).toHaveLength(plainRows.length);
    const totals = plainRows.slice(1).map((row) => row.at(-1) ?? '');
    expect(totals.some((total) => total.includes('.'))).toBe(true);
    expect(brazilRows.slice(1).map((row) => row.at(-1))).toEqual(
      totals.map((total) => total.replace('.', ',')),
    );
    const kenya = await get('/api/admin/orders.csv?clientId=1003&locale=en-KE', finance2);
    expect(kenya.body).toBe(plainCsv.body);
    expect((await get('/api/admin/orders.csv?locale=not%20a%20locale', finance2)).statusCode).toBe(
      400,
    );
  });
});
