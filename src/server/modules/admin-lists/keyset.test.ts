import { describe, expect, it } from 'vitest';
import { HttpError } from '../../plugins/errors.ts';
import { containsPattern, decodeCursor, encodeCursor } from './keyset.ts';

const refused = (cursor: string, kinds: Parameters<typeof decodeCursor>[1]) => {
  try {
    decodeCursor(cursor, kinds);
  } catch (error) {
    return error instanceof HttpError && error.statusCode === 400 && error.code === 'validation';
  }
  return false;
};

describe('console keyset cursors', () => {
  it('round-trips a key', () => {
    const key = ['2026-11-18T14:00:00.123456Z', '100014'];
    expect(decodeCursor(encodeCursor(key), ['t', 's'])).toEqual(key);
    expect(decodeCursor(encodeCursor(['2026-12-01', 7]), ['d', 'n'])).toEqual(['2026-12-01', 7]);
  });

  it.each([
    ['not base64 JSON', 'bm90LWpzb24', ['s']],
    ['the wrong length', encodeCursor(['a', 'b']), ['s']],
    ['an impossible instant', encodeCursor(['2026-02-31T00:00:00.000000Z', '1']), ['t', 's']],
    ['an instant without microseconds', encodeCursor(['2026-02-01T00:00:00Z', '1']), ['t', 's']],
    ['an impossible date', encodeCursor(['2026-13-01', 1]), ['d', 'n']],
    [
      'an id beyond bigint',
      encodeCursor(['2026-02-01T00:00:00.000000Z', '9'.repeat(19)]),
      ['t', 'i'],
    ],
    ['a float', encodeCursor(['2026-12-01', 1.5]), ['d', 'n']],
  ] as const)('refuses %s with 400 validation (never a database error)', (_case, cursor, kinds) => {
    expect(refused(cursor, kinds)).toBe(true);
  });

  it('escapes LIKE wildcards', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
