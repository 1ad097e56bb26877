/**
 * SQL of the WhatsApp channel (migration 024): fanning outbox events out into messages, the
 * sender's claim / answer, and the callbacks' statuses and inbound messages.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';
import type { EventType } from '../outbox/event-types.ts';
import { CHANNEL_SETTLE_MS } from '../outbox/outbox-repository.ts';

/**
 * Turns new outbox events into one message each for the tenants with WhatsApp (`tenantIds`),
 * numbered in the events' order, and marks the other served tenants' events done with (no message,
 * once CHANNEL_SETTLE_MS old; `served`: the deployment's
 * tenants — another deployment sharing the database fans its own out). Idempotent.
 */
export async function fanOutEvents(
  db: Queryable,
  tenantIds: readonly number[],
  served: readonly number[],
): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `with fanned as (
       update outbox_events set wa_fanned = true
        where not wa_fanned and tenant_id = any($1::int[])
        returning id, seq, tenant_id, client_id
     )
     -- Numbered in the events' writing order (the claim sends a shop's oldest first): the update
     -- returns rows in physical order, which a rewritten event row changes.
     insert into whatsapp_messages (id, event_id, tenant_id, client_id)
     select gen_random_uuid(), id, tenant_id, client_id from fanned order by seq
     on conflict (event_id) do nothing
     returning id`,
    [[...tenantIds]],
  );
  // An instance without WhatsApp for a tenant leaves a new event a while to an instance with it.
  await db.query(
    `update outbox_events set wa_fanned = true
      where not wa_fanned and not (tenant_id = any($1::int[])) and tenant_id = any($2::int[])
        and created_at < now() - make_interval(secs => $3::double precision / 1000)`,
    [[...tenantIds], [...served], CHANNEL_SETTLE_MS],
  );
  return rows.length;
}

export interface ClaimedMessage {
  id: string;
  eventId: string;
  tenantId: number;
  clientId: string;
  type: EventType;
  data: Record<string, unknown>;
  createdAt: Date;
  attempt: number;
  leaseId: string;
  whatsappNumber: string | null;
  language: string | null;
  lastInboundAt: Date | null;
}

/**
 * Leases due messages of one tenant (FOR UPDATE SKIP LOCKED, as the webhook dispatcher), at most
 * one per shop at a time and in the order written: a person reads them, so "out for delivery"
 * never overtakes "order received".
 */
export async function claimMessages(
  tx: Queryable,
  tenantId: number,
  limit: number,
  leaseMs: number,
): Promise<ClaimedMessage[]> {
  const leaseId = randomUUID();
  const rows = await tx.query<{
    id: string;
    event_id: string;
    tenant_id: number;
    client_id: string;
    attempts: number;
    lease_id: string;
  }>(
    `with due as (
       select id from whatsapp_messages m
        where tenant_id = $1 and state = 'pending' and next_attempt_at <= now()
          and (lease_until is null or lease_until <= now())
          -- A shop reads its messages in order: only its oldest pending one is sent.
          and not exists (select 1 from whatsapp_messages p
                           where p.tenant_id = m.tenant_id and p.client_id = m.client_id
                             and p.state = 'pending' and p.seq < m.seq)
        order by seq limit $2
        for update skip locked
     )
     update whatsapp_messages m
        set attempts = m.attempts + 1, lease_id = $4,
            lease_until = now() + make_interval(secs => $3::double precision / 1000)
       from due where m.id = due.id
     returning m.id, m.event_id, m.tenant_id, m.client_id, m.attempts, m.lease_id`,
    [tenantId, limit, leaseMs, leaseId],
  );
  if (rows.length === 0) return [];
  const details = await tx.query<{
    id: string;
    type: EventType;
    data: Record<string, unknown>;
    created_at: Date;
    whatsapp_number: string | null;
    language: string | null;
    last_inbound_at: Date | null;
  }>(
    `select e.id, e.type, e.data, e.created_at, c.whatsapp_number, c.language, c.last_inbound_at
       from outbox_events e
       left join clients c on c.tenant_id = e.tenant_id and c.external_id = e.client_id
      where e.id = any($1::uuid[])`,
    [rows.map((row) => row.event_id)],
  );
  return rows.map((row) => {
    const event = details.find((d) => d.id === row.event_id);
    return {
      id: row.id,
      eventId: row.event_id,
      tenantId: row.tenant_id,
      clientId: row.client_id,
      type: event?.type ?? 'order.created',
      data: event?.data ?? {},
      createdAt: new Date(event?.created_at ?? 0),
      attempt: row.attempts,
      leaseId: row.lease_id,
      whatsappNumber: event?.whatsapp_number ?? null,
      language: event?.language ?? null,
      lastInboundAt: event?.last_inbound_at ? new Date(event.last_inbound_at) : null,
    };
  });
}

export type MessageOutcome =
  | { state: 'sent'; kind: string; to: string; wamid: string }
  | { state: 'skipped'; reason: string }
  | { state: 'dead'; kind?: string; to?: string; error: string }
  | { state: 'pending'; kind: string; to: string; error: string; retryInMs: number };

/** Records an attempt's outcome, fenced by the lease. */
export async function recordMessage(
  db: Queryable,
  message: Pick<ClaimedMessage, 'id' | 'leaseId'>,
  outcome: MessageOutcome,
): Promise<void> {
  const kind = 'kind' in outcome ? (outcome.kind ?? null) : null;
  const to = 'to' in outcome ? (outcome.to ?? null) : null;
  const error =
    outcome.state === 'skipped' ? outcome.reason : 'error' in outcome ? outcome.error : null;
  await db.query(
    `update whatsapp_messages
        set state = $3, kind = coalesce($4, kind), to_number = coalesce($5, to_number),
            wamid = coalesce($6, wamid), last_error = $7, lease_until = null, lease_id = null,
            next_attempt_at = now() + make_interval(secs => $8::double precision / 1000)
      where id = $1 and lease_id = $2 and state = 'pending'`,
    [
      message.id,
      message.leaseId,
      outcome.state,
      kind,
      to,
      outcome.state === 'sent' ? outcome.wamid : null,
      error === null ? null : error.slice(0, 500),
      outcome.state === 'pending' ? outcome.retryInMs : 0,
    ],
  );
  if (outcome.state !== 'sent') return;
  // Meta may report a status before the sender has written the message's id (its callback can
  // overtake this write): the best status already filed under the id is the message's.
  await db.query(
    `with sent as (
       select tenant_id, wamid from whatsapp_messages
        where id = $1 and wamid is not null and delivery_status is null
     ), best as (
       select s.status, s.at from whatsapp_statuses s
         join sent on s.tenant_id = sent.tenant_id and s.wamid = sent.wamid
        -- as recordStatus would have kept it: read > delivered > failed > sent
        order by (case s.status when 'read' then 4 when 'delivered' then 3 when 'failed' then 2
                                when 'sent' then 1 else 0 end) desc, s.at desc
        limit 1
     )
     update whatsapp_messages m
        set delivery_status = best.status, delivery_status_at = best.at
       from best
      where m.id = $1 and m.delivery_status is null`,
    [message.id],
  );
}

/** Stores a verified callback once per body; false when this exact body was stored before. */
export async function storeCallback(
  db: Queryable,
  tenantId: number,
  bodyHash: string,
  body: unknown,
  at: Date,
): Promise<boolean> {
  const rows = await db.query(
    `insert into whatsapp_callbacks (body_hash, tenant_id, received_at, body)
     values ($1, $2, $3, $4::jsonb) on conflict do nothing returning 1`,
    [bodyHash, tenantId, at, JSON.stringify(body)],
  );
  return rows.length > 0;
}

/** The order of the statuses a message moves through (failed aside). */
const rank = (column: string) =>
  `(case ${column} when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 else 0 end)`;

/**
 * One status of a message, in any order: kept once per status; the message shows the best
 * (read > delivered > sent; failed only over nothing or sent).
 */
export async function recordStatus(
  db: Queryable,
  tenantId: number,
  status: { wamid: string; status: string; at: Date; errors: unknown },
): Promise<void> {
  await db.query(
    `insert into whatsapp_statuses (tenant_id, wamid, status, at, errors)
     values ($1, $2, $3, $4, $5::jsonb)
     on conflict do nothing`,
    [tenantId, status.wamid, status.status, status.at, JSON.stringify(status.errors ?? null)],
  );
  await db.query(
    `update whatsapp_messages
        set delivery_status = $3, delivery_status_at = $4
      where tenant_id = $1 and wamid = $2
        and (delivery_status is null
             or ($3 = 'failed' and delivery_status = 'sent')
             or ($3 <> 'failed' and delivery_status <> 'failed'
                 and ${rank('$3::text')} > ${rank('delivery_status')}))`,
    [tenantId, status.wamid, status.status, status.at],
  );
}

/** An inbound message from the shop opens the 24-hour window. */
export async function recordInbound(
  db: Queryable,
  tenantId: number,
  waId: string,
  at: Date,
): Promise<void> {
  await db.query(
    `update clients set last_inbound_at = greatest(coalesce(last_inbound_at, $3), $3)
      where tenant_id = $1 and whatsapp_number = $2`,
    [tenantId, `+${waId}`, at],
  );
}
