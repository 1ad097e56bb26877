/**
 * The console's recurrent schedules through HTTP (issue 12), and the recurrent-orders job leaving
 * a paused or cancelled schedule alone. Schedule 500 (shop 1001) exists in tenant 2 only; its
 * next occurrence is due when the job runs. Tests run in file order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, openTestApp, type TestApp } from '../../test/app-harness.ts';
import { auditRows } from '../../test/console-ops-support.ts';
import { testDatabases } from '../../test/databases.ts';
import { operatorAuth } from '../../test/operator-harness.ts';
import { loadServedTenants } from '../../served-tenants.ts';
import { runDueRecurrentOrders } from '../jobs/recurrent-orders.ts';
import { nextOnRhythm } from './schedules-service.ts';

type Headers = Record<string, string>;

describe('nextOnRhythm', () => {
  it.each([
    ['2026-11-20', 30, '2026-11-18', '2026-11-20'],
    ['2026-11-18', 30, '2026-11-18', '2026-11-18'],
    ['2026-10-01', 30, '2026-11-18', '2026-11-30'],
    ['2026-10-19', 30, '2026-11-18', '2026-11-18'],
  ])('from %s every %i days, today %s → %s', (next, period, today, expected) => {
    expect(nextOnRhythm(next, period, today)).toBe(expected);
  });
});

describe.each(testDatabases())('console schedules on %s', (kind) => {
  let t: TestApp;
  let sales2: Headers;
  let finance2: Headers;
  let admin5: Headers;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
    sales2 = await operatorAuth(t, { bottler: 2, role: 'sales' });
    finance2 = await operatorAuth(t, { bottler: 2, role: 'finance' });
    admin5 = await operatorAuth(t, { bottler: 5, role: 'admin' });
    await t.db.query(`update recurrent_schedules set active = false`);
    await t.db.query(
      `insert into recurrent_schedules (tenant_id, id, client_id, period_days, start_date,
                                        next_date, products, active, last_run_at,
                                        last_occurrence, last_error)
       values (2, 500, '1001', 30, '2026-10-19', '2026-11-19', '[{"sku":"X1","quantity":2}]',
               true, $1, '2026-10-19', 'belowMinimumOrder:minimumOrder=100')`,
      [new Date('2026-10-19T09:00:00Z')],
    );
    await t.db.query(
      `insert into recurrent_skips (tenant_id, schedule_id, occurrence, skipped_at)
       values (2, 500, '2026-12-19', $1)`,
      [TEST_NOW],
    );
  }, 300_000);
  afterAll(() => t?.close());

  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Headers) => t.app.inject({ method: 'POST', url, headers });
  const row = async () =>
    (
      await t.db.query<{
        active: boolean;
        paused_at: Date | null;
        next_date: string;
        last_run_at: Date | null;
      }>(
        `select active, paused_at, next_date, last_run_at from recurrent_schedules
          where tenant_id = 2 and id = 500`,
      )
    )[0];
  const runJob = () =>
    runDueRecurrentOrders(t.db, {
      now: new Date('2026-11-18T09:00:00Z'),
      tenants: new Map([[2, loadServedTenants(t.config).get(2)!]]),
    });

  it('lists schedules with the next occurrence, the last run and its reason, the skips', async () => {
    const res = await get('/api/admin/schedules?state=active', finance2);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      {
        id: 500,
        clientId: '1001',
        clientName: expect.any(String),
        periodDays: 30,
        startDate: '2026-10-19',
        state: 'active',
        nextOccurrence: '2026-11-19',
        products: [{ sku: 'X1', quantity: 2 }],
        lastRun: {
          at: '2026-10-19T09:00:00.000Z',
          occurrence: '2026-10-19',
          orderNumber: null,
          reason: { code: 'belowMinimumOrder', details: 'minimumOrder=100' },
        },
        skippedOccurrences: [{ occurrence: '2026-12-19', at: TEST_NOW.toISOString() }],
      },
    ]);
    const byClient = await get('/api/admin/schedules?clientId=1002', finance2);
    expect(byClient.json().items).toEqual([]);
    expect((await get('/api/admin/schedules?state=gone', finance2)).statusCode).toBe(400);
  });

  it("tenant 5's admin neither sees nor pauses tenant 2's schedule (404, unchanged)", async () => {
    const theirs = (await get('/api/admin/schedules', admin5)).json();
    expect(theirs.items.map((s: { id: number }) => s.id)).not.toContain(500);
    expect((await post('/api/admin/schedules/500/pause', admin5)).statusCode).toBe(404);
    expect((await post('/api/admin/schedules/500/cancel', admin5)).statusCode).toBe(404);
    expect(await row()).toMatchObject({ active: true, paused_at: null });
  });

  it('finance may not pause (403); a shop token is refused (401)', async () => {
    expect((await post('/api/admin/schedules/500/pause', finance2)).statusCode).toBe(403);
    const shop = await t.auth(2, '1001');
    expect((await post('/api/admin/schedules/500/pause', shop)).statusCode).toBe(401);
    expect((await row())?.paused_at).toBeNull();
  });

  it('pauses (audited); the recurrent job then leaves the due schedule alone', async () => {
    const res = await post('/api/admin/schedules/500/pause', sales2);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 500, state: 'paused' });
    const result = await runJob();
    expect(result).toEqual({ created: 0, skipped: 0, failed: 0 });
    expect((await row())?.last_run_at?.toISOString()).toBe('2026-10-19T09:00:00.000Z');
    expect((await auditRows(t.db, 'schedule', '500')).at(-1)).toMatchObject({
      action: 'schedule.pause',
      before: { state: 'active' },
      after: { state: 'paused' },
    });
  });

  it('resumes on its rhythm, not in the past; the job runs it again', async () => {
    await t.db.query(
      `update recurrent_schedules set next_date = '2026-10-20' where tenant_id = 2 and id = 500`,
    );
    const res = await post('/api/admin/schedules/500/resume', sales2);
    expect(res.json()).toMatchObject({ state: 'active', nextOccurrence: '2026-11-19' });
    const result = await runJob();
    expect(result.created + result.skipped).toBe(1);
    expect((await row())?.last_run_at?.toISOString()).toBe('2026-11-18T09:00:00.000Z');
  });

  it('cancels for good: no pause or resume after (409 scheduleCancelled)', async () => {
    const res = await post('/api/admin/schedules/500/cancel', sales2);
    expect(res.json()).toMatchObject({ state: 'cancelled', nextOccurrence: null });
    const resume = await post('/api/admin/schedules/500/resume', sales2);
    expect(resume.statusCode).toBe(409);
    expect(resume.json().code).toBe('scheduleCancelled');
    expect((await row())?.active).toBe(false);
    const listed = (await get('/api/admin/schedules?state=cancelled', sales2)).json();
    expect(listed.items.map((s: { id: number }) => s.id)).toContain(500);
    expect(await runJob()).toEqual({ created: 0, skipped: 0, failed: 0 });
  });
});
