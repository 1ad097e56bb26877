/**
 * The console's call layer: the shop's typed client (src/web/lib/api-client.ts) with the
 * operator's own token (`adminToken`) and its own handling of refusals: a 401 ends the console
 * session (back to sign-in), a 403 is only an error on the screen (the role may not do that) —
 * never the shop's critical-error event.
 */
import { createApiClient, type ApiClient } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { readAdminToken } from './console-storage.ts';

export const SESSION_ENDED = 'refill-console:session-ended';
const events = new EventTarget();

/** Subscribes to "the server no longer takes our token"; returns the unsubscribe function. */
export function onSessionEnded(listener: () => void): () => void {
  events.addEventListener(SESSION_ENDED, listener);
  return () => events.removeEventListener(SESSION_ENDED, listener);
}

/** The paths where a 401 is an answer to show, not the end of a session. */
const PUBLIC_PATHS = ['/admin/sign-in', '/admin/set-password'];

export function createConsoleClient(options: { fetch?: typeof fetch } = {}): ApiClient {
  return createApiClient({
    ...options,
    getToken: () => readAdminToken(),
    currentPath: () => (PUBLIC_PATHS.includes(window.location.pathname) ? '/login' : 'console'),
    onRefused: ({ status }) => {
      if (status === 401) events.dispatchEvent(new Event(SESSION_ENDED));
    },
  });
}

export const consoleApi = createConsoleClient();

/** The code to translate: the service's own code when it sent one, else the client's. */
export function errorCodeOf(error: unknown): string {
  if (error instanceof ApiError) return error.answeredCode ?? error.code;
  return 'unknown';
}

/** Saves a file answer (CSV, PDF) under `name` through a temporary object address. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
