/**
 * SQL of the outbox (migration 020): writing events inside the caller's transaction, and the
 * dispatcher's claim / answer / listing. Scheduling (due, leases, backoff) uses the database's
 * clock `now()`, shared by every instance; `created_at` is the service's clock at the change.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';
import type { EventType } from './event-types.ts';

export interface NewEvent {
  tenantId: number;
  clientId: string;
  type: EventType;
  data: object;
  createdAt: Date;
  conversationId?: string | undefined;
  /** One event per key and tenant: a second insert with the same key writes nothing. */
  dedupeKey?: string | undefined;
}

/**
 * Writes the event inside `tx` (the transaction of the change it reports). Returns its id, or
 * undefined when an event with the same dedupe key exists already.
 */
export async function insertEvent(tx: Queryable, event: NewEvent): Promise<string | undefined> {
  const id = randomUUID();
  const rows = await tx.query<{ id: string }>(
    `insert into outbox_events (id, tenant_id, client_id, type, dedupe_key, conversation_id, data,
                                created_at)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)
     on conflict (tenant_id, dedupe_key) where dedupe_key is not null do nothing
     returning id`,
    [
      id,
      event.tenantId,
      event.clientId,
      event.type,
      event.dedupeKey ?? null,
      event.conversationId ?? null,
      JSON.stringify(event.data),
      event.createdAt,
    ],
  );
  return rows[0]?.id;
}

export interface ClaimedEvent {
  id: string;
  tenantId: number;
  clientId: string;
  type: EventType;
  conversationId: string | null;
  data: Record<string, unknown>;
  createdAt: Date;
  /** This attempt's number (1 for the first). */
  attempt: number;
  leaseId: string;
}

interface EventRow {
  id: string;
  tenant_id: number;
  client_id: string;
  type: EventType;
  conversation_id: string | null;
  data: Record<string, unknown>;
  created_at: Date;
  attempts: number;
  lease_id: string;
}

/**
 * Leases up to `limit` due events of one tenant, oldest first, for `leaseMs`: on PostgreSQL the
 * rows are locked FOR UPDATE SKIP LOCKED while they are claimed, so two dispatchers never claim
 * one event; the lease then keeps it theirs while it is sent (a crashed dispatcher's lease runs
 * out and the event is sent again: at least once). The attempt is counted at the claim.
 */
export async function claimDueEvents(
  tx: Queryable,
  tenantId: number,
  limit: number,
  leaseMs: number,
): Promise<ClaimedEvent[]> {
  const leaseId = randomUUID();
  const rows = await tx.query<EventRow>(
    `with due as (
       select id from outbox_events
        where tenant_id = $1 and state = 'pending' and next_attempt_at <= now()
          and (lease_until is null or lease_until <= now())
        order by seq
        limit $2
        for update skip locked
     )
     update outbox_events e
        set attempts = e.attempts + 1,
            lease_until = now() + make_interval(secs => $3::double precision / 1000),
            lease_id = $4
       from due
      where e.id = due.id
     returning e.id, e.tenant_id, e.client_id, e.type, e.conversation_id, e.data, e.created_at,
               e.attempts, e.lease_id, e.seq`,
    [tenantId, limit, leaseMs, leaseId],
  );
  return rows
    .sort((a, b) => Number((a as { seq?: number }).seq) - Number((b as { seq?: number }).seq))
    .map((row) => ({
      id: row.id,
      tenantId: row.tenant_id,
      clientId: row.client_id,
      type: row.type,
      conversationId: row.conversation_id,
      data: row.data,
      createdAt: new Date(row.created_at),
      attempt: row.attempts,
      leaseId: row.lease_id,
    }));
}

/** Tenants with pending events, among `tenantIds` (cheap check before claiming). */
export async function tenantsWithDueEvents(
  db: Queryable,
  tenantIds: readonly number[],
): Promise<number[]> {
  if (tenantIds.length === 0) return [];
  const rows = await db.query<{ tenant_id: number }>(
    `select distinct tenant_id from outbox_events
      where state = 'pending' and tenant_id = any($1::int[]) and next_attempt_at <= now()
        and (lease_until is null or lease_until <= now())`,
    [[...tenantIds]],
  );
  return rows.map((row) => row.tenant_id);
}

/**
 * Pending events of tenants without an endpoint are closed as 'skipped', without an attempt:
 * nobody is told, nothing fails. `withEndpoint` lists the tenants that have one.
 */
export async function skipEventsWithoutEndpoint(
  db: Queryable,
  withEndpoint: readonly number[],
): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `update outbox_events set state = 'skipped', lease_until = null, lease_id = null
      where state = 'pending' and not (tenant_id = any($1::int[]))
      returning id`,
    [[...withEndpoint]],
  );
  return rows.length;
}

export interface AttemptRecord {
  eventId: string;
  attempt: number;
  leaseId: string;
  startedAt: Date;
  durationMs: number;
  url: string;
  status: number | undefined;
  answer: string;
}

/**
 * Records the attempt and its outcome: delivered (2xx), dead (`dead`: the last attempt failed),
 * or pending again at `retryInMs` from now. Fenced by the lease: when the lease ran out and
 * another dispatcher took the event, only the attempt is recorded. True when the row changed.
 */
export async function recordAttempt(
  tx: Queryable,
  record: AttemptRecord,
  outcome: { delivered: true } | { delivered: false; dead: boolean; retryInMs: number },
): Promise<boolean> {
  await tx.query(
    `insert into outbox_attempts (event_id, attempt, started_at, duration_ms, url, status, answer)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (event_id, attempt) do nothing`,
    [
      record.eventId,
      record.attempt,
      record.startedAt,
      Math.max(0, Math.round(record.durationMs)),
      record.url,
      record.status ?? null,
      record.answer,
    ],
  );
  const rows = outcome.delivered
    ? await tx.query(
        `update outbox_events
            set state = 'delivered', delivered_at = now(), lease_until = null, lease_id = null,
                last_error = null
          where id = $1 and lease_id = $2 and state = 'pending'
          returning id`,
        [record.eventId, record.leaseId],
      )
    : await tx.query(
        `update outbox_events
            set state = case when $3 then 'dead' else 'pending' end,
                next_attempt_at = now() + make_interval(secs => $4::double precision / 1000),
                lease_until = null, lease_id = null, last_error = $5
          where id = $1 and lease_id = $2 and state = 'pending'
          returning id`,
        [record.eventId, record.leaseId, outcome.dead, outcome.retryInMs, errorOf(record)],
      );
  return rows.length > 0;
}

function errorOf(record: AttemptRecord): string {
  const status = record.status === undefined ? 'no answer' : `HTTP ${record.status}`;
  return `${status}: ${record.answer}`.slice(0, 500);
}

/**
 * Events whose attempts are used up while no attempt is running (a dispatcher died during the
 * last one) become dead: they are never claimed again.
 */
export async function closeExhaustedEvents(db: Queryable, maxAttempts: number): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `update outbox_events
        set state = 'dead', lease_until = null, lease_id = null,
            last_error = coalesce(last_error, 'the last attempt did not finish')
      where state = 'pending' and attempts >= $1
        and (lease_until is null or lease_until <= now())
      returning id`,
    [maxAttempts],
  );
  return rows.length;
}

/** The order, client language and conversation an order event describes (inside `tx`). */
export interface OrderSnapshot {
  clientId: string;
  status: string;
  orderType: string;
  total: number;
  expectedDeliveryDate: string;
  clientLanguage: string | null;
  conversationId: string | null;
}

export async function loadOrderSnapshot(
  tx: Queryable,
  tenantId: number,
  orderNumber: string,
): Promise<OrderSnapshot | undefined> {
  const [row] = await tx.query<{
    client_id: string;
    status: string;
    order_type: string;
    total: string;
    expected_delivery_date: string;
    language: string | null;
    conversation_id: string | null;
  }>(
    `select o.client_id, o.status, o.order_type, o.total, o.expected_delivery_date,
            c.language, o.conversation_id
       from orders o
       join clients c on c.tenant_id = o.tenant_id and c.external_id = o.client_id
      where o.tenant_id = $1 and o.order_number = $2`,
    [tenantId, orderNumber],
  );
  if (!row) return undefined;
  return {
    clientId: row.client_id,
    status: row.status,
    orderType: row.order_type,
    total: Number(row.total),
    expectedDeliveryDate: row.expected_delivery_date,
    clientLanguage: row.language,
    conversationId: row.conversation_id,
  };
}
