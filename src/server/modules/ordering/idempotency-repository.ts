/**
 * The idempotency keys of `order/create` (SECURITY T1), scoped to tenant + client. A key is
 * claimed 'in_flight' in its own short transaction, then marked 'done' with the answer inside the
 * order transaction, or deleted when the attempt failed transiently so a retry can proceed.
 */
import type { Database, Queryable } from '../../db/types.ts';
import type { TenantClientScope } from './pricing-repository.ts';

/** What a key already holds when it could not be claimed. */
export type KeyClaim =
  | { kind: 'claimed' }
  | { kind: 'inFlight'; requestHash: string; retryAfterSeconds: number }
  | { kind: 'done'; requestHash: string; status: number; body: unknown };

/**
 * An 'in_flight' claim older than this was abandoned (the process died mid-request): a retry with
 * the same body takes it over. Far above any order transaction and the app's 20 s time-out.
 */
export const STALE_IN_FLIGHT_MS = 60_000;

interface KeyRecord {
  created_at: Date;
  request_hash: string;
  status: 'in_flight' | 'done';
  response_status: number | null;
  response_body: unknown;
}

/**
 * Claims `key` for this request: drops the client's expired keys, inserts an 'in_flight' row
 * (ON CONFLICT DO NOTHING) and, when the key exists, reports what it holds.
 */
export async function claimIdempotencyKey(
  db: Database,
  scope: TenantClientScope,
  key: string,
  requestHash: string,
  now: Date,
  expiresAt: Date,
): Promise<KeyClaim> {
  return db.transaction(async (tx) => {
    await tx.query(
      `delete from idempotency_keys
        where tenant_id = $1 and client_id = $2 and expires_at <= $3`,
      [scope.tenantId, scope.clientId, now],
    );
    const inserted = await tx.query(
      `insert into idempotency_keys
              (tenant_id, client_id, key, request_hash, status, created_at, expires_at)
       values ($1, $2, $3, $4, 'in_flight', $5, $6)
       on conflict do nothing
       returning key`,
      [scope.tenantId, scope.clientId, key, requestHash, now, expiresAt],
    );
    if (inserted.length > 0) return { kind: 'claimed' };
    const [row] = await tx.query<KeyRecord>(
      `select created_at, request_hash, status, response_status, response_body
         from idempotency_keys
        where tenant_id = $1 and client_id = $2 and key = $3`,
      [scope.tenantId, scope.clientId, key],
    );
    // Gone between the insert and the select (released by a failed attempt): still in flight.
    if (row === undefined) return { kind: 'inFlight', requestHash, retryAfterSeconds: 1 };
    if (row.status === 'in_flight') {
      const stale = now.getTime() - row.created_at.getTime() > STALE_IN_FLIGHT_MS;
      if (stale && row.request_hash === requestHash) {
        await tx.query(
          `update idempotency_keys set created_at = $4
            where tenant_id = $1 and client_id = $2 and key = $3 and status = 'in_flight'`,
          [scope.tenantId, scope.clientId, key, now],
        );
        return { kind: 'claimed' };
      }
      // When the claim would be taken over as abandoned: a retry then is certain to get an answer.
      const untilStale = row.created_at.getTime() + STALE_IN_FLIGHT_MS - now.getTime();
      return {
        kind: 'inFlight',
        requestHash: row.request_hash,
        retryAfterSeconds: Math.max(1, Math.ceil(untilStale / 1000)),
      };
    }
    return {
      kind: 'done',
      requestHash: row.request_hash,
      status: row.response_status ?? 500,
      body: row.response_body,
    };
  });
}

/** Stores the final answer of the key (inside the order transaction). */
export async function completeIdempotencyKey(
  tx: Queryable,
  scope: TenantClientScope,
  key: string,
  status: number,
  body: unknown,
): Promise<void> {
  const updated = await tx.query(
    `update idempotency_keys
        set status = 'done', response_status = $4, response_body = $5::jsonb
      where tenant_id = $1 and client_id = $2 and key = $3 and status = 'in_flight'
      returning key`,
    [scope.tenantId, scope.clientId, key, status, JSON.stringify(body)],
  );
  // The claim was lost (deleted as expired by a much later request): refuse to answer twice.
  if (updated.length === 0) throw new Error('idempotency key is no longer in flight');
}

/** Forgets an in-flight claim after a transient failure, so that a retry can run again. */
export async function releaseIdempotencyKey(
  db: Database,
  scope: TenantClientScope,
  key: string,
  requestHash: string,
): Promise<void> {
  await db.query(
    `delete from idempotency_keys
      where tenant_id = $1 and client_id = $2 and key = $3 and request_hash = $4
        and status = 'in_flight'`,
    [scope.tenantId, scope.clientId, key, requestHash],
  );
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
