-- 024: the WhatsApp Business Platform (Cloud API) channel of the outbox (issue 15).
--
-- Every outbox event of a tenant with WhatsApp configured becomes one message row (fanned out
-- once: wa_fanned), sent at least once with the same lease / SKIP LOCKED pattern as webhooks,
-- as a template outside the 24-hour window after the shop's last message and as free text (or
-- the PDF as a document on order.created) inside it.
alter table outbox_events add column wa_fanned boolean not null default false;
create index outbox_events_wa_fan_idx on outbox_events (tenant_id, seq) where not wa_fanned;

create table whatsapp_messages (
  id uuid primary key,
  seq bigint generated always as identity,
  event_id uuid not null unique references outbox_events (id) on delete cascade,
  tenant_id int not null,
  client_id text not null,
  -- pending → sent (the Cloud API accepted it) | dead (refused, or attempts used up) |
  -- skipped (no number, or no template outside the window).
  state text not null default 'pending' check (state in ('pending', 'sent', 'dead', 'skipped')),
  attempts int not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  lease_until timestamptz,
  lease_id uuid,
  -- What was sent: 'text', 'document' or 'template', to which number.
  kind text,
  to_number text,
  -- The Cloud API's message id (wamid.…), the key of its status callbacks.
  wamid text,
  -- The best status the callbacks reported (they arrive in any order).
  delivery_status text check (delivery_status in ('sent', 'delivered', 'read', 'failed')),
  delivery_status_at timestamptz,
  last_error text
);
create unique index whatsapp_messages_wamid_idx on whatsapp_messages (wamid) where wamid is not null;
create index whatsapp_messages_due_idx on whatsapp_messages (tenant_id, seq) where state = 'pending';

-- Every status a callback reported for a message, once each (callbacks are retried and replayed).
create table whatsapp_statuses (
  wamid text not null,
  status text not null,
  at timestamptz not null,
  errors jsonb,
  primary key (wamid, status)
);

-- Verified callbacks as received, once per body (a replay is stored once and changes nothing).
create table whatsapp_callbacks (
  body_hash text primary key,
  tenant_id int not null,
  received_at timestamptz not null,
  body jsonb not null
);
