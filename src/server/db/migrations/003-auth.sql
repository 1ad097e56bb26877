-- Tables of the auth module (sessions, link-token exchanges, login throttles).

-- Server-side sessions, so logout and password changes revoke (SECURITY T8).
-- `id` is the SHA-256 (base64url) of the session id carried in the token's `sid` claim, so a
-- read of this table alone does not yield usable session ids.
CREATE TABLE IF NOT EXISTS user_sessions (
  id          text        PRIMARY KEY,
  tenant_id   integer     NOT NULL CHECK (tenant_id > 0),
  client_id   text        NOT NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz NULL,
  origin      text        NOT NULL CHECK (origin IN ('chat', 'standalone')),
  CHECK (expires_at > created_at)
);
CREATE INDEX IF NOT EXISTS user_sessions_client_idx ON user_sessions (tenant_id, client_id);
CREATE INDEX IF NOT EXISTS user_sessions_expires_idx ON user_sessions (expires_at);

-- Exchanges of chat link tokens for sessions (SECURITY T7), one row per link token (`jti`).
-- A link may be exchanged again within its lifetime, up to a cap (see sessions.ts).
CREATE TABLE IF NOT EXISTS used_link_tokens (
  jti           text        PRIMARY KEY,
  tenant_id     integer     NOT NULL CHECK (tenant_id > 0),
  used_at       timestamptz NOT NULL, -- first exchange
  last_used_at  timestamptz NOT NULL,
  exchanges     integer     NOT NULL DEFAULT 1 CHECK (exchanges >= 1),
  expires_at    timestamptz NOT NULL  -- the link token's exp; the row may be purged after it
);
CREATE INDEX IF NOT EXISTS used_link_tokens_expires_idx ON used_link_tokens (expires_at);

-- Fixed-window counters for user/authenticate (SECURITY T12), shared by every instance.
-- scope: 'account' (key tenant:client), 'address' (key IPv4 or IPv6 /64),
--        'account-address' (key tenant:client@address),
--        'known-address' (same key; window_start = time of the last successful login there).
CREATE TABLE IF NOT EXISTS login_attempts (
  scope         text        NOT NULL,
  key           text        NOT NULL,
  window_start  timestamptz NOT NULL,
  failures      integer     NOT NULL DEFAULT 0 CHECK (failures >= 0),
  PRIMARY KEY (scope, key)
);
CREATE INDEX IF NOT EXISTS login_attempts_window_idx ON login_attempts (window_start);
