/**
 * Password storage (SECURITY T13) and enumeration-safe checking (T12).
 *
 * Hash: scrypt (node:crypto, async, on the libuv pool) with N=2^17, r=8, p=1 — 128 MiB and
 * roughly 0.2–0.5 s per hash on a server core. Stored as a self-describing string
 *   scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>
 * so parameters can be raised later: `verifyPassword` reports `needsRehash` when a stored hash
 * was made with other parameters, and the login route then stores `hashPassword(pw)` again.
 *
 * Memory: each hash holds ~128 MiB while it runs; at most UV_THREADPOOL_SIZE (default 4) run at
 * once per process, so peak is ~512 MiB per instance under a login burst.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const CURRENT_SCRYPT_PARAMS: Readonly<ScryptParams> = Object.freeze({
  N: 2 ** 17,
  r: 8,
  p: 1,
});
export const SALT_BYTES = 16;
export const HASH_BYTES = 32;

/**
 * Limits a stored string must respect before we spend memory on it (a corrupted or hostile row
 * must not make us allocate gigabytes). Current parameters sit well inside them.
 */
const LIMITS = { minLogN: 10, maxLogN: 20, maxR: 32, maxP: 16, maxMemBytes: 1024 * 1024 * 1024 };

/** scrypt needs 128·N·r bytes for V plus 128·r·p for B; allow twice that for OpenSSL's overhead. */
function maxmemFor({ N, r, p }: ScryptParams): number {
  return 2 * 128 * r * (N + p + 2);
}

function scryptAsync(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: maxmemFor(params),
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, HASH_BYTES, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  hash: Buffer;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const DECIMAL = /^[1-9][0-9]{0,9}$/;

/** Parses a stored string; null for anything that is not exactly our format within LIMITS. */
export function parseStoredHash(stored: unknown): ParsedHash | null {
  if (typeof stored !== 'string' || stored.length > 512) return null;
  const parts = stored.split('$');
  if (parts.length !== 6) return null;
  const [scheme, nText, rText, pText, saltText, hashText] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (scheme !== 'scrypt') return null;
  if (![nText, rText, pText].every((part) => DECIMAL.test(part))) return null;
  const N = Number(nText);
  const r = Number(rText);
  const p = Number(pText);
  const logN = Math.log2(N);
  if (!Number.isInteger(logN) || logN < LIMITS.minLogN || logN > LIMITS.maxLogN) return null;
  if (r > LIMITS.maxR || p > LIMITS.maxP) return null;
  if (maxmemFor({ N, r, p }) > LIMITS.maxMemBytes) return null;
  if (!BASE64.test(saltText) || !BASE64.test(hashText)) return null;
  const salt = Buffer.from(saltText, 'base64');
  const hash = Buffer.from(hashText, 'base64');
  if (salt.length < SALT_BYTES || hash.length !== HASH_BYTES) return null;
  return { params: { N, r, p }, salt, hash };
}

function format({ params, salt, hash }: ParsedHash): string {
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64'),
    hash.toString('base64'),
  ].join('$');
}

/** Hashes a password for storage. `params` is for tests and future migrations only. */
export async function hashPassword(
  password: string,
  params: ScryptParams = CURRENT_SCRYPT_PARAMS,
): Promise<string> {
  if (typeof password !== 'string' || password.length === 0)
    throw new Error('auth.passwordMissing');
  const salt = randomBytes(SALT_BYTES);
  const hash = await scryptAsync(password, salt, params);
  return format({ params, salt, hash });
}

export interface PasswordCheck {
  ok: boolean;
  /** True when the password matched but the stored hash uses other parameters than today's. */
  needsRehash: boolean;
}

function sameParams(a: ScryptParams, b: ScryptParams): boolean {
  return a.N === b.N && a.r === b.r && a.p === b.p;
}

/**
 * A fixed stored hash with the current parameters. Verifying against it costs what a real check
 * costs; no password matches it in practice (the hash bytes are not an scrypt output).
 */
export const DUMMY_STORED = format({
  params: CURRENT_SCRYPT_PARAMS,
  salt: Buffer.alloc(SALT_BYTES, 0x5a),
  hash: Buffer.alloc(HASH_BYTES, 0xa5),
});

/**
 * Checks a password against a stored hash in constant time. A stored string that cannot be parsed
 * (garbage, unknown scheme, out-of-range parameters) is a mismatch and still costs one hash, so
 * the answer's timing does not tell that account apart.
 */
export async function verifyPassword(password: string, stored: unknown): Promise<PasswordCheck> {
  const parsed = parseStoredHash(stored);
  if (!parsed || typeof password !== 'string' || password.length === 0) {
    await dummyVerify(typeof password === 'string' ? password : '');
    return { ok: false, needsRehash: false };
  }
  const candidate = await scryptAsync(password, parsed.salt, parsed.params);
  const ok = candidate.length === parsed.hash.length && timingSafeEqual(candidate, parsed.hash);
  return { ok, needsRehash: ok && !sameParams(parsed.params, CURRENT_SCRYPT_PARAMS) };
}

/**
 * Spends the time of one real check and answers "no". Call it when the account does not exist
 * (or the tenant refuses standalone login) so `user/authenticate` answers in the same time either
 * way (SECURITY T12, no enumeration by timing).
 */
export async function dummyVerify(password = 'x'): Promise<{ ok: false; needsRehash: false }> {
  const parsed = parseStoredHash(DUMMY_STORED) as ParsedHash;
  const candidate = await scryptAsync(password || 'x', parsed.salt, parsed.params);
  timingSafeEqual(candidate, parsed.hash);
  return { ok: false, needsRehash: false };
}
