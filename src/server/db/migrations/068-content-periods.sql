-- 068: promotion images and feature announcements may carry a period, like banners (migration
-- 061); the console creates featured banners and promotion images (issue 13, decision 056).
--
-- `starts_at` / `ends_at`: null is open on that side, the start included and the end excluded.
-- The shop's promotion-images and ecommerce-config calls read these tables on every request and
-- compare with the app's clock, so a dated image or announcement appears at its start with no
-- write at that moment.

alter table promotion_images
  add column starts_at timestamptz,
  add column ends_at timestamptz,
  add constraint promotion_images_period
    check (starts_at is null or ends_at is null or starts_at < ends_at);

alter table feature_announcements
  add column starts_at timestamptz,
  add column ends_at timestamptz,
  add constraint feature_announcements_period
    check (starts_at is null or ends_at is null or starts_at < ends_at);

-- Ids of rows the console creates (the seed writes its own small ids).
create sequence featured_banners_id_seq start with 100000;
alter table featured_banners alter column id set default nextval('featured_banners_id_seq');
create sequence promotion_images_id_seq start with 100000;
alter table promotion_images alter column id set default nextval('promotion_images_id_seq');
