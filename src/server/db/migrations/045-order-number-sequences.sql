-- 045: order numbers from one PostgreSQL SEQUENCE per tenant (issue 16, decision 036).
--
-- Until now `order/create` upserted the tenant's row of order_number_sequences inside the order
-- transaction: the row stayed locked until COMMIT, so every order of a tenant waited for the
-- previous one to commit (6–8 of 10 connections in Lock:transactionid during a 20-shop run).
-- nextval() takes no row lock and is never rolled back, so orders of different shops of one tenant
-- commit concurrently. Numbers stay unique and increasing per tenant; a rolled-back order leaves a
-- gap (decision 036: order numbers are references, not a fiscal series).
--
-- The sequence `order_number_seq_<tenant>` is created by the first order of the tenant, starting
-- after both the tenant's old counter row (the demo seed writes it) and its highest numeric order
-- number, so numbering continues where it stood. Two first orders at once: the loser of the
-- CREATE waits for the winner's commit, gets a duplicate error, and uses the winner's sequence.

create function next_order_number(p_tenant int) returns bigint
language plpgsql as $$
declare
  seq text := format('order_number_seq_%s', p_tenant);
  start_at bigint;
begin
  -- The usual path: the sequence exists (no exception block, so no subtransaction).
  if to_regclass(seq) is not null then
    return nextval(seq);
  end if;
  -- 100001: FIRST_ORDER_NUMBER of src/server/modules/ordering/order-repository.ts.
  select greatest(
           100001,
           coalesce((select next_value from order_number_sequences where tenant_id = p_tenant), 0),
           coalesce((select max(order_number::bigint) + 1 from orders
                      where tenant_id = p_tenant and order_number ~ '^[0-9]{1,18}$'), 0))
    into start_at;
  begin
    execute format('create sequence %I start with %s', seq, start_at);
  exception when duplicate_table or unique_violation then
    null;
  end;
  return nextval(seq);
end;
$$;
