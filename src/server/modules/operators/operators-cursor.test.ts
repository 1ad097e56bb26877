/**
 * Crafted `admin/operators` list cursors through HTTP: every malformed one (bytes that are not
 * canonical base64url of UTF-8, a NUL or another control character in the email) answers 400
 * validation, never a database error (500); a cursor the list handed out still pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { operatorAuth } from '../../test/operator-harness.ts';

type Headers = Record<string, string>;

const text = (value: string) => Buffer.from(value, 'utf8').toString('base64url');
const REFUSED = { code: 'validation', params: { field: 'cursor' } };

describe.each(testDatabases())('crafted operator list cursors on %s', (kind) => {
  let t: TestApp;
  let admin2: Headers;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2] });
    admin2 = await operatorAuth(t, { bottler: 2, role: 'admin' });
  }, 300_000);
  afterAll(() => t?.close());

  const get = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/operators${query}`, headers: admin2 });

  it.each([
    ['a NUL inside the email (the probe)', 'YQBi'],
    ['a NUL at the end', text('admin@2.refill.test\u0000')],
    ['a unit separator', text('a\u001fb')],
    ['DEL', text('a\u007f')],
    ['a C1 control (NEL)', text('a\u0085b')],
    ['a C1 control (APC)', text('\u009f')],
    ['bytes that are not UTF-8', Buffer.from([0x61, 0xff, 0xfe]).toString('base64url')],
    ['garbage that is not canonical base64url', 'abc'],
    ['a single base64 character', 'a'],
  ])('refuses %s with 400 validation', async (_case, cursor) => {
    const res = await get(`?cursor=${cursor}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(REFUSED);
  });

  it('still pages with the cursors it hands out and any clean email position', async () => {
    const first = await get('?limit=1');
    expect(first.statusCode).toBe(200);
    const { nextCursor } = first.json<{ nextCursor: string | null }>();
    expect(nextCursor).not.toBeNull();
    for (const cursor of [nextCursor, text('zz@x.test'), text('josé.ñandú@東京.test')]) {
      const res = await get(`?limit=1&cursor=${cursor}`);
      expect(res.statusCode, `${cursor}: ${res.body}`).toBe(200);
    }
  });
});
