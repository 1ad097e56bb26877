import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureHeader, verifySignature } from './signature.ts';

const body = '{"id":"e1","type":"order.created"}';
const T = 1_790_000_000;

describe('Refill-Signature', () => {
  it('is t=<unix s>,v1=<hex HMAC-SHA256 of "<t>.<body>">', () => {
    const expected = createHmac('sha256', 'secret-one-0123456789')
      .update(`${T}.${body}`)
      .digest('hex');
    expect(signatureHeader(['secret-one-0123456789'], T, body)).toBe(`t=${T},v1=${expected}`);
  });

  it('carries one v1 per secret during a rotation; either secret verifies', () => {
    const header = signatureHeader(['new-secret-0123456789', 'old-secret-0123456789'], T, body);
    expect(header.split(',')).toHaveLength(3);
    for (const secret of ['new-secret-0123456789', 'old-secret-0123456789']) {
      expect(verifySignature(header, body, secret, { now: T })).toBe(true);
    }
    expect(verifySignature(header, body, 'third-secret-0123456789', { now: T })).toBe(false);
  });

  it.each([
    ['another body', (h: string) => h, `${body} `, T],
    ['a forged v1', (h: string) => h.replace(/v1=[0-9a-f]/, 'v1=0'), body, T],
    ['a changed t', (h: string) => h.replace(`t=${T}`, `t=${T + 1}`), body, T],
    ['a replay 301 s later', (h: string) => h, body, T + 301],
    ['no v1', (h: string) => h.split(',')[0] ?? '', body, T],
  ])('refuses %s', (_name, alter, sentBody, now) => {
    const header = alter(signatureHeader(['secret-one-0123456789'], T, body));
    expect(verifySignature(header, sentBody, 'secret-one-0123456789', { now })).toBe(false);
  });
});
