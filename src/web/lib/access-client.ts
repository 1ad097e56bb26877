/**
 * The API client of the getting-in calls (orchestration, expired token, login, logout, logs at
 * start-up): the token is the one given, not whatever is stored, and a 401/403 is an answer the
 * caller handles (expired link, wrong password…), not the critical event of SPEC §7 that would
 * send the app to /logout in the middle of the start-up or of the logout itself.
 */
import { CALL_ROUTES, fillPath, type CallName } from '../../contract/paths.ts';
import { createApiClient, type ApiClient } from './api-client.ts';

/** The path of a call under the client's '/api' base, e.g. '/user/authenticate/2'. */
export function callPath(
  name: CallName,
  params?: Readonly<Record<string, string | number>>,
): string {
  return `/${fillPath(CALL_ROUTES[name].path, params)}`;
}

/** A client sending `token` (none when undefined) whose 401/403 never raise the critical event. */
export function accessClient(token: string | undefined): ApiClient {
  return createApiClient({
    getToken: () => token,
    // The api client spares the login page the critical event; these calls answer for themselves.
    currentPath: () => '/login',
  });
}
