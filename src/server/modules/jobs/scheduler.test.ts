import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import { loadServedTenants, type ServedTenants } from '../../served-tenants.ts';
import { openTestApp, TEST_NOW, type TestApp } from '../../test/app-harness.ts';
import { testConfig } from '../../test/config.ts';
import { testDatabases } from '../../test/databases.ts';
import { insertRecurrentSchedule } from '../ordering/order-repository.ts';
import { first, quantityFor, seededProducts } from '../ordering/ordering.fixture.ts';
import { JOBS_LOCK_KEY, runJobsOnce, startJobs, type JobsLogger } from './scheduler.ts';

/** Polls `probe` every few ms until it holds, for at most `timeoutMs`. */
async function waitFor(probe: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('waitFor: timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

interface LogEntry {
  level: 'debug' | 'info' | 'error';
  details: object;
  message: string;
}

function recordingLogger(): JobsLogger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const log = (level: LogEntry['level']) => (details: object, message: string) => {
    entries.push({ level, details, message });
  };
  return { entries, debug: log('debug'), info: log('info'), error: log('error') };
}

/** A Database that hands every call to `db`, after `before(sql)` (which may wait or throw). */
function interceptedDatabase(db: Database, before: (sql: string) => Promise<void>): Database {
  return {
    kind: db.kind,
    query: async (sql, params) => {
      await before(sql);
      return db.query(sql, params);
    },
    transaction: async (work) => {
      await before('begin');
      return db.transaction(work);
    },
    ping: () => db.ping(),
    close: () => db.close(),
  };
}

describe('JOBS_INTERVAL_MS', () => {
  it('defaults to 15 minutes, 0 switches the jobs off, nonsense stops the start', () => {
    expect(testConfig().JOBS_INTERVAL_MS).toBe(15 * 60 * 1000);
    expect(testConfig({ JOBS_INTERVAL_MS: '0' }).JOBS_INTERVAL_MS).toBe(0);
    expect(testConfig({ JOBS_INTERVAL_MS: '60000' }).JOBS_INTERVAL_MS).toBe(60_000);
    for (const bad of ['-1', '10', '1.5', 'soon', '9999999999']) {
      expect(() => testConfig({ JOBS_INTERVAL_MS: bad })).toThrow(ConfigError);
      expect(() => testConfig({ JOBS_INTERVAL_MS: bad })).toThrow(/JOBS_INTERVAL_MS/);
    }
  });
});

describe.each(testDatabases())('startJobs on %s', (kind) => {
  let t: TestApp;
  let tenants: ServedTenants;
  let scheduleId: number;
  const now = () => TEST_NOW;

  const jobOrders = async (): Promise<number> => {
    const [row] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from orders
        where tenant_id = 2 and recurrent_schedule_id = $1 and recurrent_occurrence is not null`,
      [scheduleId],
    );
    return row?.n ?? 0;
  };

  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2] });
    const tenant = loadServedTenants(t.config).get(2);
    if (tenant === undefined) throw new Error('tenant 2 not served');
    tenants = new Map([[2, tenant]]);
  });
  afterAll(() => t.close());

  // Each test: one schedule of tenant 2 due at TEST_NOW (the seeded ones are switched off).
  beforeEach(async () => {
    await t.db.query('update recurrent_schedules set active = false');
    const product = first(await seededProducts(t, 2, 'plain'));
    scheduleId = await insertRecurrentSchedule(
      t.db,
      { tenantId: 2, clientId: '1001' },
      {
        periodDays: 30,
        startDate: '2026-10-20',
        nextDate: '2026-11-19',
        products: [
          { sku: product.sku, quantity: quantityFor(product, 200), combo: 0, familyId: 0 },
        ],
        createdAt: TEST_NOW,
      },
    );
  });

  it('runs the jobs soon after start and then every interval, creating the order once', async () => {
    const logger = recordingLogger();
    let ticks = 0;
    const jobs = startJobs({
      db: t.db,
      tenants,
      logger,
      intervalMs: 20,
      firstDelayMs: 0,
      now: () => {
        ticks += 1;
        return TEST_NOW;
      },
    });
    try {
      await waitFor(async () => (await jobOrders()) === 1);
      await waitFor(() => ticks >= 4);
    } finally {
      await jobs.stop();
    }
    expect(await jobOrders()).toBe(1);
    expect(logger.entries.filter((entry) => entry.level === 'error')).toEqual([]);
    expect(logger.entries).toContainEqual({
      level: 'info',
      details: { created: 1, skipped: 0, failed: 0, purged: true },
      message: 'recurrent orders run',
    });
  });

  it('logs a failing tick and keeps going', async () => {
    const logger = recordingLogger();
    const broken = interceptedDatabase(t.db, () => Promise.reject(new Error('database is down')));
    const jobs = startJobs({ db: broken, tenants, logger, intervalMs: 10, firstDelayMs: 0, now });
    try {
      await waitFor(() => logger.entries.filter((entry) => entry.level === 'error').length >= 3);
    } finally {
      await jobs.stop();
    }
    expect(logger.entries.map((entry) => entry.level)).not.toContain('info');
    expect(await jobOrders()).toBe(0);
  });

  it('stop() waits for the running tick, which ends before its next schedule, and no tick runs after it', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered = false;
    let calls = 0;
    const gated = interceptedDatabase(t.db, async (sql) => {
      calls += 1;
      if (sql.includes('from recurrent_schedules')) {
        entered = true;
        await gate;
      }
    });
    const jobs = startJobs({
      db: gated,
      tenants,
      logger: recordingLogger(),
      intervalMs: 10,
      firstDelayMs: 0,
      now,
    });
    await waitFor(() => entered);
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    release();
    await stopping;
    // The tick ended before its next schedule: the due one is left for the next run.
    expect(await jobOrders()).toBe(0);
    const callsAtStop = calls;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toBe(callsAtStop);
  });

  it('does not keep the process alive (its timers are unref()ed)', async () => {
    const timers = () =>
      process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;
    const before = timers();
    const jobs = startJobs({
      db: t.db,
      tenants,
      logger: recordingLogger(),
      intervalMs: 60_000,
      now,
    });
    const after = timers();
    await jobs.stop();
    expect(after).toBe(before);
    expect(await jobOrders()).toBe(0);
  });

  it('refuses an interval that is not a positive number of ms', () => {
    for (const intervalMs of [0, -5, 1.5, Number.NaN]) {
      expect(() => startJobs({ db: t.db, tenants, logger: recordingLogger(), intervalMs })).toThrow(
        RangeError,
      );
    }
  });

  // Instances share a database only on PostgreSQL (PGlite belongs to one process): no lock there.
  if (kind === 'postgres') {
    it('skips the tick while another instance holds the jobs lock', async () => {
      const logger = recordingLogger();
      let lockTaken: () => void = () => undefined;
      const taken = new Promise<void>((resolve) => (lockTaken = resolve));
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const otherInstance = t.db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1)', [JOBS_LOCK_KEY]);
        lockTaken();
        await held;
      });
      await taken;
      try {
        expect(await runJobsOnce({ db: t.db, tenants, logger, now: TEST_NOW })).toBe('locked');
        expect(await jobOrders()).toBe(0);
      } finally {
        release();
        await otherInstance;
      }
      expect(await runJobsOnce({ db: t.db, tenants, logger, now: TEST_NOW })).toEqual({
        recurrent: { created: 1, skipped: 0, failed: 0 },
        purged: true,
      });
      expect(await jobOrders()).toBe(1);
    });
  }
});
