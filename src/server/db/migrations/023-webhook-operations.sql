-- 023: operators and webhooks (issue 15): retrying a dead event, rotating an endpoint's secret.
--
-- A dead event an operator retries gets a fresh round of attempts: its attempt numbers go on
-- (outbox_attempts keeps every one), and the dead threshold counts from retry_base.
alter table outbox_events add column retry_base int not null default 0 check (retry_base >= 0);

-- Signing secrets made by rotation. While a rotation overlaps, events are signed with every
-- valid secret (one v1= each), so a receiver holding either accepts them. The secret of the
-- WEBHOOKS variable is never stored: a rotation records only its SHA-256 fingerprint with the
-- instant it stops being used (kind 'variable').
create table webhook_secrets (
  tenant_id int not null,
  id int generated always as identity,
  kind text not null check (kind in ('rotated', 'variable')),
  -- The secret itself (kind 'rotated'); null for the variable's.
  secret text,
  -- SHA-256 (hex) of the variable's secret (kind 'variable').
  fingerprint text,
  created_at timestamptz not null,
  -- When it stops signing; null while it is the current secret.
  retires_at timestamptz,
  primary key (tenant_id, id),
  check ((kind = 'rotated') = (secret is not null)),
  check ((kind = 'variable') = (fingerprint is not null))
);
