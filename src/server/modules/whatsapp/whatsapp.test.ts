/**
 * The WhatsApp Business Platform (Cloud API) adapter (issue 15) on every test database, against a
 * local fake of the Cloud API (fake-cloud-api.test-support.ts names Meta's reference pages it
 * follows): free text and the PDF as a document inside the 24-hour window, templates outside it,
 * retries and refusals; and its callbacks — Meta's verification request ("Webhooks — Getting
 * started", developers.facebook.com/docs/graph-api/webhooks/getting-started: hub.mode,
 * hub.verify_token, hub.challenge; X-Hub-Signature-256) and notifications shaped as the WhatsApp
 * webhooks reference shows them (developers.facebook.com/documentation/business-messaging/
 * whatsapp/webhooks/overview: object whatsapp_business_account, entry → changes → value with
 * statuses or messages) — valid, forged, replayed and stale.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_KEY_HEADER, OPERATOR_KEY_HEADER } from '../../../contract/index.ts';
import { loadServedTenants, type ServedTenants } from '../../served-tenants.ts';
import { openTestApp, TEST_NOW, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { createTokenService } from '../auth/tokens.ts';
import {
  create,
  first,
  newKey,
  quantityFor,
  seededProducts,
} from '../ordering/ordering.fixture.ts';
import { linkDecorator } from '../outbox/links.ts';
import { insertEvent } from '../outbox/outbox-repository.ts';
import {
  cloudNotification,
  startFakeCloudApi,
  unixSeconds,
  type FakeCloudApi,
} from './fake-cloud-api.test-support.ts';
import { createWhatsappSender } from './sender.ts';

const TOKEN = 'EAAG-test-access-token';
const APP_SECRET = 'meta-app-secret-0123456789';
const VERIFY_TOKEN = 'verify-token-2026';
const PHONE_NUMBER_ID = '106540352242922';
const SHOP_NUMBER = '+5521987654321';
const HOUR = 60 * 60 * 1000;

interface MessageRow {
  state: string;
  kind: string | null;
  wamid: string | null;
  delivery_status: string | null;
  last_error: string | null;
  attempts: number;
}

describe.each(testDatabases())('WhatsApp adapter on %s', (kind) => {
  let t: TestApp;
  let fake: FakeCloudApi;
  let served: ServedTenants;
  let line: { sku: string; quantity: number };

  beforeAll(async () => {
    fake = await startFakeCloudApi(TOKEN);
    t = await openTestApp(kind, {
      tenants: [2],
      config: {
        WHATSAPP: JSON.stringify({
          '2': {
            phoneNumberId: PHONE_NUMBER_ID,
            token: TOKEN,
            baseUrl: fake.baseUrl,
            appSecret: APP_SECRET,
            verifyToken: VERIFY_TOKEN,
            templates: { 'order.created': { name: 'order_confirmed', languages: { pt: 'pt_BR' } } },
          },
        }),
      },
    });
    served = loadServedTenants(t.config);
    const product = first(await seededProducts(t, 2, 'plain'));
    line = { sku: product.sku, quantity: quantityFor(product, 200) };
    // The shop writes to the bot, which asks for a link: its number, and its window opens.
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/bot/links',
      headers: { [BOT_KEY_HEADER]: t.config.BOT_KEYS['2'] ?? '' },
      payload: { clientId: '1001', whatsappNumber: SHOP_NUMBER },
    });
    expect(link.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function placeOrder(): Promise<string> {
    const res = await create(
      t,
      await t.auth(2, '1001'),
      { products: [line], orderType: '' },
      newKey(),
    );
    expect(res.statusCode).toBe(200);
    return String(res.body.orderNumber);
  }

  /** Runs the sender at `now` until no message of tenant 2 is pending. */
  async function sendAll(now: Date): Promise<void> {
    const sender = createWhatsappSender({
      db: t.db,
      settings: t.config.WHATSAPP,
      tenants: served,
      decorate: linkDecorator({
        publicUrl: t.config.PUBLIC_URL,
        linkSecret: t.config.LINK_SECRET,
        tokens: createTokenService({
          linkSecret: t.config.LINK_SECRET,
          sessionSecret: t.config.SESSION_SECRET,
        }),
        tenants: served,
        now: () => now,
      }),
      now: () => now,
      baseDelayMs: 1,
      maxDelayMs: 1,
      maxAttempts: 4,
    });
    try {
      for (;;) {
        await sender.pass();
        await sender.idle();
        const [row] = await t.db.query<{ n: number }>(
          "select count(*)::int as n from whatsapp_messages where state = 'pending'",
        );
        if (row?.n === 0) break;
      }
    } finally {
      await sender.stop();
    }
  }

  const messageOf = async (orderNumber: string, type: string) => {
    const [row] = await t.db.query<MessageRow>(
      `select m.state, m.kind, m.wamid, m.delivery_status, m.last_error, m.attempts
         from whatsapp_messages m join outbox_events e on e.id = m.event_id
        where e.data->>'orderNumber' = $1 and e.type = $2`,
      [orderNumber, type],
    );
    return row;
  };

  it('inside the 24-hour window sends the PDF as a document on order.created, then free text', async () => {
    const order = await placeOrder();
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/operator/orders/${order}/status`,
      headers: { [OPERATOR_KEY_HEADER]: t.config.OPERATOR_KEY ?? '' },
      payload: { bottler: 2, status: 'ROUTED' },
    });
    expect(moved.statusCode).toBe(200);
    const before = fake.requests.length;
    await sendAll(new Date(TEST_NOW.getTime() + HOUR));
    const sent = fake.requests.slice(before);
    const mine = sent.filter((r) => JSON.stringify(r.body).includes(order));
    expect(mine.map((r) => r.body.type)).toEqual(['document', 'text']);
    const [document, text] = mine;
    expect(document?.phoneNumberId).toBe(PHONE_NUMBER_ID);
    expect(document?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(document?.body).toMatchObject({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5521987654321',
      document: { filename: 'order-pre-receipt.pdf' },
    });
    const doc = document?.body.document as { link: string; caption: string };
    expect(doc.link).toMatch(/\/api\/links\/pre-receipt\.pdf\?token=/);
    expect(doc.caption).toContain(`Pedido ${order} recebido`);
    expect((text?.body.text as { body: string }).body).toBe(`Pedido ${order}: Saiu para entrega.`);
    expect(await messageOf(order, 'order.created')).toMatchObject({
      state: 'sent',
      kind: 'document',
      wamid: document?.wamid,
    });
  });

  it("outside the window sends the tenant's template, and skips an event without one", async () => {
    const order = await placeOrder();
    await t.app.inject({
      method: 'POST',
      url: `/api/operator/orders/${order}/status`,
      headers: { [OPERATOR_KEY_HEADER]: t.config.OPERATOR_KEY ?? '' },
      payload: { bottler: 2, status: 'PREPARING' },
    });
    const before = fake.requests.length;
    await sendAll(new Date(TEST_NOW.getTime() + 25 * HOUR));
    const mine = fake.requests.slice(before).filter((r) => JSON.stringify(r.body).includes(order));
    expect(mine).toHaveLength(1);
    const template = mine[0]?.body.template as {
      name: string;
      language: { code: string };
      components: { type: string; parameters: Record<string, unknown>[] }[];
    };
    expect(mine[0]?.body.type).toBe('template');
    expect(template.name).toBe('order_confirmed');
    expect(template.language).toEqual({ code: 'pt_BR' });
    expect(template.components[0]).toMatchObject({
      type: 'header',
      parameters: [{ type: 'document', document: { filename: 'order-pre-receipt.pdf' } }],
    });
    expect(template.components[1]?.type).toBe('body');
    expect(template.components[1]?.parameters[0]).toEqual({ type: 'text', text: order });
    expect(await messageOf(order, 'order.created')).toMatchObject({
      state: 'sent',
      kind: 'template',
    });
    expect(await messageOf(order, 'order.status_changed')).toMatchObject({
      state: 'skipped',
      last_error: 'noTemplate',
    });
  });

  it('retries 500 and 429 until accepted once; a refused message is dead at once; no number, no send', async () => {
    const order = await placeOrder();
    fake.failNext([500, 429]);
    const before = fake.requests.length;
    await sendAll(new Date(TEST_NOW.getTime() + HOUR));
    expect(fake.requests.slice(before).map((r) => r.status)).toEqual([500, 429, 200]);
    expect(await messageOf(order, 'order.created')).toMatchObject({ state: 'sent', attempts: 3 });

    const refused = await placeOrder();
    fake.failNext([400]);
    const again = fake.requests.length;
    await sendAll(new Date(TEST_NOW.getTime() + HOUR));
    expect(fake.requests.slice(again).map((r) => r.status)).toEqual([400]);
    const dead = await messageOf(refused, 'order.created');
    expect(dead).toMatchObject({ state: 'dead', attempts: 1 });
    expect(dead?.last_error).toMatch(/^HTTP 400/);

    await insertEvent(t.db, {
      tenantId: 2,
      clientId: '1002',
      type: 'order.status_changed',
      data: { orderNumber: 'no-number-1', statusText: 'x' },
      createdAt: TEST_NOW,
    });
    const quiet = fake.requests.length;
    await sendAll(new Date(TEST_NOW.getTime() + HOUR));
    expect(fake.requests.length).toBe(quiet);
    expect(await messageOf('no-number-1', 'order.status_changed')).toMatchObject({
      state: 'skipped',
      last_error: 'noNumber',
    });
  });

  describe('callbacks', () => {
    const sign = (raw: string, secret = APP_SECRET) =>
      `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
    const post = (raw: string, signature: string | undefined) =>
      t.app.inject({
        method: 'POST',
        url: '/api/whatsapp/2/webhook',
        headers: {
          'content-type': 'application/json',
          ...(signature === undefined ? {} : { 'x-hub-signature-256': signature }),
        },
        payload: raw,
      });
    const unix = unixSeconds;
    /** A status notification as the WhatsApp webhooks reference shows it. */
    const statusNotification = (wamid: string, status: string, at: Date) =>
      JSON.stringify(
        cloudNotification(PHONE_NUMBER_ID, {
          statuses: [
            {
              id: wamid,
              status,
              timestamp: unix(at),
              recipient_id: '5521987654321',
              conversation: { id: 'c0ffee', origin: { type: 'utility' } },
              pricing: { billable: true, pricing_model: 'CBP', category: 'utility' },
            },
          ],
        }),
      );
    const callbacks = async () =>
      Number(
        (await t.db.query<{ n: number }>('select count(*)::int as n from whatsapp_callbacks'))[0]
          ?.n,
      );

    it('answers the verification request with hub.challenge only for the verify token', async () => {
      const ok = await t.app.inject({
        method: 'GET',
        url: `/api/whatsapp/2/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toBe('1158201444');
      const wrong = await t.app.inject({
        method: 'GET',
        url: '/api/whatsapp/2/webhook?hub.mode=subscribe&hub.verify_token=nope-nope&hub.challenge=1',
      });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toEqual({ code: 'forbidden' });
      const other = await t.app.inject({
        method: 'GET',
        url: `/api/whatsapp/5/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`,
      });
      expect(other.statusCode).toBe(404);
      const missing = await t.app.inject({ method: 'GET', url: '/api/whatsapp/2/webhook' });
      expect(missing.statusCode).toBe(400);
    });

    it('stores statuses in any order, keeps the best, and treats a replay as nothing new', async () => {
      const order = await placeOrder();
      await sendAll(new Date(TEST_NOW.getTime() + HOUR));
      const wamid = (await messageOf(order, 'order.created'))?.wamid ?? '';
      expect(wamid).toMatch(/^wamid\./);
      const at = TEST_NOW;
      const delivered = statusNotification(wamid, 'delivered', at);
      const sent = statusNotification(wamid, 'sent', new Date(at.getTime() - 1000));
      expect((await post(delivered, sign(delivered))).json()).toEqual({ received: true });
      expect((await post(sent, sign(sent))).statusCode).toBe(200);
      expect(await messageOf(order, 'order.created')).toMatchObject({
        delivery_status: 'delivered',
      });
      const statuses = await t.db.query<{ status: string }>(
        'select status from whatsapp_statuses where wamid = $1 order by status',
        [wamid],
      );
      expect(statuses.map((s) => s.status)).toEqual(['delivered', 'sent']);

      const stored = await callbacks();
      const replay = await post(delivered, sign(delivered));
      expect(replay.statusCode).toBe(200);
      expect(await callbacks()).toBe(stored);

      const read = statusNotification(wamid, 'read', at);
      await post(read, sign(read));
      expect(await messageOf(order, 'order.created')).toMatchObject({ delivery_status: 'read' });
    });

    it('refuses forged, unsigned and stale callbacks, changing nothing', async () => {
      const order = await placeOrder();
      await sendAll(new Date(TEST_NOW.getTime() + HOUR));
      const wamid = (await messageOf(order, 'order.created'))?.wamid ?? '';
      const stored = await callbacks();
      const failed = statusNotification(wamid, 'failed', TEST_NOW);
      for (const signature of [
        undefined,
        sign(failed, 'not-the-app-secret-000'),
        'sha256=00',
        sign(`${failed} `),
      ]) {
        const res = await post(failed, signature);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ code: 'forbidden' });
      }
      const stale = statusNotification(wamid, 'failed', new Date(TEST_NOW.getTime() - 25 * HOUR));
      const old = await post(stale, sign(stale));
      expect(old.statusCode).toBe(403);
      expect(await callbacks()).toBe(stored);
      expect(await messageOf(order, 'order.created')).toMatchObject({ delivery_status: null });
      const garbage = await post('{not json', sign('{not json'));
      expect(garbage.statusCode).toBe(400);
      expect(garbage.json().code).toBe('validation');
    });

    it('an inbound message from the shop opens its window', async () => {
      await t.db.query(
        "update clients set last_inbound_at = null where tenant_id = 2 and external_id = '1001'",
      );
      const inbound = JSON.stringify(
        cloudNotification(PHONE_NUMBER_ID, {
          contacts: [{ profile: { name: 'Bar do Zé' }, wa_id: '5521987654321' }],
          messages: [
            {
              from: '5521987654321',
              id: 'wamid.inbound1',
              timestamp: unix(TEST_NOW),
              type: 'text',
              text: { body: 'Oi' },
            },
          ],
        }),
      );
      expect((await post(inbound, sign(inbound))).statusCode).toBe(200);
      const [client] = await t.db.query<{ last_inbound_at: Date }>(
        "select last_inbound_at from clients where tenant_id = 2 and external_id = '1001'",
      );
      expect(client?.last_inbound_at).toEqual(TEST_NOW);
    });
  });
});
