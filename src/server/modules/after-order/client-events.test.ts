import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FREE_DATA_BYTES, calls } from '../../../contract/index.ts';
import { openTestApp, TEST_NOW, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { expectTokenRefusals } from './auth-cases.test-support.ts';

const CLIENT_EVENT_LIMIT = calls.logs.rateLimit.max;
import { CLIENT_EVENT_BODY_LIMIT } from './routes.ts';

const JWT =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMDAxIiwiYm90dGxlciI6Mn0.c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWc';

describe.each(testDatabases())('logs and service/tracking on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
  });
  afterAll(() => t.close());

  const post = (url: string, token: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}` },
      payload: payload as Record<string, unknown>,
    });

  async function logsOf(tenantId: number, clientId: string): Promise<string[]> {
    const rows = await t.db.query<{ data: string }>(
      'select data from client_logs where tenant_id = $1 and client_id = $2 order by id',
      [tenantId, clientId],
    );
    return rows.map((row) => row.data);
  }

  it('stores a scrubbed log with tenant and client: no JWT, no password (SECURITY T16)', async () => {
    const token = await t.sessionToken(2, '1001');
    const text = `TypeError at /cart token ${JWT} password=Secret1! card 4111 1111 1111 1111`;
    expect((await post('/api/logs', token, { data: text })).json()).toEqual({ ok: true });
    const object = { message: 'boom', password: 'Secret1!', stack: [`at ${JWT}`] };
    expect((await post('/api/logs', token, { data: object })).statusCode).toBe(200);

    const stored = await logsOf(2, '1001');
    expect(stored).toHaveLength(2);
    for (const data of stored) {
      expect(data).not.toContain('Secret1!');
      expect(data).not.toContain(JWT);
      expect(data).not.toContain('eyJ');
      expect(data).not.toContain('4111');
    }
    expect(stored[0]).toContain('TypeError at /cart');
    expect(JSON.parse(stored[1] ?? '')).toMatchObject({ message: 'boom', password: '[redacted]' });
    expect(await logsOf(5, '1001')).toEqual([]);
  });

  it('stores a tracking event with tenant and client, scrubbed', async () => {
    const token = await t.sessionToken(5, '1002');
    const res = await post('/api/service/tracking', token, {
      origin: 'web',
      service: 'order/simulate',
      data: { ms: 120, userToken: JWT, note: 'password=Secret1!' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.db.query<{
      tenant_id: number;
      client_id: string;
      origin: string;
      service: string;
      data: unknown;
    }>('select tenant_id, client_id, origin, service, data from tracking_events');
    expect(rows).toEqual([
      {
        tenant_id: 5,
        client_id: '1002',
        origin: 'web',
        service: 'order/simulate',
        data: { ms: 120, userToken: '[redacted]', note: 'password=[redacted]' },
      },
    ]);
  });

  it('a tracking event without data stores an empty object', async () => {
    const token = await t.sessionToken(2, '1003');
    const res = await post('/api/service/tracking', token, { origin: 'web', service: 'home' });
    expect(res.statusCode).toBe(200);
    const rows = await t.db.query<{ data: unknown }>(
      "select data from tracking_events where tenant_id = 2 and client_id = '1003'",
    );
    expect(rows).toEqual([{ data: {} }]);
  });

  it(`answers 429 after ${CLIENT_EVENT_LIMIT} logs per session per minute; other sessions, tracking and the next window go on`, async () => {
    const token = await t.sessionToken(2, '1004');
    for (let i = 0; i < CLIENT_EVENT_LIMIT; i += 1) {
      expect((await post('/api/logs', token, { data: `e${i}` })).statusCode).toBe(200);
    }
    const refused = await post('/api/logs', token, { data: 'one too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('tooManyRequests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await logsOf(2, '1004')).toHaveLength(CLIENT_EVENT_LIMIT);

    const tracking = await post('/api/service/tracking', token, { origin: 'a', service: 'b' });
    expect(tracking.statusCode).toBe(200);
    const otherSession = await t.sessionToken(2, '1004');
    expect((await post('/api/logs', otherSession, { data: 'x' })).statusCode).toBe(200);

    t.clock.set(new Date(TEST_NOW.getTime() + 60_000));
    try {
      expect((await post('/api/logs', token, { data: 'next minute' })).statusCode).toBe(200);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it(`answers 429 after ${CLIENT_EVENT_LIMIT} tracking events per session per minute`, async () => {
    const token = await t.sessionToken(5, '1004');
    for (let i = 0; i < CLIENT_EVENT_LIMIT; i += 1) {
      const res = await post('/api/service/tracking', token, { origin: 'a', service: 'b' });
      expect(res.statusCode).toBe(200);
    }
    const refused = await post('/api/service/tracking', token, { origin: 'a', service: 'b' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('tooManyRequests');
  });

  it.each([
    ['a string just over the data cap', 'x'.repeat(MAX_FREE_DATA_BYTES), 400, 'validation'],
    [
      'a body over the route body limit',
      'x'.repeat(CLIENT_EVENT_BODY_LIMIT + 1),
      413,
      'payloadTooLarge',
    ],
  ])('logs refuses %s (SECURITY T16 size cap)', async (_label, data, status, code) => {
    const token = await t.sessionToken(2, '1002');
    const res = await post('/api/logs', token, { data });
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    expect(await logsOf(2, '1002')).toEqual([]);
  });

  it('logs accepts data exactly at the cap', async () => {
    const token = await t.sessionToken(2, '1002');
    // A JSON string of n characters serialises to n + 2 bytes (the quotes).
    const res = await post('/api/logs', token, { data: 'y'.repeat(MAX_FREE_DATA_BYTES - 2) });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    [{}, 'no data'],
    [{ data: 12 }, 'a number'],
    [{ data: 'x', extra: 1 }, 'an extra field'],
  ])('logs refuses %j with 400 (%s)', async (payload, _label) => {
    const token = await t.sessionToken(2, '1002');
    expect((await post('/api/logs', token, payload)).statusCode).toBe(400);
  });

  it.each([
    [{ service: 'b' }, 'no origin'],
    [{ origin: '', service: 'b' }, 'an empty origin'],
    [{ origin: 'a'.repeat(65), service: 'b' }, 'an origin over 64 characters'],
    [{ origin: 'a', service: 'b', data: 'z'.repeat(MAX_FREE_DATA_BYTES) }, 'data over the cap'],
  ])('service/tracking refuses %j with 400 (%s)', async (payload, _label) => {
    const token = await t.sessionToken(2, '1002');
    expect((await post('/api/service/tracking', token, payload)).statusCode).toBe(400);
  });

  it.each([
    { method: 'POST' as const, url: '/api/logs', payload: { data: 'x' } },
    {
      method: 'POST' as const,
      url: '/api/service/tracking',
      payload: { origin: 'a', service: 'b' },
    },
  ])('$url refuses missing, tampered and expired tokens', async (call) => {
    await expectTokenRefusals(t, call);
  });
});
