-- 061: banners and the featured banner may carry a period (issue 13, decision 048).
--
-- `starts_at` / `ends_at` bound when the shop shows a banner: null is open on that side, the
-- start is included and the end excluded. The shop's banner calls read these tables on every
-- request and compare with the app's clock (no cache holds banners), so a dated banner appears
-- at its start and leaves at its end with no write at that moment.

alter table banners
  add column starts_at timestamptz,
  add column ends_at timestamptz,
  add constraint banners_period check (starts_at is null or ends_at is null or starts_at < ends_at);

alter table featured_banners
  add column starts_at timestamptz,
  add column ends_at timestamptz,
  add constraint featured_banners_period
    check (starts_at is null or ends_at is null or starts_at < ends_at);

-- Banners the console creates take their id from a sequence (ids are per tenant in the key; the
-- seed writes its own small ids, so the sequence starts well above them).
create sequence banners_id_seq start with 100000;
alter table banners alter column id set default nextval('banners_id_seq');
