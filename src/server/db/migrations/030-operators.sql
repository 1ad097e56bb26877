-- 030: the console's operators, their sessions, invitations, the tenant's security setting and
-- the audit log (issue 12; decision 025).

-- One row per person of a bottler (admin, sales, finance) or of the team running the deployment
-- (platform, no tenant). Emails are unique per deployment, stored lower case.
create table operators (
  id uuid primary key,
  tenant_id int check (tenant_id > 0),
  email text not null check (email = lower(email) and length(email) between 3 and 254),
  role text not null check (role in ('admin', 'sales', 'finance', 'platform')),
  -- Platform belongs to no tenant; every other role belongs to exactly one.
  check ((role = 'platform') = (tenant_id is null)),
  -- scrypt (modules/auth/passwords.ts); null until the invitation link was used.
  password_hash text,
  -- The confirmed TOTP secret (base32); null = no second factor.
  totp_secret text,
  -- A secret from setup waiting for its first code.
  totp_pending_secret text,
  -- The last TOTP time step accepted, so a code is never accepted twice.
  totp_last_step bigint,
  language text,
  disabled_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create unique index operators_email_key on operators (email);
create index operators_tenant_idx on operators (tenant_id, email);

-- Server-side sessions of the console (revocable; checked on every call). `id` is the SHA-256
-- of the `sid` the token carries. `tenant_id` is the current tenant (platform switches it).
create table operator_sessions (
  id text primary key,
  operator_id uuid not null references operators (id) on delete cascade,
  tenant_id int not null check (tenant_id > 0),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  -- The session was opened (or later confirmed) with a TOTP code.
  second_factor boolean not null default false,
  check (expires_at > created_at)
);
create index operator_sessions_operator_idx on operator_sessions (operator_id);
create index operator_sessions_expires_idx on operator_sessions (expires_at);

-- One-time set-password links (invitation, CLI). `id` is the SHA-256 of the link's token.
create table operator_password_links (
  id text primary key,
  operator_id uuid not null references operators (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  check (expires_at > created_at)
);
create index operator_password_links_operator_idx on operator_password_links (operator_id);

-- A tenant's console security setting (absent row = defaults).
create table tenant_security_settings (
  tenant_id int primary key check (tenant_id > 0),
  require_totp boolean not null default false,
  updated_at timestamptz not null
);

-- Every change made in the console or by an operator call, written in the change's transaction.
create table audit_log (
  id bigint generated always as identity primary key,
  tenant_id int not null check (tenant_id > 0),
  actor_kind text not null check (actor_kind in ('operator', 'operatorKey')),
  operator_id uuid,
  operator_email text,
  check ((actor_kind = 'operator') = (operator_id is not null and operator_email is not null)),
  action text not null,
  entity text not null,
  entity_id text not null,
  before jsonb,
  after jsonb,
  at timestamptz not null
);
-- The list is newest first per tenant (keyset on at, id); each filter has its own prefix.
create index audit_log_tenant_at_idx on audit_log (tenant_id, at desc, id desc);
create index audit_log_tenant_email_idx on audit_log (tenant_id, operator_email, at desc, id desc);
create index audit_log_tenant_action_idx on audit_log (tenant_id, action, at desc, id desc);
create index audit_log_tenant_entity_idx
  on audit_log (tenant_id, entity, entity_id, at desc, id desc);
