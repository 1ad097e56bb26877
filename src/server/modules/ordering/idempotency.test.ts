import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.ts';
import { openPostgresDatabase } from '../../db/postgres-database.ts';
import type { Database, Queryable } from '../../db/types.ts';
import {
  createEmptyPostgresDatabase,
  openTestDatabase,
  testDatabases,
} from '../../test/databases.ts';
import { STALE_IN_FLIGHT_MS } from './idempotency-repository.ts';
import {
  IDEMPOTENCY_TTL_MS,
  TRANSACTION_ATTEMPTS,
  canonicalJson,
  requestFingerprint,
  runIdempotently,
  type StoredAnswer,
} from './idempotency.ts';

describe('request fingerprint (SECURITY T1)', () => {
  it.each([
    [{ a: 1, b: [1, { d: 2, c: 3 }] }, { b: [1, { c: 3, d: 2 }], a: 1 }, true],
    [{ a: 1, b: undefined }, { a: 1 }, true],
    [{ a: [1, 2] }, { a: [2, 1] }, false],
    [{ a: 1 }, { a: '1' }, false],
  ])('%j vs %j → same %s', (a, b, same) => {
    expect(requestFingerprint(a) === requestFingerprint(b)).toBe(same);
  });

  it('canonical JSON sorts keys at every level', () => {
    expect(canonicalJson({ z: { y: 1, x: null }, a: 'é' })).toBe('{"a":"é","z":{"x":null,"y":1}}');
  });
});

describe.each(testDatabases())('idempotent runs on %s (SECURITY T1, T15)', (kind) => {
  let db: Database;
  const scope = { tenantId: 2, clientId: 'c1' };
  const now = new Date('2026-11-18T15:00:00.000Z');
  let keys = 0;
  const key = () => `idem-test-${(keys += 1)}`;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await db.query(`insert into clients (tenant_id, external_id, name) values (2, 'c1', 'Shop')`);
  });
  afterAll(() => db.close());

  /** An execute that decides `answer` (runIdempotently stores it with the key). */
  const storing =
    (_k: string, answer: StoredAnswer, calls: { n: number }) =>
    async (_tx: Queryable): Promise<StoredAnswer> => {
      calls.n += 1;
      return answer;
    };

  const rowOf = async (k: string) =>
    (
      await db.query<{ status: string; expires_at: Date }>(
        'select status, expires_at from idempotency_keys where tenant_id = 2 and client_id = $1 and key = $2',
        [scope.clientId, k],
      )
    )[0];

  it('stores a 4xx business answer as final: the same key replays it without running again', async () => {
    const k = key();
    const calls = { n: 0 };
    const answer = {
      status: 422,
      body: { code: 'belowMinimumOrder', params: { minimumOrder: 5 } },
    };
    const run = () =>
      runIdempotently({
        db,
        scope,
        key: k,
        body: { a: 1 },
        now,
        execute: storing(k, answer, calls),
      });
    await expect(run()).rejects.toMatchObject({ statusCode: 422, code: 'belowMinimumOrder' });
    await expect(run()).rejects.toMatchObject({ statusCode: 422, params: { minimumOrder: 5 } });
    expect(calls.n).toBe(1);
    const row = await rowOf(k);
    expect(row?.status).toBe('done');
    expect(row?.expires_at.getTime()).toBe(now.getTime() + IDEMPOTENCY_TTL_MS);
  });

  it('a fault is not stored: the claim is released and a retry runs again', async () => {
    const k = key();
    const failing = () => {
      throw new Error('disk on fire');
    };
    await expect(
      runIdempotently({ db, scope, key: k, body: { a: 1 }, now, execute: async () => failing() }),
    ).rejects.toThrow('disk on fire');
    expect(await rowOf(k)).toBeUndefined();
    const calls = { n: 0 };
    const ok = await runIdempotently({
      db,
      scope,
      key: k,
      body: { a: 1 },
      now,
      execute: storing(k, { status: 200, body: { orderNumber: '1' } }, calls),
    });
    expect(ok).toEqual({ orderNumber: '1' });
  });

  it.each([
    ['40001', 2, true],
    ['40P01', TRANSACTION_ATTEMPTS - 1, true],
    ['40001', TRANSACTION_ATTEMPTS, false],
    ['23505', 1, false],
  ])(
    'SQLSTATE %s failing %s time(s) → succeeds after bounded retries: %s',
    async (code, failures, succeeds) => {
      const k = key();
      let attempts = 0;
      const result = runIdempotently({
        db,
        scope,
        key: k,
        body: { a: 1 },
        now,
        execute: async (tx) => {
          attempts += 1;
          if (attempts <= failures) throw Object.assign(new Error('transient'), { code });
          return storing(k, { status: 200, body: { ok: true } }, { n: 0 })(tx);
        },
      });
      if (succeeds) {
        await expect(result).resolves.toEqual({ ok: true });
        expect(attempts).toBe(failures + 1);
      } else {
        await expect(result).rejects.toMatchObject({ code });
        expect(attempts).toBe(Math.min(failures, TRANSACTION_ATTEMPTS));
        expect(await rowOf(k)).toBeUndefined();
      }
    },
  );

  it('in flight → 409; other body → 422; an abandoned claim is taken over after STALE_IN_FLIGHT_MS', async () => {
    const k = key();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = runIdempotently({
      db,
      scope,
      key: k,
      body: { a: 1 },
      now,
      execute: async (tx) => {
        await gate;
        return storing(k, { status: 200, body: { n: 1 } }, { n: 0 })(tx);
      },
    });
    await new Promise((resolve) => setImmediate(resolve));
    const noop = async (): Promise<StoredAnswer> => ({ status: 200, body: {} });
    await expect(
      runIdempotently({ db, scope, key: k, body: { a: 1 }, now, execute: noop }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'idempotencyKeyInFlight' });
    await expect(
      runIdempotently({ db, scope, key: k, body: { a: 2 }, now, execute: noop }),
    ).rejects.toMatchObject({ statusCode: 422, code: 'idempotencyKeyReused' });
    release();
    await expect(first).resolves.toEqual({ n: 1 });

    // A claim left by a process that died: the same request takes it over once it is stale.
    const orphan = key();
    await db.query(
      `insert into idempotency_keys (tenant_id, client_id, key, request_hash, status, created_at, expires_at)
       values (2, 'c1', $1, $2, 'in_flight', $3, $4)`,
      [orphan, requestFingerprint({ a: 1 }), now, new Date(now.getTime() + IDEMPOTENCY_TTL_MS)],
    );
    const later = new Date(now.getTime() + STALE_IN_FLIGHT_MS + 1);
    const calls = { n: 0 };
    const run = (at: Date) =>
      runIdempotently({
        db,
        scope,
        key: orphan,
        body: { a: 1 },
        now: at,
        execute: storing(orphan, { status: 200, body: { n: 2 } }, calls),
      });
    // Until then the 409 says when to come back: when the claim turns stale (issue 10.8).
    await expect(run(now)).rejects.toMatchObject({
      statusCode: 409,
      retryAfterSeconds: STALE_IN_FLIGHT_MS / 1000,
    });
    await expect(run(new Date(now.getTime() + 45_000))).rejects.toMatchObject({
      statusCode: 409,
      retryAfterSeconds: STALE_IN_FLIGHT_MS / 1000 - 45,
    });
    await expect(run(later)).resolves.toEqual({ n: 2 });
  });

  it('one transaction per run: the key is looked up, the work done and the answer stored in it', async () => {
    const k = key();
    const seen = { transactions: 0, outside: 0 };
    const counting: Database = {
      kind: db.kind,
      ping: () => db.ping(),
      close: () => db.close(),
      query: (sql, params) => {
        seen.outside += 1;
        return db.query(sql, params);
      },
      transaction: (work) => {
        seen.transactions += 1;
        return db.transaction(work);
      },
    };
    let sameTransaction = false;
    const result = await runIdempotently({
      db: counting,
      scope,
      key: k,
      body: { a: 1 },
      now,
      execute: async (tx) => {
        // The key is not stored before the work: a fault leaves nothing behind.
        sameTransaction =
          (await tx.query('select 1 from idempotency_keys where key = $1', [k])).length === 0;
        return { status: 200, body: { n: 1 } };
      },
    });
    expect(result).toEqual({ n: 1 });
    expect(sameTransaction).toBe(true);
    expect(seen).toEqual({ transactions: 1, outside: 0 });
    expect((await rowOf(k))?.status).toBe('done');
  });

  // Migration 077 (decision 090): the statement that stores the answer commits the transaction
  // (on PostgreSQL its COMMIT goes with it), so an answer that cannot be stored must fail the
  // statement itself. Here a live answer of the key appears after the look-up (as only a version
  // before decision 037 could write one): the run fails and nothing it wrote is left.
  it('an answer that cannot be stored fails the run and leaves nothing written', async () => {
    const k = key();
    const run = runIdempotently({
      db,
      scope,
      key: k,
      body: { a: 1 },
      now,
      execute: async (tx) => {
        await tx.query(
          `update clients set name = 'Changed' where tenant_id = 2 and external_id = 'c1'`,
        );
        await tx.query(
          `insert into idempotency_keys (tenant_id, client_id, key, request_hash, status,
                                         response_status, response_body, created_at, expires_at)
           values (2, 'c1', $1, 'other', 'done', 200, '{}', $2, $3)`,
          [k, now, new Date(now.getTime() + IDEMPOTENCY_TTL_MS)],
        );
        return { status: 200, body: { n: 1 } };
      },
    });
    await expect(run).rejects.toThrow('answered by another request');
    expect(await rowOf(k)).toBeUndefined();
    expect(
      await db.query(`select name from clients where tenant_id = 2 and external_id = 'c1'`),
    ).toEqual([{ name: 'Shop' }]);
  });

  it('place_orders fails, writing no order, when the key already holds a live answer', async () => {
    const k = key();
    const order = {
      i: 1,
      channel: 40,
      status: 'REGISTERED',
      created_at: now,
      expected_delivery_date: '2026-11-20',
      order_type: '',
      total: 1,
      total_without_tax: 1,
      price_without_discount: 1,
      discount: 0,
      promo_discount: 0,
      vat: 0,
      require_nps_on_bot: false,
      user_flow: {},
      lines: [],
      statuses: ['REGISTERED'],
      answer: {},
    };
    const orders = async () =>
      (
        await db.query<{ n: number }>(
          `select count(*)::int as n from orders where client_id = 'c1'`,
        )
      )[0]?.n;
    const before = await orders();
    await expect(
      db.transaction(async (tx) => {
        await tx.query(
          `insert into idempotency_keys (tenant_id, client_id, key, request_hash, status,
                                         response_status, response_body, created_at, expires_at)
           values (2, 'c1', $1, 'other', 'done', 200, '{}', $2, $3)`,
          [k, now, new Date(now.getTime() + IDEMPOTENCY_TTL_MS)],
        );
        return tx.commitWith('select * from place_orders($1, $2, $3, $4, $5, $6, $7, $8, $9)', [
          2,
          'c1',
          JSON.stringify([order]),
          k,
          'mine',
          now,
          200,
          false,
          new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
        ]);
      }),
    ).rejects.toThrow('answered by another request');
    expect(await orders()).toBe(before);
    expect(await rowOf(k)).toBeUndefined();
  });

  it('an expired key is forgotten: after 24 h the same key runs again', async () => {
    const k = key();
    const calls = { n: 0 };
    const run = (at: Date) =>
      runIdempotently({
        db,
        scope,
        key: k,
        body: { a: 1 },
        now: at,
        execute: storing(k, { status: 200, body: { n: calls.n } }, calls),
      });
    await run(now);
    await run(new Date(now.getTime() + IDEMPOTENCY_TTL_MS - 1));
    expect(calls.n).toBe(1);
    await run(new Date(now.getTime() + IDEMPOTENCY_TTL_MS));
    expect(calls.n).toBe(2);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'a key running on another instance (PostgreSQL, two pools on one database)',
  () => {
    const scope = { tenantId: 2, clientId: 'c1' };
    const now = new Date('2026-11-18T15:00:00.000Z');
    let drop: () => Promise<void> = async () => undefined;
    let one: Database;
    let two: Database;

    beforeAll(async () => {
      const empty = await createEmptyPostgresDatabase();
      drop = empty.drop;
      one = await openPostgresDatabase({ connectionString: empty.url, max: 2 });
      two = await openPostgresDatabase({ connectionString: empty.url, max: 2 });
      await migrate(one);
      await one.query(
        `insert into clients (tenant_id, external_id, name) values (2, 'c1', 'Shop')`,
      );
    });
    afterAll(async () => {
      await one?.close();
      await two?.close();
      await drop();
    });

    it('is 409 while its transaction runs, then replayed', async () => {
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let started = false;
      const first = runIdempotently({
        db: one,
        scope,
        key: 'shared',
        body: { a: 1 },
        now,
        execute: async () => {
          started = true;
          await gate;
          return { status: 200, body: { n: 1 } };
        },
      });
      while (!started) await new Promise((resolve) => setImmediate(resolve));
      const never = async (): Promise<StoredAnswer> => {
        throw new Error('must not run');
      };
      const again = () =>
        runIdempotently({ db: two, scope, key: 'shared', body: { a: 1 }, now, execute: never });
      await expect(again()).rejects.toMatchObject({
        statusCode: 409,
        code: 'idempotencyKeyInFlight',
        retryAfterSeconds: 1,
      });
      release();
      await expect(first).resolves.toEqual({ n: 1 });
      await expect(again()).resolves.toEqual({ n: 1 });
    });
  },
);
