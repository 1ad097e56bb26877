/**
 * The API client of the getting-in calls (orchestration, expired token, login, logout, logs at
 * start-up): the token is the one given, not whatever is stored, and a 401/403 is an answer the
 * caller handles (expired link, wrong password…), not the critical event of SPEC §7 that would
 * send the app to /logout in the middle of the start-up or of the logout itself.
 */
import { createApiClient, type ApiClient } from './api-client.ts';

/** A client sending `token` (none when undefined) whose 401/403 never raise the critical event. */
export function accessClient(token: string | undefined): ApiClient {
  return createApiClient({
    getToken: () => token,
    // The api client spares the login page the critical event; these calls answer for themselves.
    currentPath: () => '/login',
  });
}
