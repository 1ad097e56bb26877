import { describe, it, expect } from 'vitest';
import { isAllowedRedirect, resolveRedirect, safeRedirect } from './redirects.ts';

const policy = {
  appOrigin: 'https://refill.example',
  allowedOrigins: ['https://wa.me', 'https://allowed.com', 'http://insecure.com', 'not a url'],
};

describe('isAllowedRedirect accepts (SECURITY.md T10 same origin + exact allow-list)', () => {
  it.each([
    { target: '/home', resolved: '/home' },
    { target: '/search?redirect=coca#top', resolved: '/search?redirect=coca#top' },
    { target: 'cart', resolved: '/cart' },
    { target: '/%2F%2Fevil.com', resolved: '/%2F%2Fevil.com', why: 'encoded slashes stay a path' },
    { target: 'https://refill.example/order/tracking', resolved: '/order/tracking' },
    { target: 'https://REFILL.example/cart', resolved: '/cart' },
    { target: 'https://refill.example:443/cart', resolved: '/cart' },
    {
      target: 'https://wa.me/5511999999999?text=oi',
      resolved: 'https://wa.me/5511999999999?text=oi',
    },
    { target: 'https://allowed.com', resolved: 'https://allowed.com/' },
    { target: 'https://ALLOWED.com/promo', resolved: 'https://allowed.com/promo' },
    { target: 'https://allowed.com:443/x', resolved: 'https://allowed.com/x' },
  ])('$target', ({ target, resolved }) => {
    expect(isAllowedRedirect(target, policy)).toBe(true);
    expect(resolveRedirect(target, policy)).toBe(resolved);
  });
});

describe('isAllowedRedirect refuses hostile input (SECURITY.md T10)', () => {
  it.each([
    // other schemes
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'javascript://refill.example/%0aalert(1)',
    'javascript:/refill.example',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://refill.example/uuid',
    'ftp://allowed.com/',
    'intent://evil.com#Intent;scheme=https;end',
    'http:evil.com',
    'https:evil.com',
    'https:/evil.com',
    // protocol-relative and backslash forms
    '//evil.com',
    '///evil.com',
    '////evil.com',
    '//allowed.com',
    '\\\\evil.com',
    '/\\evil.com',
    '\\/evil.com',
    '/\\/evil.com',
    'https:\\\\evil.com',
    'https://evil.com\\@allowed.com',
    'https://allowed.com\\.evil.com',
    // whitespace and control characters browsers strip
    ' //evil.com',
    '\t//evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\n/evil.com',
    '\u0000//evil.com',
    '//evil.com\u0000',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    ' javascript:alert(1)',
    '\u00a0//evil.com',
    '\u2028//evil.com',
    '\ufeff//evil.com',
    '/\u200b/evil.com',
    '\u202e//moc.live',
    '/home ',
    // userinfo tricks
    'https://allowed.com@evil.com',
    'https://allowed.com:443@evil.com',
    'https://user:pass@allowed.com/',
    'https://user@refill.example/cart',
    'https://evil.com%40allowed.com@evil.com',
    // look-alike and other origins
    'https://evil.com',
    'https://evil.com/https://allowed.com',
    'https://evil.com?next=https://allowed.com',
    'https://evil.com#https://allowed.com',
    'https://allowed.com.evil.com',
    'https://evilallowed.com',
    'https://sub.allowed.com',
    'https://allowed.co',
    'https://аllowed.com',
    'https://allowed.com:8443/',
    'http://allowed.com/',
    'http://insecure.com/',
    'https://insecure.com.evil/',
    'http://refill.example/cart',
    'https://refill.example.evil.com/',
    'https://refill.example:8443/',
    'https://wa.me.evil.com/',
    // not a target at all
    '',
    'https://',
    'https://[::1',
  ])('refuses %j', (target) => {
    expect(isAllowedRedirect(target, policy)).toBe(false);
  });
  it('refuses non-strings', () => {
    expect(isAllowedRedirect(undefined as unknown as string, policy)).toBe(false);
  });
  it('refuses everything when the app origin itself is not http(s)', () => {
    expect(
      isAllowedRedirect('/home', { appOrigin: 'javascript:alert(1)', allowedOrigins: [] }),
    ).toBe(false);
  });
  it('an allow-listed origin with userinfo never matches', () => {
    expect(
      isAllowedRedirect('https://allowed.com/', {
        appOrigin: 'https://refill.example',
        allowedOrigins: ['https://x@allowed.com'],
      }),
    ).toBe(false);
  });
  it('same-origin http is allowed for a local http app origin', () => {
    expect(
      isAllowedRedirect('/cart', { appOrigin: 'http://localhost:3000', allowedOrigins: [] }),
    ).toBe(true);
    expect(
      isAllowedRedirect('http://localhost:3001/cart', {
        appOrigin: 'http://localhost:3000',
        allowedOrigins: [],
      }),
    ).toBe(false);
  });
});

describe('safeRedirect (SECURITY.md T10)', () => {
  it.each([
    { target: '/cart', expected: '/cart' },
    { target: 'https://wa.me/551199', expected: 'https://wa.me/551199' },
    { target: '//evil.com', expected: '/home' },
    { target: 'javascript:alert(1)', expected: '/home' },
  ])('$target → $expected', ({ target, expected }) => {
    expect(safeRedirect(target, policy, '/home')).toBe(expected);
  });
});
