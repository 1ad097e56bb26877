/**
 * SQL of the console's sessions (table operator_sessions, migration 030). The session id (`sid`
 * of the token) is 256 random bits; only its SHA-256 is stored. A session counts only while it is
 * not revoked, not expired and its operator is not disabled: checked on every call.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { OperatorRole } from '../../../contract/index.ts';
import type { Queryable } from '../../db/types.ts';

const hashSid = (sid: string) => createHash('sha256').update(sid, 'utf8').digest('base64url');

export async function createOperatorSession(
  q: Queryable,
  input: {
    operatorId: string;
    tenantId: number;
    now: Date;
    ttlSeconds: number;
    secondFactor: boolean;
  },
): Promise<{ sid: string; expiresAt: Date }> {
  const sid = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + input.ttlSeconds * 1000);
  await q.query(
    `insert into operator_sessions (id, operator_id, tenant_id, created_at, expires_at, second_factor)
     values ($1, $2, $3, $4, $5, $6)`,
    [hashSid(sid), input.operatorId, input.tenantId, input.now, expiresAt, input.secondFactor],
  );
  return { sid, expiresAt };
}

export interface ActiveOperatorSession {
  operatorId: string;
  email: string;
  role: OperatorRole;
  /** The current tenant of the session. */
  tenantId: number;
  secondFactor: boolean;
  totpEnabled: boolean;
  /** The current tenant requires TOTP of its operators. */
  tenantRequiresTotp: boolean;
}

export async function findActiveOperatorSession(
  q: Queryable,
  sid: string,
  now: Date,
): Promise<ActiveOperatorSession | undefined> {
  const rows = await q.query<{
    operator_id: string;
    email: string;
    role: OperatorRole;
    tenant_id: number;
    second_factor: boolean;
    totp_enabled: boolean;
    require_totp: boolean | null;
  }>(
    `select o.id as operator_id, o.email, o.role, s.tenant_id, s.second_factor,
            o.totp_secret is not null as totp_enabled, t.require_totp
       from operator_sessions s
       join operators o on o.id = s.operator_id
       left join tenant_security_settings t on t.tenant_id = s.tenant_id
      where s.id = $1 and s.revoked_at is null and s.expires_at > $2 and o.disabled_at is null
        and (o.tenant_id is null or o.tenant_id = s.tenant_id)`,
    [hashSid(sid), now],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    operatorId: row.operator_id,
    email: row.email,
    role: row.role,
    tenantId: row.tenant_id,
    secondFactor: row.second_factor,
    totpEnabled: row.totp_enabled,
    tenantRequiresTotp: row.require_totp === true,
  };
}

/** Sign-out of one session. */
export async function revokeOperatorSession(q: Queryable, sid: string, now: Date): Promise<void> {
  await q.query(
    `update operator_sessions set revoked_at = $2 where id = $1 and revoked_at is null`,
    [hashSid(sid), now],
  );
}

/** Sign-out everywhere (also on disabling or a new password). Returns how many were active. */
export async function revokeOperatorSessions(
  q: Queryable,
  operatorId: string,
  now: Date,
): Promise<number> {
  const rows = await q.query(
    `update operator_sessions set revoked_at = $2
      where operator_id = $1 and revoked_at is null and expires_at > $2
      returning id`,
    [operatorId, now],
  );
  return rows.length;
}

export async function setSessionTenant(q: Queryable, sid: string, tenantId: number): Promise<void> {
  await q.query(`update operator_sessions set tenant_id = $2 where id = $1`, [
    hashSid(sid),
    tenantId,
  ]);
}

/** The operator proved a TOTP code in this session (setup confirmed). */
export async function markSecondFactor(q: Queryable, sid: string): Promise<void> {
  await q.query(`update operator_sessions set second_factor = true where id = $1`, [hashSid(sid)]);
}

/** Housekeeping: drops sessions past their expiry. */
export async function purgeOperatorSessions(q: Queryable, now: Date): Promise<void> {
  await q.query(`delete from operator_sessions where expires_at <= $1`, [now]);
}
