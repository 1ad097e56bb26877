/**
 * Operators and webhooks (issue 15), through the real API on every test database: each event's
 * attempts and answers, retrying a dead event, rotating the signing secret with both secrets
 * valid during the overlap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_KEY_HEADER } from '../../../contract/index.ts';
import { openTestApp, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import {
  create,
  first,
  newKey,
  quantityFor,
  seededProducts,
} from '../ordering/ordering.fixture.ts';
import { createDispatcher } from './dispatcher.ts';
import { endpointsWithRotation } from './endpoints.ts';
import {
  receiverAccepts,
  startReceiver,
  webhooksFor,
  type Receiver,
} from './receiver.test-support.ts';

interface EventJson {
  id: string;
  attemptLog: { status: number }[];
}

describe.each(testDatabases())('operator webhook calls on %s', (kind) => {
  let t: TestApp;
  let receiver: Receiver;
  let line: { sku: string; quantity: number };

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await openTestApp(kind, {
      tenants: [2],
      config: { WEBHOOKS: webhooksFor(receiver, [2]) },
    });
    const product = first(await seededProducts(t, 2, 'plain'));
    line = { sku: product.sku, quantity: quantityFor(product, 200) };
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const operator = (method: 'GET' | 'POST', url: string, payload?: object, key?: string) =>
    t.app.inject({
      method,
      url,
      headers: { [OPERATOR_KEY_HEADER]: key ?? t.config.OPERATOR_KEY ?? '' },
      ...(payload === undefined ? {} : { payload }),
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

  async function eventOf(orderNumber: string): Promise<string> {
    const [row] = await t.db.query<{ id: string }>(
      `select id from outbox_events where tenant_id = 2 and data->>'orderNumber' = $1`,
      [orderNumber],
    );
    return row?.id ?? '';
  }

  /** Runs passes until nothing is due now (retries are scheduled 1 ms apart here). */
  async function dispatchUntil(condition: () => boolean, maxAttempts = 3) {
    const dispatcher = createDispatcher({
      db: t.db,
      endpoints: endpointsWithRotation(t.db, t.config.WEBHOOKS),
      maxAttempts,
      baseDelayMs: 1,
      maxDelayMs: 1,
      pollMs: 10,
    });
    dispatcher.start();
    try {
      await receiver.until(condition);
      await dispatcher.idle();
    } finally {
      await dispatcher.stop();
    }
  }

  it('refuses every webhook call without the operator key', async () => {
    for (const [method, url] of [
      ['GET', '/api/operator/webhooks/2/events'],
      ['POST', '/api/operator/webhooks/2/secret'],
      ['POST', `/api/operator/webhooks/2/events/${crypto.randomUUID()}/retry`],
    ] as const) {
      const res = await operator(
        method,
        url,
        method === 'POST' ? {} : undefined,
        'wrong-key-0000000000',
      );
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'unauthorized' });
    }
  });

  it('shows a dead event with every attempt and answer, and retries it once asked', async () => {
    const id = await eventOf(await placeOrder());
    receiver.behave(() => 500);
    await dispatchUntil(() => receiver.requests.filter((r) => r.body.id === id).length === 3);

    const listed = await operator('GET', '/api/operator/webhooks/2/events?state=dead');
    expect(listed.statusCode).toBe(200);
    const dead = (listed.json() as { events: EventJson[] }).events.find((e) => e.id === id);
    expect(dead).toMatchObject({
      type: 'order.created',
      state: 'dead',
      attempts: 3,
      nextAttemptAt: null,
      lastError: 'HTTP 500: answer 500',
      attemptLog: [
        { attempt: 1, status: 500, answer: 'answer 500', url: receiver.url },
        { attempt: 2, status: 500 },
        { attempt: 3, status: 500 },
      ],
    });

    receiver.behave(() => 'ok');
    const retried = await operator('POST', `/api/operator/webhooks/2/events/${id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ id, state: 'pending' });
    await dispatchUntil(() => receiver.acknowledged.get(id) === 1);
    const after = await operator(
      'GET',
      '/api/operator/webhooks/2/events?type=order.created&limit=200',
    );
    const delivered = (after.json() as { events: EventJson[] }).events.find((e) => e.id === id);
    expect(delivered).toMatchObject({ state: 'delivered', attempts: 4 });
    expect(
      (delivered as { attemptLog: { status: number }[] }).attemptLog.map((a) => a.status),
    ).toEqual([500, 500, 500, 200]);

    const again = await operator('POST', `/api/operator/webhooks/2/events/${id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'eventNotDead', params: { state: 'delivered' } });
  });

  it.each([
    [
      'an unknown event',
      `/api/operator/webhooks/2/events/${'0'.repeat(8)}-0000-4000-8000-000000000000/retry`,
      404,
    ],
    [
      'an unknown tenant',
      '/api/operator/webhooks/9999/events/00000000-0000-4000-8000-000000000000/retry',
      404,
    ],
    ['a malformed event id', '/api/operator/webhooks/2/events/not-a-uuid/retry', 400],
    [
      'a malformed tenant',
      '/api/operator/webhooks/two/events/00000000-0000-4000-8000-000000000000/retry',
      400,
    ],
  ])('answers a retry of %s with %i', async (_name, url, status) => {
    const res = await operator('POST', url);
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().code).toBe('string');
  });

  it('rotates the secret: both sign during the overlap, then only the new one', async () => {
    const old = receiver.secret;
    const rotated = await operator('POST', '/api/operator/webhooks/2/secret', { overlapHours: 24 });
    expect(rotated.statusCode).toBe(200);
    const { secret, previousValidUntil } = rotated.json() as {
      secret: string;
      previousValidUntil: string;
    };
    expect(secret).toMatch(/^whsec_/);
    expect(Date.parse(previousValidUntil)).toBeGreaterThan(Date.now());

    const during = await eventOf(await placeOrder());
    await dispatchUntil(() => receiver.acknowledged.has(during));
    const signed = receiver.requests.find((r) => r.body.id === during);
    expect(signed?.signature?.match(/v1=/g)).toHaveLength(2);
    expect(receiverAccepts(signed?.signature, signed?.raw ?? '', old)).toBe(true);
    expect(receiverAccepts(signed?.signature, signed?.raw ?? '', secret)).toBe(true);

    // Rotating again with no overlap retires both earlier secrets at once.
    const next = await operator('POST', '/api/operator/webhooks/2/secret', { overlapHours: 0 });
    const newest = (next.json() as { secret: string }).secret;
    const afterwards = await eventOf(await placeOrder());
    receiver.behave(() => 'ok');
    await dispatchUntil(() => receiver.requests.some((r) => r.body.id === afterwards));
    const last = receiver.requests.find((r) => r.body.id === afterwards);
    expect(last?.signature?.match(/v1=/g)).toHaveLength(1);
    expect(receiverAccepts(last?.signature, last?.raw ?? '', newest)).toBe(true);
    expect(receiverAccepts(last?.signature, last?.raw ?? '', secret)).toBe(false);
    expect(receiverAccepts(last?.signature, last?.raw ?? '', old)).toBe(false);
  });

  it('answers 404 when rotating for a tenant without an endpoint, 400 for a bad overlap', async () => {
    expect((await operator('POST', '/api/operator/webhooks/5/secret', {})).statusCode).toBe(404);
    const bad = await operator('POST', '/api/operator/webhooks/2/secret', { overlapHours: 1000 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation');
  });
});
