import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, TEST_NOW, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { brokenClone, filesWith, objectAt } from '../../../tenants/test-helpers.ts';

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

// Public holidays come from date-holidays for any year, with each tenant's changes (decision 020).
// Each row's `closed` days are public holidays the old hand-written lists missed (tracker issue
// 10, item 7), on the tenant's delivery weekdays and inside the window: before, they were offered.
// `open` days around them are offered, so the window does reach them.
describe.each(testDatabases())('public holidays in the available delivery dates on %s', (kind) => {
  let real: TestApp;
  let everyDay: TestApp;
  let changed: TestApp;
  // Paraguay's tenant 7 delivers on Tuesdays and Thursdays, Patagonia's 11 on Tuesdays and
  // Fridays: their copies deliver every day, so that only the holidays take a day out.
  const deliversEveryDay = (id: number) =>
    brokenClone(
      id,
      (config) => (objectAt(config, 'deliveryCalendar').weekdays = [0, 1, 2, 3, 4, 5, 6]),
    );
  // Rift Valley (13) closes on Thursday 14 October 2027 and delivers on Mashujaa Day every year.
  const withChanges = brokenClone(13, (config) => {
    objectAt(objectAt(config, 'deliveryCalendar'), 'holidays').add = ['2027-10-14'];
    objectAt(objectAt(config, 'deliveryCalendar'), 'holidays').remove = ['10-20'];
  });
  beforeAll(async () => {
    real = await openTestApp(kind, { tenants: [] });
    everyDay = await openTestApp(kind, {
      tenants: [],
      tenantFiles: filesWith(deliversEveryDay(7), deliversEveryDay(11)),
    });
    changed = await openTestApp(kind, { tenants: [], tenantFiles: filesWith(withChanges) });
  });
  afterAll(async () => {
    await real.close();
    await everyDay.close();
    await changed.close();
  });

  const datesOf = async (t: TestApp, bottler: number, period: number, at: string) => {
    t.clock.set(new Date(at));
    const headers = await t.auth(bottler, '1001');
    const res = await t.app.inject({ method: 'GET', url: url(period), headers });
    expect(res.statusCode).toBe(200);
    return res.json<string[]>();
  };

  it.each([
    {
      place: 'Thailand',
      bottler: 14,
      at: '2027-05-01T03:00:00Z',
      period: 45,
      closed: ['2027-05-04', '2027-06-03'],
      open: ['2027-05-03', '2027-05-05', '2027-06-02', '2027-06-04'],
    },
    {
      place: 'Thailand',
      bottler: 14,
      at: '2027-10-15T03:00:00Z',
      period: 15,
      closed: ['2027-10-23'],
      open: ['2027-10-22', '2027-10-25'],
    },
    {
      place: 'Morocco',
      bottler: 5,
      at: '2027-08-16T09:00:00Z',
      period: 15,
      closed: ['2027-08-20', '2027-08-21'],
      open: ['2027-08-19', '2027-08-23'],
    },
    {
      place: 'Chile',
      bottler: 1,
      at: '2027-06-14T14:00:00Z',
      period: 60,
      closed: ['2027-06-21', '2027-06-28', '2027-07-16'],
      open: ['2027-06-22', '2027-06-29', '2027-07-15'],
    },
    {
      place: 'Chile',
      bottler: 1,
      at: '2027-09-13T14:00:00Z',
      period: 60,
      closed: ['2027-09-17', '2027-10-11', '2027-11-01'],
      open: ['2027-09-16', '2027-10-12', '2027-11-02'],
    },
    {
      place: 'Chile',
      bottler: 1,
      at: '2027-12-01T14:00:00Z',
      period: 15,
      closed: ['2027-12-08'],
      open: ['2027-12-07', '2027-12-09'],
    },
    {
      place: 'Kenya, the Monday substitute of Sunday 10 October',
      bottler: 13,
      at: '2027-10-04T06:00:00Z',
      period: 15,
      closed: ['2027-10-11'],
      open: ['2027-10-08', '2027-10-12'],
    },
    {
      place: 'Kenya, the Monday substitutes of Sunday 12 and 26 December',
      bottler: 13,
      at: '2027-12-06T06:00:00Z',
      period: 30,
      closed: ['2027-12-13', '2027-12-27'],
      open: ['2027-12-14', '2027-12-28'],
    },
  ])(
    '$place (tenant $bottler): $closed not offered',
    async ({ bottler, at, period, closed, open }) => {
      const dates = await datesOf(real, bottler, period, at);
      for (const day of closed) expect(dates).not.toContain(day);
      expect(dates).toEqual(expect.arrayContaining(open));
    },
  );

  it.each([
    {
      place: 'Paraguay',
      bottler: 7,
      at: '2027-06-07T12:00:00Z',
      period: 15,
      closed: ['2027-06-12'],
      open: ['2027-06-11', '2027-06-13'],
    },
    {
      place: 'Paraguay',
      bottler: 7,
      at: '2027-09-22T12:00:00Z',
      period: 15,
      closed: ['2027-09-29'],
      open: ['2027-09-28', '2027-09-30'],
    },
    {
      place: 'Paraguay',
      bottler: 7,
      at: '2027-12-01T12:00:00Z',
      period: 15,
      closed: ['2027-12-08'],
      open: ['2027-12-07', '2027-12-09'],
    },
    {
      place: 'Chile, a Sunday',
      bottler: 11,
      at: '2027-08-09T12:00:00Z',
      period: 15,
      closed: ['2027-08-15'],
      open: ['2027-08-14', '2027-08-16'],
    },
    {
      place: 'Chile, a Sunday',
      bottler: 11,
      at: '2027-10-25T12:00:00Z',
      period: 15,
      closed: ['2027-10-31', '2027-11-01'],
      open: ['2027-10-30', '2027-11-02'],
    },
  ])(
    '$place (tenant $bottler delivering every day): $closed not offered',
    async ({ bottler, at, period, closed, open }) => {
      const dates = await datesOf(everyDay, bottler, period, at);
      for (const day of closed) expect(dates).not.toContain(day);
      expect(dates).toEqual(expect.arrayContaining(open));
    },
  );

  it('a tenant’s addition takes a day out, its removal (every year) gives one back', async () => {
    const before = await datesOf(real, 13, 30, '2027-10-04T06:00:00Z');
    expect(before).toContain('2027-10-14');
    expect(before).not.toContain('2027-10-20');
    const after = await datesOf(changed, 13, 30, '2027-10-04T06:00:00Z');
    expect(after).not.toContain('2027-10-14');
    expect(after).toContain('2027-10-20');
    expect(after.filter((day) => day !== '2027-10-20')).toEqual(
      before.filter((day) => day !== '2027-10-14'),
    );
    expect(await datesOf(real, 13, 15, '2028-10-16T06:00:00Z')).not.toContain('2028-10-20');
    expect(await datesOf(changed, 13, 15, '2028-10-16T06:00:00Z')).toContain('2028-10-20');
  });

  it('a far year: Christmas 2035 and New Year 2036 in Kenya, Good Friday 2035 in Brazil', async () => {
    const kenya = await datesOf(real, 13, 30, '2035-12-17T06:00:00Z');
    for (const day of ['2035-12-25', '2035-12-26', '2036-01-01']) expect(kenya).not.toContain(day);
    expect(kenya).toEqual(expect.arrayContaining(['2035-12-24', '2035-12-27', '2036-01-02']));
    const brazil = await datesOf(real, 2, 15, '2035-03-19T12:00:00Z');
    expect(brazil).not.toContain('2035-03-23');
    expect(brazil).toEqual(expect.arrayContaining(['2035-03-22', '2035-03-24']));
  });
});
