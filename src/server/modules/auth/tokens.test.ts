import { describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import {
  CLOCK_TOLERANCE_SECONDS,
  DEFAULT_LINK_TTL_SECONDS,
  DEFAULT_SESSION_TTL_SECONDS,
  LINK_AUDIENCE,
  SESSION_AUDIENCE,
  createTokenService,
  deriveTokenKey,
} from './tokens.ts';
import type { TokenKind } from './tokens.ts';

const LINK_SECRET = 'link-secret-for-tests-0123456789abcdef';
const SESSION_SECRET = 'session-secret-for-tests-0123456789abcdef';
const ENV = 'latam/production';
const OTHER_ENV = 'latam/homologation';
const NOW = new Date('2026-03-10T12:00:00Z');
const NOW_S = NOW.getTime() / 1000;
const at = (offsetSeconds: number) => new Date(NOW.getTime() + offsetSeconds * 1000);

const tokens = createTokenService({ linkSecret: LINK_SECRET, sessionSecret: SESSION_SECRET });

const link = (over: Partial<Parameters<typeof tokens.signLinkToken>[0]> = {}) =>
  tokens.signLinkToken({ bottler: 2, clientId: '1001', env: ENV, now: NOW, ...over });
const session = (over: Partial<Parameters<typeof tokens.signSessionToken>[0]> = {}) =>
  tokens.signSessionToken({
    bottler: 2,
    clientId: '1001',
    env: ENV,
    now: NOW,
    sid: 'sid-1',
    ...over,
  });

/** Signs arbitrary claims with the real key of `kind` in `env` (to reach checks past the signature). */
function craft(
  kind: TokenKind,
  claims: Record<string, unknown>,
  { env = ENV, alg = 'HS256' }: { env?: string; alg?: string } = {},
) {
  const secret = kind === 'link' ? LINK_SECRET : SESSION_SECRET;
  const base = {
    iss: 'refill',
    aud: kind === 'link' ? LINK_AUDIENCE : SESSION_AUDIENCE,
    sub: '1001',
    bottler: 2,
    env: ENV,
    jti: 'j-1',
    iat: NOW_S,
    nbf: NOW_S,
    exp: NOW_S + 3600,
    ...(kind === 'session' ? { sid: 'sid-1' } : {}),
  };
  const payload = Object.fromEntries(
    Object.entries({ ...base, ...claims }).filter(([, value]) => value !== undefined),
  );
  return new SignJWT(payload).setProtectedHeader({ alg }).sign(deriveTokenKey(secret, kind, env));
}

const verifyLink = (token: string, now = NOW, env = ENV) =>
  tokens.verifyLinkToken(token, { env, now });
const verifySession = (token: string, now = NOW, env = ENV) =>
  tokens.verifySessionToken(token, { env, now });

describe('link tokens (SECURITY T6, T7)', () => {
  it('round-trips with every claim, default TTL 24 h (PRODUCT.md "Link tokens expire (default 24 h)")', async () => {
    const { token, jti, expiresAt } = await link();
    const result = await verifyLink(token);
    expect(result).toEqual({
      ok: true,
      claims: {
        iss: 'refill',
        aud: 'refill-link',
        sub: '1001',
        bottler: 2,
        env: ENV,
        jti,
        iat: NOW_S,
        nbf: NOW_S,
        exp: NOW_S + DEFAULT_LINK_TTL_SECONDS,
      },
    });
    expect(DEFAULT_LINK_TTL_SECONDS).toBe(86_400);
    expect(expiresAt).toEqual(at(DEFAULT_LINK_TTL_SECONDS));
    const header = JSON.parse(Buffer.from(token.split('.')[0] as string, 'base64url').toString());
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('uses the tenant TTL when given, and a fresh jti per token', async () => {
    const a = await link({ ttlSeconds: 3600 });
    const b = await link({ ttlSeconds: 3600 });
    expect(decodeJwt(a.token).exp).toBe(NOW_S + 3600);
    expect(a.jti).not.toBe(b.jti);
  });

  it.each([
    ['one second before exp', -1, true],
    ['at exp, inside the clock tolerance', 0, true],
    ['at exp + tolerance - 1 s', CLOCK_TOLERANCE_SECONDS - 1, true],
    ['at exp + tolerance', CLOCK_TOLERANCE_SECONDS, false],
    ['a day after exp', 86_400, false],
  ])('exp boundary: %s → valid %s', async (_label, afterExp, valid) => {
    const { token } = await link({ ttlSeconds: 3600 });
    const result = await verifyLink(token, at(3600 + afterExp));
    if (valid) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, reason: 'expired', bottler: 2 });
  });

  it('reports the bottler of an expired token, for the expired-token flow (SPEC TokenExpiredError)', async () => {
    const { token } = await link({ bottler: 13, ttlSeconds: 60 });
    expect(await verifyLink(token, at(3600))).toEqual({
      ok: false,
      reason: 'expired',
      bottler: 13,
    });
  });

  it.each([
    ['nbf within the clock tolerance', -CLOCK_TOLERANCE_SECONDS, true],
    ['nbf one second past the tolerance', -CLOCK_TOLERANCE_SECONDS - 1, false],
    ['nbf an hour in the future', -3600, false],
  ])('nbf: verified %s → valid %s', async (_label, verifyOffset, valid) => {
    const { token } = await link();
    const result = await verifyLink(token, at(verifyOffset));
    expect(result).toEqual(
      valid ? expect.objectContaining({ ok: true }) : { ok: false, reason: 'invalid' },
    );
  });

  it('refuses a tampered signature', async () => {
    const { token } = await link();
    const [h, p, s] = token.split('.') as [string, string, string];
    const flipped = (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    expect(await verifyLink(`${h}.${p}.${flipped}`)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a tampered payload (bottler changed, signature kept)', async () => {
    const { token } = await link({ bottler: 2 });
    const [h, p, s] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, bottler: 7 })).toString('base64url');
    expect(await verifyLink(`${h}.${forged}.${s}`)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses alg "none" (SECURITY T6: one pinned algorithm)', async () => {
    const claims = decodeJwt((await link()).token);
    const unsecured = new UnsecuredJWT(claims).encode();
    expect(unsecured.endsWith('.')).toBe(true);
    expect(await verifyLink(unsecured)).toEqual({ ok: false, reason: 'invalid' });
    const [, payload] = unsecured.split('.');
    const noneUpper = `${Buffer.from('{"alg":"NONE","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect(await verifyLink(noneUpper)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses HS512 even with the right key (algorithm pinned to HS256)', async () => {
    const token = await craft('link', {}, { alg: 'HS512' });
    expect(await verifyLink(token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a session token presented as a link token', async () => {
    const { token } = await session();
    expect(await verifyLink(token)).toEqual({ ok: false, reason: 'wrongAudience' });
  });

  it('refuses the session audience even when signed with the link key (aud checked, not only keys)', async () => {
    const token = await craft('link', { aud: SESSION_AUDIENCE });
    expect(await verifyLink(token)).toEqual({ ok: false, reason: 'wrongAudience' });
  });

  it("refuses another environment's token (SECURITY T6: separate keys per environment)", async () => {
    const { token } = await link({ env: OTHER_ENV });
    expect(await verifyLink(token)).toEqual({ ok: false, reason: 'wrongEnvironment' });
    expect((await verifyLink(token, NOW, OTHER_ENV)).ok).toBe(true);
  });

  it('refuses an env claim that does not match even under the right key', async () => {
    const token = await craft('link', { env: OTHER_ENV });
    expect(await verifyLink(token)).toEqual({ ok: false, reason: 'wrongEnvironment' });
  });

  it('refuses a token signed with another secret', async () => {
    const other = createTokenService({
      linkSecret: 'another-link-secret-0123456789abcdef',
      sessionSecret: SESSION_SECRET.replace('tests', 'other'),
    });
    const { token } = await other.signLinkToken({
      bottler: 2,
      clientId: '1001',
      env: ENV,
      now: NOW,
    });
    expect(await verifyLink(token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([
    ['bottler 0', { bottler: 0 }],
    ['bottler -1', { bottler: -1 }],
    ['bottler 1.5', { bottler: 1.5 }],
    ['bottler as string', { bottler: '2' }],
    ['bottler missing', { bottler: undefined }],
    ['issuer other', { iss: 'someone-else' }],
    ['sub missing', { sub: undefined }],
    ['sub empty', { sub: '' }],
    ['jti missing', { jti: undefined }],
    ['exp missing', { exp: undefined }],
    ['nbf missing', { nbf: undefined }],
  ])('refuses a correctly signed token with %s', async (_label, claims) => {
    expect(await verifyLink(await craft('link', claims))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('does not report a bottler for an expired token whose bottler is invalid', async () => {
    const token = await craft('link', { bottler: -4, exp: NOW_S - 3600 });
    expect(await verifyLink(token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([[''], ['abc'], ['a.b.c'], ['x'.repeat(5000)]])('refuses garbage %#', async (garbage) => {
    expect(await verifyLink(garbage)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([
    ['bottler 0', { bottler: 0 }],
    ['empty client id', { clientId: '' }],
    ['ttl 0', { ttlSeconds: 0 }],
  ])('will not sign with %s', async (_label, over) => {
    await expect(link(over)).rejects.toThrow();
  });
});

describe('session tokens (SECURITY T8)', () => {
  it('round-trips with sid and a 12 h default lifetime', async () => {
    const { token } = await session({ sid: 'abc' });
    const result = await verifySession(token);
    expect(result.ok && result.claims).toMatchObject({
      aud: 'refill-session',
      sid: 'abc',
      sub: '1001',
      bottler: 2,
      exp: NOW_S + DEFAULT_SESSION_TTL_SECONDS,
    });
    expect(DEFAULT_SESSION_TTL_SECONDS).toBe(12 * 3600);
  });

  it('refuses a link token presented as a session token', async () => {
    const { token } = await link();
    expect(await verifySession(token)).toEqual({ ok: false, reason: 'wrongAudience' });
  });

  it('refuses the link audience even when signed with the session key', async () => {
    expect(await verifySession(await craft('session', { aud: LINK_AUDIENCE }))).toEqual({
      ok: false,
      reason: 'wrongAudience',
    });
  });

  it('reports expired with its bottler', async () => {
    const { token } = await session({ bottler: 7 });
    const late = at(DEFAULT_SESSION_TTL_SECONDS + CLOCK_TOLERANCE_SECONDS);
    expect(await verifySession(token, late)).toEqual({ ok: false, reason: 'expired', bottler: 7 });
  });

  it("refuses another environment's session token", async () => {
    const { token } = await session({ env: OTHER_ENV });
    expect(await verifySession(token)).toEqual({ ok: false, reason: 'wrongEnvironment' });
  });

  it('refuses a correctly signed session token without sid', async () => {
    expect(await verifySession(await craft('session', { sid: undefined }))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('will not sign without sid', async () => {
    expect(() =>
      tokens.signSessionToken({ bottler: 2, clientId: '1', env: ENV, now: NOW, sid: '' }),
    ).toThrow();
  });
});

describe('token configuration', () => {
  it.each([
    ['a short link secret', { linkSecret: 'short', sessionSecret: SESSION_SECRET }],
    ['a short session secret', { linkSecret: LINK_SECRET, sessionSecret: 'x'.repeat(31) }],
    ['equal secrets', { linkSecret: LINK_SECRET, sessionSecret: LINK_SECRET }],
  ])('refuses %s at start', (_label, secrets) => {
    expect(() => createTokenService(secrets)).toThrow();
  });

  it('derives different keys per kind and per environment from one secret', () => {
    const keys = [
      deriveTokenKey(LINK_SECRET, 'link', ENV),
      deriveTokenKey(LINK_SECRET, 'session', ENV),
      deriveTokenKey(LINK_SECRET, 'link', OTHER_ENV),
    ].map((key) => Buffer.from(key).toString('hex'));
    expect(new Set(keys).size).toBe(3);
    expect(keys[0]).toHaveLength(64);
  });
});
