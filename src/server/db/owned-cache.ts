/**
 * In-memory copies of hot rows, for a database this process owns (PGlite; decision 065).
 *
 * A cache is named after the table whose row changes end its entries; migration 075's triggers
 * tell every change (`Database.cacheNotices`) before the changing call returns, and the cache
 * drops the entry of that key ('*': all). A load that was running while any entry was dropped
 * is answered but not kept, so a row read just before a change can never settle in the cache
 * after it. Results that say "none" (no row) are kept too: an insert is a change like any other.
 *
 * On PostgreSQL (no `cacheNotices`: other instances write) `ownedCache` answers undefined and
 * the caller reads the database.
 */
import { LRUCache } from 'lru-cache';
import type { Database } from './types.ts';

/**
 * Entries kept per cache; the least recently used go first. lru-cache allocates its slots up
 * front, so a cache of tenant-wide rows asks for few (`ownedCache`'s `maxEntries`).
 */
const DEFAULT_MAX_ENTRIES = 10_000;

export class OwnedCache<V> {
  readonly #entries: LRUCache<string, { value: V }>;
  /** Moves on every drop: a load that started before it does not keep its answer. */
  #generation = 0;

  constructor(maxEntries: number = DEFAULT_MAX_ENTRIES) {
    this.#entries = new LRUCache({ max: maxEntries });
  }

  /** The kept value of `key`, else `load()`'s (kept unless the table changed meanwhile). */
  async get(key: string, load: () => Promise<V>): Promise<V> {
    const kept = this.#entries.get(key);
    if (kept) return kept.value;
    const generation = this.#generation;
    const value = await load();
    if (generation === this.#generation) this.#entries.set(key, { value });
    return value;
  }

  /** Drops `key` ('*': every entry). */
  drop(key: string): void {
    this.#generation += 1;
    if (key === '*') this.#entries.clear();
    else this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** Whether this process owns the database (no other process writes it): PGlite. */
export function ownsDatabase(db: Database): boolean {
  return db.cacheNotices !== undefined;
}

interface Registry {
  byName: Map<string, OwnedCache<unknown>>;
  byTable: Map<string, Set<OwnedCache<unknown>>>;
}

/** One set of caches per database (tests open several in one process). */
const registries = new WeakMap<Database, Registry>();

/**
 * The cache `name` of rows of `table` (keys as migration 075 writes them, e.g. `2:1001`), or
 * undefined when this process does not own the database.
 */
export function ownedCache<V>(
  db: Database,
  table: string,
  { name = table, maxEntries = DEFAULT_MAX_ENTRIES }: { name?: string; maxEntries?: number } = {},
): OwnedCache<V> | undefined {
  const notices = db.cacheNotices;
  if (!notices) return undefined;
  let registry = registries.get(db);
  if (!registry) {
    const created: Registry = { byName: new Map(), byTable: new Map() };
    notices.subscribe((changed, key) => {
      for (const cache of created.byTable.get(changed) ?? []) cache.drop(key);
    });
    registries.set(db, created);
    registry = created;
  }
  let cache = registry.byName.get(name);
  if (!cache) {
    cache = new OwnedCache<unknown>(maxEntries);
    registry.byName.set(name, cache);
    const forTable = registry.byTable.get(table) ?? new Set();
    forTable.add(cache);
    registry.byTable.set(table, forTable);
  }
  return cache as OwnedCache<V>;
}
