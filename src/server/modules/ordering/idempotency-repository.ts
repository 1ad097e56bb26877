/**
 * The idempotency keys of `order/create` (SECURITY T1), scoped to tenant + client. Since issue 16
 * (decision 037) a key is looked up and stored inside the order transaction itself, so a create
 * is one durable commit: the look-up takes a transaction-scoped advisory lock on the key (another
 * instance running the same key holds it: 409), and the answer is written with the order.
 * Rows in state 'in_flight' are only written by versions before issue 16 (a claim committed on
 * its own); they are still honoured, and taken over once stale.
 */
import type { Queryable, Transaction } from '../../db/types.ts';
import type { TenantClientScope } from './pricing-repository.ts';

/** What a key holds at the start of the order transaction. */
export type KeyLookup =
  | { kind: 'free' }
  | { kind: 'inFlight'; requestHash: string | undefined; retryAfterSeconds: number }
  | { kind: 'done'; requestHash: string; status: number; body: unknown };

/**
 * An 'in_flight' claim older than this was abandoned (the process died mid-request): a retry with
 * the same body takes it over. Far above any order transaction and the app's 20 s time-out.
 */
export const STALE_IN_FLIGHT_MS = 60_000;

/** The Retry-After of a key another request is running right now: its transaction is short. */
export const IN_FLIGHT_RETRY_AFTER_SECONDS = 1;

/** A key's columns as the look-up reads them (null when the key has no live row). */
export interface KeyRecord {
  locked: boolean;
  created_at: Date | null;
  request_hash: string | null;
  status: 'in_flight' | 'done' | null;
  response_status: number | null;
  response_body: unknown;
}

/**
 * Inside the order transaction, one statement: takes the key's advisory lock (held until COMMIT
 * or ROLLBACK, released by PostgreSQL if the process dies) and reads the key's row. An expired
 * row counts as free (`storeIdempotentAnswer` replaces it). `open_order_create` (migration 076)
 * does the same, and more, for order/create.
 */
export async function lookUpIdempotencyKey(
  tx: Queryable,
  scope: TenantClientScope,
  key: string,
  requestHash: string,
  now: Date,
): Promise<KeyLookup> {
  const [row] = await tx.query<KeyRecord>(
    `select pg_try_advisory_xact_lock(
              hashtextextended('idempotency:' || $1::text || ':' || $2 || ':' || $3, 0)) as locked,
            k.created_at, k.request_hash, k.status, k.response_status, k.response_body
       from (select 1) as one
       left join idempotency_keys k
         on k.tenant_id = $1 and k.client_id = $2 and k.key = $3 and k.expires_at > $4`,
    [scope.tenantId, scope.clientId, key, now],
  );
  if (row === undefined) throw new Error('idempotency key look-up returned nothing');
  return keyLookupOf(row, requestHash, now);
}

/** What a looked-up key means for this request: a stored answer, another run of it, or free. */
export function keyLookupOf(row: KeyRecord, requestHash: string, now: Date): KeyLookup {
  if (row.status === 'done' && row.request_hash !== null) {
    return {
      kind: 'done',
      requestHash: row.request_hash,
      status: row.response_status ?? 500,
      body: row.response_body,
    };
  }
  // Another instance's transaction runs this key now; its answer is not committed yet.
  if (!row.locked) {
    return {
      kind: 'inFlight',
      requestHash: undefined,
      retryAfterSeconds: IN_FLIGHT_RETRY_AFTER_SECONDS,
    };
  }
  if (row.status === 'in_flight' && row.created_at !== null && row.request_hash !== null) {
    const untilStale = row.created_at.getTime() + STALE_IN_FLIGHT_MS - now.getTime();
    const taken = untilStale < 0 && row.request_hash === requestHash;
    if (!taken) {
      // When the claim would be taken over as abandoned: a retry then is certain to get an answer.
      return {
        kind: 'inFlight',
        requestHash: row.request_hash,
        retryAfterSeconds: Math.max(1, Math.ceil(untilStale / 1000)),
      };
    }
  }
  return { kind: 'free' };
}

/** The key of a run, as its answer is stored (the answer aside). */
export interface KeyToStore {
  scope: TenantClientScope;
  key: string;
  requestHash: string;
  now: Date;
  expiresAt: Date;
}

export interface IdempotentAnswer {
  requestHash: string;
  now: Date;
  expiresAt: Date;
  status: number;
  body: unknown;
}

/**
 * Stores the final answer of the key (inside the order transaction, after the look-up found it
 * free), replacing an expired or abandoned row of the same key, and drops the client's other
 * expired keys on the way: `store_idempotent_answer` (migration 076), which `place_orders` also
 * calls to store an order's answer in the call that writes it. It is the transaction's last
 * statement and commits it (`commitWith`, decision 090).
 */
export async function storeIdempotentAnswer(
  tx: Transaction,
  scope: TenantClientScope,
  key: string,
  answer: IdempotentAnswer,
): Promise<void> {
  // A live answer of this key that appeared since the look-up (only an old version could write
  // one) makes the function raise (migration 077), so the COMMIT sent with it rolls back. Once
  // this resolves the answer is committed: nothing may throw after it.
  await tx.commitWith('select store_idempotent_answer($1, $2, $3, $4, $5, $6, $7, $8)', [
    scope.tenantId,
    scope.clientId,
    key,
    answer.requestHash,
    answer.now,
    answer.status,
    JSON.stringify(answer.body),
    answer.expiresAt,
  ]);
}

/**
 * Housekeeping (modules/jobs): deletes every tenant's expired keys. A client's own expired keys
 * are also dropped when it claims its next key; this catches the clients that never come back.
 * Returns how many keys were deleted.
 */
export async function purgeExpiredIdempotencyKeys(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query(
    'delete from idempotency_keys where expires_at <= $1 returning tenant_id',
    [now],
  );
  return rows.length;
}
