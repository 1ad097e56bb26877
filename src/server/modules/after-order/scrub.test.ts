import { describe, expect, it } from 'vitest';
import { REDACTED, scrubText, scrubValue } from './scrub.ts';

const JWT =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMDAxIiwiYm90dGxlciI6Mn0.c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWc';

describe('scrubText (SECURITY T16: tokens and personal data scrubbed from logs)', () => {
  it.each([
    ['a JWT alone', JWT, REDACTED],
    ['a JWT inside text', `failed with ${JWT} at boot`, `failed with ${REDACTED} at boot`],
    ['an unsigned JWT (alg none)', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxMDAxIn0.', REDACTED],
    ['a bearer credential', 'sent Bearer abc.def-123 twice', `sent Bearer ${REDACTED} twice`],
    [
      'an authorization header line',
      'Authorization: Bearer abc.def-123',
      `Authorization: ${REDACTED} ${REDACTED}`,
    ],
    ['password=…', 'login password=Secret1! failed', `login password=${REDACTED} failed`],
    ['PASSWORD: …', 'PASSWORD: Secret1!', `PASSWORD: ${REDACTED}`],
    ['a JSON password', '{"password":"Secret 1!"}', `{"password":${REDACTED}}`],
    ['userToken in a query', '/?userToken=abc123&x=1', `/?userToken=${REDACTED}&x=1`],
    ['token=…', 'token=zzz', `token=${REDACTED}`],
    ['a 16-digit card', 'card 4111111111111111 ok', `card ${REDACTED} ok`],
    ['a grouped card', 'card 4111 1111 1111 1111.', `card ${REDACTED}.`],
    ['a dashed card', '4111-1111-1111-1111', REDACTED],
    ['13 digits (lower bound)', '1234567890123', REDACTED],
    ['19 digits (upper bound)', '1234567890123456789', REDACTED],
    ['an e-mail', 'from ana.silva@example.com.br', `from ${REDACTED}`],
    ['NUL and escape characters', 'a\u0000b\u001bc', 'abc'],
    ['a lone surrogate', 'a\ud800b', 'a\ufffdb'],
  ])('removes %s', (_label, input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });

  it.each([
    ['12 digits (below card length)', '123456789012'],
    ['20 digits (above card length)', '12345678901234567890'],
    ['an order number', 'order 2000123 failed'],
    ['a dotted version or host', 'v1.2.3 on app.refill.example'],
    ['a file path with hashes', '/assets/index-abc123.js'],
    ['passwordless: a word, not a key', 'passwordless login'],
    ['tabs and newlines', 'line 1\n\tline 2\r\n'],
    ['Arabic and Thai text', 'خطأ في الشبكة ข้อผิดพลาด'],
  ])('keeps %s', (_label, input) => {
    expect(scrubText(input)).toBe(input);
  });
});

describe('scrubValue', () => {
  it('replaces secret-named keys at any depth and scrubs every string, keys included', () => {
    const input = {
      message: `boom ${JWT}`,
      password: 'Secret1!',
      nested: { userToken: 12345, list: ['password=Secret1!', 7, null, true] },
      [`k ${JWT}`]: 'v',
      headers: { Authorization: 'x', 'x-bot-key': 'y' },
    };
    const text = JSON.stringify(scrubValue(input));
    expect(text).not.toContain('Secret1!');
    expect(text).not.toContain('eyJ');
    expect(text).not.toContain('12345');
    expect(scrubValue(input)).toEqual({
      message: `boom ${REDACTED}`,
      password: REDACTED,
      nested: { userToken: REDACTED, list: [`password=${REDACTED}`, 7, null, true] },
      [`k ${REDACTED}`]: 'v',
      headers: { Authorization: REDACTED, 'x-bot-key': REDACTED },
    });
  });

  it('keeps a __proto__ key as data, without touching prototypes', () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as object;
    const out = scrubValue(input) as Record<string, unknown>;
    expect(JSON.stringify(out)).toBe('{"__proto__":{"polluted":true},"a":1}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('cuts nesting deeper than 16 levels', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 40; i += 1) deep = [deep];
    expect(JSON.stringify(scrubValue(deep))).toContain(REDACTED);
    expect(JSON.stringify(scrubValue(deep))).not.toContain('bottom');
  });
});
