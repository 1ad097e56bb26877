-- 076: the opening of an order/create transaction in one round trip (issue 16, decision 066).
--
-- Until now the order transaction began with three statements in series: the Idempotency-Key
-- look-up (with its advisory lock, decision 037), the client row FOR UPDATE (orders of one client
-- serialised, SECURITY T3) and the total of the client's open orders. They cannot be one plain
-- statement: a statement reads one snapshot, taken before it waited for the client row's lock, so
-- its open-orders total would miss the order whose commit it waited for, and two orders could both
-- pass one limit. Inside a (volatile) plpgsql function each statement takes a fresh snapshot, so
-- the total is read after the lock is held, exactly as the separate statement did.
--
-- What it does, in order:
-- 1. takes the key's transaction-scoped advisory lock (the same key text as decision 037, so a
--    look-up of an older instance and this one exclude each other) and reads the key's live row;
-- 2. only when the lock is ours and the key holds no answer: locks the client row (FOR UPDATE)
--    and reads the columns the order decides from;
-- 3. only when the client exists: sums the client's open orders (statuses passed by the caller).
-- One row always comes back. The caller decides replay / 409 / 422 from the key columns.
create function open_order_create(
  p_tenant int,
  p_client text,
  p_key text,
  p_now timestamptz,
  p_open_statuses text[]
) returns table (
  locked boolean,
  key_created_at timestamptz,
  key_request_hash text,
  key_status text,
  key_response_status int,
  key_response_body jsonb,
  client_found boolean,
  external_id text,
  document_id text,
  name text,
  address text,
  minimum_order numeric,
  payment_limit numeric,
  is_order_option_active boolean,
  is_finish_order_over_limit_authorized boolean,
  language text,
  payment_method text,
  open_total numeric
)
language plpgsql as $$
#variable_conflict use_column
begin
  locked := pg_try_advisory_xact_lock(
    hashtextextended('idempotency:' || p_tenant::text || ':' || p_client || ':' || p_key, 0));
  select k.created_at, k.request_hash, k.status, k.response_status, k.response_body
    into key_created_at, key_request_hash, key_status, key_response_status, key_response_body
    from idempotency_keys k
   where k.tenant_id = p_tenant and k.client_id = p_client and k.key = p_key
     and k.expires_at > p_now;
  client_found := false;
  open_total := 0;
  if locked and key_status is distinct from 'done' then
    select c.external_id, c.document_id, c.name, c.address, c.minimum_order, c.payment_limit,
           c.is_order_option_active, c.is_finish_order_over_limit_authorized, c.language,
           c.payment_method
      into external_id, document_id, name, address, minimum_order, payment_limit,
           is_order_option_active, is_finish_order_over_limit_authorized, language,
           payment_method
      from clients c
     where c.tenant_id = p_tenant and c.external_id = p_client
       for update;
    client_found := found;
    if client_found then
      -- A statement of its own: its snapshot is taken now, after the lock above was granted.
      select coalesce(sum(o.total), 0)
        into open_total
        from orders o
       where o.tenant_id = p_tenant and o.client_id = p_client and o.status = any(p_open_statuses);
    end if;
  end if;
  return next;
end;
$$;
