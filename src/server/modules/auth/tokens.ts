/**
 * Link tokens (issued for a tenant's chat bot, carried in `?userToken=`) and session tokens
 * (the bearer token the app keeps), as HS256 JWTs (SECURITY T6, T7, T8).
 *
 * - One algorithm, pinned: HS256 when signing, `algorithms: ['HS256']` when verifying, so
 *   `none`, RS/ES or any other header value is refused before anything else is looked at.
 * - Separate keys per kind and per environment: each key is HKDF-SHA256 of the configured secret
 *   (`linkSecret` or `sessionSecret`) with the info `refill/<kind>/<env>`. A link token is never a
 *   valid session token (and vice versa), and a token minted in one environment fails the
 *   signature check in every other one, even if an operator reused a secret.
 * - `iss`, `aud`, `nbf`, `exp` are checked by jose; `env`, `bottler` (a positive integer), `sub`,
 *   `jti` (and `sid` for sessions) are then checked here. `now` is always passed explicitly.
 * - `env` is an opaque deployment name; pass one that is unique across deployment families,
 *   e.g. `latam/production`, since each family has its own `production`.
 */
import { hkdfSync, randomUUID } from 'node:crypto';
import { SignJWT, decodeJwt, errors, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';

export const TOKEN_ISSUER = 'refill';
export const LINK_AUDIENCE = 'refill-link';
export const SESSION_AUDIENCE = 'refill-session';
export const TOKEN_ALGORITHM = 'HS256';
/** Default link lifetime (PRODUCT.md: "Link tokens expire (default 24 h, per tenant)"). */
export const DEFAULT_LINK_TTL_SECONDS = 24 * 60 * 60;
/** Session lifetime: short, because the app keeps the bearer token in localStorage (T8). */
export const DEFAULT_SESSION_TTL_SECONDS = 12 * 60 * 60;
/** Accepted clock difference between the instance that signed and the one that verifies. */
export const CLOCK_TOLERANCE_SECONDS = 30;
/** Secrets shorter than this are refused at start (a 256-bit HMAC key needs 32 bytes of input). */
export const MIN_SECRET_BYTES = 32;
/** Verified session tokens kept per process (tokens.ts `verify`); the least recently used go. */
export const VERIFIED_SESSION_TOKENS = 10_000;
const MAX_CLIENT_ID_LENGTH = 128;

export type TokenKind = 'link' | 'session';

export interface TokenSecrets {
  linkSecret: string;
  sessionSecret: string;
}

interface CommonClaims {
  iss: typeof TOKEN_ISSUER;
  /** The client id (SPEC.md `clientId`). */
  sub: string;
  bottler: number;
  env: string;
  jti: string;
  iat: number;
  nbf: number;
  exp: number;
}
export interface LinkClaims extends CommonClaims {
  aud: typeof LINK_AUDIENCE;
}
export interface SessionClaims extends CommonClaims {
  aud: typeof SESSION_AUDIENCE;
  /** Session id; the session row (sessions.ts) must still be active. */
  sid: string;
}

export type TokenRejection = 'expired' | 'invalid' | 'wrongAudience' | 'wrongEnvironment';
export type TokenVerification<C> =
  | { ok: true; claims: C }
  | {
      ok: false;
      reason: TokenRejection;
      /** Only for `expired`: the bottler from the signature-checked payload (expired-token flow). */
      bottler?: number;
    };

export interface SignLinkInput {
  bottler: number;
  clientId: string;
  env: string;
  ttlSeconds?: number;
  now: Date;
}
export interface SignSessionInput extends SignLinkInput {
  sid: string;
}
export interface VerifyInput {
  env: string;
  now: Date;
}

const AUDIENCE: Record<TokenKind, string> = { link: LINK_AUDIENCE, session: SESSION_AUDIENCE };
const OTHER_KIND: Record<TokenKind, TokenKind> = { link: 'session', session: 'link' };

/** The HS256 key for one token kind in one environment (exported for tests and key rotation tooling). */
export function deriveTokenKey(secret: string, kind: TokenKind, env: string): Uint8Array {
  if (Buffer.byteLength(secret, 'utf8') < MIN_SECRET_BYTES) {
    throw new Error(`auth.secretTooShort:${kind}`);
  }
  if (env.length === 0) throw new Error('auth.envMissing');
  const info = `refill/${kind}/${env}`;
  return new Uint8Array(hkdfSync('sha256', secret, 'refill-token-key-v1', info, 32));
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function isClientId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_CLIENT_ID_LENGTH;
}

function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** The token functions bound to the configured secrets; keys are derived once per environment. */
export function createTokenService(secrets: TokenSecrets) {
  // Fail fast on configuration (ARCHITECTURE habit 7).
  deriveTokenKey(secrets.linkSecret, 'link', 'check');
  deriveTokenKey(secrets.sessionSecret, 'session', 'check');
  if (secrets.linkSecret === secrets.sessionSecret) throw new Error('auth.secretsMustDiffer');

  const keys = new Map<string, Uint8Array>();
  function keyFor(kind: TokenKind, env: string): Uint8Array {
    const id = `${kind}\u0000${env}`;
    let key = keys.get(id);
    if (!key) {
      key = deriveTokenKey(kind === 'link' ? secrets.linkSecret : secrets.sessionSecret, kind, env);
      keys.set(id, key);
    }
    return key;
  }

  async function sign(
    kind: TokenKind,
    input: SignLinkInput,
    ttlSeconds: number,
    extra: Record<string, unknown>,
  ): Promise<{ token: string; jti: string; expiresAt: Date }> {
    if (!isPositiveInteger(input.bottler)) throw new Error('auth.invalidBottler');
    if (!isClientId(input.clientId)) throw new Error('auth.invalidClientId');
    if (!Number.isSafeInteger(ttlSeconds) || ttlSeconds <= 0) throw new Error('auth.invalidTtl');
    const iat = epochSeconds(input.now);
    const exp = iat + ttlSeconds;
    const jti = randomUUID();
    const token = await new SignJWT({ bottler: input.bottler, env: input.env, ...extra })
      .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(AUDIENCE[kind])
      .setSubject(input.clientId)
      .setJti(jti)
      .setIssuedAt(iat)
      .setNotBefore(iat)
      .setExpirationTime(exp)
      .sign(keyFor(kind, input.env));
    return { token, jti, expiresAt: new Date(exp * 1000) };
  }

  /**
   * Why a token whose signature does not verify was refused. Diagnostic only (the token is
   * refused either way); the unverified payload is never used for anything else.
   */
  function classifyBadSignature(kind: TokenKind, token: string, env: string): TokenRejection {
    try {
      const unverified = decodeJwt(token);
      if (unverified.aud === AUDIENCE[OTHER_KIND[kind]]) return 'wrongAudience';
      if (typeof unverified.env === 'string' && unverified.env !== env) return 'wrongEnvironment';
    } catch {
      // not even a JWT
    }
    return 'invalid';
  }

  /** Checks done on a signature-verified payload, whether or not it has expired. */
  function checkPayload(
    kind: TokenKind,
    payload: Record<string, unknown>,
    env: string,
  ): TokenRejection | null {
    if (payload.iss !== TOKEN_ISSUER) return 'invalid';
    if (payload.aud !== AUDIENCE[kind]) return 'wrongAudience';
    if (payload.env !== env) return 'wrongEnvironment';
    if (!isPositiveInteger(payload.bottler)) return 'invalid';
    if (!isClientId(payload.sub)) return 'invalid';
    if (typeof payload.jti !== 'string' || payload.jti.length === 0) return 'invalid';
    if (kind === 'session' && (typeof payload.sid !== 'string' || payload.sid.length === 0)) {
      return 'invalid';
    }
    return null;
  }

  /**
   * Session tokens whose signature and claims verified, by environment and token (decision 065):
   * an app sends the same token on every call, and HMAC through WebCrypto was the biggest cost of
   * a warm shop call. A kept token is still checked against the clock on every use; when those
   * checks do not pass, the token goes through jose again, so every answer is jose's.
   */
  const verifiedSessions = new LRUCache<string, Record<string, unknown>>({
    max: VERIFIED_SESSION_TOKENS,
  });

  function stillInTime(payload: Record<string, unknown>, now: Date): boolean {
    const at = epochSeconds(now);
    return (
      typeof payload.exp === 'number' &&
      typeof payload.nbf === 'number' &&
      payload.exp > at - CLOCK_TOLERANCE_SECONDS &&
      payload.nbf <= at + CLOCK_TOLERANCE_SECONDS
    );
  }

  async function verify<C>(
    kind: TokenKind,
    token: string,
    input: VerifyInput,
  ): Promise<TokenVerification<C>> {
    if (kind !== 'session') return verifyWithJose<C>(kind, token, input);
    const id = `${input.env}\u0000${token}`;
    const kept = verifiedSessions.get(id);
    if (kept && stillInTime(kept, input.now)) return { ok: true, claims: kept as unknown as C };
    const verified = await verifyWithJose<C>(kind, token, input);
    if (verified.ok) verifiedSessions.set(id, verified.claims as Record<string, unknown>);
    else verifiedSessions.delete(id);
    return verified;
  }

  async function verifyWithJose<C>(
    kind: TokenKind,
    token: string,
    { env, now }: VerifyInput,
  ): Promise<TokenVerification<C>> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 4096) {
      return { ok: false, reason: 'invalid' };
    }
    try {
      const { payload } = await jwtVerify(token, keyFor(kind, env), {
        algorithms: [TOKEN_ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: AUDIENCE[kind],
        currentDate: now,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'jti', 'iat', 'nbf', 'exp'],
      });
      const problem = checkPayload(kind, payload, env);
      if (problem) return { ok: false, reason: problem };
      return { ok: true, claims: payload as unknown as C };
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        // jose raises JWTExpired only after the signature, iss, aud and nbf checks passed.
        const payload = error.payload as Record<string, unknown>;
        if (error.claim !== 'exp') return { ok: false, reason: 'invalid' };
        const problem = checkPayload(kind, payload, env);
        if (problem) return { ok: false, reason: problem };
        return { ok: false, reason: 'expired', bottler: payload.bottler as number };
      }
      if (error instanceof errors.JWTClaimValidationFailed) {
        return { ok: false, reason: error.claim === 'aud' ? 'wrongAudience' : 'invalid' };
      }
      if (error instanceof errors.JWSSignatureVerificationFailed) {
        return { ok: false, reason: classifyBadSignature(kind, token, env) };
      }
      return { ok: false, reason: 'invalid' };
    }
  }

  return {
    /** A link token for the chat bot (`POST /api/bot/links`); ttl = the tenant's, default 24 h. */
    signLinkToken(input: SignLinkInput) {
      return sign('link', input, input.ttlSeconds ?? DEFAULT_LINK_TTL_SECONDS, {});
    },
    verifyLinkToken(token: string, input: VerifyInput): Promise<TokenVerification<LinkClaims>> {
      return verify<LinkClaims>('link', token, input);
    },
    /** A session token for a session row created by `createSession` (sessions.ts). */
    signSessionToken(input: SignSessionInput) {
      if (typeof input.sid !== 'string' || input.sid.length === 0)
        throw new Error('auth.invalidSid');
      return sign('session', input, input.ttlSeconds ?? DEFAULT_SESSION_TTL_SECONDS, {
        sid: input.sid,
      });
    },
    verifySessionToken(
      token: string,
      input: VerifyInput,
    ): Promise<TokenVerification<SessionClaims>> {
      return verify<SessionClaims>('session', token, input);
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
