/**
 * The outbox end to end (issue 15, SECURITY T20/T21), on every test database: orders created and
 * moved through the real API write their events in the same transaction; a dispatcher sends them
 * to a real local HTTP receiver, signed; failures are retried with backoff until acknowledged
 * once; a tenant without an endpoint gets nothing and nothing fails.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_KEY_HEADER } from '../../../contract/index.ts';
import { loadServedTenants } from '../../served-tenants.ts';
import { openTestApp, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import {
  create,
  first,
  newKey,
  quantityFor,
  seededProducts,
} from '../ordering/ordering.fixture.ts';
import { createDispatcher, type Dispatcher } from './dispatcher.ts';
import { CHANNEL_SETTLE_MS } from './outbox-repository.ts';
import { createTokenService } from '../auth/tokens.ts';
import { endpointsFromConfig } from './endpoints.ts';
import { linkDecorator } from './links.ts';
import { startReceiver, webhooksFor, type Receiver } from './receiver.test-support.ts';

interface EventRow {
  id: string;
  type: string;
  state: string;
  attempts: number;
}

describe.each(testDatabases())('outbox webhooks on %s', (kind) => {
  let t: TestApp;
  let receiver: Receiver;
  let dispatcher: Dispatcher | undefined;
  let sku: string;
  let quantity: number;

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await openTestApp(kind, {
      tenants: [2, 5],
      config: { WEBHOOKS: webhooksFor(receiver, [2], { timeoutMs: 300, concurrency: 2 }) },
    });
    const product = first(await seededProducts(t, 2, 'plain'));
    sku = product.sku;
    quantity = quantityFor(product, 200);
  });
  afterEach(async () => {
    await dispatcher?.stop();
    dispatcher = undefined;
    receiver.behave(() => 'ok');
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const startDispatcher = (
    options: {
      maxAttempts?: number;
      links?: boolean;
      start?: boolean;
      servedTenants?: number[];
    } = {},
  ) => {
    const { links, start, ...rest } = options;
    dispatcher = createDispatcher({
      db: t.db,
      endpoints: endpointsFromConfig(t.config.WEBHOOKS),
      ...(links === true
        ? {
            decorate: linkDecorator({
              publicUrl: t.config.PUBLIC_URL,
              linkSecret: t.config.LINK_SECRET,
              tokens: createTokenService({
                linkSecret: t.config.LINK_SECRET,
                sessionSecret: t.config.SESSION_SECRET,
              }),
              tenants: loadServedTenants(t.config),
              now: t.clock.now,
            }),
          }
        : {}),
      baseDelayMs: 20,
      maxDelayMs: 100,
      pollMs: 20,
      random: () => 0.5,
      ...rest,
    });
    if (start !== false) dispatcher.start();
    return dispatcher;
  };

  async function placeOrder(bottler = 2, client = '1001'): Promise<string> {
    const product =
      bottler === 2
        ? { sku, quantity }
        : await (async () => {
            const p = first(await seededProducts(t, bottler, 'plain'));
            return { sku: p.sku, quantity: quantityFor(p, 300) };
          })();
    const res = await create(
      t,
      await t.auth(bottler, client),
      { products: [product], orderType: '' },
      newKey(),
    );
    expect(res.statusCode).toBe(200);
    return String(res.body.orderNumber);
  }

  async function setStatus(orderNumber: string, status: string, bottler = 2) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/operator/orders/${orderNumber}/status`,
      headers: { [OPERATOR_KEY_HEADER]: t.config.OPERATOR_KEY ?? '' },
      payload: { bottler, status },
    });
    expect(res.statusCode).toBe(200);
  }

  const eventsOf = (orderNumber: string) =>
    t.db.query<EventRow>(
      `select id, type, state, attempts from outbox_events
        where data->>'orderNumber' = $1 order by seq`,
      [orderNumber],
    );

  it('writes order.created, order.status_changed and order.cancelled and delivers each once, signed', async () => {
    const a = await placeOrder();
    const b = await placeOrder();
    await setStatus(a, 'ROUTED');
    await setStatus(a, 'ROUTED'); // the same status: no change, no event
    await setStatus(b, 'CANCELLED');
    const written = [...(await eventsOf(a)), ...(await eventsOf(b))];
    expect(written.map((e) => e.type)).toEqual([
      'order.created',
      'order.status_changed',
      'order.created',
      'order.cancelled',
    ]);
    expect(written.every((e) => e.state === 'pending' && e.attempts === 0)).toBe(true);

    const before = receiver.requests.length;
    startDispatcher();
    await receiver.until(() => written.every((e) => receiver.acknowledged.has(e.id)));
    await dispatcher?.idle();
    const mine = receiver.requests.slice(before);
    expect(mine).toHaveLength(4);
    expect(mine.every((r) => r.validSignature)).toBe(true);
    expect(written.map((e) => receiver.acknowledged.get(e.id))).toEqual([1, 1, 1, 1]);
    const routed = mine.find((r) => r.body.type === 'order.status_changed');
    expect(routed?.body).toMatchObject({
      bottler: 2,
      clientId: '1001',
      data: {
        orderNumber: a,
        status: 'ROUTED',
        previousStatus: 'REGISTERED',
        statusText: 'Saiu para entrega',
        currency: 'BRL',
        language: 'pt',
      },
    });
    expect(String(routed?.body.data.totalText)).toMatch(/^R\$\s?\d/);
    expect(routed?.body.created).toBe(t.clock.now().toISOString());
    const states = [...(await eventsOf(a)), ...(await eventsOf(b))].map((e) => e.state);
    expect(states).toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
  });

  it('a receiver answering 500, hanging past the time-out, dropping the connection, then recovering gets each event once', async () => {
    const orders = [await placeOrder(), await placeOrder(), await placeOrder()];
    const ids = (await Promise.all(orders.map(eventsOf))).flat().map((e) => e.id);
    const tries = new Map<string, number>();
    receiver.behave((request) => {
      const n = (tries.get(request.body.id) ?? 0) + 1;
      tries.set(request.body.id, n);
      return n === 1 ? 500 : n === 2 ? 'hang' : n === 3 ? 'drop' : 'ok';
    });
    startDispatcher();
    await receiver.until(() => ids.every((id) => receiver.acknowledged.has(id)));
    await dispatcher?.idle();
    expect(ids.map((id) => receiver.acknowledged.get(id))).toEqual([1, 1, 1]);
    expect(ids.map((id) => tries.get(id))).toEqual([4, 4, 4]);
    const attempts = await t.db.query<{ attempt: number; status: number | null; answer: string }>(
      'select attempt, status, answer from outbox_attempts where event_id = $1 order by attempt',
      [ids[0] ?? null],
    );
    expect(attempts.map((a) => a.status)).toEqual([500, null, null, 200]);
    expect(attempts[1]?.answer).toMatch(/timed out/);
    expect(attempts[2]?.answer).toMatch(/ECONNRESET|socket hang up/);
    const rows = await t.db.query<EventRow>(
      'select state, attempts from outbox_events where id = any($1::uuid[])',
      [ids],
    );
    expect(rows.every((r) => r.state === 'delivered' && r.attempts === 4)).toBe(true);
  });

  it('carries a pre-receipt link that works without sign-in for that order only, and an app link', async () => {
    const order = await placeOrder();
    const [event] = await eventsOf(order);
    startDispatcher({ links: true });
    await receiver.until(() => receiver.acknowledged.has(event?.id ?? ''));
    const sent = receiver.requests.find((r) => r.body.id === event?.id);
    const data = sent?.body.data as {
      preReceiptUrl: string;
      orderUrl: string;
      linksExpireAt: string;
    };
    expect(data.orderUrl).toMatch(new RegExp(`^${t.config.PUBLIC_URL}/\\?bottler=2&userToken=`));
    expect(Date.parse(data.linksExpireAt)).toBeGreaterThan(t.clock.now().getTime());
    const path = data.preReceiptUrl.slice(t.config.PUBLIC_URL.length);
    expect(path).toMatch(/^\/api\/links\/pre-receipt\.pdf\?token=/);
    const pdf = await t.app.inject({ method: 'GET', url: path });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const tampered = await t.app.inject({ method: 'GET', url: `${path.slice(0, -2)}AA` });
    expect(tampered.statusCode).toBe(404);
    expect(tampered.json()).toEqual({ code: 'notFound' });
    const garbage = await t.app.inject({
      method: 'GET',
      url: '/api/links/pre-receipt.pdf?token=x',
    });
    expect(garbage.statusCode).toBe(400);
    const later = t.clock.now();
    t.clock.set(new Date(later.getTime() + 25 * 60 * 60 * 1000));
    try {
      const expired = await t.app.inject({ method: 'GET', url: path });
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toMatchObject({ code: 'tokenExpired' });
    } finally {
      t.clock.set(later);
    }
  });

  it('gives up after maxAttempts: the event is dead, with every attempt kept', async () => {
    const order = await placeOrder();
    const [event] = await eventsOf(order);
    receiver.behave(() => 503);
    startDispatcher({ maxAttempts: 3 });
    await receiver.until(
      () => receiver.requests.filter((r) => r.body.id === event?.id).length === 3,
    );
    await dispatcher?.idle();
    const [row] = await eventsOf(order);
    expect(row).toMatchObject({ state: 'dead', attempts: 3 });
    expect(receiver.acknowledged.has(event?.id ?? '')).toBe(false);
  });

  it('leaves the events of a tenant another deployment serves to that deployment', async () => {
    const order = await placeOrder(5, '1001');
    const d = startDispatcher({ start: false, servedTenants: [2] });
    await d.pass();
    await d.idle();
    const rows = await t.db.query<EventRow>(
      `select type, state, attempts from outbox_events
        where tenant_id = 5 and data->>'orderNumber' = $1`,
      [order],
    );
    expect(rows).toEqual([{ type: 'order.created', state: 'pending', attempts: 0 }]);
  });

  it('a tenant without an endpoint gets no attempt and no error', async () => {
    const order = await placeOrder(5, '1001');
    const before = receiver.requests.length;
    const d = startDispatcher({ start: false });
    await d.pass();
    await d.idle();
    const rows = await t.db.query<EventRow & { tenant_id: number }>(
      `select tenant_id, type, state, attempts from outbox_events
        where tenant_id = 5 and data->>'orderNumber' = $1`,
      [order],
    );
    expect(rows).toEqual([{ tenant_id: 5, type: 'order.created', state: 'skipped', attempts: 0 }]);
    expect(receiver.requests.slice(before).some((r) => r.body.bottler === 5)).toBe(false);
    const attempts = await t.db.query(
      'select 1 from outbox_attempts a join outbox_events e on e.id = a.event_id where e.tenant_id = 5',
    );
    expect(attempts).toEqual([]);
  });
  it('an instance without the endpoint leaves a fresh event to one with it (a rolling change)', async () => {
    const order = await placeOrder(5, '1001');
    const state = async () =>
      (
        await t.db.query<{ state: string }>(
          `select state from outbox_events where tenant_id = 5 and data->>'orderNumber' = $1`,
          [order],
        )
      ).map((row) => row.state);
    // Written just now (the test clock is weeks behind the database's).
    await t.db.query(
      `update outbox_events set created_at = now() where tenant_id = 5 and data->>'orderNumber' = $1`,
      [order],
    );
    const lacking = startDispatcher({ start: false });
    await lacking.pass();
    await lacking.idle();
    expect(await state()).toEqual(['pending']);
    await lacking.stop();
    // Once no instance has taken it for CHANNEL_SETTLE_MS, it is closed as having no endpoint.
    await t.db.query(
      `update outbox_events set created_at = now() - make_interval(secs => $2::double precision)
        where tenant_id = 5 and data->>'orderNumber' = $1`,
      [order, CHANNEL_SETTLE_MS / 1000 + 60],
    );
    const later = startDispatcher({ start: false });
    await later.pass();
    await later.idle();
    expect(await state()).toEqual(['skipped']);
  });
});
