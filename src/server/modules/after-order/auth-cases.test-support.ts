/**
 * The token refusals every session call must give (brief: no token, tampered, expired), run
 * against one request of the call under test.
 */
import { expect } from 'vitest';
import type { TestApp } from '../../test/app-harness.ts';

export interface CallUnderTest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: Record<string, unknown>;
}

const THIRTEEN_HOURS_MS = 13 * 60 * 60 * 1000;

/** Flips one character of the signature, keeping it base64url. */
function tamper(token: string): string {
  const last = token.at(-2) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -2)}${last}${token.at(-1) ?? ''}`;
}

export async function expectTokenRefusals(t: TestApp, call: CallUnderTest): Promise<void> {
  const send = (headers: Record<string, string>) =>
    t.app.inject({ method: call.method, url: call.url, headers, payload: call.payload });

  const none = await send({});
  expect(none.statusCode).toBe(401);
  expect(none.json().code).toBe('unauthorized');

  const token = await t.sessionToken(2, '1001');
  const tampered = await send({ authorization: `Bearer ${tamper(token)}` });
  expect(tampered.statusCode).toBe(401);
  expect(tampered.json().code).toBe('unauthorized');

  const start = t.clock.now();
  try {
    // Session tokens live 12 h (DEFAULT_SESSION_TTL_SECONDS).
    t.clock.set(new Date(start.getTime() + THIRTEEN_HOURS_MS));
    const expired = await send({ authorization: `Bearer ${token}` });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('tokenExpired');
  } finally {
    t.clock.set(start);
  }
}
