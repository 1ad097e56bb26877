/**
 * Webhook signatures, as Stripe signs its own (SECURITY T20):
 *
 *   Refill-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the secret>
 *
 * While a secret is being rotated the header carries one `v1=` per valid secret (newest first),
 * so a receiver holding either secret accepts the event. Receivers should refuse a `t` older
 * than a few minutes (replay) — `verifySignature` does, with `toleranceSeconds`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'Refill-Signature';

export function signPayload(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

/** The header value for `body` at `timestamp` (unix seconds), one v1 per secret. */
export function signatureHeader(
  secrets: readonly string[],
  timestamp: number,
  body: string,
): string {
  if (secrets.length === 0) throw new Error('a webhook needs at least one secret');
  const parts = [`t=${timestamp}`, ...secrets.map((s) => `v1=${signPayload(s, timestamp, body)}`)];
  return parts.join(',');
}

export interface VerifyOptions {
  /** Unix seconds now. */
  now: number;
  /** How old (or how far ahead) `t` may be (default 300 s). */
  toleranceSeconds?: number;
}

/**
 * What a receiver does: true when one `v1` of the header is the HMAC of "<t>.<body>" with
 * `secret` and `t` is within the tolerance of `now`.
 */
export function verifySignature(
  header: string | undefined,
  body: string,
  secret: string,
  options: VerifyOptions,
): boolean {
  if (typeof header !== 'string' || header.length > 4096) return false;
  let timestamp: number | undefined;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value !== undefined && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value !== undefined && /^[0-9a-f]{64}$/.test(value)) {
      candidates.push(value);
    }
  }
  if (timestamp === undefined || candidates.length === 0) return false;
  if (Math.abs(options.now - timestamp) > (options.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(signPayload(secret, timestamp, body), 'hex');
  return candidates.some((candidate) => timingSafeEqual(Buffer.from(candidate, 'hex'), expected));
}
