import { describe, expect, it } from 'vitest';
import {
  CURRENT_SCRYPT_PARAMS,
  DUMMY_STORED,
  dummyVerify,
  hashPassword,
  parseStoredHash,
  verifyPassword,
} from './passwords.ts';

/** Cheap parameters for the tests that are not about cost (they also stand for "old" params). */
const WEAK = { N: 2 ** 10, r: 8, p: 1 };
const PASSWORD = 'Demo@2026';
const FORMAT = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

describe('password hashing (SECURITY T13)', () => {
  it('stores scrypt N=2^17 r=8 p=1 with a 16-byte salt in a self-describing string, and verifies it', async () => {
    const stored = await hashPassword(PASSWORD);
    const match = FORMAT.exec(stored);
    expect(match?.slice(1, 4)).toEqual(['131072', '8', '1']);
    expect(Buffer.from(match?.[4] as string, 'base64')).toHaveLength(16);
    expect(Buffer.from(match?.[5] as string, 'base64')).toHaveLength(32);
    expect(CURRENT_SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    expect(await verifyPassword(PASSWORD, stored)).toEqual({ ok: true, needsRehash: false });
  });

  it('salts: the same password hashes differently each time', async () => {
    const [a, b] = await Promise.all([hashPassword(PASSWORD, WEAK), hashPassword(PASSWORD, WEAK)]);
    expect(a).not.toBe(b);
  });

  it.each([
    ['another password', 'Demo@2027'],
    ['a prefix', 'Demo@202'],
    ['different case', 'demo@2026'],
    ['with a trailing space', 'Demo@2026 '],
  ])('refuses %s', async (_label, attempt) => {
    const stored = await hashPassword(PASSWORD, WEAK);
    expect(await verifyPassword(attempt, stored)).toEqual({ ok: false, needsRehash: false });
  });

  it('asks for a rehash when a matching hash has other parameters (SECURITY T13: rehash on login)', async () => {
    const old = await hashPassword(PASSWORD, WEAK);
    expect(await verifyPassword(PASSWORD, old)).toEqual({ ok: true, needsRehash: true });
    expect(await verifyPassword('wrong@123', old)).toEqual({ ok: false, needsRehash: false });
  });

  it('treats canonically equal Unicode spellings as one password (NFC)', async () => {
    const stored = await hashPassword('caf\u00e9@123', WEAK);
    expect((await verifyPassword('cafe\u0301@123', stored)).ok).toBe(true);
  });

  it('refuses to hash an empty password', async () => {
    await expect(hashPassword('')).rejects.toThrow();
  });
});

describe('stored-format parsing', () => {
  const salt = Buffer.alloc(16, 1).toString('base64');
  const hash = Buffer.alloc(32, 2).toString('base64');
  it.each([
    ['empty', ''],
    ['not a string', 42],
    ['null', null],
    ['plain text', 'Demo@2026'],
    ['bcrypt', '$2b$10$abcdefghijklmnopqrstuuN9b8D4dZm6bYxLBF0QzJ1l1GZQbYzW'],
    ['wrong scheme', `argon2$131072$8$1$${salt}$${hash}`],
    ['too few fields', `scrypt$131072$8$1$${salt}`],
    ['too many fields', `scrypt$131072$8$1$${salt}$${hash}$x`],
    ['N not a power of two', `scrypt$131071$8$1$${salt}$${hash}`],
    ['N too small', `scrypt$512$8$1$${salt}$${hash}`],
    ['N too large (memory bomb)', `scrypt$${2 ** 22}$8$1$${salt}$${hash}`],
    ['r too large (memory)', `scrypt$131072$64$1$${salt}$${hash}`],
    ['r over its limit', `scrypt$1024$33$1$${salt}$${hash}`],
    ['p over its limit', `scrypt$1024$8$17$${salt}$${hash}`],
    ['p zero', `scrypt$131072$8$0$${salt}$${hash}`],
    ['N with a sign', `scrypt$+131072$8$1$${salt}$${hash}`],
    ['N in hex', `scrypt$0x20000$8$1$${salt}$${hash}`],
    ['short salt', `scrypt$131072$8$1$${Buffer.alloc(8).toString('base64')}$${hash}`],
    ['short hash', `scrypt$131072$8$1$${salt}$${Buffer.alloc(16).toString('base64')}`],
    ['salt not base64', `scrypt$131072$8$1$***$${hash}`],
    ['huge', `scrypt$131072$8$1$${'A'.repeat(1000)}$${hash}`],
  ])('rejects %s', (_label, stored) => {
    expect(parseStoredHash(stored)).toBeNull();
  });

  it('accepts a well-formed string', () => {
    expect(parseStoredHash(`scrypt$131072$8$1$${salt}$${hash}`)?.params).toEqual(
      CURRENT_SCRYPT_PARAMS,
    );
  });

  it.each([['garbage'], [`scrypt$${2 ** 22}$8$1$${salt}$${hash}`]])(
    'verifyPassword answers a plain mismatch for unparseable %s',
    async (stored) => {
      expect(await verifyPassword(PASSWORD, stored)).toEqual({ ok: false, needsRehash: false });
    },
  );
});

describe('dummyVerify (SECURITY T12: no enumeration by timing)', () => {
  it('always answers no, and costs a hash with the current parameters', async () => {
    expect(await dummyVerify(PASSWORD)).toEqual({ ok: false, needsRehash: false });
    expect(await dummyVerify('')).toEqual({ ok: false, needsRehash: false });
    expect(parseStoredHash(DUMMY_STORED)?.params).toEqual(CURRENT_SCRYPT_PARAMS);
  });
});
