/**
 * Who is calling the console (issue 12): the guard that turns an operator's bearer token into an
 * OperatorContext, and nothing else.
 *
 * The token must verify with the operator key and audience (operator-tokens.ts: a shop's token
 * never does) and name a session row that is active now, of an operator not disabled. Tenant
 * and role come from that row only — never from a path, query or body: every console query is
 * filtered by `ctx.tenantId`. 401 unauthorized for any credential problem; 403 forbidden for a
 * role the call does not allow; 403 totpSetupRequired while the tenant requires TOTP and the
 * session has no second factor (except the calls declared `duringTotpSetup`).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { roleAllowed, type OperatorRole } from '../../contract/index.ts';
import type { ResolvedTenantConfig } from '../../tenants/index.ts';
import type { AppDeps } from '../deps.ts';
import { operatorTokens } from '../modules/operators/operator-tokens.ts';
import {
  findActiveOperatorSession,
  type ActiveOperatorSession,
} from '../modules/operators/session-repository.ts';
import { HttpError } from './errors.ts';
import { bearerToken } from './request-context.ts';

export interface OperatorContext {
  operatorId: string;
  /** The current tenant: the operator's own, or the one a platform operator switched to. */
  tenantId: number;
  tenant: ResolvedTenantConfig;
  role: OperatorRole;
  sessionId: string;
  /** The request's instant: one clock reading per request. */
  now: Date;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    operatorCtx?: OperatorContext;
  }
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface OperatorGuardOptions {
  /** The call stays open to a session that may only set up TOTP. */
  duringTotpSetup?: boolean;
}

/** A session must set up TOTP first: its tenant requires it and the session never proved a code. */
export function totpSetupRequired(session: ActiveOperatorSession): boolean {
  return session.role !== 'platform' && session.tenantRequiresTotp && !session.secondFactor;
}

/** The active session a console token names, or 401. */
export async function operatorSessionOf(
  deps: AppDeps,
  token: string | undefined,
  now: Date,
): Promise<{ sid: string; session: ActiveOperatorSession; tenant: ResolvedTenantConfig }> {
  if (!token) throw new HttpError(401, 'unauthorized');
  const claims = await operatorTokens(deps.config).verifySession(token, now);
  if (!claims) throw new HttpError(401, 'unauthorized');
  const session = await findActiveOperatorSession(deps.db, claims.sid, now);
  if (!session || session.operatorId !== claims.sub) throw new HttpError(401, 'unauthorized');
  const tenant = deps.tenants.get(session.tenantId);
  if (!tenant) throw new HttpError(401, 'unauthorized');
  return { sid: claims.sid, session, tenant };
}

/** preHandler: the call needs an operator's active console session, with one of `roles`. */
export function operatorGuard(
  deps: AppDeps,
  roles?: readonly OperatorRole[],
  options: OperatorGuardOptions = {},
): Guard {
  return async (request) => {
    const now = deps.now();
    const { sid, session, tenant } = await operatorSessionOf(deps, bearerToken(request), now);
    if (!options.duringTotpSetup && totpSetupRequired(session)) {
      throw new HttpError(403, 'totpSetupRequired');
    }
    if (!roleAllowed(session.role, roles)) throw new HttpError(403, 'forbidden');
    request.operatorCtx = {
      operatorId: session.operatorId,
      tenantId: tenant.id,
      tenant,
      role: session.role,
      sessionId: sid,
      now,
      email: session.email,
    };
  };
}

/** The context a guarded console handler runs with (the guard has set it). */
export function operatorContextOf(request: FastifyRequest): OperatorContext {
  if (!request.operatorCtx) throw new Error('route is missing its operatorGuard');
  return request.operatorCtx;
}
