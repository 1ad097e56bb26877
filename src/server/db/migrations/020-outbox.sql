-- 020: the transactional outbox (issue 15; SECURITY T20, T21; decision 023).
--
-- Every event is written in the same transaction as the change it reports (order create, the one
-- status-change function, the background jobs), and delivered at least once by the dispatcher
-- (src/server/modules/outbox/dispatcher.ts) with its stable id, so a receiver keeps it once.
-- The delivery state lives on the event row: one webhook endpoint per tenant.
create table outbox_events (
  id uuid primary key,
  -- Writing order, used to send the older events first.
  seq bigint generated always as identity,
  tenant_id int not null,
  client_id text not null,
  type text not null check (type in ('order.created', 'order.status_changed', 'order.cancelled',
                                     'delivery.reminder', 'recurrent.upcoming',
                                     'recurrent.skipped')),
  -- One event per thing however many instances decide it (the jobs' reminders and notices):
  -- e.g. 'delivery.reminder:100231:2026-11-20'. Null for the order events (one per change).
  dedupe_key text,
  conversation_id text,
  -- What a chat message needs (event-data.ts); links are added at each attempt (short-lived).
  data jsonb not null,
  -- The event's `created` (the service's clock at the change).
  created_at timestamptz not null,
  -- pending → delivered | dead (after max attempts) | skipped (the tenant has no endpoint).
  state text not null default 'pending'
    check (state in ('pending', 'delivered', 'dead', 'skipped')),
  attempts int not null default 0 check (attempts >= 0),
  -- Scheduling uses the database's clock, shared by every instance.
  next_attempt_at timestamptz not null default now(),
  -- A claimed event is leased to one dispatcher until this instant; lease_id fences the answer.
  lease_until timestamptz,
  lease_id uuid,
  delivered_at timestamptz,
  last_error text
);

create unique index outbox_events_dedupe_idx on outbox_events (tenant_id, dedupe_key)
  where dedupe_key is not null;
create index outbox_events_due_idx on outbox_events (tenant_id, seq) where state = 'pending';
create index outbox_events_tenant_idx on outbox_events (tenant_id, created_at desc);

-- Every delivery attempt and what the receiver answered, for operators.
create table outbox_attempts (
  event_id uuid not null references outbox_events (id) on delete cascade,
  attempt int not null check (attempt >= 1),
  started_at timestamptz not null,
  duration_ms int not null check (duration_ms >= 0),
  url text not null,
  -- The receiver's HTTP status, or null when there was no answer (time-out, refused, refused by
  -- the address guard).
  status int,
  -- The first bytes of the answer, or why there was none.
  answer text,
  primary key (event_id, attempt)
);

-- The chat conversation an order was placed from (POST /api/bot/links conversationId).
alter table orders add column conversation_id text;
