/**
 * Helpers for the access module's API tests: the app's dependencies over a test app, and
 * tokens that are forged, tampered with or signed elsewhere.
 */
import type { AppDeps } from '../../deps.ts';
import { loadServedTenants, tokenEnvironment } from '../../served-tenants.ts';
import type { TestApp } from '../../test/app-harness.ts';
import { createSession } from '../auth/sessions.ts';
import { createTokenService } from '../auth/tokens.ts';

/** The same dependencies the test app's modules get. */
export function depsOf(t: TestApp): AppDeps {
  return {
    config: t.config,
    db: t.db,
    now: t.clock.now,
    tenants: loadServedTenants(t.config),
    tokens: createTokenService({
      linkSecret: t.config.LINK_SECRET,
      sessionSecret: t.config.SESSION_SECRET,
    }),
  };
}

/** Signs a link token for a shop, in its tenant's environment unless `env` is given. */
export async function linkToken(
  deps: AppDeps,
  bottler: number,
  clientId: string,
  options: { now?: Date; ttlSeconds?: number; env?: string } = {},
): Promise<string> {
  const tenant = deps.tenants.get(bottler);
  if (!tenant) throw new Error(`tenant ${bottler} is not served`);
  const { token } = await deps.tokens.signLinkToken({
    bottler,
    clientId,
    env: options.env ?? tokenEnvironment(tenant),
    now: options.now ?? deps.now(),
    ...(options.ttlSeconds !== undefined ? { ttlSeconds: options.ttlSeconds } : {}),
  });
  return token;
}

/** A session row and its token, optionally signed for another environment or at another time. */
export async function sessionTokenFor(
  deps: AppDeps,
  bottler: number,
  clientId: string,
  options: { now?: Date; env?: string } = {},
): Promise<string> {
  const tenant = deps.tenants.get(bottler);
  if (!tenant) throw new Error(`tenant ${bottler} is not served`);
  const now = options.now ?? deps.now();
  const { sid } = await createSession(deps.db, {
    tenantId: bottler,
    clientId,
    origin: 'chat',
    now,
  });
  const { token } = await deps.tokens.signSessionToken({
    bottler,
    clientId,
    sid,
    env: options.env ?? tokenEnvironment(tenant),
    now,
  });
  return token;
}

/** The token with one character of its signature changed. */
export function tamper(token: string): string {
  const [header, payload, signature = ''] = token.split('.');
  const i = Math.floor(signature.length / 2);
  const flipped = signature[i] === 'A' ? 'B' : 'A';
  return `${header}.${payload}.${signature.slice(0, i)}${flipped}${signature.slice(i + 1)}`;
}

/** The token's payload re-sent unsigned with `alg: none`. */
export function algNone(token: string): string {
  const [, payload] = token.split('.');
  const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  return `${header}.${payload}.`;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export const HOUR_MS = 60 * 60 * 1000;
