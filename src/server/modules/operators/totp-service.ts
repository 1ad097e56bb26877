/**
 * The signed-in operator's TOTP (`admin/me/totp/*`) and the tenant's TOTP requirement
 * (`PUT admin/settings/security`). Turning TOTP on or off and the requirement are audited.
 */
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { OperatorContext } from '../../plugins/operator-context.ts';
import { recordAudit, type AuditActor } from '../audit/audit-repository.ts';
import {
  disableTotp,
  enableTotp,
  findOperatorById,
  setPendingTotp,
  setTenantRequiresTotp,
  tenantRequiresTotp,
  useTotpStep,
} from './operator-repository.ts';
import { markSecondFactor } from './session-repository.ts';
import { checkTotp, newTotpSecret } from './totp.ts';

export const actorOf = (ctx: OperatorContext): AuditActor => ({
  kind: 'operator',
  operatorId: ctx.operatorId,
  email: ctx.email,
});

export async function startTotpSetup(
  deps: AppDeps,
  ctx: OperatorContext,
): Promise<{ secret: string; otpauthUri: string }> {
  const operator = await findOperatorById(deps.db, ctx.operatorId);
  if (!operator) throw new HttpError(401, 'unauthorized');
  if (operator.totpSecret !== null) throw new HttpError(409, 'totpAlreadyEnabled');
  const setup = newTotpSecret(operator.email);
  await setPendingTotp(deps.db, operator.id, setup.secret, ctx.now);
  return setup;
}

export async function confirmTotp(
  deps: AppDeps,
  ctx: OperatorContext,
  code: string,
): Promise<{ totpEnabled: true }> {
  return deps.db.transaction(async (tx) => {
    const operator = await findOperatorById(tx, ctx.operatorId, { forUpdate: true });
    if (!operator) throw new HttpError(401, 'unauthorized');
    if (operator.totpSecret !== null) throw new HttpError(409, 'totpAlreadyEnabled');
    if (operator.totpPendingSecret === null) throw new HttpError(409, 'totpNotPending');
    const step = checkTotp(operator.totpPendingSecret, code, ctx.now);
    if (step === undefined) throw new HttpError(422, 'totpIncorrect');
    await enableTotp(tx, operator.id, step, ctx.now);
    // This session has just proved a code: it is no longer limited to the setup.
    await markSecondFactor(tx, ctx.sessionId);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      actor: actorOf(ctx),
      action: 'totp.enable',
      entity: 'operator',
      entityId: operator.id,
      before: { totpEnabled: false },
      after: { totpEnabled: true },
      at: ctx.now,
    });
    return { totpEnabled: true as const };
  });
}

export async function turnOffTotp(
  deps: AppDeps,
  ctx: OperatorContext,
  code: string,
): Promise<{ totpEnabled: false }> {
  return deps.db.transaction(async (tx) => {
    const operator = await findOperatorById(tx, ctx.operatorId, { forUpdate: true });
    if (!operator) throw new HttpError(401, 'unauthorized');
    if (operator.totpSecret === null) throw new HttpError(409, 'totpNotEnabled');
    if (operator.role !== 'platform' && (await tenantRequiresTotp(tx, ctx.tenantId))) {
      throw new HttpError(409, 'totpRequired');
    }
    const step = checkTotp(operator.totpSecret, code, ctx.now);
    if (step === undefined || !(await useTotpStep(tx, operator.id, step))) {
      throw new HttpError(422, 'totpIncorrect');
    }
    await disableTotp(tx, operator.id, ctx.now);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      actor: actorOf(ctx),
      action: 'totp.disable',
      entity: 'operator',
      entityId: operator.id,
      before: { totpEnabled: true },
      after: { totpEnabled: false },
      at: ctx.now,
    });
    return { totpEnabled: false as const };
  });
}

export async function setSecuritySettings(
  deps: AppDeps,
  ctx: OperatorContext,
  input: { requireTotp: boolean },
): Promise<{ requireTotp: boolean }> {
  return deps.db.transaction(async (tx) => {
    const before = await tenantRequiresTotp(tx, ctx.tenantId);
    await setTenantRequiresTotp(tx, ctx.tenantId, input.requireTotp, ctx.now);
    if (before !== input.requireTotp) {
      await recordAudit(tx, {
        tenantId: ctx.tenantId,
        actor: actorOf(ctx),
        action: 'settings.security',
        entity: 'tenant',
        entityId: String(ctx.tenantId),
        before: { requireTotp: before },
        after: { requireTotp: input.requireTotp },
        at: ctx.now,
      });
    }
    return { requireTotp: input.requireTotp };
  });
}
