-- 060: the ERP sync API (issue 13; decisions 044, 045): per-tenant API keys, and the feed
-- positions of orders and of their status events.

-- A tenant's ERP API keys. The key the ERP sends is `rk_<id>_<secret>`; only the SHA-256 of the
-- secret is kept (the secret is 256 random bits, shown once at creation). Revoked keys stay listed.
create table api_keys (
  id text primary key check (id ~ '^[0-9a-f]{32}$'),
  tenant_id int not null check (tenant_id > 0),
  name text not null check (length(name) between 1 and 100),
  -- ["orders", "clients", …] (contract ERP_SCOPES)
  scopes jsonb not null check (jsonb_typeof(scopes) = 'array'),
  secret_hash text not null,
  created_by uuid references operators (id) on delete set null,
  created_at timestamptz not null,
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index api_keys_tenant_idx on api_keys (tenant_id, created_at desc);

-- The feed position: the id of the transaction that wrote the row (xid8 never wraps). The feeds
-- hand out only rows whose transaction is below the oldest one still running, so a transaction
-- that started earlier and commits later is never skipped (decision 045). Rows already there get
-- this migration's transaction id.
alter table orders add column feed_xid xid8 not null default pg_current_xact_id();
create index orders_feed_idx on orders (tenant_id, feed_xid, order_number);

alter table order_status_events add column feed_xid xid8 not null default pg_current_xact_id();
create index order_status_events_feed_idx
  on order_status_events (tenant_id, feed_xid, order_number, seq);

-- ERP writes are audited with the key as actor.
alter table audit_log drop constraint audit_log_actor_kind_check;
alter table audit_log
  add constraint audit_log_actor_kind_check
  check (actor_kind in ('operator', 'operatorKey', 'apiKey'));
