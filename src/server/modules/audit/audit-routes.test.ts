/**
 * The audit log (issue 12) through HTTP: the machine key's status changes are audited, the list
 * filters and pages newest first within the caller's tenant only, and the CSV export neutralises
 * cells a spreadsheet would run as formulas (SECURITY T19).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_KEY_HEADER } from '../../../contract/index.ts';
import { TEST_NOW, openTestApp, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { operatorAuth } from '../../test/operator-harness.ts';
import { recordAudit } from './audit-repository.ts';
import { neutraliseCell } from '../../../domain/catalogue-rows.ts';

const minutes = (n: number) => new Date(TEST_NOW.getTime() + n * 60 * 1000);

/** RFC 4180 rows (quoted cells, doubled quotes) as objects keyed by the header; BOM dropped. */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i] as string;
    if (quoted && char === '"' && body[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  const [header = [], ...data] = rows;
  return data.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}

interface Entry {
  id: string;
  at: string;
  actor: { kind: string; email?: string };
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

describe.each(testDatabases())('the audit log on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
    admin = await operatorAuth(t, { bottler: 2, role: 'admin' });
    // 30 entries of tenant 2 a minute apart, by two operators, plus 3 of tenant 5.
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 30; i += 1) {
        await recordAudit(tx, {
          tenantId: 2,
          actor: {
            kind: 'operator',
            operatorId: '00000000-0000-4000-8000-000000000001',
            email: i % 3 === 0 ? 'finance@2.refill.test' : 'sales@2.refill.test',
          },
          action: i % 2 === 0 ? 'client.limit' : 'client.ordering',
          entity: 'client',
          entityId: String(1001 + (i % 4)),
          before: { value: i },
          after: { value: i + 1 },
          at: minutes(-100 + i),
        });
      }
      for (let i = 0; i < 3; i += 1) {
        await recordAudit(tx, {
          tenantId: 5,
          actor: { kind: 'operatorKey' },
          action: 'client.limit',
          entity: 'client',
          entityId: '1001',
          before: null,
          after: { tenant: 5 },
          at: minutes(-50 + i),
        });
      }
    });
  });
  afterAll(() => t?.close());

  const page = async (query: string, headers = admin) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: Entry[]; nextCursor: string | null }>();
  };

  it('records a status change made with the operator key, in its transaction', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/operator/orders/100014/status',
      headers: { [OPERATOR_KEY_HEADER]: t.config.OPERATOR_KEY ?? '' },
      payload: { bottler: 2, status: 'ROUTED' },
    });
    expect(res.statusCode).toBe(200);
    const { items } = await page('?entity=order&entityId=100014');
    expect(items).toEqual([
      expect.objectContaining({
        actor: { kind: 'operatorKey' },
        action: 'order.status',
        before: { status: 'REGISTERED' },
        after: { status: 'ROUTED' },
        at: TEST_NOW.toISOString(),
      }),
    ]);
    // A refused change (final status) writes nothing.
    await t.app.inject({
      method: 'POST',
      url: '/api/operator/orders/100001/status',
      headers: { [OPERATOR_KEY_HEADER]: t.config.OPERATOR_KEY ?? '' },
      payload: { bottler: 2, status: 'ROUTED' },
    });
    expect((await page('?entity=order&entityId=100001')).items).toEqual([]);
  });

  it('pages newest first with a cursor, every entry once', async () => {
    const seen: Entry[] = [];
    let cursor: string | null = null;
    do {
      const next: { items: Entry[]; nextCursor: string | null } = await page(
        `?entity=client&limit=7${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...next.items);
      cursor = next.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(30);
    expect(new Set(seen.map((entry) => entry.id)).size).toBe(30);
    const times = seen.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(seen.every((entry) => entry.after !== null)).toBe(true);
  });

  it('filters by operator email, action, entity id and dates', async () => {
    const byEmail = await page('?email=FINANCE@2.refill.test&limit=200');
    expect(byEmail.items).toHaveLength(10);
    expect(byEmail.items.every((e) => e.actor.email === 'finance@2.refill.test')).toBe(true);
    const byAction = await page('?action=client.limit&entity=client&limit=200');
    expect(byAction.items).toHaveLength(15);
    const byId = await page('?entity=client&entityId=1002&limit=200');
    expect(byId.items.map((e) => e.entityId)).toEqual(Array(8).fill('1002'));
    const from = encodeURIComponent(minutes(-80).toISOString());
    const to = encodeURIComponent(minutes(-75).toISOString());
    const window = await page(`?from=${from}&to=${to}`);
    expect(window.items.map((e) => e.at)).toEqual(
      [-76, -77, -78, -79, -80].map((n) => minutes(n).toISOString()),
    );
  });

  it("never shows another tenant's entries", async () => {
    const admin5 = await operatorAuth(t, { bottler: 5, role: 'admin' });
    const theirs = await page('?limit=200', admin5);
    expect(theirs.items).toHaveLength(3);
    expect(theirs.items.every((e) => (e.after as { tenant: number }).tenant === 5)).toBe(true);
    const ours = await page('?limit=200');
    expect(ours.items.some((e) => JSON.stringify(e.after).includes('"tenant":5'))).toBe(false);
  });

  it('is for admins only, and refuses a bad cursor or date', async () => {
    const sales = await operatorAuth(t, { bottler: 2, role: 'sales' });
    for (const url of ['/api/admin/audit', '/api/admin/audit.csv']) {
      const res = await t.app.inject({ method: 'GET', url, headers: sales });
      expect(res.statusCode).toBe(403);
    }
    for (const query of [
      '?cursor=bm90LWEtY3Vyc29y',
      '?from=yesterday',
      '?limit=201',
      // ISO 8601 has a year 0000; PostgreSQL has not.
      '?to=0000-01-01T00:00:00.000Z',
      `?cursor=${Buffer.from('0000-01-01T00:00:00.000Z|1').toString('base64url')}`,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/audit${query}`,
        headers: admin,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation' });
    }
  });

  it('exports the filtered list as CSV with formula-looking cells neutralised', async () => {
    await t.db.transaction((tx) =>
      recordAudit(tx, {
        tenantId: 2,
        actor: {
          kind: 'operator',
          operatorId: '00000000-0000-4000-8000-000000000002',
          email: '@evil@2.refill.test',
        },
        action: '=HYPERLINK("http://x","y")',
        entity: 'client',
        entityId: '+1001',
        before: null,
        after: { note: '-2+3' },
        at: minutes(10),
      }),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit.csv?entity=client',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment/);
    const rows = parseCsv(res.body);
    expect(rows).toHaveLength(31);
    expect(rows[0]).toMatchObject({
      email: "'@evil@2.refill.test",
      action: `'=HYPERLINK("http://x","y")`,
      entityId: "'+1001",
      after: '{"note":"-2+3"}',
    });
    expect(rows[1]).toMatchObject({ actor: 'operator', action: 'client.ordering' });
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['a=b', 'a=b'],
    ['', ''],
  ])('neutralises %j as %j', (cell, expected) => {
    expect(neutraliseCell(cell)).toBe(expected);
  });
});
