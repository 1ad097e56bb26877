/**
 * Embedded PGlite driver. One connection: PGlite serialises queries and transactions itself.
 * electric-sql/pglite#1065 (still present in 0.5.16): `transaction()` runs COMMIT without the
 * filesystem sync that top-level queries get, so we call `syncToFs()` after every commit before
 * resolving. On the Node filesystem the data directory is written through directly, so the sync
 * is cheap; it keeps the promise for any PGlite filesystem.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type Transaction as PgliteTransaction } from '@electric-sql/pglite';
import { acquireDataDirLock, type DataDirLock } from './pglite-lock.ts';
import type { CacheNotices, Database, SqlParam, Transaction } from './types.ts';

const OID_INT8 = 20;
const OID_DATE = 1082;

/** Same result types as the PostgreSQL driver (see types.ts). */
const parsers = {
  [OID_INT8]: (value: string) => Number(value),
  [OID_DATE]: (value: string) => value,
};

export interface PgliteOpenOptions {
  /**
   * The app's DATA_DIR: locked for this process (`.refill.lock`), database files in its
   * `pglite/` folder. Omit for an in-memory database.
   */
  dataDir?: string;
  /** Start from a `dumpDataDir()` tarball (in-memory test databases). */
  loadDataDir?: Blob;
  /** How often every cached plan is dropped (default PLANS_LIFETIME_MS). */
  plansLifetimeMs?: number;
}

export async function openPgliteDatabase(options: PgliteOpenOptions = {}): Promise<Database> {
  let lock: DataDirLock | undefined;
  if (options.dataDir !== undefined) lock = acquireDataDirLock(options.dataDir);
  const dataDir = options.dataDir === undefined ? undefined : join(options.dataDir, 'pglite');
  let pg: PGlite;
  try {
    pg = await PGlite.create({
      ...(dataDir !== undefined ? { dataDir } : {}),
      ...(options.loadDataDir !== undefined ? { loadDataDir: options.loadDataDir } : {}),
      parsers,
      // WAL buffers stay at the 4 MB they were (by default 1/32 of shared_buffers).
      startParams: [
        ...PGlite.defaultStartParams,
        '-c',
        `shared_buffers=${sharedBuffersMb(dataBytes(dataDir, options.loadDataDir))}MB`,
        '-c',
        'wal_buffers=4MB',
      ],
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  try {
    // Migration 075's triggers notify only on a connection that asks for it (decision 065).
    await pg.exec(`set refill.cache_notices = 'on'`);
    const notices = new PgliteCacheNotices();
    await pg.listen(CACHE_NOTICE_CHANNEL, (payload) => notices.tell(payload));
    return new PgliteDatabase(pg, lock, notices, options.plansLifetimeMs ?? PLANS_LIFETIME_MS);
  } catch (error) {
    await pg.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

const MB = 1024 * 1024;

/**
 * The embedded database's buffer cache, in MB, for at most `bytes` of tables and indexes
 * (`undefined`: not known, PGlite's default). PGlite writes over its whole shared memory as it
 * opens, ~3 ms per MB here: its default 128 MB made every start ~280 ms slower than 32
 * (decision 099). Half again the data (the tables grow while the process runs), in steps of 8 MB,
 * at least 32 and at most PGlite's 128; the next start sizes it again.
 */
export function sharedBuffersMb(bytes: number | undefined): number {
  if (bytes === undefined) return 128;
  const wanted = Math.ceil((bytes * 1.5) / MB / 8) * 8;
  return Math.min(128, Math.max(32, wanted));
}

/**
 * At most how many bytes of tables and indexes the database opens with: a data directory's
 * (`tableBytes`), else a tarball's whole size (tests' template: an upper bound), else not known
 * (a new database in memory, which benches fill with 100,000 orders). A directory filled from a
 * tarball counts as the directory: new, the least, until its next start.
 */
function dataBytes(dataDir: string | undefined, tarball: Blob | undefined): number | undefined {
  if (dataDir !== undefined) return tableBytes(dataDir);
  return tarball?.size;
}

/**
 * Bytes of a PGlite data directory's tables and indexes: `global/` and each database in `base/`
 * but the two templates (fixed OIDs 1 and 4; half the files, never read by the app) and what is
 * not a database (`pgsql_tmp`: a crash's temporary files, which single-user mode keeps). 0 if new.
 */
export function tableBytes(dataDir: string): number {
  const databases = namesIn(join(dataDir, 'base')).filter(
    (oid) => /^\d+$/.test(oid) && oid !== '1' && oid !== '4',
  );
  const folders = [join(dataDir, 'global'), ...databases.map((oid) => join(dataDir, 'base', oid))];
  let bytes = 0;
  for (const folder of folders) {
    for (const name of namesIn(folder)) {
      const stats = statSync(join(folder, name), { throwIfNoEntry: false });
      if (stats?.isFile() === true) bytes += stats.size;
    }
  }
  return bytes;
}

/** The entries of a folder, none if it does not exist. */
function namesIn(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

/** The channel of migration 075's notices: payload `<table>:<key>`. */
const CACHE_NOTICE_CHANNEL = 'refill_cache';

/**
 * PGlite parses a statement's answer — notices included — before it resolves the statement's
 * promise, and queues each listener call as a microtask then: a change is told before its
 * writer's call returns, so no later read of this process can see the old row in a cache.
 */
class PgliteCacheNotices implements CacheNotices {
  readonly #listeners = new Set<(table: string, key: string) => void>();

  subscribe(listener: (table: string, key: string) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  tell(payload: string): void {
    const colon = payload.indexOf(':');
    if (colon < 0) return;
    const table = payload.slice(0, colon);
    const key = payload.slice(colon + 1);
    for (const listener of this.#listeners) listener(table, key);
  }
}

/** With parameters: one statement (extended protocol). Without: a script (simple protocol). */
async function run<Row>(
  target: Pick<PgliteTransaction, 'query' | 'exec'>,
  sql: string,
  params: readonly SqlParam[],
): Promise<Row[]> {
  if (params.length > 0) return (await target.query<Row>(sql, [...params])).rows;
  const results = await target.exec(sql);
  return (results.at(-1)?.rows ?? []) as Row[];
}

/**
 * How long the embedded database keeps a plan. PGlite is one backend for the process's life: it
 * planned its foreign-key checks and plpgsql statements once, at the tables' size then, and kept
 * checking every order line's order with a sequential scan as the orders grew (issue 16, as
 * PostgreSQL connections did before CONNECTION_LIFETIME_S). `DISCARD PLANS` this often makes the
 * next use plan again at today's size.
 */
export const PLANS_LIFETIME_MS = 60_000;

class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  readonly #pg: PGlite;
  readonly #lock: DataDirLock | undefined;
  readonly cacheNotices: CacheNotices;
  readonly #plans: NodeJS.Timeout;
  #closing: Promise<void> | undefined;

  constructor(
    pg: PGlite,
    lock: DataDirLock | undefined,
    notices: CacheNotices,
    plansLifetimeMs: number,
  ) {
    this.#pg = pg;
    this.#lock = lock;
    this.cacheNotices = notices;
    this.#plans = setInterval(() => {
      if (!pg.closed) void pg.exec('discard plans').catch(() => undefined);
    }, plansLifetimeMs).unref();
  }

  query<Row = Record<string, unknown>>(
    sql: string,
    params: readonly SqlParam[] = [],
  ): Promise<Row[]> {
    return run<Row>(this.#pg, sql, params);
  }

  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const result = await this.#pg.transaction(async (pgTx) => {
      // One process, no network: `commitWith` is the last statement; COMMIT follows as `work`
      // returns. What may follow it is refused as on PostgreSQL, where it has committed.
      let ended = false;
      const send = <Row>(sql: string, params: readonly SqlParam[]) =>
        ended
          ? Promise.reject(new Error('The transaction has been committed: nothing may follow'))
          : run<Row>(pgTx, sql, params);
      const tx: Transaction = {
        query: <Row>(sql: string, params: readonly SqlParam[] = []) => send<Row>(sql, params),
        commitWith: <Row>(sql: string, params: readonly SqlParam[] = []) => {
          const rows = send<Row>(sql, params);
          ended = true;
          return rows;
        },
      };
      return work(tx);
    });
    // pglite#1065: the COMMIT above was not followed by a filesystem sync.
    await this.#pg.syncToFs();
    return result;
  }

  async ping(): Promise<void> {
    await this.#pg.query('select 1');
  }

  close(): Promise<void> {
    clearInterval(this.#plans);
    this.#closing ??= (async () => {
      try {
        if (!this.#pg.closed) {
          await this.#pg.syncToFs();
          await this.#pg.close();
        }
      } finally {
        this.#lock?.release();
      }
    })();
    return this.#closing;
  }

  /** Tarball of the data directory (used to build test databases from a migrated template). */
  dumpDataDir(): Promise<Blob> {
    return this.#pg.dumpDataDir('none');
  }
}

export function isPgliteDatabase(db: Database): db is Database & { dumpDataDir(): Promise<Blob> } {
  return db instanceof PgliteDatabase;
}
