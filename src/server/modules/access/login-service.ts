/**
 * Standalone login, `POST user/authenticate/:bottler` (SPEC §4 "Login submit", §5 "Login",
 * SECURITY T12, T13).
 *
 * The path carries our bottler id. SPEC §7 says the original app "transformed" the bottler for
 * LATAM before calling: that mapping belonged to the old back-end's id scheme; here every tenant,
 * LATAM or not, is addressed by the id of PRODUCT.md (the same id tokens carry), so no transform.
 *
 * Order of checks: tenant served (404) and allowing standalone login (422 featureDisabled) — both
 * public facts; the SPEC §5 field rules (400 with per-field keys); the throttle (429 with
 * retryAfter); then the password. An unknown client id costs one dummy scrypt and gets the same
 * 401 `loginIncorrect` as a wrong password, so neither the body nor the timing tells them apart.
 */
import { validateLogin } from '../../../domain/login.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../plugins/errors.ts';
import { tokenEnvironment } from '../../served-tenants.ts';
import {
  checkLoginAllowed,
  recordLoginFailure,
  recordLoginSuccess,
} from '../auth/login-throttle.ts';
import { dummyVerify, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { createSession } from '../auth/sessions.ts';
import { findPasswordHash, updatePasswordHash } from './client-repository.ts';

export interface LoginInput {
  bottler: number;
  clientId: string;
  password: string;
  /** The caller's address, for the per-address throttle. */
  ip: string;
  now: Date;
}

export type LoginOutcome =
  | { ok: true; token: string; expiresAt: Date }
  | { ok: false; fields: { in: 'body'; path: string; code: string }[] };

const FIELD_OF_ERROR = {
  'login.clientIdInvalid': 'clientId',
  'login.passwordInvalid': 'password',
} as const;

export async function login(deps: AppDeps, input: LoginInput): Promise<LoginOutcome> {
  const tenant = deps.tenants.get(input.bottler);
  if (!tenant) throw new HttpError(404, 'notFound');
  if (!tenant.accessEcommerceStandalone) throw new HttpError(422, 'featureDisabled');

  const errors = validateLogin({ clientId: input.clientId, password: input.password });
  if (errors.length > 0) {
    return {
      ok: false,
      fields: errors.map((code) => ({ in: 'body', path: FIELD_OF_ERROR[code], code })),
    };
  }

  const attempt = {
    tenantId: tenant.id,
    clientId: input.clientId,
    ip: input.ip,
    now: input.now,
  };
  const gate = await checkLoginAllowed(deps.db, attempt);
  if (!gate.allowed) {
    throw new HttpError(
      429,
      'tooManyRequests',
      { retryAfter: gate.retryAfterSeconds },
      { retryAfterSeconds: gate.retryAfterSeconds },
    );
  }

  const stored = await findPasswordHash(deps.db, tenant.id, input.clientId);
  const check =
    stored === undefined
      ? await dummyVerify(input.password)
      : await verifyPassword(input.password, stored);
  if (!check.ok) {
    await recordLoginFailure(deps.db, attempt);
    throw new HttpError(401, 'loginIncorrect');
  }

  await recordLoginSuccess(deps.db, attempt);
  if (check.needsRehash) {
    await updatePasswordHash(
      deps.db,
      tenant.id,
      input.clientId,
      await hashPassword(input.password),
    );
  }
  const session = await createSession(deps.db, {
    tenantId: tenant.id,
    clientId: input.clientId,
    origin: 'standalone',
    now: input.now,
  });
  const { token } = await deps.tokens.signSessionToken({
    bottler: tenant.id,
    clientId: input.clientId,
    env: tokenEnvironment(tenant),
    sid: session.sid,
    now: input.now,
  });
  return { ok: true, token, expiresAt: session.expiresAt };
}
