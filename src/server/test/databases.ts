/**
 * The database harness for every DB test: each test gets a fresh, migrated database on every
 * backend in `testDatabases()` — always embedded PGlite (in memory), plus PostgreSQL when
 * TEST_DATABASE_URL (an admin URL) is set.
 *
 *   describe.each(testDatabases())('orders on %s', (kind) => {
 *     let db: Database;
 *     beforeAll(async () => { db = await openTestDatabase(kind); });
 *     afterAll(() => db.close());
 *   });
 *
 * On PostgreSQL each database is `refill_t_<unix seconds>_<random>`, dropped by `close()`
 * (connections terminated first). Ones left by a killed run are dropped after an hour.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../db/migrate.ts';
import { openPgliteDatabase } from '../db/pglite-database.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import type { Database } from '../db/types.ts';
import { pgliteTemplate } from './pglite-template.ts';

export type TestDatabaseKind = Database['kind'];

const NAME_PREFIX = 'refill_t_';
const LEFTOVER_AFTER_SECONDS = 60 * 60;

export function testDatabases(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated database of that kind; `close()` disposes of it. */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<Database> {
  if (kind === 'pglite') {
    return openPgliteDatabase({ loadDataDir: await pgliteTemplate() });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: PostgreSQL tests cannot run');
  return openPostgresTestDatabase(adminUrl);
}

let leftoversSwept = false;

/** An empty PostgreSQL database (not migrated), named and swept like the others. */
export interface EmptyPostgresDatabase {
  /** Its connection string, for processes of its own (DATABASE_URL). */
  url: string;
  /** Terminates its connections and drops it. */
  drop: () => Promise<void>;
}

/** A fresh, empty database on TEST_DATABASE_URL's server: for tests that start real servers. */
export async function createEmptyPostgresDatabase(): Promise<EmptyPostgresDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: PostgreSQL tests cannot run');
  const name = await createDatabase(adminUrl);
  return { url: databaseUrl(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}

async function createDatabase(adminUrl: string): Promise<string> {
  const name = `${NAME_PREFIX}${Math.floor(Date.now() / 1000)}_${randomBytes(5).toString('hex')}`;
  await withAdmin(adminUrl, async (admin) => {
    if (!leftoversSwept) {
      leftoversSwept = true;
      await dropLeftovers(admin);
    }
    await admin.query(`create database ${name}`);
  });
  return name;
}

async function openPostgresTestDatabase(adminUrl: string): Promise<Database> {
  const name = await createDatabase(adminUrl);

  let db: Database;
  try {
    db = await openPostgresDatabase({ connectionString: databaseUrl(adminUrl, name), max: 5 });
    await migrate(db);
  } catch (error) {
    await dropDatabase(adminUrl, name);
    throw error;
  }

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      try {
        await db.close();
      } finally {
        await dropDatabase(adminUrl, name);
      }
    })();
    return closing;
  };
  return {
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    transaction: (work) => db.transaction(work),
    ping: () => db.ping(),
    close,
  };
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl, application_name: 'refill-tests' });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, async (admin) => {
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.query(`drop database if exists ${name} with (force)`);
  });
}

/** Test databases of runs that were killed before their `close()`. */
async function dropLeftovers(admin: pg.Client): Promise<void> {
  const rows = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'refill\\_t\\_%'",
  );
  const cutoff = Date.now() / 1000 - LEFTOVER_AFTER_SECONDS;
  for (const { datname } of rows.rows) {
    const created = Number(/^refill_t_(\d+)_[0-9a-f]+$/.exec(datname)?.[1]);
    if (Number.isFinite(created) && created < cutoff) {
      await admin.query(`drop database if exists ${datname} with (force)`);
    }
  }
}
