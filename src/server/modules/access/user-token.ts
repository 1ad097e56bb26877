/**
 * The user token a shop arrives with (SPEC §7 orchestration, PRODUCT.md "How a shop gets in"):
 * either a chat link token (`?userToken=` of the bot's deep link), exchanged here for a new
 * server-side session, or a session token the app already holds.
 *
 * Outcomes are codes, never exceptions, so the caller (orchestration) decides the HTTP answer:
 * - `tokenExpired` with the bottler: the token's signature is valid but it expired, or the link
 *   was exchanged too often (sessions.ts MAX_LINK_EXCHANGES) — the app shows "start again in chat".
 * - `unauthorized`: anything else (tampered, other environment, alg none, revoked session...).
 * - `authError`: the token is genuine but its client does not exist (any more) for its tenant.
 */
import { decodeJwt } from 'jose';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  claimedTenant,
  sessionContext,
  type RequestContext,
} from '../../plugins/request-context.ts';
import { tokenEnvironment } from '../../served-tenants.ts';
import { createSession, markLinkTokenUsed } from '../auth/sessions.ts';
import { conversationOfLink } from './chat-conversation-repository.ts';
import { SESSION_AUDIENCE } from '../auth/tokens.ts';
import { clientExists } from '../clients/client-repository.ts';

export type UserTokenOutcome =
  | { ok: true; ctx: RequestContext; sessionToken?: string; expiresAt?: Date }
  | { ok: false; code: 'tokenExpired' | 'unauthorized' | 'authError'; bottler?: number };

/**
 * Whether the (unverified) token says it is a session token. Only picks the verifier: each
 * verifier checks the audience again under the signature.
 */
export function looksLikeSessionToken(token: string): boolean {
  try {
    return decodeJwt(token).aud === SESSION_AUDIENCE;
  } catch {
    return false;
  }
}

async function fromSessionToken(
  deps: AppDeps,
  token: string,
  now: Date,
): Promise<UserTokenOutcome> {
  try {
    return { ok: true, ctx: await sessionContext(deps, token, now) };
  } catch (error) {
    if (error instanceof HttpError && error.code === 'tokenExpired') {
      const bottler = error.params?.bottler;
      return {
        ok: false,
        code: 'tokenExpired',
        ...(typeof bottler === 'number' ? { bottler } : {}),
      };
    }
    if (error instanceof HttpError) return { ok: false, code: 'unauthorized' };
    throw error;
  }
}

async function fromLinkToken(deps: AppDeps, token: string, now: Date): Promise<UserTokenOutcome> {
  const tenant = claimedTenant(deps, token);
  if (!tenant) return { ok: false, code: 'unauthorized' };
  const env = tokenEnvironment(tenant);
  const verified = await deps.tokens.verifyLinkToken(token, { env, now });
  if (!verified.ok) {
    return verified.reason === 'expired'
      ? { ok: false, code: 'tokenExpired', bottler: verified.bottler ?? tenant.id }
      : { ok: false, code: 'unauthorized' };
  }
  const { claims } = verified;
  if (claims.bottler !== tenant.id) return { ok: false, code: 'unauthorized' };
  if (!(await clientExists(deps.db, { tenantId: tenant.id, clientId: claims.sub }))) {
    return { ok: false, code: 'authError', bottler: tenant.id };
  }
  const exchange = await markLinkTokenUsed(deps.db, {
    jti: claims.jti,
    tenantId: tenant.id,
    now,
    expiresAt: new Date(claims.exp * 1000),
  });
  if (!exchange.allowed) return { ok: false, code: 'tokenExpired', bottler: tenant.id };

  const conversationId = await conversationOfLink(deps.db, tenant.id, claims.jti);
  const session = await createSession(deps.db, {
    tenantId: tenant.id,
    clientId: claims.sub,
    origin: 'chat',
    now,
    conversationId,
  });
  const signed = await deps.tokens.signSessionToken({
    bottler: tenant.id,
    clientId: claims.sub,
    env,
    sid: session.sid,
    now,
  });
  return {
    ok: true,
    ctx: {
      tenant,
      tenantId: tenant.id,
      clientId: claims.sub,
      sessionId: session.sid,
      origin: 'chat',
      now,
      ...(conversationId === undefined ? {} : { conversationId }),
    },
    sessionToken: signed.token,
    expiresAt: session.expiresAt,
  };
}

/**
 * Authenticates a link or session token. A link token is exchanged for a new chat session
 * (`sessionToken` in the outcome); a session token must belong to an active session.
 */
export async function authenticateUserToken(
  deps: AppDeps,
  token: string,
): Promise<UserTokenOutcome> {
  const now = deps.now();
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096) {
    return { ok: false, code: 'unauthorized' };
  }
  return looksLikeSessionToken(token)
    ? fromSessionToken(deps, token, now)
    : fromLinkToken(deps, token, now);
}
