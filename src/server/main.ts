/**
 * `npm start`: load the configuration (fail fast), open the database (PGlite takes its data
 * directory's lock), migrate, seed the demo on the embedded database, listen, then start the
 * background jobs (every JOBS_INTERVAL_MS; decision 017). SIGTERM/SIGINT close the server first
 * (in-flight requests finish), then stop the jobs (a running tick finishes), then the database;
 * a repeated signal changes nothing (SHUTDOWN_GRACE_MS bounds the shutdown).
 */
import { existsSync } from 'node:fs';
import { buildApp, type App } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { demoSeeded } from './db/seed/marker.ts';
import type { Database } from './db/types.ts';
import { demoChatUrl, demoLines } from './modules/access/demo-link.ts';
import { startJobs, type JobsHandle } from './modules/jobs/scheduler.ts';
import { consoleLines } from './console-lines.ts';
import type { Dispatcher } from './modules/outbox/dispatcher.ts';
import { startOutbox } from './modules/outbox/start.ts';
import { createLogger } from './plugins/logger.ts';
import { loadServedTenants } from './served-tenants.ts';
import { runStartup, type StartupHooks } from './startup.ts';
import { warmHolidays, type ResolvedTenantConfig } from '../tenants/index.ts';

const SHUTDOWN_GRACE_MS = 10_000;

function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** The demo data is seeded once on the embedded database, never on PostgreSQL. */
const hooks: StartupHooks = {
  async seed({ db, config, now }) {
    if (config.DATABASE_URL !== undefined) return;
    // The marker first: a restart does not load the seed's modules (issue 16's cold start).
    if (await demoSeeded(db)) return;
    const { seedIfEmpty } = await import('./db/seed/index.ts');
    const { seeded } = await seedIfEmpty(db, { now });
    if (seeded) print('Seeded the demo data (14 tenants, clients 1001–1004, console operators).');
  },
  /**
   * A fresh chat link for the demo shop (Guanabara, 1001), when this database has it. Never on a
   * production deployment with its own secrets: a link that signs a shop in must not land in the
   * logs of a real server (SECURITY T7), demo data or not.
   */
  demoUrl: ({ db, config, now }) =>
    config.generatedSecrets ? demoChatUrl({ db, config, now }) : Promise.resolve(undefined),
};

/**
 * Computes each tenant's closed days (this year and next) a few seconds after the server listens,
 * one tenant per turn of the event loop, so a request never waits behind more than one tenant's
 * few milliseconds and the first calls after a start (the catalogue's first load) do not share
 * the process with all fourteen (~250 ms; issue 16's cold start). The orchestration does not need
 * them; a delivery calendar that comes first computes its own tenant's.
 */
function warmHolidaysInTurns(tenants: ResolvedTenantConfig[], now: Date): void {
  const next = (): void => {
    const tenant = tenants.shift();
    if (tenant === undefined) return;
    warmHolidays([tenant], now);
    setImmediate(next).unref();
  };
  setTimeout(next, WARM_HOLIDAYS_AFTER_MS).unref();
}

/** How long after listening the closed days are computed (see `warmHolidaysInTurns`). */
const WARM_HOLIDAYS_AFTER_MS = 5_000;

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');

  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);

  let db: Database;
  try {
    db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (error) {
    // e.g. another process owns DATA_DIR, or PostgreSQL is unreachable.
    console.error(`Cannot open the database: ${(error as Error).message}`);
    process.exit(1);
  }
  let app: App | undefined;
  let jobs: JobsHandle | undefined;
  // The outbox dispatcher (issue 15, decision 023): sends order events to WEBHOOKS.
  let outbox: Pick<Dispatcher, 'stop'> | undefined;
  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app?.close();
    } finally {
      await jobs?.stop();
      await outbox?.stop();
      await db.close();
    }
  };
  // `on`, not `once`: a signal often comes twice (to the process group, then forwarded by
  // `npm run serve`); with the listener gone, the second would kill the process mid-shutdown.
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));

  try {
    const { applied, demoUrl } = await runStartup(db, config, hooks);
    if (applied.length > 0) logger.info({ applied }, 'migrations applied');
    const tenants = loadServedTenants(config);
    app = await buildApp({ config, db, logger, tenants });
    await app.listen({ port: config.PORT, host: config.HOST });
    warmHolidaysInTurns([...tenants.values()], new Date());
    if (config.JOBS_INTERVAL_MS > 0) {
      // Not when a signal arrived during start-up: the database is closing.
      if (!stopping) jobs = startJobs({ db, tenants, logger, intervalMs: config.JOBS_INTERVAL_MS });
    } else {
      logger.info('background jobs are off (JOBS_INTERVAL_MS=0)');
    }
    if (!stopping) outbox = startOutbox({ config, db, tenants, logger });
    print(`Refill is running at ${config.PUBLIC_URL}`);
    print(
      config.DATABASE_URL === undefined
        ? `Database: embedded, in ${config.DATA_DIR}`
        : 'Database: PostgreSQL (DATABASE_URL)',
    );
    for (const line of demoLines(config, demoUrl)) print(line);
    for (const line of consoleLines(config, demoUrl !== undefined)) print(line);
  } catch (error) {
    logger.error({ err: error }, 'start-up failed');
    await app?.close().catch(() => undefined);
    await jobs?.stop();
    await outbox?.stop();
    await db.close();
    process.exitCode = 1;
  }
}

await main();
