/**
 * The tenant's operators (`admin/operators`) and set-password links (`admin/password`).
 *
 * Invitations: an operator row without a password and a one-time link (256 random bits, stored
 * hashed, 72 h, used at most once). Setting the password ends every session of the operator.
 * The last-admin rule: no change may leave the tenant without an active admin (409 lastAdmin).
 * Every change writes its audit entry in its own transaction.
 */
import type { OperatorRole, TenantOperatorRole } from '../../../contract/index.ts';
import type { Config } from '../../config.ts';
import type { Database, Queryable } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { OperatorContext } from '../../plugins/operator-context.ts';
import { cursorText, isCleanText } from '../admin-lists/keyset.ts';
import { recordAudit, type AuditActor } from '../audit/audit-repository.ts';
import { hashPassword } from '../auth/passwords.ts';
import {
  countOtherActiveAdmins,
  createPasswordLink,
  findTenantOperator,
  insertOperator,
  listTenantOperators,
  passwordLinkUsable,
  setOperatorDisabled,
  setPasswordHash,
  updateOperatorRole,
  usePasswordLink,
  type OperatorRecord,
} from './operator-repository.ts';
import { revokeOperatorSessions } from './session-repository.ts';
import { actorOf } from './totp-service.ts';

/** How long an invitation (or CLI) set-password link stays valid. */
export const PASSWORD_LINK_TTL_SECONDS = 72 * 60 * 60;

export interface OperatorAnswer {
  id: string;
  email: string;
  role: OperatorRole;
  disabled: boolean;
  totpEnabled: boolean;
  passwordSet: boolean;
  createdAt: string;
}

export const operatorAnswer = (operator: OperatorRecord): OperatorAnswer => ({
  id: operator.id,
  email: operator.email,
  role: operator.role,
  disabled: operator.disabled,
  totpEnabled: operator.totpSecret !== null,
  passwordSet: operator.passwordHash !== null,
  createdAt: operator.createdAt.toISOString(),
});

/** What the audit log keeps of an operator (never a hash or a secret). */
const auditView = (operator: OperatorRecord) => ({
  email: operator.email,
  role: operator.role,
  disabled: operator.disabled,
});

/** The console page that reads the token from the fragment (never sent to a server or logged). */
export const setPasswordUrl = (config: Pick<Config, 'PUBLIC_URL'>, token: string) =>
  `${config.PUBLIC_URL}/admin/set-password#token=${token}`;

const encodeCursor = (email: string) => Buffer.from(email, 'utf8').toString('base64url');
/** The email a cursor carries; one that is not clean text of an email's length is a 400. */
function decodeCursor(cursor: string | undefined): string | undefined {
  if (cursor === undefined) return undefined;
  const email = cursorText(cursor);
  if (email === undefined || email.length === 0 || email.length > 254 || !isCleanText(email)) {
    throw new HttpError(400, 'validation', { field: 'cursor' });
  }
  return email;
}

export async function listOperators(
  deps: AppDeps,
  ctx: OperatorContext,
  page: { limit?: number | undefined; cursor?: string | undefined },
): Promise<{ items: OperatorAnswer[]; nextCursor: string | null }> {
  const limit = page.limit ?? 50;
  const rows = await listTenantOperators(deps.db, ctx.tenantId, {
    limit: limit + 1,
    afterEmail: decodeCursor(page.cursor),
  });
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(operatorAnswer),
    nextCursor: rows.length > limit && last ? encodeCursor(last.email) : null,
  };
}

/** Creates an operator of a tenant with a one-time set-password link (also the CLI's path). */
export async function createOperatorWithLink(
  db: Database,
  config: Pick<Config, 'PUBLIC_URL'>,
  input: {
    tenantId: number | null;
    auditTenantId: number | null;
    email: string;
    role: OperatorRole;
    actor: AuditActor | null;
    now: Date;
  },
): Promise<{ operator: OperatorRecord; setPasswordUrl: string; expiresAt: Date }> {
  return db.transaction(async (tx) => {
    const operator = await insertOperator(tx, {
      tenantId: input.tenantId,
      email: input.email,
      role: input.role,
      passwordHash: null,
      now: input.now,
    });
    if (!operator) throw new HttpError(409, 'operatorExists');
    const link = await createPasswordLink(tx, {
      operatorId: operator.id,
      now: input.now,
      ttlSeconds: PASSWORD_LINK_TTL_SECONDS,
    });
    if (input.actor !== null && input.auditTenantId !== null) {
      await recordAudit(tx, {
        tenantId: input.auditTenantId,
        actor: input.actor,
        action: 'operator.invite',
        entity: 'operator',
        entityId: operator.id,
        before: null,
        after: auditView(operator),
        at: input.now,
      });
    }
    return {
      operator,
      setPasswordUrl: setPasswordUrl(config, link.token),
      expiresAt: link.expiresAt,
    };
  });
}

export async function inviteOperator(
  deps: AppDeps,
  ctx: OperatorContext,
  input: { email: string; role: TenantOperatorRole },
) {
  const created = await createOperatorWithLink(deps.db, deps.config, {
    tenantId: ctx.tenantId,
    auditTenantId: ctx.tenantId,
    email: input.email,
    role: input.role,
    actor: actorOf(ctx),
    now: ctx.now,
  });
  return {
    setPasswordUrl: created.setPasswordUrl,
    expiresAt: created.expiresAt.toISOString(),
    operator: operatorAnswer(created.operator),
  };
}

/** Would this change leave the tenant without an active admin? */
async function breaksLastAdmin(
  tx: Queryable,
  operator: OperatorRecord,
  next: { role: OperatorRole; disabled: boolean },
): Promise<boolean> {
  const isActiveAdmin = operator.role === 'admin' && !operator.disabled;
  const staysActiveAdmin = next.role === 'admin' && !next.disabled;
  if (!isActiveAdmin || staysActiveAdmin || operator.tenantId === null) return false;
  return (await countOtherActiveAdmins(tx, operator.tenantId, operator.id)) === 0;
}

export async function updateOperator(
  deps: AppDeps,
  ctx: OperatorContext,
  id: string,
  input: { role?: TenantOperatorRole | undefined; disabled?: boolean | undefined },
): Promise<OperatorAnswer> {
  return deps.db.transaction(async (tx) => {
    const operator = await findTenantOperator(tx, ctx.tenantId, id, { forUpdate: true });
    if (!operator) throw new HttpError(404, 'notFound');
    const next = {
      role: input.role ?? operator.role,
      disabled: input.disabled ?? operator.disabled,
    };
    if (next.role === operator.role && next.disabled === operator.disabled) {
      return operatorAnswer(operator);
    }
    if (await breaksLastAdmin(tx, operator, next)) throw new HttpError(409, 'lastAdmin');
    if (next.role !== operator.role) await updateOperatorRole(tx, id, next.role, ctx.now);
    if (next.disabled !== operator.disabled) {
      await setOperatorDisabled(tx, id, next.disabled, ctx.now);
      if (next.disabled) await revokeOperatorSessions(tx, id, ctx.now);
    }
    const after = { ...operator, ...next };
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      actor: actorOf(ctx),
      action: 'operator.update',
      entity: 'operator',
      entityId: id,
      before: auditView(operator),
      after: auditView(after),
      at: ctx.now,
    });
    return operatorAnswer(after);
  });
}

/** The public set-password call: uses the link once, sets the hash, ends every session. */
export async function setPasswordFromLink(
  deps: AppDeps,
  input: { token: string; password: string; now: Date },
): Promise<{ ok: true }> {
  // A stranger's made-up token costs no scrypt; a real one is hashed outside the row locks.
  if (!(await passwordLinkUsable(deps.db, input.token, input.now))) {
    throw new HttpError(422, 'passwordLinkInvalid');
  }
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const operator = await usePasswordLink(tx, input.token, input.now);
    if (!operator) throw new HttpError(422, 'passwordLinkInvalid');
    await setPasswordHash(tx, operator.id, passwordHash, input.now);
    await revokeOperatorSessions(tx, operator.id, input.now);
    // Platform operators belong to no tenant: their password changes are in no tenant's log.
    if (operator.tenantId !== null) {
      await recordAudit(tx, {
        tenantId: operator.tenantId,
        actor: { kind: 'operator', operatorId: operator.id, email: operator.email },
        action: 'operator.password',
        entity: 'operator',
        entityId: operator.id,
        before: { passwordSet: operator.passwordHash !== null },
        after: { passwordSet: true },
        at: input.now,
      });
    }
    return { ok: true as const };
  });
}
