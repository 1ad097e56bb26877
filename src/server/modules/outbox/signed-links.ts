/**
 * Short-lived links that work without a sign-in, for one thing only (issue 15): the PDF
 * pre-receipt of one order, and skipping one occurrence of a recurrent order. The token is
 * `<base64url JSON payload>.<base64url HMAC-SHA256>` with a key derived from LINK_SECRET for its
 * purpose, so a token of one purpose never works for another; the payload names the tenant, the
 * client, the thing and the expiry (unix seconds).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../../plugins/errors.ts';

/** 'client-password': the one-time link where a shop sets its password (console, issue 12). */
export type LinkPurpose = 'pre-receipt' | 'skip-occurrence' | 'client-password';

export interface LinkPayload {
  /** Tenant. */
  b: number;
  /** Client. */
  c: string;
  /** Order number, `<schedule id>:<occurrence>`, or the password fingerprint of a reset link. */
  o: string;
  /** Expiry, unix seconds. */
  exp: number;
}

function keyFor(secret: string, purpose: LinkPurpose): Buffer {
  return createHmac('sha256', secret).update(`refill-link:${purpose}`).digest();
}

function mac(secret: string, purpose: LinkPurpose, encoded: string): string {
  return createHmac('sha256', keyFor(secret, purpose)).update(encoded).digest('base64url');
}

export function signLinkToken(secret: string, purpose: LinkPurpose, payload: LinkPayload): string {
  const encoded = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${encoded}.${mac(secret, purpose, encoded)}`;
}

export type LinkVerification =
  { ok: true; payload: LinkPayload } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyLinkToken(
  secret: string,
  purpose: LinkPurpose,
  token: string,
  nowSeconds: number,
): LinkVerification {
  const match = /^([A-Za-z0-9_-]{1,1000})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, encoded = '', signature = ''] = match;
  const expected = Buffer.from(mac(secret, purpose, encoded), 'base64url');
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  let payload: LinkPayload;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as LinkPayload;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (
    !Number.isSafeInteger(payload.b) ||
    typeof payload.c !== 'string' ||
    typeof payload.o !== 'string' ||
    !Number.isSafeInteger(payload.exp)
  ) {
    return { ok: false, reason: 'invalid' };
  }
  if (payload.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, payload };
}

/**
 * The payload of a link token the service signed for `purpose`, or the contract's refusal: 401
 * `tokenExpired` once it has expired, 404 `notFound` for anything else (a forged or altered link
 * reveals nothing).
 */
export function linkPayloadOrRefuse(
  secret: string,
  purpose: LinkPurpose,
  token: string,
  now: Date,
): LinkPayload {
  const verified = verifyLinkToken(secret, purpose, token, Math.floor(now.getTime() / 1000));
  if (verified.ok) return verified.payload;
  throw verified.reason === 'expired'
    ? new HttpError(401, 'tokenExpired')
    : new HttpError(404, 'notFound');
}
