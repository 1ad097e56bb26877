/**
 * Console sign-in (issue 12; decision 025): `POST admin/session` and its TOTP step.
 *
 * Same rules as the shops' login (login-service of access, SECURITY T12, T13, decision 021): the
 * shared throttle (per account and per address, in the database) runs before the password check;
 * an unknown email, an operator without a password yet and a disabled one cost one scrypt and
 * get the same 401 `loginIncorrect` as a wrong password. The account key of the throttle is
 * `operator:<email>` under tenant 0 (no shop has tenant 0), the TOTP step's is
 * `operator-totp:<operator id>`: six digits get the same few guesses per window as a password.
 *
 * An operator with TOTP gets a 5-minute signed challenge instead of a token; the session is only
 * created once a code of the current step ±1 that was never used before is given.
 */
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  checkLoginAllowed,
  recordLoginFailure,
  recordLoginSuccess,
  type LoginAttemptInput,
} from '../auth/login-throttle.ts';
import { dummyVerify, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { operatorTokens, OPERATOR_SESSION_TTL_SECONDS } from './operator-tokens.ts';
import {
  findOperatorByEmail,
  findOperatorById,
  normaliseEmail,
  setPasswordHash,
  tenantRequiresTotp,
  useTotpStep,
  type OperatorRecord,
} from './operator-repository.ts';
import { createOperatorSession } from './session-repository.ts';
import { checkTotp } from './totp.ts';

/** The throttle's tenant for console accounts: no shop has tenant 0. */
const CONSOLE_THROTTLE_TENANT = 0;

export type SignInAnswer =
  | { token: string; expiresAt: string; totpSetupRequired: boolean }
  | { secondFactor: 'totp'; challenge: string; expiresAt: string };

async function throttle(deps: AppDeps, attempt: LoginAttemptInput): Promise<void> {
  const gate = await checkLoginAllowed(deps.db, attempt);
  if (!gate.allowed) {
    throw new HttpError(
      429,
      'tooManyRequests',
      { retryAfter: gate.retryAfterSeconds },
      { retryAfterSeconds: gate.retryAfterSeconds },
    );
  }
}

/** The tenant a new session starts on: the operator's own; platform: the first served one. */
function startTenant(deps: AppDeps, operator: OperatorRecord): number | undefined {
  if (operator.tenantId !== null) {
    return deps.tenants.has(operator.tenantId) ? operator.tenantId : undefined;
  }
  return [...deps.tenants.keys()].sort((a, b) => a - b)[0];
}

async function openSession(
  deps: AppDeps,
  operator: OperatorRecord,
  now: Date,
  secondFactor: boolean,
): Promise<SignInAnswer> {
  const tenantId = startTenant(deps, operator);
  // A tenant this deployment does not serve: nothing to sign in to (same answer as a wrong password).
  if (tenantId === undefined) throw new HttpError(401, 'loginIncorrect');
  const session = await createOperatorSession(deps.db, {
    operatorId: operator.id,
    tenantId,
    now,
    ttlSeconds: OPERATOR_SESSION_TTL_SECONDS,
    secondFactor,
  });
  const { token } = await operatorTokens(deps.config).signSession({
    operatorId: operator.id,
    sid: session.sid,
    now,
    expiresAt: session.expiresAt,
  });
  const setupRequired =
    !secondFactor && operator.role !== 'platform' && (await tenantRequiresTotp(deps.db, tenantId));
  return { token, expiresAt: session.expiresAt.toISOString(), totpSetupRequired: setupRequired };
}

export async function signIn(
  deps: AppDeps,
  input: { email: string; password: string; ip: string; now: Date },
): Promise<SignInAnswer> {
  const email = normaliseEmail(input.email);
  const attempt = {
    tenantId: CONSOLE_THROTTLE_TENANT,
    clientId: `operator:${email}`,
    ip: input.ip,
    now: input.now,
  };
  await throttle(deps, attempt);
  const operator = await findOperatorByEmail(deps.db, email);
  const check =
    operator?.passwordHash == null
      ? await dummyVerify(input.password)
      : await verifyPassword(input.password, operator.passwordHash);
  if (!operator || !check.ok || operator.disabled) {
    await recordLoginFailure(deps.db, attempt);
    throw new HttpError(401, 'loginIncorrect');
  }
  await recordLoginSuccess(deps.db, attempt);
  if (check.needsRehash) {
    await setPasswordHash(deps.db, operator.id, await hashPassword(input.password), input.now);
  }
  if (operator.totpSecret !== null) {
    const { token, expiresAt } = await operatorTokens(deps.config).signChallenge(
      operator.id,
      input.now,
    );
    return { secondFactor: 'totp', challenge: token, expiresAt: expiresAt.toISOString() };
  }
  return openSession(deps, operator, input.now, false);
}

export async function signInWithTotp(
  deps: AppDeps,
  input: { challenge: string; code: string; ip: string; now: Date },
): Promise<SignInAnswer> {
  const operatorId = await operatorTokens(deps.config).verifyChallenge(input.challenge, input.now);
  if (!operatorId) throw new HttpError(401, 'challengeExpired');
  const attempt = {
    tenantId: CONSOLE_THROTTLE_TENANT,
    clientId: `operator-totp:${operatorId}`,
    ip: input.ip,
    now: input.now,
  };
  await throttle(deps, attempt);
  const operator = await findOperatorById(deps.db, operatorId);
  if (!operator || operator.disabled || operator.totpSecret === null) {
    throw new HttpError(401, 'challengeExpired');
  }
  const step = checkTotp(operator.totpSecret, input.code, input.now);
  if (step === undefined || !(await useTotpStep(deps.db, operator.id, step))) {
    await recordLoginFailure(deps.db, attempt);
    throw new HttpError(422, 'totpIncorrect');
  }
  await recordLoginSuccess(deps.db, attempt);
  return openSession(deps, operator, input.now, true);
}
