import { describe, expect, it } from 'vitest';
import { HttpError } from '../../plugins/errors.ts';
import { containsPattern, cursorText, decodeCursor, encodeCursor, isCleanText } from './keyset.ts';

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
    ['a NUL in a text part', 'WyJhXHUwMDAwYiJd', ['s']],
    ['a C1 control in a text part', encodeCursor(['a\u0085']), ['s']],
    ['a lone surrogate in a text part', encodeCursor(['\ud800']), ['s']],
    [
      'a NUL after an instant',
      encodeCursor(['2026-02-01T00:00:00.000000Z\u0000', '1']),
      ['t', 's'],
    ],
    ['year 0000', encodeCursor(['0000-01-01T00:00:00.000000Z', '1']), ['t', 's']],
    ['a date of year 0000', encodeCursor(['0000-01-01', 1]), ['d', 'n']],
    ['an integer beyond int4', encodeCursor(['2026-12-01', 2_147_483_648]), ['d', 'n']],
    ['a negative integer', encodeCursor(['2026-12-01', -1]), ['d', 'n']],
    ['non-canonical base64url', 'WyJhIl1', ['s']],
    ['bytes that are not UTF-8', Buffer.from('["\xff"]', 'latin1').toString('base64url'), ['s']],
  ] as const)('refuses %s with 400 validation (never a database error)', (_case, cursor, kinds) => {
    expect(refused(cursor, kinds)).toBe(true);
  });

  it('reads only canonical base64url of well-formed UTF-8', () => {
    expect(cursorText(encodeCursor(['José 東京 🍺']))).toBe('["José 東京 🍺"]');
    expect(cursorText('')).toBe('');
    expect(cursorText('YQBi')).toBe('a\u0000b');
    expect(cursorText('abc')).toBeUndefined();
    expect(cursorText('YWI=')).toBeUndefined();
    expect(cursorText(Buffer.from([0xc3, 0x28]).toString('base64url'))).toBeUndefined();
  });

  it('tells clean text from text with control characters or lone surrogates', () => {
    // Tab and line feed are text a name may hold (the request rule's free-text exceptions).
    expect(isCleanText('José Ñandú – 東京 🍺 a:b\u00a0\tc\nd')).toBe(true);
    for (const code of [0x00, 0x08, 0x1f, 0x7f, 0x80, 0x85, 0x9f, 0xd800, 0xdfff]) {
      expect(isCleanText(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(false);
    }
  });

  it('escapes LIKE wildcards', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
