import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, TEST_NOW, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';

const url = (period: number | string) => `/api/scheduled/order/available/date/${period}`;

// No demo data needed: the dates come from the tenant config and the clock only.
describe.each(testDatabases())('available delivery dates on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [] });
  });
  afterAll(() => t.close());

  const getDates = async (bottler: number, period: number | string, at: string) => {
    t.clock.set(new Date(at));
    const headers = await t.auth(bottler, '1001');
    return t.app.inject({ method: 'GET', url: url(period), headers });
  };

  it.each([
    {
      rule: 'before the 18:00 cutoff (São Paulo 17:59): tomorrow, skipping the 20th (holiday) and Sundays',
      at: '2026-11-18T20:59:00Z',
      first: ['2026-11-19', '2026-11-21', '2026-11-23'],
      last: '2026-12-02',
      count: 11,
    },
    {
      rule: 'at the cutoff (São Paulo 18:00): one more day, and the 20th is a holiday',
      at: '2026-11-18T21:00:00Z',
      first: ['2026-11-21', '2026-11-23', '2026-11-24'],
      last: '2026-12-02',
      count: 10,
    },
  ])('tenant 2, period 15, $rule (SPEC §7 available dates)', async ({ at, first, last, count }) => {
    const res = await getDates(2, 15, at);
    expect(res.statusCode).toBe(200);
    const dates = res.json<string[]>();
    expect(dates.slice(0, 3)).toEqual(first);
    expect(dates.at(-1)).toBe(last);
    expect(dates).toHaveLength(count);
    expect(dates).not.toContain('2026-11-20');
    expect(dates).not.toContain('2026-11-22'); // Sunday
  });

  it.each([
    // Tuesday 29 December; New Year's Day 2027 is a holiday, the weekend is not delivered.
    {
      rule: 'Nairobi 14:59, before the 15:00 cutoff',
      at: '2026-12-29T11:59:00Z',
      expected: ['2026-12-30', '2026-12-31', '2027-01-04', '2027-01-05', '2027-01-06'],
    },
    {
      rule: 'Nairobi 15:00, at the cutoff',
      at: '2026-12-29T12:00:00Z',
      expected: ['2026-12-31', '2027-01-04', '2027-01-05', '2027-01-06', '2027-01-07'],
    },
  ])('tenant 13 across the year end, Mon–Fri, no holiday: $rule', async ({ at, expected }) => {
    const res = await getDates(13, 15, at);
    expect(res.statusCode).toBe(200);
    expect(res.json<string[]>().slice(0, 5)).toEqual(expected);
  });

  it.each([7, 14, 90])(
    'period %s is not a recurrent period: 400 (SPEC §9 15/30/45/60)',
    async (p) => {
      const res = await getDates(2, p, TEST_NOW.toISOString());
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation');
    },
  );

  it.each(['abc', '0', '-15', '15.5'])('period %s fails the schema: 400', async (p) => {
    const res = await getDates(2, p, TEST_NOW.toISOString());
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
  });

  it("tenant 14 offers 15/30/45 only: 45 answers, 60 is refused (tenant's recurrentOrderOptionalPeriods)", async () => {
    const ok = await getDates(14, 45, TEST_NOW.toISOString());
    expect(ok.statusCode).toBe(200);
    expect(ok.json<string[]>().length).toBeGreaterThan(30);
    const refused = await getDates(14, 60, TEST_NOW.toISOString());
    expect(refused.statusCode).toBe(400);
  });

  it('the window grows with the period (60 days reach further than 15)', async () => {
    const short = (await getDates(2, 15, TEST_NOW.toISOString())).json<string[]>();
    const long = (await getDates(2, 60, TEST_NOW.toISOString())).json<string[]>();
    expect(long.slice(0, short.length)).toEqual(short);
    expect(long.at(-1)! > short.at(-1)!).toBe(true);
    expect(long.at(-1)! < '2027-01-18').toBe(true);
  });

  it('a tenant with neither scheduled nor recurrent delivery (4) gets an empty list', async () => {
    const res = await getDates(4, 15, TEST_NOW.toISOString());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('no token: 401 unauthorized', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(15) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });

  it('tampered token: 401 unauthorized', async () => {
    t.clock.set(TEST_NOW);
    const token = await t.sessionToken(2, '1001');
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${token.slice(0, -2)}${last}${token.at(-1)}`;
    const res = await t.app.inject({
      method: 'GET',
      url: url(15),
      headers: { authorization: `Bearer ${tampered}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });

  it('expired token: 401 tokenExpired', async () => {
    t.clock.set(TEST_NOW);
    const headers = await t.auth(2, '1001');
    t.clock.set(new Date(TEST_NOW.getTime() + 13 * 3_600_000));
    const res = await t.app.inject({ method: 'GET', url: url(15), headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('tokenExpired');
    t.clock.set(TEST_NOW);
  });
});
