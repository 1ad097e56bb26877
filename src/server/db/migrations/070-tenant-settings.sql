-- 070: a tenant's settings as the console changes them (issue 13, decision 058).
--
-- One row per tenant and environment holds only what differs from the tenant file (the file
-- stays the default): customer-feature switches, the three menus, the ecommerce-config switch and
-- the delivery calendar's own closures and openings. `version` starts at 1 and goes up by one per
-- save (a console write carries the version it read, decision 040); every instance compares it on
-- each shop request and rebuilds its effective configuration when it moved.
create table tenant_settings (
  tenant_id int not null,
  environment text not null,
  overrides jsonb not null default '{}'::jsonb,
  version int not null default 1 check (version >= 1),
  updated_at timestamptz not null,
  primary key (tenant_id, environment)
);
