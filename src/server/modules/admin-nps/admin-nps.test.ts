/**
 * The console's NPS through HTTP (issue 12): score, distribution, weekly trend (tenant calendar,
 * São Paulo for tenant 2), the answers list and its CSV. Tenant 2's answers are replaced by
 * known ones; tenant 5 has one that must never count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { operatorAuth } from '../../test/operator-harness.ts';
import { loadServedTenants } from '../../served-tenants.ts';
import { testConfig } from '../../test/config.ts';
import { npsDashboard, npsFigure } from './nps-service.ts';

type Headers = Record<string, string>;

describe('npsFigure', () => {
  it('is % promoters − % detractors, one decimal; null without answers', () => {
    expect(npsFigure({ promoters: 3, passives: 2, detractors: 2 }).score).toBe(14.3);
    expect(npsFigure({ promoters: 0, passives: 0, detractors: 4 }).score).toBe(-100);
    expect(npsFigure({ promoters: 0, passives: 0, detractors: 0 }).score).toBeNull();
  });
});

const ANSWERS: [string, number, string | null][] = [
  ['2026-11-10T12:00:00Z', 0, 'Entrega atrasada'],
  ['2026-11-10T13:00:00Z', 10, null],
  ['2026-11-17T12:00:00Z', 10, 'Ótimo'],
  ['2026-11-17T12:01:00Z', 9, null],
  ['2026-11-17T12:02:00Z', 7, null],
  ['2026-11-17T12:03:00Z', 3, '=SUM(A1:A9)'],
  // 23:00 on the 18th in São Paulo: in the period ending on the 18th.
  ['2026-11-19T02:00:00Z', 8, 'Bom'],
  // The 19th in São Paulo: outside it.
  ['2026-11-19T04:00:00Z', 0, null],
];

describe.each(testDatabases())('console NPS on %s', (kind) => {
  let t: TestApp;
  let sales2: Headers;
  let admin5: Headers;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
    sales2 = await operatorAuth(t, { bottler: 2, role: 'sales' });
    admin5 = await operatorAuth(t, { bottler: 5, role: 'admin' });
    await t.db.query(`delete from nps_answers`);
    for (const [at, score, feedback] of ANSWERS) {
      await t.db.query(
        `insert into nps_answers (tenant_id, client_id, score, feedback, created_at)
         values (2, '1001', $1, $2, $3)`,
        [score, feedback, new Date(at)],
      );
    }
    await t.db.query(
      `insert into nps_answers (tenant_id, client_id, score, feedback, created_at)
       values (5, '1001', 0, 'tenant five', '2026-11-17T12:00:00Z')`,
    );
  }, 300_000);
  afterAll(() => t?.close());

  const get = (url: string, headers: Headers = sales2) =>
    t.app.inject({ method: 'GET', url, headers });

  it('scores a period with its distribution and weekly trend (tenant calendar)', async () => {
    const res = await get('/api/admin/nps?from=2026-11-01&to=2026-11-18');
    expect(res.statusCode).toBe(200);
    const nps = res.json();
    expect(nps).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-18',
      answers: 7,
      promoters: 3,
      passives: 2,
      detractors: 2,
      score: 14.3,
    });
    expect(nps.distribution).toHaveLength(11);
    expect(nps.distribution[10]).toEqual({ score: 10, count: 2 });
    expect(nps.distribution[0]).toEqual({ score: 0, count: 1 });
    expect(nps.weekly).toEqual([
      { weekStart: '2026-11-09', answers: 2, promoters: 1, passives: 0, detractors: 1, score: 0 },
      { weekStart: '2026-11-16', answers: 5, promoters: 2, passives: 2, detractors: 1, score: 20 },
    ]);
  });

  it('defaults to the last 12 weeks and never counts another tenant', async () => {
    const nps = (await get('/api/admin/nps')).json();
    expect(nps).toMatchObject({ from: '2026-08-27', to: '2026-11-18', answers: 7 });
    const five = (await get('/api/admin/nps', admin5)).json();
    expect(five).toMatchObject({ answers: 1, detractors: 1, score: -100 });
  });

  it.each([
    ['a reversed period', '/api/admin/nps?from=2026-11-18&to=2026-11-01'],
    ['a bad date', '/api/admin/nps?from=yesterday'],
    ['a score above 10', '/api/admin/nps/answers?minScore=11'],
  ])('%s: 400 validation', async (_case, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
  });

  it('lists the answers newest first, filtered by score and comment, in pages', async () => {
    const low = (await get('/api/admin/nps/answers?maxScore=6&to=2026-11-18')).json();
    expect(low.items.map((a: { score: number }) => a.score)).toEqual([3, 0]);
    const commented = (await get('/api/admin/nps/answers?withComment=true&minScore=7')).json();
    expect(commented.items.map((a: { comment: string }) => a.comment)).toEqual(['Bom', 'Ótimo']);
    const first = (await get('/api/admin/nps/answers?limit=3')).json();
    const second = (await get(`/api/admin/nps/answers?limit=3&cursor=${first.nextCursor}`)).json();
    expect([...first.items, ...second.items].map((a: { score: number }) => a.score)).toEqual([
      0, 8, 3, 7, 9, 10,
    ]);
    const five = (await get('/api/admin/nps/answers', admin5)).json();
    expect(five.items.map((a: { comment: string }) => a.comment)).toEqual(['tenant five']);
  });

  it('exports the answers as CSV with formulas neutralised; a shop token is refused', async () => {
    const res = await get('/api/admin/nps/answers.csv?maxScore=3&from=2026-11-17');
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('answeredAt,score,clientId,clientName,orderNumber,comment');
    expect(lines).toHaveLength(3);
    expect(lines.some((line) => line.endsWith(",'=SUM(A1:A9)"))).toBe(true);
    const shop = await t.auth(2, '1001');
    expect((await get('/api/admin/nps', shop)).statusCode).toBe(401);
    expect((await get('/api/admin/nps/answers.csv', shop)).statusCode).toBe(401);
  });
  // The oracle: every answer counted again, per score, in the zone's calendar (what the dashboard
  // did before the summary of migration 065).
  async function countedAgain(tenantId: number, zone: string, from: string, to: string) {
    const rows = await t.db.query<{ score: number; n: string | number }>(
      `select score, count(*) as n from nps_answers
        where tenant_id = $1
          and created_at >= ($2::date::timestamp at time zone $4)
          and created_at < (($3::date + 1)::timestamp at time zone $4)
        group by score`,
      [tenantId, from, to, zone],
    );
    return Array.from({ length: 11 }, (_, score) =>
      Number(rows.find((row) => Number(row.score) === score)?.n ?? 0),
    );
  }
  const counts = (nps: { distribution: { count: number }[] }) =>
    nps.distribution.map((entry) => entry.count);

  it('the daily summary agrees with counting every answer, through inserts, edits and deletes (decision 046)', async () => {
    const period = '/api/admin/nps?from=2026-01-01&to=2026-12-31';
    const zone = 'America/Sao_Paulo';
    expect(counts((await get(period, admin5)).json())).toEqual(
      await countedAgain(5, zone, '2026-01-01', '2026-12-31'),
    );
    // Written after the summary was built: the triggers add them (a whole statement at once).
    await t.db.query(
      `insert into nps_answers (tenant_id, client_id, score, feedback, created_at)
       select 5, '1001', g % 11, null, '2026-10-01T00:00:00Z'::timestamptz + make_interval(hours => g * 7)
         from generate_series(1, 200) as g`,
    );
    await t.db.query(
      `update nps_answers set score = 10 - score
        where tenant_id = 5 and created_at < '2026-10-20T00:00:00Z' and score <> 5`,
    );
    await t.db.query(`update nps_answers set feedback = 'later' where tenant_id = 5`);
    await t.db.query(
      `delete from nps_answers where tenant_id = 5 and created_at >= '2026-11-01T00:00:00Z'
          and score < 4`,
    );
    const expected = await countedAgain(5, zone, '2026-01-01', '2026-12-31');
    expect(expected.reduce((a, b) => a + b, 0)).toBeGreaterThan(150);
    const nps = (await get(period, admin5)).json();
    expect(counts(nps)).toEqual(expected);
    expect(nps.weekly.reduce((total: number, w: { answers: number }) => total + w.answers, 0)).toBe(
      nps.answers,
    );
    // Tenant 2's summary was not touched by tenant 5's writes.
    const two = (await get('/api/admin/nps?from=2026-01-01&to=2026-12-31')).json();
    expect(counts(two)).toEqual(await countedAgain(2, zone, '2026-01-01', '2026-12-31'));

    // Another time zone (a tenant file changed): the summary is counted again in its calendar.
    const tenant = loadServedTenants(testConfig()).get(5);
    if (!tenant) throw new Error('tenant 5 is not served');
    const bangkok = {
      tenantId: 5,
      tenant: { ...tenant, timeZone: 'Asia/Bangkok' },
      now: new Date(),
    };
    const inBangkok = await npsDashboard(t.db, bangkok, { from: '2026-10-05', to: '2026-10-20' });
    expect(counts(inBangkok)).toEqual(
      await countedAgain(5, 'Asia/Bangkok', '2026-10-05', '2026-10-20'),
    );
    expect(inBangkok.answers).toBeGreaterThan(0);
    await t.db.query(`delete from nps_answers where tenant_id = 5 and feedback = 'later'
                        and client_id = '1001' and created_at >= '2026-10-01T00:00:00Z'`);
    expect(counts((await get(period, admin5)).json())).toEqual(
      await countedAgain(5, zone, '2026-01-01', '2026-12-31'),
    );
  });
});
