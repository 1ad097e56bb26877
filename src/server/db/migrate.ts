/**
 * Applies `migrations/NNN-name.sql` in order, each once, each in its own transaction, recorded in
 * `schema_migrations`. Every step holds a transaction-scoped advisory lock, so several instances
 * starting at once on one PostgreSQL database apply each migration exactly once. An applied
 * migration whose file has since changed stops the start (its change would never be applied).
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
        if (done.checksum !== migration.checksum) {
          throw new Error(
            `Migration ${migration.name} was changed after it was applied (as ${done.name}). ` +
              'Add a new migration instead; on a throw-away embedded database, delete DATA_DIR.',
          );
        }
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

async function lock(tx: Queryable): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
