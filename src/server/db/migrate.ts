/**
 * Applies `migrations/NNN-name.sql` in order, each once, each in its own transaction, recorded in
 * `schema_migrations`. Every step holds a transaction-scoped advisory lock, so several instances
 * starting at once on one PostgreSQL database apply each migration exactly once. An applied
 * migration whose file has since changed stops the start (its change would never be applied).
 *
 * A start with nothing to apply (every start but the first after a release) reads the recorded
 * migrations once, outside any transaction, and stops there when each file is recorded with its
 * checksum: no lock and no commit (on the embedded database each commit is a sync to disk; issue
 * 16's cold start). Anything else — a missing table, an unrecorded file — takes the locked path
 * below, which decides again under the lock.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Database, Queryable } from './types.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Arbitrary constant key of the advisory lock that serialises migration runners. */
export const MIGRATION_LOCK_KEY = 7_201_100_001;

const FILE_PATTERN = /^(\d{3})-[a-z0-9-]+\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrateResult {
  /** Names of the migrations applied by this run (empty when already up to date). */
  applied: string[];
}

export async function readMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = FILE_PATTERN.exec(file);
    if (!match) throw new Error(`Migration file name ${file} must look like 001-some-name.sql`);
    const version = Number(match[1]);
    if (migrations.some((m) => m.version === version)) {
      throw new Error(`Two migrations share the number ${match[1]}`);
    }
    const sql = await readFile(join(dir, file), 'utf8');
    migrations.push({ version, name: file, sql, checksum: sha256(sql) });
  }
  return migrations;
}

export async function migrate(db: Database, dir: string = MIGRATIONS_DIR): Promise<MigrateResult> {
  const migrations = await readMigrations(dir);
  if (await allRecorded(db, migrations)) return { applied: [] };
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.query(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`);
  });

  const applied: string[] = [];
  for (const migration of migrations) {
    const didApply = await db.transaction(async (tx) => {
      await lock(tx);
      const [done] = await tx.query<{ name: string; checksum: string }>(
        'select name, checksum from schema_migrations where version = $1',
        [migration.version],
      );
      if (done) {
        if (done.checksum !== migration.checksum) throw changedError(migration, done.name);
        return false;
      }
      await tx.query(migration.sql);
      await tx.query(
        'insert into schema_migrations (version, name, checksum) values ($1, $2, $3)',
        [migration.version, migration.name, migration.checksum],
      );
      return true;
    });
    if (didApply) applied.push(migration.name);
  }
  return { applied };
}

/**
 * True when every migration is recorded with its file's checksum (read without the lock: a
 * recorded migration stays recorded). Throws, as the locked path does, when a recorded file
 * changed; false when the table is missing or a file is not recorded yet.
 */
async function allRecorded(db: Database, migrations: readonly Migration[]): Promise<boolean> {
  const [table] = await db.query<{ found: boolean }>(
    `select to_regclass('schema_migrations') is not null as found`,
  );
  if (!table?.found) return false;
  const rows = await db.query<{ version: number; name: string; checksum: string }>(
    'select version, name, checksum from schema_migrations',
  );
  const recorded = new Map(rows.map((row) => [Number(row.version), row]));
  let all = true;
  for (const migration of migrations) {
    const done = recorded.get(migration.version);
    if (!done) all = false;
    else if (done.checksum !== migration.checksum) throw changedError(migration, done.name);
  }
  return all;
}

function changedError(migration: Migration, appliedAs: string): Error {
  return new Error(
    `Migration ${migration.name} was changed after it was applied (as ${appliedAs}). ` +
      'Add a new migration instead; on a throw-away embedded database, delete DATA_DIR.',
  );
}

async function lock(tx: Queryable): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
