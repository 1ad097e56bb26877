-- 065: the NPS dashboard reads a daily summary, not every answer (issue 12's speed goal;
-- decision 046).
--
-- nps_daily holds, per tenant and tenant-calendar day, how many answers gave each score 0–10
-- (counts[score + 1]). A day is a day in the tenant's time zone, which lives in the tenant files,
-- not here: nps_zones records the zone a tenant's summary was built for. The dashboard
-- (modules/admin-nps) reads that row with the summary; when it is missing or names another zone
-- it calls rebuild_nps_daily once, which counts the tenant's answers again while holding a lock
-- that keeps answers from being written meanwhile. From then on the triggers below keep the
-- summary exact: one statement-level pass per insert, update or delete of answers, adding the net
-- change per day. A tenant without an nps_zones row is not summarised (nothing reads its summary
-- before its first dashboard, which builds it).

create table nps_zones (
  tenant_id int not null primary key,
  time_zone text not null
);

create table nps_daily (
  tenant_id int not null,
  day date not null,
  counts int[] not null check (cardinality(counts) = 11),
  primary key (tenant_id, day)
);

-- Adds changes (tenant, answer time, score, +1 or -1; as parallel arrays) to the summaries of the
-- tenants that have one.
create function nps_daily_add(tenants int[], instants timestamptz[], scores int[], deltas int[])
returns void
language sql as $$
  with changes as (
    select u.tenant_id, (u.at at time zone z.time_zone)::date as day, u.score, sum(u.delta)::int as n
      from unnest(tenants, instants, scores, deltas) as u(tenant_id, at, score, delta)
      join nps_zones z on z.tenant_id = u.tenant_id
     group by 1, 2, 3
  )
  insert into nps_daily as d (tenant_id, day, counts)
  select k.tenant_id, k.day, array_agg(coalesce(c.n, 0) order by s)
    from (select distinct tenant_id, day from changes) k
   cross join generate_series(0, 10) as s
    left join changes c on c.tenant_id = k.tenant_id and c.day = k.day and c.score = s
   group by k.tenant_id, k.day
  on conflict (tenant_id, day) do update
    set counts = array(select a + b
                         from unnest(d.counts, excluded.counts) with ordinality as u(a, b, i)
                        order by i);
$$;

-- Counts a tenant's answers again for zone `zone`. The SHARE ROW EXCLUSIVE lock waits for
-- transactions writing answers to end, keeps new ones waiting until this one commits, and lets
-- only one rebuild run at a time.
create function rebuild_nps_daily(tenant int, zone text) returns void
language plpgsql as $$
begin
  lock table nps_answers in share row exclusive mode;
  insert into nps_zones (tenant_id, time_zone) values (tenant, zone)
    on conflict (tenant_id) do update set time_zone = excluded.time_zone;
  delete from nps_daily where tenant_id = tenant;
  insert into nps_daily (tenant_id, day, counts)
    with per as (
      select (a.created_at at time zone zone)::date as day, a.score, count(*)::int as n
        from nps_answers a
       where a.tenant_id = tenant
       group by 1, 2
    )
    select tenant, d.day, array_agg(coalesce(per.n, 0) order by s)
      from (select distinct day from per) d
     cross join generate_series(0, 10) as s
      left join per on per.day = d.day and per.score = s
     group by d.day;
end;
$$;

create function nps_daily_on_insert() returns trigger
language plpgsql as $$
begin
  perform nps_daily_add(array_agg(tenant_id), array_agg(created_at), array_agg(score),
                        array_agg(1))
     from new_rows;
  return null;
end;
$$;

create function nps_daily_on_delete() returns trigger
language plpgsql as $$
begin
  perform nps_daily_add(array_agg(tenant_id), array_agg(created_at), array_agg(score),
                        array_agg(-1))
     from old_rows;
  return null;
end;
$$;

create function nps_daily_on_update() returns trigger
language plpgsql as $$
begin
  perform nps_daily_add(array_agg(tenant_id), array_agg(created_at), array_agg(score),
                        array_agg(delta))
     from (select o.tenant_id, o.created_at, o.score, -1 as delta
             from old_rows o join new_rows n on n.id = o.id
            where (o.tenant_id, o.created_at, o.score) is distinct from
                  (n.tenant_id, n.created_at, n.score)
           union all
           select n.tenant_id, n.created_at, n.score, 1
             from old_rows o join new_rows n on n.id = o.id
            where (o.tenant_id, o.created_at, o.score) is distinct from
                  (n.tenant_id, n.created_at, n.score)) changes;
  return null;
end;
$$;

create trigger nps_daily_insert after insert on nps_answers
  referencing new table as new_rows
  for each statement execute function nps_daily_on_insert();
create trigger nps_daily_delete after delete on nps_answers
  referencing old table as old_rows
  for each statement execute function nps_daily_on_delete();
-- Transition tables rule out a column list: the function keeps only rows whose tenant, time or
-- score changed (a shop adding its comment changes nothing here).
create trigger nps_daily_update after update on nps_answers
  referencing old table as old_rows new table as new_rows
  for each statement execute function nps_daily_on_update();
