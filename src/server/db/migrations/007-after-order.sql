-- 007: fixed-window rate counters for `logs` and `service/tracking` (SECURITY T16), in the
-- database so every instance of the service shares them. One row per (tenant, scope, key):
-- key is the SHA-256 (base64url) of the session id, never the session id itself; the row is
-- reset when a new window starts. Rows whose window ended long ago are purged by the service.
create table call_rate_windows (
  tenant_id int not null,
  scope text not null,
  key text not null,
  window_start timestamptz not null,
  hits int not null default 0 check (hits >= 0),
  primary key (tenant_id, scope, key)
);

create index call_rate_windows_window_idx on call_rate_windows (window_start);
