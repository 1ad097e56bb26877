-- 075: notices for the in-memory caches of the embedded database (issue 16, decision 065).
--
-- With PGlite one process owns the database, so the hot reads of every shop request (the session,
-- the client row, the open orders' total, the settings and catalogue versions) can be answered
-- from memory — if every change to their rows reaches the cache before the change is answered.
-- These triggers send `pg_notify('refill_cache', '<table>:<key>')` for each changed row (and
-- '<table>:*' on TRUNCATE); PGlite hands the notice to the process's listener while it parses the
-- answer of the statement that committed, i.e. before the writer's call returns.
--
-- Only a connection that sets `refill.cache_notices = 'on'` (the PGlite driver, once at open)
-- notifies: on PostgreSQL, where several instances share the database and read these rows in one
-- statement per request instead, the WHEN clause keeps the trigger from running at all, so commits
-- never queue notices nobody listens to.
create function refill_cache_notice() returns trigger language plpgsql as $$
declare
  key_of_old text;
  key_of_new text;
begin
  if tg_level = 'STATEMENT' then
    perform pg_notify('refill_cache', tg_table_name || ':*');
    return null;
  end if;
  if tg_op <> 'INSERT' then
    key_of_old := to_jsonb(old) ->> tg_argv[0];
    if tg_nargs > 1 then key_of_old := key_of_old || ':' || (to_jsonb(old) ->> tg_argv[1]); end if;
    perform pg_notify('refill_cache', tg_table_name || ':' || key_of_old);
  end if;
  if tg_op <> 'DELETE' then
    key_of_new := to_jsonb(new) ->> tg_argv[0];
    if tg_nargs > 1 then key_of_new := key_of_new || ':' || (to_jsonb(new) ->> tg_argv[1]); end if;
    if key_of_new is distinct from key_of_old then
      perform pg_notify('refill_cache', tg_table_name || ':' || key_of_new);
    end if;
  end if;
  return null;
end;
$$;

-- Like every cached table, inserts too: "no such session" may be kept as well.
create trigger user_sessions_cache_notice after insert or update or delete on user_sessions
  for each row when (current_setting('refill.cache_notices', true) = 'on')
  execute function refill_cache_notice('id');
create trigger user_sessions_cache_truncate after truncate on user_sessions
  for each statement when (current_setting('refill.cache_notices', true) = 'on')
  execute function refill_cache_notice();

create trigger clients_cache_notice after insert or update or delete on clients
  for each row when (current_setting('refill.cache_notices', true) = 'on')
  execute function refill_cache_notice('tenant_id', 'external_id');
create trigger clients_cache_truncate after truncate on clients
  for each statement when (current_setting('refill.cache_notices', true) = 'on')
  execute function refill_cache_notice();

-- The open orders' total of a client changes with any order of that client.
create trigger orders_cache_notice after insert or update or delete on orders
  for each row when (current_setting('refill.cache_notices', true) = 'on')
  execute function refill_cache_notice('tenant_id', 'client_id');
create trigger orders_cache_truncate after truncate on orders
  for each statement when (current_setting('refill.cache_notices', true) = 'on')
  execute function refill_cache_notice();

create trigger tenant_settings_cache_notice after insert or update or delete on tenant_settings
  for each row when (current_setting('refill.cache_notices', true) = 'on')
  execute function refill_cache_notice('tenant_id', 'environment');
create trigger tenant_settings_cache_truncate after truncate on tenant_settings
  for each statement when (current_setting('refill.cache_notices', true) = 'on')
  execute function refill_cache_notice();

create trigger catalogue_versions_cache_notice after insert or update or delete on catalogue_versions
  for each row when (current_setting('refill.cache_notices', true) = 'on')
  execute function refill_cache_notice('tenant_id');
create trigger catalogue_versions_cache_truncate after truncate on catalogue_versions
  for each statement when (current_setting('refill.cache_notices', true) = 'on')
  execute function refill_cache_notice();
