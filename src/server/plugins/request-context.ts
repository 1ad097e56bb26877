/**
 * Who is calling: the guards that turn a request's credentials into a context, and nothing else.
 *
 * Tenant and client come only from a verified session token whose session row is still active
 * (SECURITY T4, T6, T8) — never from a path, query or body. Every service call takes this `ctx`
 * first and filters every query by `ctx.tenantId` and `ctx.clientId`.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { BOT_KEY_HEADER, OPERATOR_KEY_HEADER } from '../../contract/index.ts';
import type { ResolvedTenantConfig } from '../../tenants/index.ts';
import type { AppDeps } from '../deps.ts';
import type { SessionOrigin } from '../modules/auth/sessions.ts';
import { readShop } from '../modules/access/shop-reads.ts';
import type { ClientAccount } from '../modules/clients/client-repository.ts';
import { effectiveTenantOf, knownSettings } from '../modules/tenant-settings/effective-tenant.ts';
import { tokenEnvironment } from '../served-tenants.ts';
import { HttpError } from './errors.ts';

export interface RequestContext {
  tenant: ResolvedTenantConfig;
  tenantId: number;
  clientId: string;
  sessionId: string;
  origin: SessionOrigin;
  /** The request's instant: one clock reading per request. */
  now: Date;
  /** The language the app asked for (Accept-Language), when the tenant offers it. */
  requestedLanguage?: string;
  /** The chat conversation the session was opened from (bot link; issue 15). */
  conversationId?: string;
  /**
   * What the guard read with the session (modules/access/shop-reads.ts), for the handler to use
   * instead of reading it again. Absent on a context made otherwise (a link just exchanged).
   */
  reads?: SessionReads;
}

export interface SessionReads {
  /** The client row; undefined when the tenant no longer has the client. */
  account: ClientAccount | undefined;
  catalogueVersion: number;
  /** Only when the guard was asked for it (`sessionGuard(deps, { openOrders: true })`). */
  openOrdersTotal?: number;
}

/** What a call's guard reads besides the session. */
export interface GuardReads {
  /** The client's open orders' total (calls that decide against the payment limit). */
  openOrders?: boolean;
}

export interface BotContext {
  tenant: ResolvedTenantConfig;
  tenantId: number;
  now: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx?: RequestContext;
    botCtx?: BotContext;
  }
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer ([A-Za-z0-9_.-]{16,4096})$/.exec(header.trim());
  return match?.[1];
}

/** The tenant a token claims, read before verification only to pick the verification key. */
export function claimedTenant(deps: AppDeps, token: string): ResolvedTenantConfig | undefined {
  try {
    const bottler = decodeJwt(token).bottler;
    return typeof bottler === 'number' ? deps.tenants.get(bottler) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Resolves a session token to a context, or throws 401: `tokenExpired` (with the bottler, for the
 * expired-token flow) when it expired, `unauthorized` for anything else.
 */
export async function sessionContext(
  deps: AppDeps,
  token: string,
  now: Date,
  options: GuardReads = {},
): Promise<RequestContext> {
  const tenant = claimedTenant(deps, token);
  if (!tenant) throw new HttpError(401, 'unauthorized');
  const verified = await deps.tokens.verifySessionToken(token, {
    env: tokenEnvironment(tenant),
    now,
  });
  if (!verified.ok) {
    if (verified.reason === 'expired') {
      throw new HttpError(401, 'tokenExpired', { bottler: verified.bottler ?? tenant.id });
    }
    throw new HttpError(401, 'unauthorized');
  }
  const { claims } = verified;
  // The session, the console's settings over the tenant file (decision 058) and what handlers
  // read next: one statement on PostgreSQL, memory on the embedded database (decision 065).
  const known = knownSettings(deps.db, tenant);
  const reads = await readShop(deps.db, {
    sid: claims.sid,
    tenantId: tenant.id,
    clientId: claims.sub,
    environment: tenant.environment,
    settingsKnown: known?.version ?? 0,
    now,
    openOrders: options.openOrders === true,
  });
  const { session } = reads;
  if (!session || session.tenantId !== claims.bottler || session.clientId !== claims.sub) {
    throw new HttpError(401, 'unauthorized');
  }
  return {
    tenant: effectiveTenantOf(deps.db, tenant, reads.settings, known).tenant,
    tenantId: tenant.id,
    clientId: claims.sub,
    sessionId: claims.sid,
    origin: session.origin,
    now,
    ...(session.conversationId === undefined ? {} : { conversationId: session.conversationId }),
    reads: {
      account: reads.account,
      catalogueVersion: reads.catalogueVersion,
      ...(reads.openOrdersTotal === undefined ? {} : { openOrdersTotal: reads.openOrdersTotal }),
    },
  };
}

/** preHandler: the call needs a shop's active session. */
export function sessionGuard(deps: AppDeps, reads: GuardReads = {}): Guard {
  return async (request) => {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, 'unauthorized');
    const ctx = await sessionContext(deps, token, deps.now(), reads);
    const requested = offeredLanguage(ctx.tenant, request.headers['accept-language']);
    request.ctx = requested === undefined ? ctx : { ...ctx, requestedLanguage: requested };
  };
}

/** The first language of an Accept-Language header that the tenant offers (e.g. `ar`, `fr-MA`). */
export function offeredLanguage(
  tenant: Pick<ResolvedTenantConfig, 'languages'>,
  header: string | undefined,
): string | undefined {
  if (typeof header !== 'string' || header.length > 200) return undefined;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if (tag && (tenant.languages as readonly string[]).includes(tag)) return tag;
  }
  return undefined;
}

/** The context a guarded handler runs with (the guard has set it). */
export function contextOf(request: FastifyRequest): RequestContext {
  if (!request.ctx) throw new Error('route is missing its sessionGuard');
  return request.ctx;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 512 ? value : undefined;
}

/** preHandler: a bottler's chat bot; its key names its tenant (each tenant has its own key). */
export function botKeyGuard(deps: AppDeps): Guard {
  return async (request) => {
    const given = headerValue(request, BOT_KEY_HEADER);
    if (!given) throw new HttpError(401, 'unauthorized');
    let match: ResolvedTenantConfig | undefined;
    for (const [bottler, key] of Object.entries(deps.config.BOT_KEYS)) {
      // Compare against every key so the time taken does not tell which tenant matched.
      if (sameSecret(given, key)) match = deps.tenants.get(Number(bottler));
    }
    if (!match) throw new HttpError(401, 'unauthorized');
    request.botCtx = { tenant: match, tenantId: match.id, now: deps.now() };
  };
}

/** preHandler: an operator of this deployment (key in OPERATOR_KEY; absent = calls disabled). */
export function operatorKeyGuard(deps: AppDeps): Guard {
  return async (request) => {
    const expected = deps.config.OPERATOR_KEY;
    const given = headerValue(request, OPERATOR_KEY_HEADER);
    if (!expected || !given || !sameSecret(given, expected))
      throw new HttpError(401, 'unauthorized');
  };
}
