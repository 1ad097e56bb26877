/**
 * The signed-in operator (`GET/PUT admin/me`), the platform's tenant switch and sign-out.
 */
import type { LanguageCode } from '../../../domain/languages.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../plugins/errors.ts';
import { totpSetupRequired, type OperatorContext } from '../../plugins/operator-context.ts';
import { findOperatorById, setLanguage } from './operator-repository.ts';
import {
  findActiveOperatorSession,
  revokeOperatorSession,
  revokeOperatorSessions,
  setSessionTenant,
} from './session-repository.ts';

export interface MeAnswer {
  operatorId: string;
  email: string;
  role: OperatorContext['role'];
  tenantId: number;
  tenants: { bottler: number; name: string }[];
  totpEnabled: boolean;
  tenantRequiresTotp: boolean;
  totpSetupRequired: boolean;
  language: LanguageCode;
}

export async function me(deps: AppDeps, ctx: OperatorContext): Promise<MeAnswer> {
  const session = await findActiveOperatorSession(deps.db, ctx.sessionId, ctx.now);
  const operator = await findOperatorById(deps.db, ctx.operatorId);
  if (!session || !operator) throw new HttpError(401, 'unauthorized');
  const served = [...deps.tenants.values()].sort((a, b) => a.id - b.id);
  const tenants = (ctx.role === 'platform' ? served : [ctx.tenant]).map((tenant) => ({
    bottler: tenant.id,
    name: tenant.name,
  }));
  return {
    operatorId: ctx.operatorId,
    email: ctx.email,
    role: ctx.role,
    tenantId: ctx.tenantId,
    tenants,
    totpEnabled: session.totpEnabled,
    tenantRequiresTotp: session.tenantRequiresTotp,
    totpSetupRequired: totpSetupRequired(session),
    language: (operator.language ?? ctx.tenant.language) as LanguageCode,
  };
}

export async function updateMe(
  deps: AppDeps,
  ctx: OperatorContext,
  input: { language: LanguageCode },
): Promise<MeAnswer> {
  await setLanguage(deps.db, ctx.operatorId, input.language, ctx.now);
  return me(deps, ctx);
}

/** Platform only (the call's roles): the session's current tenant becomes `bottler`. */
export async function switchTenant(
  deps: AppDeps,
  ctx: OperatorContext,
  bottler: number,
): Promise<{ tenantId: number }> {
  if (!deps.tenants.has(bottler)) throw new HttpError(404, 'notFound');
  await setSessionTenant(deps.db, ctx.sessionId, bottler);
  return { tenantId: bottler };
}

export async function logout(deps: AppDeps, ctx: OperatorContext): Promise<{ ok: true }> {
  await revokeOperatorSession(deps.db, ctx.sessionId, ctx.now);
  return { ok: true };
}

export async function logoutEverywhere(
  deps: AppDeps,
  ctx: OperatorContext,
): Promise<{ revoked: number }> {
  return { revoked: await revokeOperatorSessions(deps.db, ctx.operatorId, ctx.now) };
}
