/** PostgreSQL driver (node-postgres Pool), used when DATABASE_URL is set. */
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database, SqlParam, Transaction } from './types.ts';

const OID_INT8 = 20;
const OID_DATE = 1082;

/** Same result types as the PGlite driver (see types.ts), without touching pg's global parsers. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === OID_INT8) return (value: string) => Number(value);
    if (oid === OID_DATE) return (value: string) => value;
    return format === undefined ? pg.types.getTypeParser(oid) : pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

export interface PostgresOpenOptions {
  connectionString: string;
  /** Connections in the pool (default 10). */
  max?: number;
  /** Seconds a connection lives before it is replaced (default CONNECTION_LIFETIME_S). */
  connectionLifetimeSeconds?: number;
  /** Called when an idle pooled connection fails (default: console.error). */
  onIdleError?: (error: Error) => void;
}

/**
 * A connection is replaced after this long (when idle, or as soon as it is released). PostgreSQL
 * plans the foreign-key checks of a connection once, at the size the tables had then (issue 16):
 * a connection opened while `orders` was small kept checking every order line's order with a
 * sequential scan as the table grew through a rush — 2.7 ms of PostgreSQL's CPU per order once
 * P6 had written ~10,000 orders. Its replacement plans at today's size. Prepared statements
 * (`StatementNames`) are prepared again on the new connection, once.
 */
export const CONNECTION_LIFETIME_S = 60;

/** How long `close()` waits for its connections to close (a dead network would never say). */
export const CLOSE_WAIT_MS = 5_000;

export async function openPostgresDatabase(options: PostgresOpenOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    maxLifetimeSeconds: options.connectionLifetimeSeconds ?? CONNECTION_LIFETIME_S,
    application_name: 'refill',
    types,
    // A statement sent while another is running on the connection goes at once instead of
    // waiting for its answer (decision 090: BEGIN and COMMIT ride with the transaction's first
    // and last statements). The server uses no cursor, stream or COPY, which it would refuse.
    pipeline: true,
  });
  // Without a listener, an idle connection dropped by the server would crash the process.
  pool.on(
    'error',
    options.onIdleError ?? ((error) => console.error('PostgreSQL pool error', error)),
  );
  const db = new PostgresDatabase(pool);
  try {
    await db.ping();
  } catch (error) {
    await pool.end();
    throw error;
  }
  return db;
}

/**
 * Statements the server runs again and again go as named prepared statements: each connection
 * parses, analyses and plans one once, then only binds and runs it (issue 16: parsing and
 * planning the calls of order/create were a quarter of PostgreSQL's CPU under load). A text is
 * named from its second use, and at most MAX_NAMED texts are, so one-off SQL built per request
 * (a console filter) never fills the connections' memory with plans. The name is a digest of
 * the text, the same on every instance. The server never reads `select *` from a table, so a
 * migration by another instance changes no prepared statement's result type; PostgreSQL re-plans
 * a prepared statement whose tables or functions changed.
 */
export class StatementNames {
  static readonly MAX_NAMED = 500;
  static readonly MAX_SEEN = 10_000;
  readonly #seen = new Set<string>();
  readonly #named = new Map<string, string>();

  /** The name to prepare `sql` under, or undefined to run it unnamed this time. */
  nameOf(sql: string): string | undefined {
    const name = this.#named.get(sql);
    if (name !== undefined || this.#named.size >= StatementNames.MAX_NAMED) return name;
    if (!this.#seen.has(sql)) {
      if (this.#seen.size < StatementNames.MAX_SEEN) this.#seen.add(sql);
      return undefined;
    }
    this.#seen.delete(sql);
    const named = `refill_${createHash('sha256').update(sql).digest('base64url').slice(0, 22)}`;
    this.#named.set(sql, named);
    return named;
  }
}

async function run<Row>(
  client: pg.Pool | pg.PoolClient,
  names: StatementNames,
  sql: string,
  params: readonly SqlParam[],
): Promise<Row[]> {
  // Without parameters node-postgres uses the simple protocol: a script gives one result each.
  const name = params.length > 0 ? names.nameOf(sql) : undefined;
  const result = (await client.query(
    name === undefined
      ? { text: sql, values: [...params] }
      : { name, text: sql, values: [...params] },
  )) as pg.QueryResult | pg.QueryResult[];
  const last = Array.isArray(result) ? result.at(-1) : result;
  return (last?.rows ?? []) as Row[];
}

/** node-postgres's own encoding of a statement's value (what `client.query` does to each). */
const encodeParam = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils
  .prepareValue;

const abortedEarlier = () =>
  new Error('Transaction was aborted by an earlier error and has been rolled back');

class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  readonly #pool: pg.Pool;
  readonly #names = new StatementNames();
  #closing: Promise<void> | undefined;
  /** Connections not yet closed, whether the pool still holds them or has let them go. */
  readonly #open = new Set<pg.PoolClient>();

  constructor(pool: pg.Pool) {
    this.#pool = pool;
    pool.on('connect', (client) => {
      this.#open.add(client);
      client.once('end', () => this.#open.delete(client));
    });
  }

  query<Row = Record<string, unknown>>(
    sql: string,
    params: readonly SqlParam[] = [],
  ): Promise<Row[]> {
    return run<Row>(this.#pool, this.#names, sql, params);
  }

  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const client = await this.#pool.connect();
    // A failed BEGIN/COMMIT/ROLLBACK leaves the connection in an unknown state: don't reuse it.
    let broken: Error | undefined;
    // pg-pool drops its own 'error' listener while a client is checked out: a connection lost
    // between statements (failover, idle-in-transaction timeout) would emit an unhandled 'error'
    // and end the process. Mark the client broken instead; the next statement fails and rolls back.
    const onError = (error: Error) => {
      broken = error;
    };
    client.on('error', onError);
    const control = async (statement: string) => {
      try {
        return await client.query(statement);
      } catch (error) {
        broken = error as Error;
        throw error;
      }
    };
    // Decision 090: the connection pipelines (the pool's `pipeline`), so BEGIN is sent with the
    // first statement and `commitWith` sends COMMIT with the last: no round trip of their own.
    // 'idle' until the first statement, 'open' after it, 'ended' once commitWith sent COMMIT.
    let state = 'idle' as 'idle' | 'open' | 'ended';
    // commitWith's outcome, once it was called: the transaction waits for it before it lets the
    // connection go, and reports it even if `work` caught it.
    let ending: Promise<unknown> | undefined;
    const committed = () => new Error('The transaction has been committed: nothing may follow');
    /** BEGIN when nothing was sent yet (its failure comes first), then `sql`. */
    const send = <Row>(sql: string, params: readonly SqlParam[]): Promise<Row[]> => {
      const begin = state === 'idle' ? control('BEGIN') : undefined;
      state = 'open';
      const rows = run<Row>(client, this.#names, sql, params);
      return begin === undefined ? rows : Promise.all([begin, rows]).then(([, found]) => found);
    };
    const tx: Transaction = {
      query: <Row>(sql: string, params: readonly SqlParam[] = []) =>
        state === 'ended' ? Promise.reject(committed()) : send<Row>(sql, params),
      commitWith: <Row>(sql: string, params: readonly SqlParam[] = []) => {
        if (state === 'ended') return Promise.reject(committed());
        // Encoded before anything is sent: node-postgres fails a value it cannot encode (a BigInt
        // in an object, a cycle) in the client, without telling the server, and the COMMIT behind
        // it would commit what came before. Here the throw reaches `work` with the transaction
        // still open, so it rolls back. pg's own encoder, so the values it sees are unchanged.
        let values: unknown[];
        try {
          values = params.map((value) => encodeParam(value));
        } catch (error) {
          return Promise.reject(error as Error);
        }
        const rows = send<Row>(sql, values as SqlParam[]);
        state = 'ended';
        const ended = Promise.allSettled([rows, control('COMMIT')]).then(([sent, commit]) => {
          // The statement failed on the server, so PostgreSQL answered the COMMIT with a
          // ROLLBACK (or the connection is gone): its own error says why.
          if (sent.status === 'rejected') throw sent.reason;
          if (commit.status === 'rejected') throw commit.reason;
          if (commit.value.command === 'ROLLBACK') throw abortedEarlier();
          return sent.value;
        });
        ending = ended;
        return ended;
      },
    };
    try {
      let result: T;
      try {
        result = await work(tx);
      } catch (error) {
        if (state === 'open') await control('ROLLBACK').catch(() => undefined);
        // A commitWith not waited for: its COMMIT is answered before the connection goes back.
        await ending?.catch(() => undefined);
        throw error;
      }
      if (state === 'open') {
        const commit = await control('COMMIT');
        // The work swallowed a failed statement: PostgreSQL rolled everything back.
        if (commit.command === 'ROLLBACK') throw abortedEarlier();
      }
      // The work caught commitWith's failure and returned: the transaction rolled back.
      await ending;
      return result;
    } finally {
      client.removeListener('error', onError);
      client.release(broken ?? false);
    }
  }

  async ping(): Promise<void> {
    await this.#pool.query('select 1');
  }

  /**
   * Resolves once every connection has closed, or after CLOSE_WAIT_MS. pg-pool's `end()` resolves
   * as soon as it has asked its connections to end, before PostgreSQL's backends have exited: one
   * stopped then (a test's database dropped, a server shut down) reached a connection still
   * closing, which reported "terminating connection due to administrator command" (57P01).
   */
  close(): Promise<void> {
    this.#closing ??= this.#pool.end().then(async () => {
      const closed = [...this.#open].map(
        (client) => new Promise<void>((resolve) => client.once('end', () => resolve())),
      );
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, CLOSE_WAIT_MS).unref();
      });
      await Promise.race([Promise.all(closed), waited]);
      clearTimeout(timer);
    });
    return this.#closing;
  }
}
