-- 009: background jobs (decision 017; src/server/modules/jobs/).
--
-- Recurrent orders: the job turns a standing schedule's next_date into the next order. Each
-- order it creates carries the occurrence it was created for (the schedule date, before any
-- shift to an available delivery date); one order per schedule and occurrence is enforced here,
-- on top of the job's transaction that locks the schedule row. Orders placed in the app (the
-- first order of a schedule included) have no occurrence.
alter table orders add column recurrent_occurrence date;

create unique index orders_recurrent_occurrence_idx
  on orders (tenant_id, recurrent_schedule_id, recurrent_occurrence)
  where recurrent_occurrence is not null;

-- What the job did last with a schedule, for operators: when, for which occurrence, the order it
-- created (null when it skipped the occurrence) and why it skipped it or dropped lines, as an
-- error code of the contract, optionally followed by ':' and details (e.g. the dropped skus).
alter table recurrent_schedules
  add column last_run_at timestamptz,
  add column last_occurrence date,
  add column last_order_number text,
  add column last_error text;
