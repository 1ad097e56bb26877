/**
 * Issue 10's reproductions, kept as tests over real HTTP (a listening server, not inject: the
 * HTTP parser's own refusals only happen on a socket). Every answer is in the error contract:
 * a status the call declares, a body `{code, params?, fields?}` whose code is answered with that
 * very status, and nothing else (no message, stack, Fastify error name or file path).
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_ERROR_STATUS,
  MAX_JSON_DEPTH,
  MAX_URL_LENGTH,
  calls,
  isApiErrorCode,
} from '../contract/index.ts';
import { STALE_IN_FLIGHT_MS } from './modules/ordering/idempotency-repository.ts';
import { requestFingerprint } from './modules/ordering/idempotency.ts';
import { openTestApp, type TestApp } from './test/app-harness.ts';
import { testDatabases } from './test/databases.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** One request over a raw socket: what fetch would refuse to send (bad bytes, huge paths). */
function send(
  base: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers ?? {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** The answer is a contract error: its code is one the app translates, sent with its status. */
function expectContractError(answer: Answer, status: number, code: string): void {
  expect({ status: answer.status, text: answer.text }).toMatchObject({ status });
  const body = JSON.parse(answer.text) as Record<string, unknown>;
  expect(body.code).toBe(code);
  expect(isApiErrorCode(body.code)).toBe(true);
  expect(API_ERROR_STATUS[body.code as keyof typeof API_ERROR_STATUS]).toBe(status);
  expect(Object.keys(body).every((key) => ['code', 'params', 'fields'].includes(key))).toBe(true);
  expect(answer.text).not.toMatch(/FST_|Error:|stack|\/src\/|node_modules/);
}

const json = { 'content-type': 'application/json' };

describe.each(testDatabases())('the error contract over HTTP on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let shop: Record<string, string>;
  let botKey: Record<string, string>;

  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2] });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    shop = await t.auth(2, '1001');
    botKey = { 'x-bot-key': t.config.BOT_KEYS['2'] ?? '' };
  });
  afterAll(() => t.close());

  describe('bodies the parser refuses (issue 10.2), without authentication', () => {
    it.each([
      ['an empty JSON body', ''],
      ['a truncated JSON body', '{"clientId":'],
      ['a body that is not JSON', 'clientId=1001'],
    ])('%s → 400 malformedJson', async (_what, body) => {
      const answer = await send(base, {
        method: 'POST',
        path: '/api/bot/links',
        headers: json,
        body,
      });
      expectContractError(answer, 400, 'malformedJson');
    });

    it.each([
      ['a form', 'application/x-www-form-urlencoded', 'clientId=1001'],
      ['XML', 'application/xml', '<clientId>1001</clientId>'],
      ['plain text', 'text/plain', '1001'],
    ])('%s → 415 unsupportedMediaType', async (_what, type, body) => {
      const answer = await send(base, {
        method: 'POST',
        path: '/api/bot/links',
        headers: { 'content-type': type },
        body,
      });
      expectContractError(answer, 415, 'unsupportedMediaType');
    });

    it('a body over 1 MiB → 413 payloadTooLarge', async () => {
      const answer = await send(base, {
        method: 'POST',
        path: '/api/bot/links',
        headers: json,
        body: JSON.stringify({ clientId: 'x'.repeat(2 * 1024 * 1024) }),
      });
      expectContractError(answer, 413, 'payloadTooLarge');
    });

    it(`JSON nested deeper than ${MAX_JSON_DEPTH} levels → 400, however deep`, async () => {
      for (const depth of [MAX_JSON_DEPTH + 1, 10_000, 100_000]) {
        const body = `{"key":"npsFeedback","value":${'['.repeat(depth)}${']'.repeat(depth)}}`;
        const answer = await send(base, {
          method: 'PUT',
          path: '/api/user/session',
          headers: { ...json, ...shop },
          body,
        });
        expect(answer.status, `depth ${depth}`).toBe(400);
        expectContractError(answer, 400, 'validation');
        expect(JSON.parse(answer.text).fields[0].code).toBe('tooDeep');
      }
    });
  });

  describe('addresses', () => {
    it(`an address over ${MAX_URL_LENGTH} characters → 414 uriTooLong`, async () => {
      const answer = await send(base, {
        path: `/api/brands/${'a'.repeat(MAX_URL_LENGTH)}`,
        headers: shop,
      });
      expectContractError(answer, 414, 'uriTooLong');
    });

    it('a path parameter past the router limit → 414, an undecodable path → 400', async () => {
      const long = await send(base, { path: `/api/brands/${'a'.repeat(3000)}`, headers: shop });
      expectContractError(long, 414, 'uriTooLong');
      // In the middle of a call's path, and where no call matches the address (a method the
      // path does not take): 414 either way, as for an address over the length, not a 404.
      for (const method of ['GET', 'POST'] as const) {
        const middle = await send(base, {
          method,
          path: `/api/bingo/period/${'a'.repeat(3000)}/2026`,
          headers: shop,
        });
        expectContractError(middle, 414, 'uriTooLong');
      }
      const undecodable = await send(base, { path: '/api/brands/%zz', headers: shop });
      expectContractError(undecodable, 400, 'badRequest');
    });

    it('a query that does not decode (broken UTF-8, a stray %) → 400, as such a path is', async () => {
      for (const query of ['q=%ED%A0%80', 'q=%E0%A4%A', 'q=50%']) {
        const answer = await send(base, { path: `/api/products/search?${query}`, headers: shop });
        expectContractError(answer, 400, 'badRequest');
      }
      // Percent signs that decode are the term: '%%%' is searched for (and finds nothing).
      const decoded = await send(base, { path: '/api/products/search?q=%25%25%25', headers: shop });
      expect(decoded.status).toBe(200);
    });

    it('an address beyond what the HTTP parser reads → 431 headersTooLarge', async () => {
      const answer = await send(base, { path: `/api/brands/${'a'.repeat(20_000)}` });
      expectContractError(answer, 431, 'headersTooLarge');
    });

    it('a long path parameter reaches the schema (400 validation), not a 404', async () => {
      const answer = await send(base, { path: `/api/brands/${'a'.repeat(300)}`, headers: shop });
      expectContractError(answer, 400, 'validation');
    });

    it('an unknown call → 404 notFound', async () => {
      expectContractError(await send(base, { path: '/api/no-such-call' }), 404, 'notFound');
    });
  });

  describe('text the contract refuses everywhere (issue 10.3)', () => {
    it('a NUL in a path parameter → 400 validation, nothing reaches the database', async () => {
      const answer = await send(base, { path: '/api/brands/%00', headers: shop });
      expectContractError(answer, 400, 'validation');
      expect(JSON.parse(answer.text).fields).toEqual([
        { path: 'category', code: 'controlCharacter' },
      ]);
    });

    it('a NUL in a session value → 400, and nothing is stored', async () => {
      const answer = await send(base, {
        method: 'PUT',
        path: '/api/user/session',
        headers: { ...json, ...shop },
        body: JSON.stringify({ key: 'npsFeedback', value: 'a\u0000b' }),
      });
      expectContractError(answer, 400, 'validation');
      expect(JSON.parse(answer.text).fields).toEqual([{ path: 'value', code: 'controlCharacter' }]);
    });

    it.each([
      ['logs', '/api/logs', '{"data":{"message":"a\\u0000b"}}'],
      ['tracking', '/api/service/tracking', '{"origin":"home","service":"x\\u001bz"}'],
      ['an object key', '/api/logs', '{"data":{"a\\u0000":1}}'],
      ['a lone surrogate', '/api/logs', '{"data":"broken \\ud800 text"}'],
      ['a C1 control (CSI)', '/api/logs', '{"data":{"message":"a\\u009b2Jb"}}'],
      [
        'a C1 control (NEL) in tracking',
        '/api/service/tracking',
        '{"origin":"home\\u0085","service":"x"}',
      ],
    ])(
      '%s with a control character or broken Unicode → 400, nothing stored',
      async (_what, path, body) => {
        const before = await t.db.query<{ n: number }>(
          `select (select count(*) from client_logs)::int + (select count(*) from tracking_events)::int as n`,
        );
        const answer = await send(base, {
          method: 'POST',
          path,
          headers: { ...json, ...shop },
          body,
        });
        expectContractError(answer, 400, 'validation');
        const after = await t.db.query<{ n: number }>(
          `select (select count(*) from client_logs)::int + (select count(*) from tracking_events)::int as n`,
        );
        expect(after).toEqual(before);
      },
    );

    it('tab and newline in free text pass', async () => {
      const answer = await send(base, {
        method: 'POST',
        path: '/api/logs',
        headers: { ...json, ...shop },
        body: JSON.stringify({ data: 'line one\n\tline two' }),
      });
      expect(answer.status).toBe(200);
    });
  });

  describe('Retry-After', () => {
    it('comes with the 409 of an idempotency key in flight (issue 10.8)', async () => {
      // A claim left in flight 20 s ago (its process died): the retry is told to wait the 40 s
      // until the claim turns stale and can be taken over.
      const key = `in-flight-${kind}`;
      const body = { products: [{ sku: 'X1', quantity: 1 }], orderType: '' };
      const claimedAt = new Date(t.clock.now().getTime() - 20_000);
      await t.db.query(
        `insert into idempotency_keys (tenant_id, client_id, key, request_hash, status, created_at, expires_at)
         values (2, '1001', $1, $2, 'in_flight', $3, $4)`,
        [
          key,
          requestFingerprint(calls.createOrder.body.parse(body)),
          claimedAt,
          new Date(claimedAt.getTime() + 86_400_000),
        ],
      );
      const answer = await send(base, {
        method: 'POST',
        path: '/api/order/create',
        headers: { ...json, ...shop, 'idempotency-key': key },
        body: JSON.stringify(body),
      });
      expectContractError(answer, 409, 'idempotencyKeyInFlight');
      expect(answer.headers['retry-after']).toBe(String(STALE_IN_FLIGHT_MS / 1000 - 20));
    });

    it('a well-formed call still passes (the refusals above are not refusing everything)', async () => {
      const answer = await send(base, {
        method: 'POST',
        path: '/api/bot/links',
        headers: { ...json, ...botKey },
        body: JSON.stringify({ clientId: '1001' }),
      });
      expect(answer.status).toBe(200);
    });
  });
});
