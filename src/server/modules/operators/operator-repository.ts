/**
 * SQL of the console's operator accounts, password links and the tenant's security setting
 * (migration 030). Tenant-scoped reads and writes take the tenant from the operator context.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { OperatorRole } from '../../../contract/index.ts';
import type { Queryable } from '../../db/types.ts';

export interface OperatorRecord {
  id: string;
  tenantId: number | null;
  email: string;
  role: OperatorRole;
  passwordHash: string | null;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
  language: string | null;
  disabled: boolean;
  createdAt: Date;
}

interface OperatorRow {
  id: string;
  tenant_id: number | null;
  email: string;
  role: OperatorRole;
  password_hash: string | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | string | null;
  language: string | null;
  disabled_at: Date | null;
  created_at: Date;
}

const COLUMNS = `id, tenant_id, email, role, password_hash, totp_secret, totp_pending_secret,
  totp_last_step, language, disabled_at, created_at`;

function toRecord(row: OperatorRow): OperatorRecord {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    email: row.email,
    role: row.role,
    passwordHash: row.password_hash,
    totpSecret: row.totp_secret,
    totpPendingSecret: row.totp_pending_secret,
    totpLastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
    language: row.language,
    disabled: row.disabled_at !== null,
    createdAt: new Date(row.created_at),
  };
}

/** Emails are compared trimmed and lower case (stored so). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findOperatorByEmail(
  q: Queryable,
  email: string,
): Promise<OperatorRecord | undefined> {
  const rows = await q.query<OperatorRow>(`select ${COLUMNS} from operators where email = $1`, [
    normaliseEmail(email),
  ]);
  return rows[0] && toRecord(rows[0]);
}

/** By id; `forUpdate` locks the row for the caller's transaction. */
export async function findOperatorById(
  q: Queryable,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<OperatorRecord | undefined> {
  const rows = await q.query<OperatorRow>(
    `select ${COLUMNS} from operators where id = $1${options.forUpdate ? ' for update' : ''}`,
    [id],
  );
  return rows[0] && toRecord(rows[0]);
}

/** An operator of this tenant (never another tenant's, nor a platform operator). */
export async function findTenantOperator(
  q: Queryable,
  tenantId: number,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<OperatorRecord | undefined> {
  const rows = await q.query<OperatorRow>(
    `select ${COLUMNS} from operators where tenant_id = $1 and id = $2${options.forUpdate ? ' for update' : ''}`,
    [tenantId, id],
  );
  return rows[0] && toRecord(rows[0]);
}

/** One page of the tenant's operators by email, after `afterEmail`. */
export async function listTenantOperators(
  q: Queryable,
  tenantId: number,
  page: { limit: number; afterEmail?: string | undefined },
): Promise<OperatorRecord[]> {
  const rows = await q.query<OperatorRow>(
    `select ${COLUMNS} from operators
      where tenant_id = $1 and ($2::text is null or email > $2)
      order by email limit $3`,
    [tenantId, page.afterEmail ?? null, page.limit],
  );
  return rows.map(toRecord);
}

/** Inserts an operator; undefined when the email is taken (in any tenant). */
export async function insertOperator(
  q: Queryable,
  input: {
    tenantId: number | null;
    email: string;
    role: OperatorRole;
    passwordHash: string | null;
    now: Date;
  },
): Promise<OperatorRecord | undefined> {
  const rows = await q.query<OperatorRow>(
    `insert into operators (id, tenant_id, email, role, password_hash, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $6)
     on conflict (email) do nothing
     returning ${COLUMNS}`,
    [
      randomUUID(),
      input.tenantId,
      normaliseEmail(input.email),
      input.role,
      input.passwordHash,
      input.now,
    ],
  );
  return rows[0] && toRecord(rows[0]);
}

export async function updateOperatorRole(
  q: Queryable,
  id: string,
  role: OperatorRole,
  now: Date,
): Promise<void> {
  await q.query(`update operators set role = $2, updated_at = $3 where id = $1`, [id, role, now]);
}

export async function setOperatorDisabled(
  q: Queryable,
  id: string,
  disabled: boolean,
  now: Date,
): Promise<void> {
  await q.query(
    `update operators set disabled_at = case when $2 then coalesce(disabled_at, $3) end,
            updated_at = $3
      where id = $1`,
    [id, disabled, now],
  );
}

/** Active admins of a tenant other than `exceptId` (for the last-admin rule; rows locked). */
export async function countOtherActiveAdmins(
  q: Queryable,
  tenantId: number,
  exceptId: string,
): Promise<number> {
  const rows = await q.query<{ id: string }>(
    `select id from operators
      where tenant_id = $1 and role = 'admin' and disabled_at is null and id <> $2
      for update`,
    [tenantId, exceptId],
  );
  return rows.length;
}

export async function setPasswordHash(
  q: Queryable,
  id: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await q.query(`update operators set password_hash = $2, updated_at = $3 where id = $1`, [
    id,
    passwordHash,
    now,
  ]);
}

export async function setLanguage(q: Queryable, id: string, language: string, now: Date) {
  await q.query(`update operators set language = $2, updated_at = $3 where id = $1`, [
    id,
    language,
    now,
  ]);
}

export async function setPendingTotp(q: Queryable, id: string, secret: string, now: Date) {
  await q.query(`update operators set totp_pending_secret = $2, updated_at = $3 where id = $1`, [
    id,
    secret,
    now,
  ]);
}

/** Confirms the pending secret (and remembers the step of the code that confirmed it). */
export async function enableTotp(q: Queryable, id: string, step: number, now: Date) {
  await q.query(
    `update operators set totp_secret = totp_pending_secret, totp_pending_secret = null,
            totp_last_step = $2, updated_at = $3
      where id = $1 and totp_pending_secret is not null`,
    [id, step, now],
  );
}

export async function disableTotp(q: Queryable, id: string, now: Date) {
  await q.query(
    `update operators set totp_secret = null, totp_pending_secret = null, totp_last_step = null,
            updated_at = $2
      where id = $1`,
    [id, now],
  );
}

/**
 * Records a TOTP step as used, only if it is later than the last one: false when that step (or a
 * later one) was already accepted, so one code never opens two sessions.
 */
export async function useTotpStep(q: Queryable, id: string, step: number): Promise<boolean> {
  const rows = await q.query(
    `update operators set totp_last_step = $2
      where id = $1 and (totp_last_step is null or totp_last_step < $2)
      returning id`,
    [id, step],
  );
  return rows.length > 0;
}

export async function tenantRequiresTotp(q: Queryable, tenantId: number): Promise<boolean> {
  const rows = await q.query<{ require_totp: boolean }>(
    `select require_totp from tenant_security_settings where tenant_id = $1`,
    [tenantId],
  );
  return rows[0]?.require_totp === true;
}

export async function setTenantRequiresTotp(
  q: Queryable,
  tenantId: number,
  requireTotp: boolean,
  now: Date,
): Promise<void> {
  await q.query(
    `insert into tenant_security_settings (tenant_id, require_totp, updated_at) values ($1, $2, $3)
     on conflict (tenant_id) do update set require_totp = excluded.require_totp,
                                           updated_at = excluded.updated_at`,
    [tenantId, requireTotp, now],
  );
}

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');

/** A new one-time set-password link token for the operator (stored hashed). */
export async function createPasswordLink(
  q: Queryable,
  input: { operatorId: string; now: Date; ttlSeconds: number },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + input.ttlSeconds * 1000);
  await q.query(
    `insert into operator_password_links (id, operator_id, created_at, expires_at)
     values ($1, $2, $3, $4)`,
    [hashToken(token), input.operatorId, input.now, expiresAt],
  );
  return { token, expiresAt };
}

/** Whether a link could be used now (a cheap check before hashing the new password). */
export async function passwordLinkUsable(q: Queryable, token: string, now: Date): Promise<boolean> {
  const rows = await q.query(
    `select 1 from operator_password_links where id = $1 and used_at is null and expires_at > $2`,
    [hashToken(token), now],
  );
  return rows.length > 0;
}

/**
 * Uses a link: marks it used (atomically: two requests cannot both use it) and returns its
 * operator, or undefined when unknown, used, expired, or its operator is disabled.
 */
export async function usePasswordLink(
  q: Queryable,
  token: string,
  now: Date,
): Promise<OperatorRecord | undefined> {
  const rows = await q.query<{ operator_id: string }>(
    `update operator_password_links l set used_at = $2
       from operators o
      where l.id = $1 and l.used_at is null and l.expires_at > $2
        and o.id = l.operator_id and o.disabled_at is null
      returning l.operator_id`,
    [hashToken(token), now],
  );
  const row = rows[0];
  return row && findOperatorById(q, row.operator_id, { forUpdate: true });
}
