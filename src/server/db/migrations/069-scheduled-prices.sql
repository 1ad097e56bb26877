-- 069: price lists scheduled to start on a date (issue 13, decision 057).
--
-- A row sets a product's list price (and optionally its price without discount) from `starts_at`
-- (the tenant's local midnight of the list's first day). Nothing is written when it starts: the
-- catalogue cache (catalogue-cache.ts) applies the latest row whose start has passed at the app's
-- clock and keeps its load only until the next start, so the shop's next products, orchestration
-- and order/simulate after the start carry the new price. A later direct change of the product's
-- price (console, file, ERP: `price_changed_at`, stamped by trigger) wins over a list that started
-- before it.

create table scheduled_prices (
  tenant_id int not null,
  sku text not null,
  starts_at timestamptz not null,
  price numeric(12, 2) not null check (price >= 0),
  price_without_discount numeric(12, 2) check (price_without_discount >= 0),
  primary key (tenant_id, sku, starts_at),
  foreign key (tenant_id, sku) references products (tenant_id, sku) on delete cascade
);
create index scheduled_prices_start on scheduled_prices (tenant_id, starts_at);

alter table products add column price_changed_at timestamptz not null default now();

create function stamp_price_change() returns trigger
language plpgsql as $$
begin
  new.price_changed_at := now();
  return new;
end;
$$;

create trigger products_price_changed before update on products
  for each row
  when (old.price is distinct from new.price
        or old.price_without_discount is distinct from new.price_without_discount)
  execute function stamp_price_change();

-- A scheduled list is part of the catalogue: writing one bumps the version (migration 008).
create trigger scheduled_prices_version_insert after insert on scheduled_prices
  referencing new table as changed_rows
  for each statement execute function bump_catalogue_version();
create trigger scheduled_prices_version_update after update on scheduled_prices
  referencing new table as changed_rows
  for each statement execute function bump_catalogue_version();
create trigger scheduled_prices_version_delete after delete on scheduled_prices
  referencing old table as changed_rows
  for each statement execute function bump_catalogue_version();
