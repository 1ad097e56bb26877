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
  /** Attempts made before an operator's last retry (the dead threshold counts from it). */
  retryBase: number;
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
  retry_base: number;
  lease_id: string;
}

/**
 * Leases up to `limit` due events of one tenant, oldest first, for `leaseMs`: on PostgreSQL the
 * rows are locked FOR UPDATE SKIP LOCKED while they are claimed, so two dispatchers never claim
 * one event; the lease then keeps it theirs while it is sent (a crashed dispatcher's lease runs
 * out and the event is sent again: at least once). The attempt is counted at the claim.
 */
export async function claimDueEvents(
  db: Queryable,
  tenantId: number,
  limit: number,
  leaseMs: number,
): Promise<ClaimedEvent[]> {
  const leaseId = randomUUID();
  // One statement (its own transaction): the rows stay locked while it runs, then leased.
  const rows = await db.query<EventRow>(
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
               e.attempts, e.retry_base, e.lease_id, e.seq`,
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
      retryBase: row.retry_base,
      leaseId: row.lease_id,
    }));
}

/**
 * How long an event waits before an instance without a channel for its tenant (no WEBHOOKS
 * endpoint, no WHATSAPP setting) closes it as having none. Every instance should carry the same
 * channels, but while a change rolls out they differ: an instance that has the channel takes a
 * new event within its poll interval, long before this, so one that lacks it no longer marks
 * another instance's events done with (found by a two-instance probe).
 */
export const CHANNEL_SETTLE_MS = 5 * 60_000;

/**
 * Pending events of tenants without an endpoint are closed as 'skipped', without an attempt:
 * nobody is told, nothing fails. `withEndpoint` lists the tenants that have one; `served`, when
 * given, limits this to the tenants this deployment serves (another deployment sharing the
 * database sends its own tenants' events). Only events written CHANNEL_SETTLE_MS ago or earlier.
 */
export async function skipEventsWithoutEndpoint(
  db: Queryable,
  withEndpoint: readonly number[],
  served?: readonly number[],
): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `update outbox_events set state = 'skipped', lease_until = null, lease_id = null
      where state = 'pending' and not (tenant_id = any($1::int[]))
        and ($2::int[] is null or tenant_id = any($2::int[]))
        and created_at < now() - make_interval(secs => $3::double precision / 1000)
      returning id`,
    [[...withEndpoint], served === undefined ? null : [...served], CHANNEL_SETTLE_MS],
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
  const attempt = `insert into outbox_attempts (event_id, attempt, started_at, duration_ms, url,
                                                status, answer)
                   values ($1, $3, $4, $5, $6, $7, $8)
                   on conflict (event_id, attempt) do nothing`;
  const params = [
    record.eventId,
    record.leaseId,
    record.attempt,
    record.startedAt,
    Math.max(0, Math.round(record.durationMs)),
    record.url,
    record.status ?? null,
    record.answer,
  ];
  // One statement: the attempt row and the event's new state together.
  const rows = outcome.delivered
    ? await tx.query(
        `with attempt as (${attempt})
         update outbox_events
            set state = 'delivered', delivered_at = now(), lease_until = null, lease_id = null,
                last_error = null
          where id = $1 and lease_id = $2 and state = 'pending'
          returning id`,
        params,
      )
    : await tx.query(
        `with attempt as (${attempt})
         update outbox_events
            set state = case when $9 then 'dead' else 'pending' end,
                next_attempt_at = now() + make_interval(secs => $10::double precision / 1000),
                lease_until = null, lease_id = null, last_error = $11
          where id = $1 and lease_id = $2 and state = 'pending'
          returning id`,
        [...params, outcome.dead, outcome.retryInMs, errorOf(record)],
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
      where state = 'pending' and attempts - retry_base >= $1
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
  /** The shop's latest conversation (the bot's last link request). */
  clientConversationId: string | null;
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
    client_conversation_id: string | null;
  }>(
    `select o.client_id, o.status, o.order_type, o.total, o.expected_delivery_date,
            c.language, o.conversation_id, c.conversation_id as client_conversation_id
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
    clientConversationId: row.client_conversation_id,
  };
}

/** A client's language and latest chat conversation. */
export async function loadClientChat(
  db: Queryable,
  tenantId: number,
  clientId: string,
): Promise<{ language: string | null; conversationId: string | null } | undefined> {
  const [row] = await db.query<{ language: string | null; conversation_id: string | null }>(
    'select language, conversation_id from clients where tenant_id = $1 and external_id = $2',
    [tenantId, clientId],
  );
  return row && { language: row.language, conversationId: row.conversation_id };
}

export interface EventView {
  id: string;
  type: EventType;
  createdAt: Date;
  clientId: string;
  conversationId: string | null;
  state: 'pending' | 'delivered' | 'dead' | 'skipped';
  attempts: number;
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
  lastError: string | null;
  data: Record<string, unknown>;
  attemptLog: {
    attempt: number;
    startedAt: Date;
    durationMs: number;
    url: string;
    status: number | null;
    answer: string;
  }[];
}

/** A tenant's events, newest first, each with its attempts (operators). */
export async function listEvents(
  db: Queryable,
  tenantId: number,
  filter: { state?: string | undefined; type?: string | undefined; limit: number },
): Promise<EventView[]> {
  const rows = await db.query<{
    id: string;
    type: EventType;
    created_at: Date;
    client_id: string;
    conversation_id: string | null;
    state: EventView['state'];
    attempts: number;
    next_attempt_at: Date;
    delivered_at: Date | null;
    last_error: string | null;
    data: Record<string, unknown>;
  }>(
    `select id, type, created_at, client_id, conversation_id, state, attempts, next_attempt_at,
            delivered_at, last_error, data
       from outbox_events
      where tenant_id = $1 and ($2::text is null or state = $2) and ($3::text is null or type = $3)
      order by seq desc
      limit $4`,
    [tenantId, filter.state ?? null, filter.type ?? null, filter.limit],
  );
  if (rows.length === 0) return [];
  const attempts = await db.query<{
    event_id: string;
    attempt: number;
    started_at: Date;
    duration_ms: number;
    url: string;
    status: number | null;
    answer: string | null;
  }>(
    `select event_id, attempt, started_at, duration_ms, url, status, answer
       from outbox_attempts where event_id = any($1::uuid[])
      order by event_id, attempt`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    createdAt: new Date(row.created_at),
    clientId: row.client_id,
    conversationId: row.conversation_id,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: row.state === 'pending' ? new Date(row.next_attempt_at) : null,
    deliveredAt: row.delivered_at === null ? null : new Date(row.delivered_at),
    lastError: row.last_error,
    data: row.data,
    attemptLog: attempts
      .filter((a) => a.event_id === row.id)
      .map((a) => ({
        attempt: a.attempt,
        startedAt: new Date(a.started_at),
        durationMs: a.duration_ms,
        url: a.url,
        status: a.status,
        answer: a.answer ?? '',
      })),
  }));
}

/**
 * Makes a dead event pending again with a fresh round of attempts. Answers the state it found:
 * undefined when the tenant has no such event.
 */
export async function retryDeadEvent(
  tx: Queryable,
  tenantId: number,
  id: string,
): Promise<string | undefined> {
  const [row] = await tx.query<{ state: string }>(
    'select state from outbox_events where tenant_id = $1 and id = $2 for update',
    [tenantId, id],
  );
  if (!row) return undefined;
  if (row.state === 'dead') {
    await tx.query(
      `update outbox_events
          set state = 'pending', retry_base = attempts, next_attempt_at = now(),
              lease_until = null, lease_id = null
        where tenant_id = $1 and id = $2`,
      [tenantId, id],
    );
  }
  return row.state;
}

/** Delivered or skipped events are kept this long for operators, then purged. */
export const OUTBOX_RETENTION_DAYS = 30;

/**
 * Housekeeping: deletes delivered and skipped events older than the retention (their attempts
 * and WhatsApp messages with them), unless a WhatsApp message of theirs is still pending. Dead
 * events stay until an operator retries them.
 */
export async function purgeFinishedEvents(db: Queryable, now: Date): Promise<void> {
  await db.query(
    `delete from outbox_events e
      where e.state in ('delivered', 'skipped')
        and e.created_at < $1::timestamptz - make_interval(days => $2)
        and not exists (select 1 from whatsapp_messages m
                         where m.event_id = e.id and m.state = 'pending')`,
    [now, OUTBOX_RETENTION_DAYS],
  );
}
