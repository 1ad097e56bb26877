/**
 * The conversation id round trip (issue 15): the bot's link request names its conversation and
 * the shop's WhatsApp number; the link's session keeps the conversation, the client keeps both,
 * and every event of an order placed in that session carries the conversation id — its later
 * status changes included. Orders placed in another session carry none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_KEY_HEADER, OPERATOR_KEY_HEADER } from '../../../contract/index.ts';
import type { AppDeps } from '../../deps.ts';
import { openTestApp, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { depsOf } from '../access/access-test-support.ts';
import { authenticateUserToken } from '../access/user-token.ts';
import {
  create,
  first,
  newKey,
  quantityFor,
  seededProducts,
} from '../ordering/ordering.fixture.ts';

describe.each(testDatabases())('conversationId on %s', (kind) => {
  let t: TestApp;
  let deps: AppDeps;
  let line: { sku: string; quantity: number };

  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2] });
    deps = depsOf(t);
    const product = first(await seededProducts(t, 2, 'plain'));
    line = { sku: product.sku, quantity: quantityFor(product, 200) };
  });
  afterAll(() => t.close());

  const botLink = (body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bot/links',
      headers: { [BOT_KEY_HEADER]: t.config.BOT_KEYS['2'] ?? '' },
      payload: body,
    });

  async function orderWith(authorization: string): Promise<string> {
    const res = await create(t, { authorization }, { products: [line], orderType: '' }, newKey());
    expect(res.statusCode).toBe(200);
    return String(res.body.orderNumber);
  }

  const eventsOf = (orderNumber: string) =>
    t.db.query<{ type: string; conversation_id: string | null }>(
      `select type, conversation_id from outbox_events
        where tenant_id = 2 and data->>'orderNumber' = $1 order by seq`,
      [orderNumber],
    );

  it('is kept with the session and the client, and carried by the events of its orders', async () => {
    const res = await botLink({
      clientId: '1001',
      conversationId: 'wa-conv-42',
      whatsappNumber: '+5521987654321',
    });
    expect(res.statusCode).toBe(200);
    const outcome = await authenticateUserToken(deps, res.json().token as string);
    if (!outcome.ok) throw new Error('the link did not sign in');
    expect(outcome.ctx.conversationId).toBe('wa-conv-42');
    const order = await orderWith(`Bearer ${outcome.sessionToken}`);

    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/operator/orders/${order}/status`,
      headers: { [OPERATOR_KEY_HEADER]: t.config.OPERATOR_KEY ?? '' },
      payload: { bottler: 2, status: 'PREPARING' },
    });
    expect(moved.statusCode).toBe(200);
    expect(await eventsOf(order)).toEqual([
      { type: 'order.created', conversation_id: 'wa-conv-42' },
      { type: 'order.status_changed', conversation_id: 'wa-conv-42' },
    ]);
    const [client] = await t.db.query(
      `select whatsapp_number, conversation_id, last_inbound_at from clients
        where tenant_id = 2 and external_id = '1001'`,
    );
    expect(client).toEqual({
      whatsapp_number: '+5521987654321',
      conversation_id: 'wa-conv-42',
      last_inbound_at: t.clock.now(),
    });

    // Another session of the same shop (no conversation): its orders carry none.
    const other = await orderWith((await t.auth(2, '1001')).authorization);
    expect(await eventsOf(other)).toEqual([{ type: 'order.created', conversation_id: null }]);
  });

  it('a link without a conversation opens a session without one', async () => {
    const res = await botLink({ clientId: '1001' });
    const outcome = await authenticateUserToken(deps, res.json().token as string);
    if (!outcome.ok) throw new Error('the link did not sign in');
    const order = await orderWith(`Bearer ${outcome.sessionToken}`);
    expect(await eventsOf(order)).toEqual([{ type: 'order.created', conversation_id: null }]);
  });

  it.each([
    [{ clientId: '1001', whatsappNumber: '21987654321' }],
    [{ clientId: '1001', whatsappNumber: '+0123456789' }],
    [{ clientId: '1001', whatsappNumber: '+55 21 98765 4321' }],
    [{ clientId: '1001', conversationId: '' }],
    [{ clientId: '1001', conversationId: ' padded ' }],
    [{ clientId: '1001', conversationId: 'x'.repeat(201) }],
  ])('refuses %j with 400 validation', async (body) => {
    const res = await botLink(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
  });
});
