import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../../contract/index.ts';
import { openTestApp, TEST_NOW, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { embeddedFonts, extractPdfText } from '../receipts/pdf-text.ts';

interface Entry {
  orderNumber: string;
  createdDate: string;
  fullPrice: number;
  status: string;
  statusI18n: string;
  canceled: boolean;
  orderProducts: { sku: string; quantity: number }[];
  [step: string]: unknown;
}

const ALL_STEPS = ['orderPlaced', 'financialAnalysis', 'picking', 'delivering', 'delivered'];

// Seeded orders of client 1001 (src/server/db/seed/orders.ts), newest first.
const NEWEST_FIRST_1001 = [
  '100014', // REGISTERED
  '100012', // BLOCKED
  '100011', // ROUTED
  '100010', // PREPARING
  '100008', // CANCELLED
  '100007', // DELIVERED
  '100004',
  '100003',
  '100001',
];

// Read-only calls: order history and the PDF pre-receipt (the operator's writes are tested apart).
describe.each(testDatabases())('order history and pre-receipt on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5, 13, 14] });
  });
  afterAll(() => t.close());

  const history = async (bottler: number, clientId: string, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/order/history${query}`,
      headers: await t.auth(bottler, clientId),
    });
    return res;
  };
  const entries = async (bottler: number, clientId: string, query = '') => {
    const res = await history(bottler, clientId, query);
    expect(res.statusCode).toBe(200);
    return res.json<Entry[]>();
  };
  const byStatus = (list: Entry[], status: string) => list.find((e) => e.status === status)!;

  describe('GET order/history (SPEC §3 order history entry, §7)', () => {
    it("lists all the caller's orders, newest first", async () => {
      const list = await entries(2, '1001');
      expect(list.map((e) => e.orderNumber)).toEqual(NEWEST_FIRST_1001);
      const created = list.map((e) => e.createdDate);
      expect([...created].sort().reverse()).toEqual(created);
      expect(created[0]).toBe(new Date(TEST_NOW.getTime() - 3_600_000).toISOString());
    });

    it('covers every seeded status (SPEC §4), each with its i18n key', async () => {
      const list = await entries(2, '1001');
      expect(new Set(list.map((e) => e.status))).toEqual(new Set(ORDER_STATUSES));
      for (const e of list) {
        expect(e.statusI18n).toBe(`orderStatus.${e.status}`);
        expect(e.orderProducts.length).toBeGreaterThan(0);
        expect(e.fullPrice).toBeGreaterThan(0);
      }
    });

    it.each([
      ['REGISTERED', [true, false, false, false, false], false],
      ['BLOCKED', [true, true, false, false, false], false],
      ['PREPARING', [true, true, true, false, false], false],
      ['ROUTED', [true, true, true, true, false], false],
      ['DELIVERED', [true, true, true, true, true], false],
      ['CANCELLED', [true, false, false, false, false], true],
    ])(
      'tenant 2 (five steps): %s → step flags %j, canceled %s (SPEC §4 status ↔ step)',
      async (status, flags, canceled) => {
        const entry = byStatus(await entries(2, '1001'), status);
        expect(ALL_STEPS.map((step) => entry[step])).toEqual(flags);
        expect(entry.canceled).toBe(canceled);
      },
    );

    it("tenant 13's entries carry only its own steps (orderPlaced, delivering, delivered)", async () => {
      const list = await entries(13, '1001');
      expect(list.length).toBeGreaterThan(0);
      for (const e of list) {
        expect(e).toHaveProperty('orderPlaced');
        expect(e).toHaveProperty('delivering');
        expect(e).toHaveProperty('delivered');
        expect(e).not.toHaveProperty('financialAnalysis');
        expect(e).not.toHaveProperty('picking');
      }
      expect(byStatus(list, 'ROUTED')).toMatchObject({
        orderPlaced: true,
        delivering: true,
        delivered: false,
      });
      expect(byStatus(list, 'BLOCKED')).toMatchObject({ orderPlaced: true, delivering: false });
    });

    it("tenant 14's entries carry only its own four steps (no delivered)", async () => {
      const list = await entries(14, '1001');
      for (const e of list) {
        for (const step of ['orderPlaced', 'financialAnalysis', 'picking', 'delivering']) {
          expect(e).toHaveProperty(step);
        }
        expect(e).not.toHaveProperty('delivered');
      }
      expect(byStatus(list, 'DELIVERED')).toMatchObject({
        orderPlaced: true,
        financialAnalysis: true,
        picking: true,
        delivering: true,
      });
      expect(byStatus(list, 'PREPARING')).toMatchObject({ picking: true, delivering: false });
    });

    it.each([
      [0, ['100014']],
      [1, ['100012']],
      [8, ['100001']],
      [9, []],
      [1000, []],
    ])(
      'indexOrderHistory=%s answers the n-th newest only (out of range: empty)',
      async (n, want) => {
        const list = await entries(2, '1001', `?indexOrderHistory=${n}`);
        expect(list.map((e) => e.orderNumber)).toEqual(want);
      },
    );

    it('index 0 is the same entry as the first of the full list', async () => {
      const [first] = await entries(2, '1001');
      expect(await entries(2, '1001', '?indexOrderHistory=0')).toEqual([first]);
    });

    it.each(['-1', '1001', 'abc', '1.5'])('indexOrderHistory=%s: 400 validation', async (n) => {
      const res = await history(2, '1001', `?indexOrderHistory=${n}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation');
    });

    it("another client of the same tenant sees only its own orders (1003 none of 1001's)", async () => {
      const list = await entries(2, '1003');
      expect(list.map((e) => e.orderNumber)).toEqual(['100013', '100006']);
    });

    it("another tenant's token sees only that tenant's orders (5 none of 2's)", async () => {
      const fromDb = async (tenantId: number) =>
        (
          await t.db.query<{ order_number: string; total: string; created_at: Date }>(
            `select order_number, total, created_at from orders
             where tenant_id = $1 and client_id = '1001' order by created_at desc`,
            [tenantId],
          )
        ).map((r) => [r.order_number, Number(r.total), r.created_at.toISOString()]);
      const five = (await entries(5, '1001')).map((e) => [
        e.orderNumber,
        e.fullPrice,
        e.createdDate,
      ]);
      expect(five).toEqual(await fromDb(5));
      expect(five).not.toEqual(await fromDb(2));
    });

    it('no token: 401; tampered: 401; expired: 401 tokenExpired', async () => {
      const none = await t.app.inject({ method: 'GET', url: '/api/order/history' });
      expect(none.statusCode).toBe(401);
      const token = await t.sessionToken(2, '1001');
      const tampered = await t.app.inject({
        method: 'GET',
        url: '/api/order/history',
        headers: {
          authorization: `Bearer ${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`,
        },
      });
      expect(tampered.statusCode).toBe(401);
      expect(tampered.json().code).toBe('unauthorized');
      t.clock.set(new Date(TEST_NOW.getTime() + 13 * 3_600_000));
      const expired = await t.app.inject({
        method: 'GET',
        url: '/api/order/history',
        headers: { authorization: `Bearer ${token}` },
      });
      t.clock.set(TEST_NOW);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().code).toBe('tokenExpired');
    });
  });

  describe('GET order/:orderNumber/pre-receipt.pdf (SPEC §7 PDF pre-receipt)', () => {
    const pdf = async (bottler: number, clientId: string, orderNumber: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/order/${orderNumber}/pre-receipt.pdf`,
        headers: await t.auth(bottler, clientId),
      });

    it("answers the caller's order as an order-pre-receipt.pdf attachment", async () => {
      const res = await pdf(2, '1001', '100014');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="order-pre-receipt.pdf"',
      );
      const bytes = res.rawPayload.toString('latin1');
      expect(bytes.startsWith('%PDF-')).toBe(true);
      // Tenant 2's shops read Portuguese: the pre-receipt is in Portuguese (PRODUCT.md).
      expect(bytes).toContain('(Pedido 100014)');
      expect(bytes).not.toContain('(Pedido 100012)');
      expect(bytes).not.toContain('(Commande');
      expect(extractPdfText(res.rawPayload)).toContain('Pré-recibo do pedido');
    });

    it("is in the shop's language: French for Morocco's French readers, Arabic for the Arabic app", async () => {
      const french = await pdf(5, '1001', '100012');
      expect(extractPdfText(french.rawPayload)).toContain('Pré-reçu de commande');
      const arabic = await t.app.inject({
        method: 'GET',
        url: '/api/order/100012/pre-receipt.pdf',
        headers: { ...(await t.auth(5, '1001')), 'accept-language': 'ar' },
      });
      expect(arabic.statusCode).toBe(200);
      const text = extractPdfText(arabic.rawPayload);
      expect(text).not.toContain('Pré-reçu');
      expect(text).not.toContain('Commande');
      expect([...embeddedFonts(arabic.rawPayload).keys()].some((font) => /Arabic/.test(font))).toBe(
        true,
      );
    });

    it('renders orders of other tenants and statuses too (5: MAD; cancelled order)', async () => {
      const moroccan = await pdf(5, '1001', '100012');
      expect(moroccan.statusCode).toBe(200);
      expect(moroccan.rawPayload.toString('latin1')).toContain('(Commande 100012)');
      const cancelled = await pdf(2, '1001', '100008');
      expect(cancelled.statusCode).toBe(200);
    });

    it('several downloads at once all succeed (renders are queued, not refused)', async () => {
      const all = await Promise.all(
        ['100014', '100012', '100011', '100010', '100008'].map((n) => pdf(2, '1001', n)),
      );
      expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      all.forEach((r, i) =>
        expect(r.rawPayload.toString('latin1')).toContain(
          `(Pedido ${['100014', '100012', '100011', '100010', '100008'][i]})`,
        ),
      );
    });

    it.each([
      ['another client of the same tenant', '1003', '100014'],
      ['an unknown order number', '1001', '999999'],
    ])('404 notFound for %s', async (_case, clientId, orderNumber) => {
      const res = await pdf(2, clientId, orderNumber);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('notFound');
    });

    it("tenant 5's shop cannot read tenant 2's receipt (same number, its own order)", async () => {
      const five = await pdf(5, '1001', '100014');
      const two = await pdf(2, '1001', '100014');
      expect(five.statusCode).toBe(200);
      expect(five.rawPayload.equals(two.rawPayload)).toBe(false);
    });

    it('an invalid order number: 400; no token: 401', async () => {
      const bad = await pdf(2, '1001', 'bad%20number');
      expect(bad.statusCode).toBe(400);
      const none = await t.app.inject({ method: 'GET', url: '/api/order/100014/pre-receipt.pdf' });
      expect(none.statusCode).toBe(401);
    });
  });
});
