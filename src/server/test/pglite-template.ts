/**
 * A migrated PGlite database, dumped once and loaded for every test database: creating a PGlite
 * database runs initdb (~2.5–3.5 s here), loading a dump takes ~0.4–0.6 s.
 * The dump is cached in the OS temp folder under a key of everything that shapes it (PGlite
 * version, migration files, the migration runner), so test files share it across workers and runs.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  mkdirSync,
  openAsBlob,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate, readMigrations } from '../db/migrate.ts';
import { isPgliteDatabase, openPgliteDatabase } from '../db/pglite-database.ts';

const CACHE_DIR = join(tmpdir(), 'refill-pglite-templates');
const STALE_AFTER_MS = 60 * 60 * 1000;

let template: Promise<Blob> | undefined;

/** The dump of a freshly migrated database (built at most once per process and cache key). */
export function pgliteTemplate(): Promise<Blob> {
  template ??= loadOrBuild().catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return template;
}

async function loadOrBuild(): Promise<Blob> {
  const file = join(CACHE_DIR, `${await cacheKey()}.tar`);
  try {
    return await openAsBlob(file);
  } catch {
    // Not cached yet.
  }
  const db = await openPgliteDatabase();
  try {
    await migrate(db);
    if (!isPgliteDatabase(db)) throw new Error('expected a PGlite database');
    const dump = await db.dumpDataDir();
    await writeAtomically(file, dump);
    return dump;
  } finally {
    await db.close();
  }
}

async function cacheKey(): Promise<string> {
  const hash = createHash('sha256');
  // The package does not export its package.json: find it above the resolved entry point.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(entry, '..', '..', 'package.json')));
  for (const migration of await readMigrations())
    hash.update(`${migration.name}\0${migration.checksum}\0`);
  for (const source of ['../db/migrate.ts', '../db/pglite-database.ts']) {
    hash.update(readFileSync(fileURLToPath(new URL(source, import.meta.url))));
  }
  return hash.digest('hex').slice(0, 24);
}

async function writeAtomically(file: string, dump: Blob): Promise<void> {
  mkdirSync(CACHE_DIR, { recursive: true });
  removeStaleTemplates(file);
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temp, new Uint8Array(await dump.arrayBuffer()));
  renameSync(temp, file);
}

/** Templates of other migration sets, written over an hour ago, are deleted. */
function removeStaleTemplates(keep: string): void {
  for (const name of readdirSync(CACHE_DIR)) {
    const path = join(CACHE_DIR, name);
    if (path === keep) continue;
    try {
      if (Date.now() - statSync(path).mtimeMs > STALE_AFTER_MS) rmSync(path, { force: true });
    } catch {
      // Another worker removed it first.
    }
  }
}
