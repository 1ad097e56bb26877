/**
 * The one database interface the server uses. Two drivers implement it: embedded PGlite
 * (default) and PostgreSQL (`DATABASE_URL`). Only repositories and db/ code touch it.
 * SQL is PostgreSQL dialect with $1, $2… parameters; both drivers run the same statements.
 *
 * Both drivers return the same JavaScript types: int2/int4/int8 and float → number,
 * numeric → string (exact money), date → 'YYYY-MM-DD' string, timestamptz → Date, json(b) → value,
 * bytea → Uint8Array. Use timestamptz, not timestamp. For a json(b) parameter that is an array,
 * pass `JSON.stringify(value)` (node-postgres sends JS arrays as PostgreSQL arrays). Inside `transaction`, use only `tx`: on
 * PGlite (one connection) a call on the Database itself waits for the transaction to end.
 */

export type SqlParam =
  string | number | boolean | null | Date | Uint8Array | readonly unknown[] | object;

export interface Queryable {
  /**
   * Runs one statement and returns its rows. Without params (or with an empty list) `sql` may be
   * a script of several statements (simple protocol, as node-postgres does): the rows returned
   * are the last statement's.
   */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<Row[]>;
}

/**
 * The `tx` of `Database.transaction`: statements on its one connection, and a way to end it.
 */
export interface Transaction extends Queryable {
  /**
   * Runs the transaction's last statement and commits. On PostgreSQL the COMMIT is sent with the
   * statement, one round trip for both (decision 090), so the statement's result is read after
   * the transaction has ended: whatever must roll it back has to make the statement itself fail
   * (raise in SQL); a failed statement makes the COMMIT a ROLLBACK and rejects here. Once this
   * resolves the commit is durable. Nothing may follow it: a further statement rejects, and
   * `work` must return what it has without throwing (on PGlite the commit comes as `work`
   * returns, and a throw would roll back what PostgreSQL has already committed). If `work` catches
   * this call's failure, the transaction still rejects with it.
   */
  commitWith<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly SqlParam[],
  ): Promise<Row[]>;
}

/**
 * Row changes of the tables whose hot reads the embedded database keeps in memory (migration 075,
 * decision 065): `table` and `key` ('*' after a TRUNCATE). Each change reaches the listeners
 * before the statement (or COMMIT) that made it returns to its caller.
 */
export interface CacheNotices {
  subscribe(listener: (table: string, key: string) => void): () => void;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Present when this process owns the database (PGlite): every change to a cached table is told
   * here, so reads may be answered from memory. Absent on PostgreSQL, where other instances write.
   */
  readonly cacheNotices?: CacheNotices;
  /**
   * Runs `work` in one transaction (BEGIN … COMMIT, ROLLBACK on throw) on one connection.
   * When it resolves, the commit is durable (PGlite is flushed to disk first). On PostgreSQL,
   * BEGIN goes with the transaction's first statement (one round trip), and a transaction whose
   * work sends nothing sends nothing.
   */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Cheap liveness check used by /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
