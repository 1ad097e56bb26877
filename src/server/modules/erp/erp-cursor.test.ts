/**
 * Crafted ERP feed cursors (`after`) through HTTP: every malformed one answers the same 400
 * validation as a garbage cursor, never a database error (500) — a transaction id beyond 64 bits
 * or negative, a NUL or another control character in the order number, the wrong kind or arity.
 * Positions the feeds could have handed out still page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { createTestApiKey, type TestApiKey } from '../../test/erp-harness.ts';

const text = (value: string) => Buffer.from(value, 'utf8').toString('base64url');
const REFUSED = { code: 'validation', params: { field: 'after' } };

/** Malformed for either feed. */
const EITHER: readonly (readonly [string, string])[] = [
  ['garbage', 'bm9wZQ'],
  ['not canonical base64url', 'abc'],
  ['bytes that are not UTF-8', Buffer.from([0x6f, 0x3a, 0x31, 0x3a, 0xff]).toString('base64url')],
];

const ORDERS: readonly (readonly [string, string])[] = [
  ['a transaction id of 20 digits', text('o:99999999999999999999:100012')],
  ['a transaction id of 2^63', text('o:9223372036854775808:100012')],
  ['a negative transaction id', text('o:-1:100012')],
  ['a signed transaction id', text('o:+1:100012')],
  ['no transaction id', text('o::100012')],
  ['a NUL in the order number', text('o:1:1000\u000012')],
  ['a control character in the order number', text('o:1:100012\u001f')],
  ['a C1 control in the order number', text('o:1:\u0085')],
  ['an event cursor', text('e:1:100012:1')],
  ['too few parts', text('o:1')],
  ['too many parts', text('o:1:100012:1')],
];

const EVENTS: readonly (readonly [string, string])[] = [
  ['a transaction id of 20 digits', text('e:99999999999999999999:100012:1')],
  ['a transaction id of 2^63', text('e:9223372036854775808:100012:1')],
  ['a negative transaction id', text('e:-1:100012:1')],
  ['a NUL in the order number', text('e:1:a\u0000b:1')],
  ['DEL in the order number', text('e:1:\u007f:1')],
  ['a seq beyond an integer', text('e:1:100012:9999999999')],
  ['a negative seq', text('e:1:100012:-1')],
  ['no seq', text('e:1:100012:')],
  ['an order cursor', text('o:1:100012')],
  ['too few parts', text('e:1:100012')],
];

describe.each(testDatabases())('crafted ERP feed cursors on %s', (kind) => {
  let t: TestApp;
  let key2: TestApiKey;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2] });
    key2 = await createTestApiKey(t, 2, ['orders']);
  }, 300_000);
  afterAll(() => t?.close());

  const get = (path: string, after: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/erp/v1/${path}?after=${after}`,
      headers: key2.headers,
    });

  it.each([
    ['orders', [...EITHER, ...ORDERS]],
    ['order-events', [...EITHER, ...EVENTS]],
  ] as const)('%s refuses every malformed cursor with 400 validation', async (path, cases) => {
    const wrong: string[] = [];
    for (const [name, after] of cases) {
      const res = await get(path, after);
      if (res.statusCode !== 400 || res.body !== JSON.stringify(REFUSED)) {
        wrong.push(`${name}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('still pages from positions it could have handed out', async () => {
    for (const [path, after] of [
      ['orders', text('o:0:')],
      ['orders', text('o:9223372036854775807:100012')],
      ['orders', text('o:00000000000000000001:100012')],
      ['order-events', text('e:0::0')],
      ['order-events', text('e:9223372036854775807:100012:999999999')],
    ] as const) {
      const res = await get(path, after);
      expect(res.statusCode, `${path} ${after}: ${res.body}`).toBe(200);
    }
  });
});
