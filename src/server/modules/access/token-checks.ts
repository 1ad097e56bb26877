/**
 * `webtoken/validate` and `webToken/expiredToken` (SPEC §7): what the app learns about a user
 * token (chat link token or session token) without signing in with it.
 *
 * validate — answers
 *   200 {authError: false, bottler, clientId}  the token would sign in (a link: signature, expiry,
 *                                              client of its tenant, exchanges left; a session
 *                                              token: its session is active). No session is made.
 *   200 {authError: true, bottler}             genuine link token whose client does not exist.
 *   401 tokenExpired {bottler}                 genuine but expired (or a link exchanged too often).
 *   401 unauthorized                           anything else (tampered, alg none, other env...).
 *
 * expiredToken — for a genuine (signature-checked) token that expired, or a link that was
 * exchanged MAX_LINK_EXCHANGES times: reports its bottler and resets the shop's user context by
 * revoking every session of that client (`isUserContextResetSuccess: true`), so the shop starts
 * again from a fresh chat link. A genuine token that is still usable is reported with
 * `isUserContextResetSuccess: false` and nothing is revoked. A token whose signature does not
 * verify is refused (401 unauthorized): an unauthenticated caller can never revoke anything.
 */
import { decodeJwt } from 'jose';
import type { ValidatePayload } from '../../../contract/entities.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../plugins/errors.ts';
import { claimedTenant, sessionContext } from '../../plugins/request-context.ts';
import { tokenEnvironment } from '../../served-tenants.ts';
import { MAX_LINK_EXCHANGES, revokeClientSessions } from '../auth/sessions.ts';
import type { TokenVerification } from '../auth/tokens.ts';
import { clientExists } from '../clients/client-repository.ts';
import { looksLikeSessionToken } from './user-token.ts';
import { linkExchanges } from './user-data-repository.ts';

export interface ExpiredTokenReport {
  bottler: number | null;
  isUserContextResetSuccess: boolean;
}

function valid(bottler: number, clientId: string): ValidatePayload {
  return { result: { authError: false }, payload: { bottler, clientId, authError: false } };
}

function expired(bottler: number): HttpError {
  return new HttpError(401, 'tokenExpired', { bottler });
}

/** SPEC §7 `POST webtoken/validate`. */
export async function validateUserToken(
  deps: AppDeps,
  token: string,
  now: Date,
): Promise<ValidatePayload> {
  if (looksLikeSessionToken(token)) {
    const ctx = await sessionContext(deps, token, now); // throws tokenExpired / unauthorized
    return valid(ctx.tenantId, ctx.clientId);
  }
  const tenant = claimedTenant(deps, token);
  if (!tenant) throw new HttpError(401, 'unauthorized');
  const verified = await deps.tokens.verifyLinkToken(token, { env: tokenEnvironment(tenant), now });
  if (!verified.ok) {
    if (verified.reason === 'expired') throw expired(verified.bottler ?? tenant.id);
    throw new HttpError(401, 'unauthorized');
  }
  const { claims } = verified;
  if (!(await clientExists(deps.db, { tenantId: tenant.id, clientId: claims.sub }))) {
    return { result: { authError: true }, payload: { bottler: tenant.id, authError: true } };
  }
  if ((await linkExchanges(deps.db, tenant.id, claims.jti)) >= MAX_LINK_EXCHANGES) {
    throw expired(tenant.id);
  }
  return valid(tenant.id, claims.sub);
}

/** The client id of a token whose signature was verified (jose checked it before `exp`). */
function verifiedSubject(token: string): string {
  const sub = decodeJwt(token).sub;
  if (typeof sub !== 'string' || sub.length === 0) throw new HttpError(401, 'unauthorized');
  return sub;
}

/** SPEC §7 `POST webToken/expiredToken`. */
export async function reportExpiredToken(
  deps: AppDeps,
  token: string,
  now: Date,
): Promise<ExpiredTokenReport> {
  const tenant = claimedTenant(deps, token);
  if (!tenant) throw new HttpError(401, 'unauthorized');
  const env = tokenEnvironment(tenant);
  const isSession = looksLikeSessionToken(token);
  const verified: TokenVerification<{ jti: string }> = isSession
    ? await deps.tokens.verifySessionToken(token, { env, now })
    : await deps.tokens.verifyLinkToken(token, { env, now });

  let reset: boolean;
  if (verified.ok) {
    reset =
      !isSession &&
      (await linkExchanges(deps.db, tenant.id, verified.claims.jti)) >= MAX_LINK_EXCHANGES;
  } else if (verified.reason === 'expired' && verified.bottler === tenant.id) {
    reset = true;
  } else {
    throw new HttpError(401, 'unauthorized');
  }

  if (reset) {
    await revokeClientSessions(deps.db, {
      tenantId: tenant.id,
      clientId: verifiedSubject(token),
      now,
    });
  }
  return { bottler: tenant.id, isUserContextResetSuccess: reset };
}
