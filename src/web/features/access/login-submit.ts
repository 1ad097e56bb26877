/**
 * SPEC §4 "Login submit" and §8: invalid (validation failed) → per-field messages; incorrect (no
 * token returned) → login error plus try-again; api error (the call threw) → 'error logging in,
 * try again'; ok → the app root with utm_source=standalone, utm_medium=standalone and userToken.
 * A 429 (SECURITY.md T12 throttles) gets its own "too many attempts" message.
 */
import type { CallResponse } from '../../../contract/index.ts';
import { validateLogin, type LoginErrorKey } from '../../../domain/login.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';

export type LoginFieldError = LoginErrorKey | 'login.bottlerRequired';

export type LoginOutcome =
  | { kind: 'invalid'; errors: LoginFieldError[] }
  | { kind: 'incorrect' }
  | { kind: 'throttled' }
  | { kind: 'apiError' }
  | { kind: 'ok'; token: string };

export interface LoginInput {
  /** The selected bottler, or the tenant's; '' when none is known or chosen. */
  bottler: string;
  clientId: string;
  password: string;
}

type AuthenticateResponse = CallResponse<'authenticate'>;

/** SPEC §5 login rule (src/domain/login.ts) plus "a bottler is chosen" when the select shows. */
export function loginFieldErrors(input: LoginInput): LoginFieldError[] {
  const errors: LoginFieldError[] = [];
  if (!/^\d{1,4}$/.test(input.bottler)) errors.push('login.bottlerRequired');
  return [...errors, ...validateLogin(input)];
}

/** POST /api/user/authenticate/{bottler} {clientId, password} → the token in `data`. */
export async function submitLogin(input: LoginInput, client: ApiClient): Promise<LoginOutcome> {
  const errors = loginFieldErrors(input);
  if (errors.length > 0) return { kind: 'invalid', errors };
  try {
    const answer: AuthenticateResponse | undefined = await client.call('authenticate', {
      params: { bottler: input.bottler },
      body: { clientId: input.clientId.trim(), password: input.password },
    });
    const token = typeof answer?.data === 'string' ? answer.data.trim() : '';
    return token === '' ? { kind: 'incorrect' } : { kind: 'ok', token };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'apiError' };
    if (error.code === 'tooManyRequests') return { kind: 'throttled' };
    if (['loginIncorrect', 'unauthorized', 'validation'].includes(error.code)) {
      return { kind: 'incorrect' };
    }
    return { kind: 'apiError' };
  }
}

/**
 * SPEC §4 "ok": the app root with utm_source=standalone, utm_medium=standalone and userToken
 * (the start-up exchanges it and removes it from the address bar); `bottler` when it was chosen
 * on this page, so the tenant's own configuration loads.
 */
export function loginRedirectUrl(token: string, bottler?: string): string {
  const query = new URLSearchParams();
  if (bottler !== undefined) query.set('bottler', bottler);
  query.set('utm_source', 'standalone');
  query.set('utm_medium', 'standalone');
  query.set('userToken', token);
  return `/?${query.toString()}`;
}

type TenantsResponse = CallResponse<'tenants'>;

export interface LoginTenant {
  bottler: string;
  name: string;
}

/** GET /api/tenants: the bottlers that allow standalone login, for the select. */
export async function loadLoginTenants(client: ApiClient): Promise<LoginTenant[]> {
  const answer: TenantsResponse | undefined = await client.call('tenants');
  if (!Array.isArray(answer)) return [];
  return answer
    .filter((entry) => typeof entry.name === 'string' && entry.bottler !== undefined)
    .map((entry) => ({ bottler: String(entry.bottler), name: entry.name }));
}
