-- 022: occurrences of a recurrent order the shop skipped through the link of its
-- `recurrent.upcoming` event (issue 15). One row skips that occurrence only: the
-- recurrent-orders job skips it (reason skippedByShop, a `recurrent.skipped` event) and the
-- schedule goes on.
create table recurrent_skips (
  tenant_id int not null,
  schedule_id int not null,
  occurrence date not null,
  skipped_at timestamptz not null,
  primary key (tenant_id, schedule_id, occurrence),
  foreign key (tenant_id, schedule_id) references recurrent_schedules (tenant_id, id)
    on delete cascade
);
