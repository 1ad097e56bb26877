import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { expectTokenRefusals } from './auth-cases.test-support.ts';

/** TEST_NOW (2026-11-18) is in November 2026 in São Paulo: the seeded card's month. */
const CARD_URL = '/api/bingo/period/11/2026';
const HISTORY_URL = '/api/bingo/history';

interface Card {
  products: { sku: string; description: string; imgURL: string }[];
  acquiredProducts: string[];
  prizeProducts: { qty: number; description: string }[];
  imgPrizeURL?: string;
  imgCheckURL?: string;
  status?: string;
}

describe.each(testDatabases())('bingo on %s', (kind) => {
  let t: TestApp;
  let orderSeq = 0;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
  });
  afterAll(() => t.close());

  async function get(url: string, bottler = 2, clientId = '1001') {
    return t.app.inject({ method: 'GET', url, headers: await t.auth(bottler, clientId) });
  }

  async function card(clientId = '1001'): Promise<Card> {
    const res = await get(CARD_URL, 2, clientId);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { currentCard: Card | null };
    if (!body.currentCard) throw new Error('expected a card');
    return body.currentCard;
  }

  /** Inserts an order of tenant 2 with one line per sku, created at `createdAt`. */
  async function insertOrder(
    clientId: string,
    skus: readonly string[],
    createdAt: Date,
    status = 'REGISTERED',
  ): Promise<void> {
    orderSeq += 1;
    const orderNumber = `TBINGO${orderSeq}`;
    await t.db.query(
      `insert into orders (tenant_id, order_number, client_id, channel, status, created_at,
         expected_delivery_date, total, total_without_tax, price_without_discount)
       values (2, $1, $2, 40, $3, $4, '2026-11-25', 10, 10, 10)`,
      [orderNumber, clientId, status, createdAt],
    );
    for (const [i, sku] of skus.entries()) {
      await t.db.query(
        `insert into order_lines (tenant_id, order_number, line_no, sku, description, quantity,
           unit_price, line_total)
         values (2, $1, $2, $3, 'x', 1, 10, 10)`,
        [orderNumber, i + 1, sku],
      );
    }
  }

  it('the current card: nine products with texts and images, prizes and images (SPEC §3 Bingo)', async () => {
    const current = await card();
    expect(current.products).toHaveLength(9);
    for (const product of current.products) {
      expect(product.description.length).toBeGreaterThan(0);
      expect(typeof product.imgURL).toBe('string');
    }
    expect(current.prizeProducts.map((p) => p.qty)).toEqual([6, 12]);
    expect(current.imgPrizeURL).toBe('/api/img/bingo/prize.svg');
    expect(current.imgCheckURL).toBe('/api/img/bingo/check.svg');
    const skus = current.products.map((p) => p.sku);
    expect(current.acquiredProducts.every((sku) => skus.includes(sku))).toBe(true);
    expect(current.status).toBe(current.acquiredProducts.length === 9 ? 'complete' : 'incomplete');
  });

  it("acquired products are computed from the month's non-cancelled orders in the tenant time zone", async () => {
    const before = await card();
    const open = before.products
      .map((p) => p.sku)
      .filter((sku) => !before.acquiredProducts.includes(sku));
    expect(open.length).toBeGreaterThanOrEqual(4);
    const [bought, cancelled, lastOctober, firstNovember] = open as [
      string,
      string,
      string,
      string,
    ];

    await insertOrder('1001', [bought], new Date('2026-11-18T10:00:00.000Z'));
    await insertOrder('1001', [cancelled], new Date('2026-11-18T10:00:00.000Z'), 'CANCELLED');
    // 31 Oct 23:30 in São Paulo (UTC−3) although already November in UTC.
    await insertOrder('1001', [lastOctober], new Date('2026-11-01T02:30:00.000Z'));
    // 1 Nov 00:00 in São Paulo.
    await insertOrder('1001', [firstNovember], new Date('2026-11-01T03:00:00.000Z'));
    // Another shop of the same tenant buying the card does not fill 1001's card.
    await insertOrder('1002', open, new Date('2026-11-18T10:00:00.000Z'));

    const after = await card();
    expect(after.acquiredProducts).toContain(bought);
    expect(after.acquiredProducts).toContain(firstNovember);
    expect(after.acquiredProducts).not.toContain(cancelled);
    expect(after.acquiredProducts).not.toContain(lastOctober);
    expect(new Set(after.acquiredProducts)).toEqual(
      new Set([...before.acquiredProducts, bought, firstNovember]),
    );
    expect(after.status).toBe('incomplete');

    // October's card does not exist: no card, whatever was bought then.
    const october = await get('/api/bingo/period/10/2026');
    expect(october.json()).toEqual({ currentCard: null });
  });

  it('a shop that bought every card product has a complete card (SPEC §4 bingo card status)', async () => {
    const skus = (await card('1003')).products.map((p) => p.sku);
    await insertOrder('1003', skus, new Date('2026-11-10T12:00:00.000Z'));
    const complete = await card('1003');
    expect(complete.acquiredProducts).toEqual(skus);
    expect(complete.status).toBe('complete');
  });

  it.each([
    ['13/2026', 'month 13'],
    ['0/2026', 'month 0'],
    ['11/1999', 'year below 2000'],
    ['11/2101', 'year above 2100'],
    ['x/2026', 'a month that is not a number'],
    ['1.5/2026', 'a fractional month'],
  ])('/bingo/period/%s is refused with 400 validation (%s)', async (period) => {
    const res = await get(`/api/bingo/period/${period}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
  });

  it('a period without a card answers currentCard null', async () => {
    const res = await get('/api/bingo/period/1/2020');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ currentCard: null });
  });

  it('tenant 5 has bingo off: no card and no history although both are seeded', async () => {
    const [cardRes, historyRes] = [await get(CARD_URL, 5), await get(HISTORY_URL, 5)];
    expect(cardRes.statusCode).toBe(200);
    expect(cardRes.json()).toEqual({ currentCard: null });
    expect(historyRes.statusCode).toBe(200);
    expect(historyRes.json()).toEqual([]);
  });

  it("history: 1001's three past months, newest first, with prizes and status", async () => {
    const res = await get(HISTORY_URL);
    expect(res.statusCode).toBe(200);
    const history = res.json() as {
      period: string;
      prizeProducts: { qty: number; description: string }[];
      status: string;
    }[];
    expect(history.map((h) => [h.period, h.status])).toEqual([
      ['2026-10', 'complete'],
      ['2026-09', 'incomplete'],
      ['2026-08', 'complete'],
    ]);
    for (const entry of history) {
      expect(entry.prizeProducts.map((p) => p.qty)).toEqual([6, 12]);
      expect(Object.keys(entry.prizeProducts[0] ?? {}).sort()).toEqual(['description', 'qty']);
    }
  });

  it('another shop of the same tenant does not see 1001’s history', async () => {
    const res = await get(HISTORY_URL, 2, '1002');
    expect(res.json()).toEqual([]);
  });

  it.each([CARD_URL, HISTORY_URL])(
    '%s refuses missing, tampered and expired tokens',
    async (url) => {
      await expectTokenRefusals(t, { method: 'GET', url });
    },
  );
});
