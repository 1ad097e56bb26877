/**
 * Console test support (issue 12): bearer tokens of the seeded demo operators, so API tests of
 * every console call can sign in without the login's scrypt and throttle.
 *
 *   const headers = await operatorAuth(t, { bottler: 2, role: 'admin' });
 *   await t.app.inject({ method: 'GET', url: '/api/admin/me', headers });
 *
 * role admin / sales / finance: `${role}@${bottler}.refill.test`; platform: `platform@refill.test`
 * with its session switched to `bottler`. The tenant must have been seeded (openTestApp's tenants).
 */
import type { OperatorRole } from '../../contract/index.ts';
import { PLATFORM_DEMO_EMAIL, demoOperatorEmail } from '../db/seed/operators.ts';
import {
  operatorTokens,
  OPERATOR_SESSION_TTL_SECONDS,
} from '../modules/operators/operator-tokens.ts';
import { findOperatorByEmail } from '../modules/operators/operator-repository.ts';
import { createOperatorSession } from '../modules/operators/session-repository.ts';
import type { TestApp } from './app-harness.ts';

export interface OperatorTokenOptions {
  bottler: number;
  role: OperatorRole;
  /** The session passed a TOTP code (default false, as a password-only sign-in). */
  secondFactor?: boolean;
}

/** The demo operator's email for a role and tenant. */
export const demoOperator = (bottler: number, role: OperatorRole): string =>
  role === 'platform' ? PLATFORM_DEMO_EMAIL : demoOperatorEmail(role, bottler);

/** A bearer token of a fresh session of the tenant's demo operator with that role. */
export async function operatorToken(
  t: Pick<TestApp, 'db' | 'config' | 'clock'>,
  { bottler, role, secondFactor = false }: OperatorTokenOptions,
): Promise<string> {
  const operator = await findOperatorByEmail(t.db, demoOperator(bottler, role));
  if (!operator) throw new Error(`no demo operator ${role} for tenant ${bottler}: seed it first`);
  const now = t.clock.now();
  const session = await createOperatorSession(t.db, {
    operatorId: operator.id,
    tenantId: bottler,
    now,
    ttlSeconds: OPERATOR_SESSION_TTL_SECONDS,
    secondFactor,
  });
  const { token } = await operatorTokens(t.config).signSession({
    operatorId: operator.id,
    sid: session.sid,
    now,
    expiresAt: session.expiresAt,
  });
  return token;
}

/** `{ authorization: 'Bearer …' }` for that operator. */
export async function operatorAuth(
  t: Pick<TestApp, 'db' | 'config' | 'clock'>,
  options: OperatorTokenOptions,
): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await operatorToken(t, options)}` };
}
