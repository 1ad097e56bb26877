/**
 * The console's tokens (issue 12; decision 025): HS256 JWTs of their own audiences and keys, so
 * that no shop token (link or session, modules/auth/tokens.ts) is ever an operator token and no
 * operator token is ever a shop's.
 *
 * - session: `aud` refill-operator, `sub` the operator id, `sid` its session row (the row decides;
 *   the token only names it).
 * - challenge: `aud` refill-operator-challenge, `sub` the operator id; 5 minutes; proves the
 *   password step passed, for the TOTP step.
 * Keys: HKDF-SHA256 of SESSION_SECRET with info `refill/operator[-challenge]/<env>` (the shops'
 * keys use `refill/session/<env>` and `refill/link/<env>`), env = `<family>/<APP_ENV>` of the
 * deployment. One algorithm, pinned; `now` always passed.
 */
import { hkdfSync, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Config } from '../../config.ts';
import { CLOCK_TOLERANCE_SECONDS, TOKEN_ALGORITHM, TOKEN_ISSUER } from '../auth/tokens.ts';

export const OPERATOR_AUDIENCE = 'refill-operator';
export const CHALLENGE_AUDIENCE = 'refill-operator-challenge';
/** Console sessions end 8 hours after sign-in, whatever happens (decision 025). */
export const OPERATOR_SESSION_TTL_SECONDS = 8 * 60 * 60;
/** Time to type the TOTP code after the password step. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

type Kind = 'operator' | 'operator-challenge';
const AUDIENCE: Record<Kind, string> = {
  operator: OPERATOR_AUDIENCE,
  'operator-challenge': CHALLENGE_AUDIENCE,
};

export interface OperatorTokenClaims {
  sub: string;
  sid: string;
}

function deriveKey(secret: string, kind: Kind, env: string): Uint8Array {
  return new Uint8Array(
    hkdfSync('sha256', secret, 'refill-token-key-v1', `refill/${kind}/${env}`, 32),
  );
}

function createOperatorTokens(
  config: Pick<Config, 'SESSION_SECRET' | 'APP_ENV' | 'DEPLOYMENT_FAMILY'>,
) {
  const env = `${config.DEPLOYMENT_FAMILY}/${config.APP_ENV}`;
  const keys: Record<Kind, Uint8Array> = {
    operator: deriveKey(config.SESSION_SECRET, 'operator', env),
    'operator-challenge': deriveKey(config.SESSION_SECRET, 'operator-challenge', env),
  };

  async function sign(
    kind: Kind,
    subject: string,
    extra: Record<string, unknown>,
    now: Date,
    ttlSeconds: number,
  ): Promise<{ token: string; expiresAt: Date }> {
    const iat = Math.floor(now.getTime() / 1000);
    const exp = iat + ttlSeconds;
    const token = await new SignJWT({ env, ...extra })
      .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(AUDIENCE[kind])
      .setSubject(subject)
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setNotBefore(iat)
      .setExpirationTime(exp)
      .sign(keys[kind]);
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /** The verified payload, or undefined for anything else (expired, other audience or key…). */
  async function verify(
    kind: Kind,
    token: string,
    now: Date,
  ): Promise<Record<string, unknown> | undefined> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return undefined;
    try {
      const { payload } = await jwtVerify(token, keys[kind], {
        algorithms: [TOKEN_ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: AUDIENCE[kind],
        currentDate: now,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'jti', 'iat', 'nbf', 'exp'],
      });
      if (payload.env !== env || typeof payload.sub !== 'string') return undefined;
      return payload;
    } catch {
      return undefined;
    }
  }

  return {
    signSession(input: { operatorId: string; sid: string; now: Date; expiresAt: Date }) {
      const ttl = Math.floor((input.expiresAt.getTime() - input.now.getTime()) / 1000);
      return sign('operator', input.operatorId, { sid: input.sid }, input.now, ttl);
    },
    async verifySession(token: string, now: Date): Promise<OperatorTokenClaims | undefined> {
      const payload = await verify('operator', token, now);
      if (!payload || typeof payload.sid !== 'string' || payload.sid.length === 0) return undefined;
      return { sub: payload.sub as string, sid: payload.sid };
    },
    signChallenge(operatorId: string, now: Date) {
      return sign('operator-challenge', operatorId, {}, now, CHALLENGE_TTL_SECONDS);
    },
    async verifyChallenge(token: string, now: Date): Promise<string | undefined> {
      return (await verify('operator-challenge', token, now))?.sub as string | undefined;
    },
  };
}

export type OperatorTokens = ReturnType<typeof createOperatorTokens>;

const byConfig = new WeakMap<object, OperatorTokens>();

/** The operator token functions for this configuration (keys derived once). */
export function operatorTokens(
  config: Pick<Config, 'SESSION_SECRET' | 'APP_ENV' | 'DEPLOYMENT_FAMILY'>,
): OperatorTokens {
  let tokens = byConfig.get(config);
  if (!tokens) {
    tokens = createOperatorTokens(config);
    byConfig.set(config, tokens);
  }
  return tokens;
}
