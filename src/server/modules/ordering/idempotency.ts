/**
 * Exactly-once `order/create` (SECURITY T1, T15; PRODUCT.md "Exactly-once orders").
 *
 * - The request body is fingerprinted: sha256 of its canonical JSON (object keys sorted), so the
 *   same body sent with keys in another order is the same request.
 * - Same key + same body → the stored answer (same status and body); same key + other body → 422
 *   idempotencyKeyReused; while the first is still running → 409 idempotencyKeyInFlight.
 * - Business answers (2xx and 4xx) are stored with the order in one transaction; a fault (5xx,
 *   serialization failure, deadlock) releases the claim so a retry can proceed.
 * - Serialization failures and deadlocks are retried a bounded number of times first.
 */
import { createHash } from 'node:crypto';
import type { TenantClientScope } from './pricing-repository.ts';
import type { Database } from '../../db/types.ts';
import { isApiErrorCode } from '../../../contract/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { claimIdempotencyKey, releaseIdempotencyKey } from './idempotency-repository.ts';

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

export interface IdempotentRun {
  db: Database;
  scope: TenantClientScope;
  key: string;
  body: unknown;
  now: Date;
  /** Decides and writes the answer, storing it with the key in the same transaction. */
  execute: (requestHash: string) => Promise<StoredAnswer>;
  /** Told when the answer is a stored one (the route sends `Idempotent-Replayed: true`). */
  onReplay?: () => void;
}

/** Claims the key, then runs `execute` once per key; replays or refuses otherwise. */
export async function runIdempotently(run: IdempotentRun): Promise<unknown> {
  const requestHash = requestFingerprint(run.body);
  const expiresAt = new Date(run.now.getTime() + IDEMPOTENCY_TTL_MS);
  const claim = await claimIdempotencyKey(
    run.db,
    run.scope,
    run.key,
    requestHash,
    run.now,
    expiresAt,
  );
  if (claim.kind !== 'claimed') {
    if (claim.requestHash !== requestHash) throw new HttpError(422, 'idempotencyKeyReused');
    if (claim.kind === 'inFlight') {
      throw new HttpError(409, 'idempotencyKeyInFlight', undefined, {
        retryAfterSeconds: claim.retryAfterSeconds,
      });
    }
    run.onReplay?.();
    return replay(claim);
  }
  let answer: StoredAnswer;
  try {
    answer = await withTransientRetries(() => run.execute(requestHash));
  } catch (error) {
    await releaseIdempotencyKey(run.db, run.scope, run.key, requestHash).catch(() => undefined);
    throw error;
  }
  return replay(answer);
}
