-- 002: the ordering service's data (SPEC.md §3).
--
-- Tenant isolation (SECURITY.md T4): every row carries tenant_id, and every primary key, unique
-- key and foreign key includes it, so nothing can be looked up by a global id alone.
-- Clients are keyed by their external id (PRODUCT.md: "client id = external id").
-- Money is numeric(12,2); CLP and PYG simply carry .00. Localized texts: the tenant's default
-- language in the plain column, every language in a jsonb map {pt, es, en, th, fr, ar}.

-- ---------------------------------------------------------------------------------------------
-- Catalogue
-- ---------------------------------------------------------------------------------------------

create table categories (
  tenant_id int not null,
  id int not null,
  name text not null,
  names jsonb not null default '{}',
  image_url text,
  sku text,
  position int not null default 0,
  primary key (tenant_id, id)
);

create table brands (
  tenant_id int not null,
  id int not null,
  name text not null,
  names jsonb not null default '{}',
  image_url text,
  color text,
  primary key (tenant_id, id)
);

create table products (
  tenant_id int not null,
  sku text not null,
  description text not null,
  descriptions jsonb not null default '{}',
  brand_id int not null,
  category_id int not null,
  submenu text,
  size text,
  unit text,
  bottler_type jsonb not null default '{}',
  price numeric(12, 2) not null check (price >= 0),
  price_without_discount numeric(12, 2),
  price_without_tax numeric(12, 2),
  unit_cost numeric(12, 2),
  suggested_sale numeric(12, 2),
  image_url text,
  icon_banner_url text,
  quantity_limit int check (quantity_limit >= 0),
  is_promotion_type boolean not null default false,
  is_promo boolean not null default false,
  is_msl boolean not null default false,
  alcoholic boolean not null default false,
  combo_id int,
  family_id int,
  is_glass_bottle boolean not null default false,
  glass_bottles int not null default 0 check (glass_bottles >= 0),
  glass_bottle_product_sku text,
  box_product_sku text,
  is_bottle_box boolean not null default false,
  tax_rate numeric(6, 4) not null default 0 check (tax_rate >= 0),
  packaging text,
  active boolean not null default true,
  position int not null default 0,
  primary key (tenant_id, sku),
  foreign key (tenant_id, brand_id) references brands (tenant_id, id),
  foreign key (tenant_id, category_id) references categories (tenant_id, id),
  -- Packaging products (skus ending 'P') are inserted before the glass products that use them.
  foreign key (tenant_id, glass_bottle_product_sku) references products (tenant_id, sku),
  foreign key (tenant_id, box_product_sku) references products (tenant_id, sku)
);

create index products_tenant_active_idx on products (tenant_id, active, category_id, position);
create index products_tenant_brand_idx on products (tenant_id, brand_id);

create table product_price_tiers (
  tenant_id int not null,
  sku text not null,
  minimum_quantity int not null check (minimum_quantity >= 1),
  price numeric(12, 2) not null check (price >= 0),
  discount_percentage numeric(5, 2),
  unit_cost numeric(12, 2),
  table_code text,
  primary key (tenant_id, sku, minimum_quantity),
  foreign key (tenant_id, sku) references products (tenant_id, sku) on delete cascade
);

-- ---------------------------------------------------------------------------------------------
-- Clients
-- ---------------------------------------------------------------------------------------------

create table clients (
  tenant_id int not null,
  external_id text not null,
  document_id text,
  name text not null,
  address text,
  minimum_order numeric(12, 2) not null default 0 check (minimum_order >= 0),
  payment_limit numeric(12, 2) not null default 0 check (payment_limit >= 0),
  is_order_option_active boolean not null default true,
  is_finish_order_over_limit_authorized boolean not null default false,
  language text check (language in ('pt', 'es', 'en', 'th', 'fr', 'ar')),
  password_hash text,
  payment_method text,
  glass_bottles_accepted boolean not null default true,
  created_at timestamptz not null default now(),
  primary key (tenant_id, external_id)
);

-- ---------------------------------------------------------------------------------------------
-- Marketing
-- ---------------------------------------------------------------------------------------------

create table banners (
  tenant_id int not null,
  id int not null,
  idx int not null,
  src text not null,
  src_desktop text,
  alt_text text not null default '',
  alt_texts jsonb not null default '{}',
  redirect text,
  active boolean not null default true,
  primary key (tenant_id, id)
);

create table featured_banners (
  tenant_id int not null,
  id int not null,
  description text not null,
  descriptions jsonb not null default '{}',
  button_url text,
  button_title text,
  button_titles jsonb not null default '{}',
  image text,
  active boolean not null default true,
  primary key (tenant_id, id)
);

create table promotion_images (
  tenant_id int not null,
  id int not null,
  idx int not null,
  url text not null,
  alt_text text not null default '',
  alt_texts jsonb not null default '{}',
  active boolean not null default true,
  primary key (tenant_id, id)
);

-- ---------------------------------------------------------------------------------------------
-- Combos
-- ---------------------------------------------------------------------------------------------

create table combos (
  tenant_id int not null,
  id int not null,
  kind text not null check (kind in ('family', 'quantity', 'generic')),
  name text not null,
  names jsonb not null default '{}',
  description text not null default '',
  descriptions jsonb not null default '{}',
  image text,
  discount_percentage numeric(5, 2),
  active boolean not null default true,
  primary key (tenant_id, id)
);

create table combo_families (
  tenant_id int not null,
  combo_id int not null,
  family_id int not null,
  name text not null,
  names jsonb not null default '{}',
  minimum int not null check (minimum >= 1),
  primary key (tenant_id, combo_id, family_id),
  foreign key (tenant_id, combo_id) references combos (tenant_id, id) on delete cascade
);

create table combo_products (
  tenant_id int not null,
  combo_id int not null,
  sku text not null,
  family_id int,
  quantity int not null default 1 check (quantity >= 1),
  primary key (tenant_id, combo_id, sku),
  foreign key (tenant_id, combo_id) references combos (tenant_id, id) on delete cascade,
  foreign key (tenant_id, combo_id, family_id)
    references combo_families (tenant_id, combo_id, family_id),
  foreign key (tenant_id, sku) references products (tenant_id, sku)
);

create table combo_price_ranges (
  tenant_id int not null,
  combo_id int not null,
  minimum_quantity int not null check (minimum_quantity >= 1),
  price numeric(12, 2),
  discount_percentage numeric(5, 2),
  primary key (tenant_id, combo_id, minimum_quantity),
  foreign key (tenant_id, combo_id) references combos (tenant_id, id) on delete cascade,
  check (price is not null or discount_percentage is not null)
);

-- ---------------------------------------------------------------------------------------------
-- Ecommerce config and feature announcements
-- ---------------------------------------------------------------------------------------------

create table ecommerce_config (
  tenant_id int not null primary key,
  menu jsonb not null default '{}'
);

create table feature_announcements (
  tenant_id int not null,
  id text not null,
  category text not null,
  callout_text text not null default '',
  media_type text not null default 'image' check (media_type in ('image', 'video')),
  media_url text,
  alt_text_image text not null default '',
  msg_title text not null default '',
  msg_text text not null default '',
  route_url text,
  -- language → {calloutText, altTextImage, msgTitle, msgText}
  translations jsonb not null default '{}',
  active boolean not null default true,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id)
);

create table client_features_seen (
  tenant_id int not null,
  client_id text not null,
  feature_id text not null,
  seen_at timestamptz not null default now(),
  primary key (tenant_id, client_id, feature_id),
  foreign key (tenant_id, client_id) references clients (tenant_id, external_id) on delete cascade,
  foreign key (tenant_id, feature_id) references feature_announcements (tenant_id, id)
    on delete cascade
);

-- ---------------------------------------------------------------------------------------------
-- Favorites and suggestions
-- ---------------------------------------------------------------------------------------------

create table favorites (
  tenant_id int not null,
  client_id text not null,
  sku text not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, client_id, sku),
  foreign key (tenant_id, client_id) references clients (tenant_id, external_id) on delete cascade,
  foreign key (tenant_id, sku) references products (tenant_id, sku) on delete cascade
);

create table suggested_products (
  tenant_id int not null,
  client_id text not null,
  sku text not null,
  rank int not null default 0,
  primary key (tenant_id, client_id, sku),
  foreign key (tenant_id, client_id) references clients (tenant_id, external_id) on delete cascade,
  foreign key (tenant_id, sku) references products (tenant_id, sku) on delete cascade
);

-- ---------------------------------------------------------------------------------------------
-- Orders
-- ---------------------------------------------------------------------------------------------

create table recurrent_schedules (
  tenant_id int not null,
  id int generated by default as identity,
  client_id text not null,
  period_days int not null check (period_days in (15, 30, 45, 60)),
  start_date date not null,
  next_date date not null,
  products jsonb not null default '[]',
  active boolean not null default true,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, client_id) references clients (tenant_id, external_id)
);

create index recurrent_schedules_due_idx on recurrent_schedules (tenant_id, active, next_date);

create table order_number_sequences (
  tenant_id int not null primary key,
  next_value bigint not null default 1 check (next_value >= 1)
);

create table orders (
  tenant_id int not null,
  order_number text not null,
  client_id text not null,
  channel smallint not null check (channel in (11, 12, 40)),
  status text not null
    check (status in ('CANCELLED', 'REGISTERED', 'ROUTED', 'BLOCKED', 'PREPARING', 'DELIVERED')),
  created_at timestamptz not null default now(),
  expected_delivery_date date not null,
  scheduled_delivery_date date,
  order_type text not null default '' check (order_type in ('', 'scheduledOrder', 'recurrentOrder')),
  recurrent_schedule_id int,
  total numeric(12, 2) not null,
  total_without_tax numeric(12, 2) not null,
  price_without_discount numeric(12, 2) not null,
  discount numeric(12, 2) not null default 0,
  promo_discount numeric(12, 2) not null default 0,
  vat numeric(12, 2) not null default 0,
  require_nps_on_bot boolean not null default false,
  payment_mode text,
  user_flow jsonb not null default '{}',
  primary key (tenant_id, order_number),
  foreign key (tenant_id, client_id) references clients (tenant_id, external_id),
  foreign key (tenant_id, recurrent_schedule_id) references recurrent_schedules (tenant_id, id)
);

create index orders_client_created_idx on orders (tenant_id, client_id, created_at desc);

create table order_lines (
  tenant_id int not null,
  order_number text not null,
  line_no int not null,
  -- No foreign key to products: history keeps its lines when the catalogue changes.
  sku text not null,
  description text not null,
  quantity int not null check (quantity >= 1),
  unit_price numeric(12, 2) not null,
  line_total numeric(12, 2) not null,
  combo_id int,
  family_id int,
  is_packaging boolean not null default false,
  primary key (tenant_id, order_number, line_no),
  foreign key (tenant_id, order_number) references orders (tenant_id, order_number)
    on delete cascade
);

create table order_status_events (
  tenant_id int not null,
  order_number text not null,
  seq int not null,
  status text not null
    check (status in ('CANCELLED', 'REGISTERED', 'ROUTED', 'BLOCKED', 'PREPARING', 'DELIVERED')),
  at timestamptz not null default now(),
  primary key (tenant_id, order_number, seq),
  foreign key (tenant_id, order_number) references orders (tenant_id, order_number)
    on delete cascade
);

-- ---------------------------------------------------------------------------------------------
-- Invoices
-- ---------------------------------------------------------------------------------------------

create table invoices (
  tenant_id int not null,
  document_number text not null,
  client_id text not null,
  -- Not a foreign key: invoices may come from the bottler's ERP for orders placed elsewhere.
  order_number text not null,
  due_date date not null,
  value numeric(12, 2) not null check (value >= 0),
  payment_expired boolean not null default false,
  bar_code text,
  paid boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (tenant_id, document_number),
  foreign key (tenant_id, client_id) references clients (tenant_id, external_id)
);

create index invoices_client_idx on invoices (tenant_id, client_id, paid, due_date);

-- ---------------------------------------------------------------------------------------------
-- Bingo
-- ---------------------------------------------------------------------------------------------

create table bingo_cards (
  tenant_id int not null,
  year int not null,
  month int not null check (month between 1 and 12),
  -- [{sku, description, descriptions, imgURL}]
  products jsonb not null default '[]',
  -- [{qty, description, descriptions}]
  prize_products jsonb not null default '[]',
  img_prize_url text,
  img_check_url text,
  primary key (tenant_id, year, month)
);

create table bingo_history (
  tenant_id int not null,
  client_id text not null,
  period text not null check (period ~ '^[0-9]{4}-[0-9]{2}$'),
  prize_products jsonb not null default '[]',
  status text not null,
  primary key (tenant_id, client_id, period),
  foreign key (tenant_id, client_id) references clients (tenant_id, external_id) on delete cascade
);

-- ---------------------------------------------------------------------------------------------
-- Notifications, NPS, logs, tracking
-- ---------------------------------------------------------------------------------------------

create table opt_ins (
  tenant_id int not null,
  client_id text not null,
  is_notification_enable boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (tenant_id, client_id),
  foreign key (tenant_id, client_id) references clients (tenant_id, external_id) on delete cascade
);

create table nps_answers (
  tenant_id int not null,
  id bigint generated by default as identity,
  client_id text not null,
  order_number text,
  score smallint not null check (score between 0 and 10),
  feedback text,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, client_id) references clients (tenant_id, external_id) on delete cascade
);

create index nps_answers_client_idx on nps_answers (tenant_id, client_id, created_at desc);

create table client_logs (
  tenant_id int not null,
  id bigint generated by default as identity,
  client_id text,
  data text not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id)
);

create table tracking_events (
  tenant_id int not null,
  id bigint generated by default as identity,
  client_id text,
  origin text not null,
  service text not null,
  data jsonb not null default '{}',
  created_at timestamptz not null default now(),
  primary key (tenant_id, id)
);

-- ---------------------------------------------------------------------------------------------
-- Exactly-once order creation (PRODUCT.md "Exactly-once orders")
-- ---------------------------------------------------------------------------------------------

create table idempotency_keys (
  tenant_id int not null,
  client_id text not null,
  key text not null,
  request_hash text not null,
  status text not null check (status in ('in_flight', 'done')),
  response_status int,
  response_body jsonb,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  primary key (tenant_id, client_id, key),
  foreign key (tenant_id, client_id) references clients (tenant_id, external_id) on delete cascade
);

create index idempotency_keys_expiry_idx on idempotency_keys (expires_at);
