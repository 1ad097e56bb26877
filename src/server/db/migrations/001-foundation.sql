-- Foundation. schema_migrations itself is created by the runner (db/migrate.ts).
-- app_meta: small key/value facts about this database (e.g. the seed state).
create table app_meta (
  key text primary key,
  value text not null,
  updated_at timestamptz not null default now()
);
