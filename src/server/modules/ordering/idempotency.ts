/**
 * Exactly-once `order/create` (SECURITY T1, T15; PRODUCT.md "Exactly-once orders").
 *
 * - The request body is fingerprinted: sha256 of its canonical JSON (object keys sorted), so the
 *   same body sent with keys in another order is the same request.
 * - Same key + same body → the stored answer (same status and body); same key + other body → 422
 *   idempotencyKeyReused; while the first is still running → 409 idempotencyKeyInFlight.
 * - One transaction, one durable commit (decision 037): the key is looked up (and locked) inside
 *   the transaction that writes the order, and its answer is stored there too, by the statement
 *   that commits it (on PostgreSQL one round trip for both, decision 090). Business answers
 *   (2xx and 4xx) are stored; a fault (5xx, serialization failure, deadlock) rolls the whole
 *   transaction back, key included, so a retry runs again. The look-up may share its statement
 *   with the caller's first reads (`open`), and the answer may be stored by the caller's own
 *   write (`stored: true`): order/create is two statements inside its transaction (decision 066).
 * - In flight: this process keeps the keys it is running (a second request with one of them is
 *   answered at once, without waiting for the database); another instance's run of the key is
 *   seen by its advisory lock (idempotency-repository.ts). PGlite has one process, so its
 *   in-process set is the whole truth.
 * - Serialization failures and deadlocks are retried a bounded number of times first.
 */
import { createHash } from 'node:crypto';
import type { TenantClientScope } from './pricing-repository.ts';
import type { Database, Queryable, Transaction } from '../../db/types.ts';
import { isApiErrorCode } from '../../../contract/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  IN_FLIGHT_RETRY_AFTER_SECONDS,
  lookUpIdempotencyKey,
  storeIdempotentAnswer,
  type KeyLookup,
  type KeyToStore,
} from './idempotency-repository.ts';

/** How long a key and its answer are kept (SECURITY T1: at least 24 h). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** JSON with object keys sorted at every level (arrays keep their order). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestFingerprint(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/** PostgreSQL serialization_failure and deadlock_detected (SECURITY T15). */
const TRANSIENT_SQLSTATES = new Set(['40001', '40P01']);

export function isTransientDatabaseError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && TRANSIENT_SQLSTATES.has(code);
}

/** Attempts of one order transaction (the first + 2 retries). */
export const TRANSACTION_ATTEMPTS = 3;

/** Runs `work`, retrying it on serialization failures and deadlocks up to TRANSACTION_ATTEMPTS. */
export async function withTransientRetries<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isTransientDatabaseError(error)) throw error;
    }
  }
}

/** An answer of order/create as stored with its key. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** Replays a stored answer: 2xx as the body, 4xx as the same error code and params. */
export function replay(answer: StoredAnswer): unknown {
  if (answer.status >= 200 && answer.status < 300) return answer.body;
  const body = (answer.body ?? {}) as { code?: unknown; params?: Record<string, string | number> };
  if (!isApiErrorCode(body.code)) throw new HttpError(500, 'internal');
  throw new HttpError(answer.status, body.code, body.params);
}

/** An answer decided by `execute`; `stored` when execute wrote it with the key itself. */
export interface ExecutedAnswer extends StoredAnswer {
  stored?: boolean;
}

export interface IdempotentRun<Opened = undefined> {
  db: Database;
  scope: TenantClientScope;
  key: string;
  body: unknown;
  now: Date;
  /**
   * The transaction's first statement: looks up and locks the key as `lookUpIdempotencyKey`
   * does (the default), and may read what `execute` needs in the same round trip (order/create
   * locks the client row there, migration 076). `opened` is handed to `execute` when the key is free.
   */
  open?: (tx: Queryable, requestHash: string) => Promise<{ found: KeyLookup; opened: Opened }>;
  /**
   * Decides and writes the answer inside the transaction that stores it with the key. It may
   * store the answer itself, in a statement it makes anyway (`store_idempotent_answer` with `key`),
   * which must then be the transaction's last (`tx.commitWith`), and say so with `stored: true`;
   * otherwise it is stored here, in a statement of its own that commits.
   */
  execute: (tx: Transaction, opened: Opened, key: KeyToStore) => Promise<ExecutedAnswer>;
  /** Told when the answer is a stored one (the route sends `Idempotent-Replayed: true`). */
  onReplay?: () => void;
}

/** The keys this process is running now, per database (tests open several in one process). */
const running = new WeakMap<Database, Map<string, { requestHash: string }>>();

function runningKeys(db: Database): Map<string, { requestHash: string }> {
  let keys = running.get(db);
  if (!keys) {
    keys = new Map();
    running.set(db, keys);
  }
  return keys;
}

/** 422 when the running request has another body (when it is known), else 409. */
function inFlight(
  requestHash: string,
  found: { requestHash: string | undefined; retryAfterSeconds: number },
): never {
  if (found.requestHash !== undefined && found.requestHash !== requestHash) {
    throw new HttpError(422, 'idempotencyKeyReused');
  }
  throw new HttpError(409, 'idempotencyKeyInFlight', undefined, {
    retryAfterSeconds: found.retryAfterSeconds,
  });
}

type Outcome = { kind: 'answered'; answer: StoredAnswer } | Exclude<KeyLookup, { kind: 'free' }>;

/** Runs `execute` once per key, in the transaction that stores its answer; replays or refuses otherwise. */
export async function runIdempotently<Opened = undefined>(
  run: IdempotentRun<Opened>,
): Promise<unknown> {
  const requestHash = requestFingerprint(run.body);
  const toStore: KeyToStore = {
    scope: run.scope,
    key: run.key,
    requestHash,
    now: run.now,
    expiresAt: new Date(run.now.getTime() + IDEMPOTENCY_TTL_MS),
  };
  const keys = runningKeys(run.db);
  const id = JSON.stringify([run.scope.tenantId, run.scope.clientId, run.key]);
  const mine = keys.get(id);
  if (mine) {
    inFlight(requestHash, {
      requestHash: mine.requestHash,
      retryAfterSeconds: IN_FLIGHT_RETRY_AFTER_SECONDS,
    });
  }
  keys.set(id, { requestHash });
  const open =
    run.open ??
    (async (tx: Queryable) => ({
      found: await lookUpIdempotencyKey(tx, run.scope, run.key, requestHash, run.now),
      opened: undefined as Opened,
    }));
  let outcome: Outcome;
  try {
    outcome = await withTransientRetries(() =>
      run.db.transaction(async (tx): Promise<Outcome> => {
        const { found, opened } = await open(tx, requestHash);
        if (found.kind !== 'free') return found;
        const { stored, ...answer } = await run.execute(tx, opened, toStore);
        if (stored !== true) {
          await storeIdempotentAnswer(tx, run.scope, run.key, {
            requestHash,
            now: run.now,
            expiresAt: toStore.expiresAt,
            status: answer.status,
            body: answer.body,
          });
        }
        return { kind: 'answered', answer };
      }),
    );
  } finally {
    keys.delete(id);
  }
  if (outcome.kind === 'answered') return replay(outcome.answer);
  if (outcome.kind === 'inFlight') inFlight(requestHash, outcome);
  if (outcome.requestHash !== requestHash) throw new HttpError(422, 'idempotencyKeyReused');
  run.onReplay?.();
  return replay(outcome);
}
