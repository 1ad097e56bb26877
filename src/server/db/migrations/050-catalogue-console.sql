-- 050: the console's catalogue (issue 13): optimistic concurrency and product images.
--
-- version: every console write of a product (with its tier list), brand or category sends the
-- version it read and adds one; a stale one answers 409 staleVersion (decision 040), so two
-- operators never overwrite each other silently. Writes outside the console (seed, imports)
-- add one too when they can; a write that forgets only makes the next console save of that row
-- stale-proof one step later, never wrong.
--
-- product_images: uploaded images, resized and re-encoded as WebP by the server (decision 041),
-- keyed by tenant, sku and the SHA-256 of the stored bytes; served publicly under a URL that
-- names the hash, so the answer is cached as immutable. Old images are kept (a shop with an old
-- catalogue in memory still loads them; the library is what an admin can go back to).

alter table products add column version int not null default 1 check (version >= 1);
alter table brands add column version int not null default 1 check (version >= 1);
alter table categories add column version int not null default 1 check (version >= 1);

create table product_images (
  tenant_id int not null,
  sku text not null,
  hash text not null check (hash ~ '^[0-9a-f]{64}$'),
  content_type text not null,
  bytes bytea not null,
  width int not null,
  height int not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, sku, hash),
  foreign key (tenant_id, sku) references products (tenant_id, sku) on delete cascade
);
