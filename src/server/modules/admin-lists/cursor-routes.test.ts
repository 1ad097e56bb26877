/**
 * Crafted keyset cursors through the console's real list routes: every malformed one answers the
 * same 400 validation as a garbage cursor (`cursor=abc`), never a database error (500) — a NUL
 * or another control character in a text part, a year PostgreSQL has not, an id beyond its type.
 * Well-formed cursors the service could have handed out still page (200).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { operatorAuth } from '../../test/operator-harness.ts';
import { encodeCursor } from './keyset.ts';

type Headers = Record<string, string>;

const json = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const INSTANT = '2026-11-18T14:00:00.123456Z';

/** Malformed whatever the list: not base64 JSON, not an array, the wrong arity. */
const ANY_LIST: readonly (readonly [string, string])[] = [
  ['not JSON', 'YQBi'],
  ['JSON null', json('null')],
  ['a JSON object', json('{"a":1}')],
  ['a JSON string', json('"a"')],
  ['an empty array', json('[]')],
  ['too many parts', json('["a","b","c"]')],
  [
    'bytes that are not UTF-8',
    Buffer.from([0x5b, 0x22, 0xff, 0xfe, 0x22, 0x5d]).toString('base64url'),
  ],
  ['non-canonical base64', 'WyJhIl1'],
];

/** Lists keyed by one text part ([name or id]). */
const TEXT_KEY: readonly (readonly [string, string])[] = [
  ['a NUL inside the text', 'WyJhXHUwMDAwYiJd'],
  ['a unit separator', json('["a\\u001fb"]')],
  ['DEL', json('["a\\u007f"]')],
  ['a C1 control (NEL)', json('["\\u0085"]')],
  ['a C1 control (APC)', json('["\\u009f"]')],
  ['a lone surrogate', json('["\\ud800"]')],
  ['a number', json('[1]')],
  ['null', json('[null]')],
  ['a nested array', json('[["a"]]')],
  ['a text beyond 100 characters', encodeCursor(['x'.repeat(101)])],
];

/** Lists keyed by [instant, order number]. */
const INSTANT_TEXT_KEY: readonly (readonly [string, string])[] = [
  ['a NUL in the order number', encodeCursor([INSTANT, 'a\u0000b'])],
  ['a control character in the order number', encodeCursor([INSTANT, '1\u0008'])],
  ['year 0000', encodeCursor(['0000-01-01T00:00:00.000000Z', '1'])],
  ['an impossible day', encodeCursor(['2026-02-30T00:00:00.000000Z', '1'])],
  ['an hour 24', encodeCursor(['2026-02-01T24:00:00.000000Z', '1'])],
  ['an offset instead of Z', encodeCursor(['2026-11-18T14:00:00.123456+01:00', '1'])],
  ['a NUL in the instant', encodeCursor([`${INSTANT}\u0000`, '1'])],
  ['a number for the instant', encodeCursor([1_700_000_000, '1'])],
  ['the parts swapped', encodeCursor(['1', INSTANT])],
];

describe.each(testDatabases())('crafted console list cursors on %s', (kind) => {
  let t: TestApp;
  let admin2: Headers;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2] });
    admin2 = await operatorAuth(t, { bottler: 2, role: 'admin' });
  }, 300_000);
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin2 });

  /** What a garbage cursor answers on that list: the answer every malformed one must give. */
  async function garbageAnswer(path: string, field = 'cursor') {
    const res = await get(`${path}${path.includes('?') ? '&' : '?'}${field}=abc`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ code: 'validation', params: { field: `querystring.${field}` } });
    return res.json();
  }

  async function expectRefused(
    path: string,
    cases: readonly (readonly [string, string])[],
    field = 'cursor',
  ) {
    const expected = JSON.stringify(await garbageAnswer(path, field));
    const wrong: string[] = [];
    for (const [name, cursor] of cases) {
      const res = await get(`${path}${path.includes('?') ? '&' : '?'}${field}=${cursor}`);
      if (res.statusCode !== 400 || res.body !== expected) wrong.push(`${name}: ${res.statusCode}`);
    }
    expect(wrong, `${path} ${field}`).toEqual([]);
  }

  it.each(['/api/admin/clients', '/api/admin/catalogue/products'])(
    '%s refuses crafted text keys with 400 validation',
    async (path) => {
      await expectRefused(path, [...ANY_LIST, ...TEXT_KEY]);
    },
  );

  it.each(['/api/admin/orders', '/api/admin/credit-queue'])(
    '%s refuses crafted [instant, order number] keys with 400 validation',
    async (path) => {
      await expectRefused(path, [...ANY_LIST, ...INSTANT_TEXT_KEY]);
    },
  );

  it("the board's `since` refuses them as its cursor does", async () => {
    await expectRefused('/api/admin/orders', [...ANY_LIST, ...INSTANT_TEXT_KEY], 'since');
  });

  it('the schedules refuse crafted [date, id] keys with 400 validation', async () => {
    await expectRefused('/api/admin/schedules', [
      ...ANY_LIST,
      ['an id beyond a PostgreSQL integer', encodeCursor(['2026-12-01', 2_147_483_648])],
      ['a negative id', encodeCursor(['2026-12-01', -1])],
      ['a huge id', json('["2026-12-01",1e300]')],
      ['a fractional id', json('["2026-12-01",1.5]')],
      ['an id as text', encodeCursor(['2026-12-01', '1'])],
      ['year 0000', encodeCursor(['0000-01-01', 1])],
      ['an impossible date', encodeCursor(['2026-02-29', 1])],
      ['a NUL in the date', encodeCursor(['2026-12-01\u0000', 1])],
    ]);
  });

  it('the NPS answers refuse crafted [instant, id] keys with 400 validation', async () => {
    await expectRefused('/api/admin/nps/answers', [
      ...ANY_LIST,
      ['an id beyond bigint', encodeCursor([INSTANT, '9'.repeat(20)])],
      ['a negative id', encodeCursor([INSTANT, '-1'])],
      ['an id as a number', encodeCursor([INSTANT, 1])],
      ['a NUL in the id', encodeCursor([INSTANT, '1\u0000'])],
      ['year 0000', encodeCursor(['0000-01-01T00:00:00.000000Z', '1'])],
    ]);
  });

  it('still pages with well-formed keys it could have handed out (200)', async () => {
    for (const url of [
      `/api/admin/clients?cursor=${encodeCursor(['1001'])}`,
      `/api/admin/clients?cursor=${encodeCursor([''])}`,
      `/api/admin/clients?cursor=${encodeCursor(['José Ñandú – 東京 🍺'])}`,
      `/api/admin/catalogue/products?cursor=${encodeCursor(['A'])}`,
      `/api/admin/orders?cursor=${encodeCursor([INSTANT, '100014'])}`,
      `/api/admin/orders?since=${encodeCursor(['0001-01-01T00:00:00.000000Z', ''])}`,
      `/api/admin/credit-queue?cursor=${encodeCursor(['9999-12-31T23:59:59.999999Z', '1'])}`,
      `/api/admin/schedules?cursor=${encodeCursor(['2026-12-01', 2_147_483_647])}`,
      `/api/admin/schedules?cursor=${encodeCursor(['2026-12-01', 0])}`,
      `/api/admin/nps/answers?cursor=${encodeCursor([INSTANT, '9'.repeat(18)])}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  });
});
