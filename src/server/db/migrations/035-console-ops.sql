-- 035: the console's business calls (issue 12; decisions 027, 028).
--
-- Why an order was cancelled or refused in credit review: kept on the status event that did it.
alter table order_status_events add column reason text;

-- A paused recurrent schedule (null = running): the recurrent-orders job and the upcoming
-- notices leave it alone until an operator resumes it. `active = false` stays "cancelled".
alter table recurrent_schedules add column paused_at timestamptz;

-- The orders board: newest first, keyset (created_at, order_number) per tenant, unfiltered or
-- filtered by status (orders_client_created_idx already serves the client filter).
create index orders_tenant_created_idx on orders (tenant_id, created_at desc, order_number desc);
create index orders_tenant_status_created_idx
  on orders (tenant_id, status, created_at desc, order_number desc);

-- The NPS dashboard and its answers list: a tenant's answers by answer time (created_at).
create index nps_answers_tenant_created_idx on nps_answers (tenant_id, created_at desc, id desc);

-- The schedules list by client.
create index recurrent_schedules_client_idx on recurrent_schedules (tenant_id, client_id);
