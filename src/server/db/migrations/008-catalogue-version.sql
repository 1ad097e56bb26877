-- 008: a version number per tenant catalogue (products and their tier prices).
--
-- The catalogue module caches each tenant's catalogue in memory, with the orchestration and
-- products answers serialised once (src/server/modules/catalogue/catalogue-cache.ts). Every
-- request checks this one row (a primary-key read) and reloads when the number moved. Triggers
-- bump it on any insert, update or delete of products or product_price_tiers, so whoever writes
-- the catalogue (seed, import script, SQL by hand) invalidates the caches of every instance.
-- Statement-level triggers with transition tables: one bump per statement and tenant, not per row.

create table catalogue_versions (
  tenant_id int not null primary key,
  version bigint not null default 1 check (version >= 1)
);

create function bump_catalogue_version() returns trigger
language plpgsql as $$
begin
  insert into catalogue_versions (tenant_id, version)
    select distinct changed.tenant_id, 1 from changed_rows changed
  on conflict (tenant_id) do update set version = catalogue_versions.version + 1;
  return null;
end;
$$;

-- A transition table serves one event per trigger: three triggers per table.
create trigger products_version_insert after insert on products
  referencing new table as changed_rows
  for each statement execute function bump_catalogue_version();
create trigger products_version_update after update on products
  referencing new table as changed_rows
  for each statement execute function bump_catalogue_version();
create trigger products_version_delete after delete on products
  referencing old table as changed_rows
  for each statement execute function bump_catalogue_version();

create trigger price_tiers_version_insert after insert on product_price_tiers
  referencing new table as changed_rows
  for each statement execute function bump_catalogue_version();
create trigger price_tiers_version_update after update on product_price_tiers
  referencing new table as changed_rows
  for each statement execute function bump_catalogue_version();
create trigger price_tiers_version_delete after delete on product_price_tiers
  referencing old table as changed_rows
  for each statement execute function bump_catalogue_version();

-- Brand and category names are part of every cached product.
create trigger brands_version_insert after insert on brands
  referencing new table as changed_rows
  for each statement execute function bump_catalogue_version();
create trigger brands_version_update after update on brands
  referencing new table as changed_rows
  for each statement execute function bump_catalogue_version();
create trigger categories_version_insert after insert on categories
  referencing new table as changed_rows
  for each statement execute function bump_catalogue_version();
create trigger categories_version_update after update on categories
  referencing new table as changed_rows
  for each statement execute function bump_catalogue_version();

insert into catalogue_versions (tenant_id, version)
  select distinct tenant_id, 1 from products
on conflict (tenant_id) do nothing;
