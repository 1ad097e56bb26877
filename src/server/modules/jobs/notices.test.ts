/**
 * The jobs' chat notices (issue 15) on every test database: delivery reminders two days before a
 * scheduled or recurrent delivery, `recurrent.upcoming` two days before an occurrence with a skip
 * link that works without a sign-in for that occurrence only, and `recurrent.skipped` when the
 * job skips it — each written once however many runs race, and each delivered, signed, to a
 * real local receiver.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/dates.ts';
import { loadServedTenants, type ServedTenants } from '../../served-tenants.ts';
import { openTestApp, TEST_NOW, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { createTokenService } from '../auth/tokens.ts';
import {
  insertOrder,
  insertRecurrentSchedule,
  type OrderRecord,
} from '../ordering/order-repository.ts';
import { first, quantityFor, seededProducts } from '../ordering/ordering.fixture.ts';
import { createDispatcher } from '../outbox/dispatcher.ts';
import { endpointsFromConfig } from '../outbox/endpoints.ts';
import { linkDecorator } from '../outbox/links.ts';
import { startReceiver, webhooksFor, type Receiver } from '../outbox/receiver.test-support.ts';
import { signLinkToken } from '../outbox/signed-links.ts';
import { writeDueNotices } from './notices.ts';
import { runDueRecurrentOrders } from './recurrent-orders.ts';

/** TEST_NOW is Wed 2026-11-18 12:00 in São Paulo (tenant 2): "two days ahead" is Fri 20th. */
const TODAY = '2026-11-18';

describe.each(testDatabases())('chat notices of the jobs on %s', (kind) => {
  let t: TestApp;
  let receiver: Receiver;
  let tenants: ServedTenants;
  let sku: string;
  let quantity: number;

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await openTestApp(kind, {
      tenants: [2],
      config: { WEBHOOKS: webhooksFor(receiver, [2]) },
    });
    const all = loadServedTenants(t.config);
    tenants = new Map([[2, all.get(2)!]]);
    const product = first(await seededProducts(t, 2, 'plain'));
    sku = product.sku;
    quantity = quantityFor(product, 200);
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  async function order(
    orderNumber: string,
    fields: Pick<OrderRecord, 'orderType' | 'expectedDeliveryDate' | 'status' | 'createdAt'>,
  ) {
    await insertOrder(
      t.db,
      { tenantId: 2, clientId: '1001' },
      {
        orderNumber,
        channel: 40,
        scheduledDeliveryDate: fields.orderType === '' ? undefined : fields.expectedDeliveryDate,
        recurrentScheduleId: undefined,
        total: 250,
        totalWithoutTax: 250,
        priceWithoutDiscount: 250,
        discount: 0,
        promoDiscount: 0,
        vat: 0,
        requireNpsOnBot: false,
        paymentMode: undefined,
        userFlow: {},
        lines: [
          {
            sku,
            description: 'x',
            quantity: 1,
            unitPrice: 250,
            lineTotal: 250,
            combo: 0,
            familyId: 0,
            isPackaging: false,
          },
        ],
        ...fields,
      },
    );
  }

  const events = (type: string) =>
    t.db.query<{ id: string; dedupe_key: string; data: Record<string, unknown> }>(
      'select id, dedupe_key, data from outbox_events where type = $1 order by seq',
      [type],
    );

  async function deliverAll(now: Date) {
    const dispatcher = createDispatcher({
      db: t.db,
      endpoints: endpointsFromConfig(t.config.WEBHOOKS),
      decorate: linkDecorator({
        publicUrl: t.config.PUBLIC_URL,
        linkSecret: t.config.LINK_SECRET,
        tokens: createTokenService({
          linkSecret: t.config.LINK_SECRET,
          sessionSecret: t.config.SESSION_SECRET,
        }),
        tenants,
        now: () => now,
      }),
    });
    while ((await dispatcher.pass()) > 0) await dispatcher.idle();
    await dispatcher.stop();
  }

  it('reminds of open scheduled and recurrent deliveries two days ahead, once', async () => {
    const placed = new Date(TEST_NOW.getTime() - 3 * 24 * 60 * 60 * 1000);
    await order('900001', {
      orderType: 'scheduledOrder',
      expectedDeliveryDate: addDays(TODAY, 2),
      status: 'REGISTERED',
      createdAt: placed,
    });
    await order('900002', {
      orderType: 'recurrentOrder',
      expectedDeliveryDate: addDays(TODAY, 1),
      status: 'PREPARING',
      createdAt: placed,
    });
    // No reminder: cancelled, not scheduled, too far ahead, placed within the last day.
    await order('900003', {
      orderType: 'scheduledOrder',
      expectedDeliveryDate: addDays(TODAY, 2),
      status: 'CANCELLED',
      createdAt: placed,
    });
    await order('900004', {
      orderType: '',
      expectedDeliveryDate: addDays(TODAY, 2),
      status: 'REGISTERED',
      createdAt: placed,
    });
    await order('900005', {
      orderType: 'scheduledOrder',
      expectedDeliveryDate: addDays(TODAY, 3),
      status: 'REGISTERED',
      createdAt: placed,
    });
    await order('900006', {
      orderType: 'scheduledOrder',
      expectedDeliveryDate: addDays(TODAY, 2),
      status: 'REGISTERED',
      createdAt: TEST_NOW,
    });

    // Two instances' runs at once, then another run: one reminder per delivery.
    await Promise.all([
      writeDueNotices(t.db, { now: TEST_NOW, tenants }),
      writeDueNotices(t.db, { now: TEST_NOW, tenants }),
    ]);
    await writeDueNotices(t.db, { now: TEST_NOW, tenants });
    // (The demo seed has reminders of its own: only this test's orders are looked at.)
    const reminders = (await events('delivery.reminder')).filter((e) =>
      e.dedupe_key.startsWith('delivery.reminder:9000'),
    );
    expect(reminders.map((e) => e.dedupe_key)).toEqual([
      'delivery.reminder:900001:2026-11-20',
      'delivery.reminder:900002:2026-11-19',
    ]);
    expect(reminders[0]?.data).toMatchObject({
      orderNumber: '900001',
      deliveryDate: '2026-11-20',
      deliveryDateText: 'sexta-feira, 20 de novembro',
      statusText: 'Recebido',
    });

    await deliverAll(TEST_NOW);
    const sent = receiver.requests.filter(
      (r) =>
        r.body.type === 'delivery.reminder' && String(r.body.data.orderNumber).startsWith('9000'),
    );
    // (Sent concurrently: the receiver may get them in either order.)
    expect(sent.map((r) => String(r.body.data.orderNumber)).sort()).toEqual(['900001', '900002']);
    expect(sent.every((r) => r.validSignature)).toBe(true);
    expect(sent.find((r) => r.body.data.orderNumber === '900001')?.body.data.preReceiptUrl).toMatch(
      /\/api\/links\/pre-receipt\.pdf\?token=/,
    );
  });

  it('announces an occurrence two days ahead with a skip link for that occurrence only', async () => {
    const occurrence = addDays(TODAY, 2);
    const scheduleId = await insertRecurrentSchedule(
      t.db,
      { tenantId: 2, clientId: '1001' },
      {
        periodDays: 30,
        startDate: addDays(occurrence, -30),
        nextDate: occurrence,
        products: [{ sku, quantity, combo: 0, familyId: 0 }],
        createdAt: TEST_NOW,
      },
    );
    await Promise.all([
      writeDueNotices(t.db, { now: TEST_NOW, tenants }),
      writeDueNotices(t.db, { now: TEST_NOW, tenants }),
    ]);
    expect((await events('recurrent.upcoming')).map((e) => e.dedupe_key)).toEqual([
      `recurrent.upcoming:${scheduleId}:${occurrence}`,
    ]);
    await deliverAll(TEST_NOW);
    const [upcoming] = receiver.requests.filter((r) => r.body.type === 'recurrent.upcoming');
    expect(upcoming?.validSignature).toBe(true);
    expect(upcoming?.body.data).toMatchObject({ scheduleId, occurrence, language: 'pt' });
    const skipUrl = String(upcoming?.body.data.skipUrl);
    const path = skipUrl.slice(t.config.PUBLIC_URL.length);
    const skipToken = new URL(skipUrl).searchParams.get('token') ?? '';

    // GET (a chat app's link preview) changes nothing.
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<form method="post" action="/api/links/skip-occurrence">');
    expect(page.body).toContain(`value="${skipToken}"`);
    expect(await t.db.query('select 1 from recurrent_skips')).toEqual([]);

    for (let i = 0; i < 2; i += 1) {
      const skipped = await t.app.inject({
        method: 'POST',
        url: '/api/links/skip-occurrence',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: skipToken }).toString(),
      });
      expect(skipped.statusCode).toBe(200);
      expect(skipped.body).toContain('20 de novembro');
    }
    expect(await t.db.query('select schedule_id, occurrence from recurrent_skips')).toEqual([
      { schedule_id: scheduleId, occurrence },
    ]);

    // A token for another occurrence of the schedule (not the next one) skips nothing.
    const other = signLinkToken(t.config.LINK_SECRET, 'skip-occurrence', {
      b: 2,
      c: '1001',
      o: `${scheduleId}:${addDays(occurrence, 30)}`,
      exp: Math.floor(TEST_NOW.getTime() / 1000) + 3600,
    });
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/links/skip-occurrence',
      payload: { token: other },
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'occurrenceClosed' });
    // Nor does a token of another purpose, or a tampered one.
    const preReceipt = signLinkToken(t.config.LINK_SECRET, 'pre-receipt', {
      b: 2,
      c: '1001',
      o: `${scheduleId}:${occurrence}`,
      exp: Math.floor(TEST_NOW.getTime() / 1000) + 3600,
    });
    const tampered = `${skipToken.slice(0, -1)}${skipToken.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [preReceipt, tampered]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/links/skip-occurrence',
        payload: { token },
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ code: 'notFound' });
    }

    // The day before, the job skips the occurrence, tells the shop why, and goes on.
    const dayBefore = new Date(TEST_NOW.getTime() + 24 * 60 * 60 * 1000);
    const result = await runDueRecurrentOrders(t.db, { now: dayBefore, tenants });
    expect(result).toMatchObject({ created: 0, skipped: 1 });
    const [skippedEvent] = await events('recurrent.skipped');
    expect(skippedEvent?.data).toMatchObject({ scheduleId, occurrence, reason: 'skippedByShop' });
    const [row] = await t.db.query<{ next_date: string; active: boolean }>(
      'select next_date, active from recurrent_schedules where tenant_id = 2 and id = $1',
      [scheduleId],
    );
    expect(row).toEqual({ next_date: addDays(occurrence, 30), active: true });
    await deliverAll(dayBefore);
    const told = receiver.requests.filter((r) => r.body.type === 'recurrent.skipped');
    expect(told.map((r) => r.body.data.reason)).toEqual(['skippedByShop']);
    expect(told.every((r) => r.validSignature)).toBe(true);
  });
});
