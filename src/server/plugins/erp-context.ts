/**
 * Who is calling the ERP sync API (issue 13; decision 044): the guard that turns
 * `Authorization: Bearer rk_<id>_<secret>` into an ErpContext, and nothing else.
 *
 * The key must name a row of api_keys that is not revoked, and its secret must hash to the stored
 * hash (compared in constant time; an unknown id is compared against a dummy hash). The tenant
 * comes from that row only — never from a path, query or body. 401 unauthorized for any problem
 * with the key (missing, malformed, unknown, wrong secret, revoked: one answer, so a caller
 * learns nothing); 403 apiKeyScopeMissing (params.scope) when the key lacks a scope of the call.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErpScope } from '../../contract/index.ts';
import type { ResolvedTenantConfig } from '../../tenants/index.ts';
import type { AppDeps } from '../deps.ts';
import { findApiKey, touchApiKey } from '../modules/api-keys/api-key-repository.ts';
import { parseKey, secretMatches } from '../modules/api-keys/key-secrets.ts';
import { HttpError } from './errors.ts';
import { bearerToken } from './request-context.ts';

export interface ErpContext {
  tenantId: number;
  tenant: ResolvedTenantConfig;
  keyId: string;
  keyName: string;
  scopes: readonly ErpScope[];
  /** The request's instant: one clock reading per request. */
  now: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    erpCtx?: ErpContext;
  }
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** preHandler: the call needs an active API key of a tenant carrying every scope in `scopes`. */
export function erpKeyGuard(deps: AppDeps, scopes: readonly ErpScope[] = []): Guard {
  return async (request) => {
    const token = bearerToken(request);
    const parsed = token === undefined ? undefined : parseKey(token);
    if (!parsed) throw new HttpError(401, 'unauthorized');
    const row = await findApiKey(deps.db, parsed.id);
    const matches = secretMatches(parsed.secret, row?.secret_hash);
    if (!row || !matches || row.revoked_at !== null) throw new HttpError(401, 'unauthorized');
    const tenant = deps.tenants.get(row.tenant_id);
    if (!tenant) throw new HttpError(401, 'unauthorized');
    const missing = scopes.find((scope) => !row.scopes.includes(scope));
    if (missing !== undefined) throw new HttpError(403, 'apiKeyScopeMissing', { scope: missing });
    const now = deps.now();
    await touchApiKey(deps.db, row.id, now);
    request.erpCtx = {
      tenantId: tenant.id,
      tenant,
      keyId: row.id,
      keyName: row.name,
      scopes: row.scopes,
      now,
    };
  };
}

/** The context a guarded ERP handler runs with (the guard has set it). */
export function erpContextOf(request: FastifyRequest): ErpContext {
  if (!request.erpCtx) throw new Error('route is missing its erpKeyGuard');
  return request.erpCtx;
}
