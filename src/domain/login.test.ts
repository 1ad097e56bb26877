import { describe, it, expect } from 'vitest';
import { PASSWORD_MIN_LENGTH, PASSWORD_PATTERN, validateLogin } from './login.ts';

describe('validateLogin (SPEC §5 login)', () => {
  it('PASSWORD_MIN_LENGTH is 8 (SPEC §9)', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });
  it('uses the classic pattern', () => {
    expect(PASSWORD_PATTERN.source).toBe(
      '^(?=.*[A-Za-z])(?=.*\\d)(?=.*[@$!%*#?&])[A-Za-z\\d@$!%*#?&]{8,}$',
    );
  });
  it.each([
    { password: 'Demo@2026', ok: true, why: 'the demo password (PRODUCT.md)' },
    { password: 'abcdef1!', ok: true, why: 'exactly 8 characters' },
    { password: 'abcde1!', ok: false, why: '7 characters' },
    { password: '12345678@', ok: false, why: 'no letter' },
    { password: 'abcdefgh@', ok: false, why: 'no digit' },
    { password: 'abcdefgh1', ok: false, why: 'no special' },
    { password: 'abcdefg1-', ok: false, why: 'special outside @$!%*#?& only' },
    { password: 'abcd efg1@', ok: false, why: 'a space is not allowed' },
    { password: 'abcdéfg1@', ok: false, why: 'an accented letter is not allowed' },
    { password: 'abcdefg1@^', ok: false, why: 'an extra disallowed special' },
    { password: 'A1@A1@A1@A1@A1@A1@A1@A1@A1@A1@', ok: true, why: 'long passwords are fine' },
    ...'@$!%*#?&'.split('').map((special) => ({
      password: `Passw0rd${special}`,
      ok: true,
      why: `special ${special}`,
    })),
    { password: '', ok: false, why: 'empty' },
    { password: undefined, ok: false, why: 'missing' },
  ])('password: $why → $ok', ({ password, ok }) => {
    const errors = validateLogin({ clientId: '1001', password });
    expect(errors).toEqual(ok ? [] : ['login.passwordInvalid']);
  });
  it.each([
    { clientId: '1001', ok: true },
    { clientId: '', ok: false },
    { clientId: '   ', ok: false },
    { clientId: null, ok: false },
    { clientId: undefined, ok: false },
  ])('client id $clientId → valid $ok', ({ clientId, ok }) => {
    const errors = validateLogin({ clientId, password: 'Demo@2026' });
    expect(errors).toEqual(ok ? [] : ['login.clientIdInvalid']);
  });
  it('reports both fields in form order', () => {
    expect(validateLogin({ clientId: '', password: 'short' })).toEqual([
      'login.clientIdInvalid',
      'login.passwordInvalid',
    ]);
  });
});
