-- 076: order/create in two round trips inside its transaction (issue 16, decision 066):
-- `open_order_create` opens it (key, client lock, open orders), `place_orders` writes the orders
-- and stores the key's answer (`store_idempotent_answer`, also used alone for refusals).
--
-- open_order_create. Until now the order transaction began with three statements in series: the Idempotency-Key
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

-- The answer of an Idempotency-Key (SECURITY T1, decision 037), stored after the look-up found the
-- key free: replaces an expired row of the key, or an abandoned 'in_flight' claim of the same body
-- (written by versions before decision 037), and drops the client's other expired keys on the
-- way. False when a live answer of this key appeared since the look-up (only an old version could
-- write one): the caller must then fail rather than answer twice.
create function store_idempotent_answer(
  p_tenant int,
  p_client text,
  p_key text,
  p_request_hash text,
  p_now timestamptz,
  p_status int,
  p_body jsonb,
  p_expires_at timestamptz
) returns boolean
language plpgsql as $$
begin
  delete from idempotency_keys
   where tenant_id = p_tenant and client_id = p_client and expires_at <= p_now and key <> p_key;
  insert into idempotency_keys as k
         (tenant_id, client_id, key, request_hash, status, response_status, response_body,
          created_at, expires_at)
  values (p_tenant, p_client, p_key, p_request_hash, 'done', p_status, p_body, p_now,
          p_expires_at)
  on conflict (tenant_id, client_id, key) do update
     set request_hash = excluded.request_hash, status = 'done',
         response_status = excluded.response_status, response_body = excluded.response_body,
         created_at = excluded.created_at, expires_at = excluded.expires_at
   where k.expires_at <= excluded.created_at
      or (k.status = 'in_flight' and k.request_hash = excluded.request_hash);
  return found;
end;
$$;

-- Writes orders in one call (issue 16, decision 066), as one statement of data-modifying CTEs
-- whose plan the function keeps (planning it on every create cost about as much as running it on
-- PGlite): each order of `p_orders` (a JSON array, written by src/server/modules/ordering/
-- order-repository.ts `writeOrders`) is numbered from the tenant's sequence (decision 036) in array
-- order unless it carries a `given` number, and inserted with its lines, its status events and
-- its `order.created` outbox event when it has one. With `p_key`, the key's answer is stored too:
-- each order's `answer` with its `orderNumber` and `orderFormatted` ('#' and the number) set, as
-- a list when `p_list`, else the first alone. Returns the numbers in array order, and whether the
-- answer was stored (null without a key).
create function place_orders(
  p_tenant int,
  p_client text,
  p_orders jsonb,
  p_key text,
  p_request_hash text,
  p_now timestamptz,
  p_status int,
  p_list boolean,
  p_expires_at timestamptz
) returns table (placed_number text, answer_stored boolean)
language plpgsql as $$
declare
  numbers text[];
  answers jsonb[];
  stored boolean;
begin
  with input as (
    select *
      from jsonb_to_recordset(p_orders) as r(
             i int, given text, channel smallint, status text, created_at timestamptz,
             expected_delivery_date date, scheduled_delivery_date date, order_type text,
             recurrent_schedule_id int, total numeric, total_without_tax numeric,
             price_without_discount numeric, discount numeric, promo_discount numeric,
             vat numeric, require_nps_on_bot boolean, payment_mode text, user_flow jsonb,
             recurrent_occurrence date, conversation_id text, lines jsonb, statuses jsonb,
             event_id uuid, event_type text, event_data jsonb, event_conversation_id text,
             answer jsonb)
  ),
  numbered as (
    select input.*, coalesce(input.given, next_order_number(p_tenant)::text) as order_number
      from input
     order by input.i
  ),
  placed as (
    insert into orders (tenant_id, order_number, client_id, channel, status, created_at,
                        expected_delivery_date, scheduled_delivery_date, order_type,
                        recurrent_schedule_id, total, total_without_tax, price_without_discount,
                        discount, promo_discount, vat, require_nps_on_bot, payment_mode,
                        user_flow, recurrent_occurrence, conversation_id)
    select p_tenant, n.order_number, p_client, n.channel, n.status, n.created_at,
           n.expected_delivery_date, n.scheduled_delivery_date, n.order_type,
           n.recurrent_schedule_id, n.total, n.total_without_tax, n.price_without_discount,
           n.discount, n.promo_discount, n.vat, n.require_nps_on_bot, n.payment_mode,
           n.user_flow, n.recurrent_occurrence, n.conversation_id
      from numbered n
  ),
  placed_lines as (
    insert into order_lines (tenant_id, order_number, line_no, sku, description, quantity,
                             unit_price, line_total, combo_id, family_id, is_packaging)
    select p_tenant, n.order_number, l.line_no, l.sku, l.description, l.quantity, l.unit_price,
           l.line_total, l.combo_id, l.family_id, l.is_packaging
      from numbered n
     cross join lateral jsonb_to_recordset(n.lines) as l(
             line_no int, sku text, description text, quantity int, unit_price numeric,
             line_total numeric, combo_id int, family_id int, is_packaging boolean)
  ),
  placed_statuses as (
    insert into order_status_events (tenant_id, order_number, seq, status, at)
    select p_tenant, n.order_number, s.seq, s.status, n.created_at
      from numbered n
     cross join lateral jsonb_array_elements_text(n.statuses) with ordinality as s(status, seq)
  ),
  placed_events as (
    insert into outbox_events (id, tenant_id, client_id, type, conversation_id, data, created_at)
    select n.event_id, p_tenant, p_client, n.event_type, n.event_conversation_id,
           n.event_data || jsonb_build_object('orderNumber', n.order_number), n.created_at
      from numbered n
     where n.event_id is not null
  )
  select array_agg(n.order_number order by n.i),
         array_agg(n.answer || jsonb_build_object('orderNumber', n.order_number,
                                                  'orderFormatted', '#' || n.order_number)
                   order by n.i)
    into numbers, answers
    from numbered n;
  if p_key is not null then
    stored := store_idempotent_answer(
      p_tenant, p_client, p_key, p_request_hash, p_now, p_status,
      case when p_list then to_jsonb(answers) else answers[1] end, p_expires_at);
  end if;
  return query select u.n, stored from unnest(numbers) with ordinality as u(n, i) order by u.i;
end;
$$;
