/**
 * Runs the background jobs (decision 017) inside the server process: once shortly after start,
 * then every `intervalMs` after the previous tick ended (ticks never overlap in one process).
 *
 * - One instance at a time: on PostgreSQL a tick first takes a transaction-scoped advisory lock
 *   (`pg_try_advisory_xact_lock`, JOBS_LOCK_KEY) on one pooled connection and holds it while the
 *   jobs run on others; an instance that does not get it skips the tick. The jobs are safe to run
 *   concurrently anyway (recurrent-orders.ts locks each schedule); the lock saves the duplicate
 *   work. PGlite is one process with one connection: no lock (a transaction held open there
 *   would block the jobs' own queries).
 * - A failing tick (or job) is logged and never crashes the process; the next tick runs as usual.
 * - Timers are unref()ed: they never keep the process alive. `stop()` cancels the next tick and
 *   waits for a running one, which ends after the schedule in hand (within the shutdown grace
 *   period), so the database can be closed after it.
 */
import { tryTransactionLock } from '../../db/advisory-lock.ts';
import type { Database } from '../../db/types.ts';
import type { ServedTenants } from '../../served-tenants.ts';
import { purgeExpired } from './housekeeping.ts';
import { writeDueNotices } from './notices.ts';
import { runDueRecurrentOrders, type RecurrentOrdersResult } from './recurrent-orders.ts';

/** Arbitrary constant key of the advisory lock held by the instance running a tick. */
export const JOBS_LOCK_KEY = 7_201_100_017;

/** The first tick runs this long after start (or after one interval, if shorter). */
export const FIRST_TICK_DELAY_MS = 5_000;

/** The part of a pino logger the jobs use. */
export interface JobsLogger {
  debug(details: object, message: string): void;
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobsOptions {
  db: Database;
  tenants: ServedTenants;
  logger: JobsLogger;
  /** Time between the end of one tick and the start of the next (> 0). */
  intervalMs: number;
  /** The clock (default: the system time), read once per tick. */
  now?: () => Date;
  /** Delay of the first tick (default: FIRST_TICK_DELAY_MS, or intervalMs when shorter). */
  firstDelayMs?: number;
}

export interface JobsHandle {
  /** Cancels the next tick and resolves once a running tick has finished. */
  stop(): Promise<void>;
}

export interface TickReport {
  /** Undefined when the recurrent-orders job failed (logged). */
  recurrent: RecurrentOrdersResult | undefined;
  /** False when the housekeeping job failed (logged). */
  purged: boolean;
}

type TickOptions = Pick<JobsOptions, 'db' | 'tenants' | 'logger'> & {
  now: Date;
  /** Aborted by `stop()`: the recurrent-orders job ends between two schedules. */
  signal?: AbortSignal;
};

/**
 * The jobs, each on its own: one failing does not stop the others — recurrent orders, the chat
 * notices (reminders and recurrent notices to the outbox, notices.ts), housekeeping.
 */
async function runJobs({ db, tenants, logger, now, signal }: TickOptions): Promise<TickReport> {
  let recurrent: RecurrentOrdersResult | undefined;
  try {
    recurrent = await runDueRecurrentOrders(db, {
      now,
      tenants,
      signal,
      onFault: ({ tenantId, scheduleId, error }) =>
        logger.error({ err: error, tenantId, scheduleId }, 'recurrent order failed'),
    });
  } catch (error) {
    logger.error({ err: error }, 'recurrent-orders job failed');
  }
  try {
    await writeDueNotices(db, { now, tenants });
  } catch (error) {
    logger.error({ err: error }, 'chat notices job failed');
  }
  let purged = false;
  try {
    await purgeExpired(db, now);
    purged = true;
  } catch (error) {
    logger.error({ err: error }, 'housekeeping job failed');
  }
  return { recurrent, purged };
}

/**
 * One tick: both jobs, unless another instance holds the jobs lock (PostgreSQL), in which case
 * nothing runs and 'locked' is answered.
 */
export async function runJobsOnce(options: TickOptions): Promise<TickReport | 'locked'> {
  const { db } = options;
  if (db.kind !== 'postgres') return runJobs(options);
  return db.transaction(async (tx) =>
    (await tryTransactionLock(tx, JOBS_LOCK_KEY)) ? runJobs(options) : ('locked' as const),
  );
}

export function startJobs(options: JobsOptions): JobsHandle {
  const { intervalMs, logger } = options;
  if (!Number.isSafeInteger(intervalMs) || intervalMs <= 0) {
    throw new RangeError(`jobs interval must be a positive whole number of ms, got ${intervalMs}`);
  }
  const clock = options.now ?? (() => new Date());
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const tick = async (): Promise<void> => {
    const now = clock();
    try {
      const report = await runJobsOnce({ ...options, now, signal: stopping.signal });
      if (report === 'locked') {
        logger.debug({}, 'background jobs skipped: another instance is running them');
      } else if (report.recurrent !== undefined) {
        const { created, skipped, failed } = report.recurrent;
        const details = { created, skipped, failed, purged: report.purged };
        if (created + skipped + failed > 0) logger.info(details, 'recurrent orders run');
        else logger.debug(details, 'background jobs ran');
      }
    } catch (error) {
      logger.error({ err: error }, 'background jobs tick failed');
    }
  };

  const schedule = (delayMs: number): void => {
    timer = setTimeout(() => {
      timer = undefined;
      running = tick().finally(() => {
        running = undefined;
        if (!stopping.signal.aborted) schedule(intervalMs);
      });
    }, delayMs);
    timer.unref();
  };
  schedule(options.firstDelayMs ?? Math.min(FIRST_TICK_DELAY_MS, intervalMs));

  return {
    async stop() {
      stopping.abort();
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
