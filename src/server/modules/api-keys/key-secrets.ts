/**
 * An ERP API key's text (decision 044): `rk_<id>_<secret>`, the id 128 random bits in hex (the
 * row's primary key, not secret), the secret 256 random bits in base64url. Only SHA-256 of the
 * secret is stored: a secret of 256 random bits cannot be guessed from its hash, so a slow
 * password hash would only slow every ERP call. The comparison is constant-time.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ERP_KEY_PATTERN } from '../../../contract/index.ts';

export interface NewKey {
  id: string;
  /** The whole key the ERP sends; shown once. */
  text: string;
  secretHash: string;
}

export const hashSecret = (secret: string): string =>
  createHash('sha256').update(secret, 'utf8').digest('hex');

export function newKey(): NewKey {
  const id = randomBytes(16).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  return { id, text: `rk_${id}_${secret}`, secretHash: hashSecret(secret) };
}

/** The id and secret of a key's text, or undefined when it is not shaped like one. */
export function parseKey(text: string): { id: string; secret: string } | undefined {
  const match = ERP_KEY_PATTERN.exec(text);
  return match ? { id: match[1] as string, secret: match[2] as string } : undefined;
}

/** What the console shows of a key: enough to tell it apart, nothing of the secret. */
export const keyPrefix = (id: string): string => `rk_${id.slice(0, 8)}…`;

/** A hash that no secret has: compared against when the id is unknown, so timing tells nothing. */
const NO_KEY_HASH = '0'.repeat(64);

/** Whether `secret` hashes to `storedHash` (undefined = no such key), in constant time. */
export function secretMatches(secret: string, storedHash: string | undefined): boolean {
  const given = Buffer.from(hashSecret(secret), 'hex');
  const expected = Buffer.from(storedHash ?? NO_KEY_HASH, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) && !!storedHash;
}
