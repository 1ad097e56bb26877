/**
 * Client errors (SPEC §7 `logs`, §8): an uncaught error or unhandled promise rejection is sent to
 * POST /api/logs through lib/error-log.ts (kept in local storage `errorLog` when that cannot be
 * done). Messages are scrubbed of query strings and fragments (a link token must never leave in a
 * log: T7, T16), shortened, and at most CLIENT_ERROR_LIMIT are reported per page.
 */
import { accessClient } from './access-client.ts';
import type { ApiClient } from './api-client.ts';
import { logError } from './error-log.ts';
import { getSession } from './session.ts';

export const CLIENT_ERROR_PREFIX = 'Client error: ';
export const CLIENT_ERROR_LIMIT = 10;
const MAX_MESSAGE_LENGTH = 300;

/** A loggable text of what was thrown: no query strings, no fragments, bounded length. */
export function clientErrorMessage(reason: unknown): string {
  const text =
    reason instanceof Error
      ? `${reason.name}: ${reason.message}`
      : typeof reason === 'string'
        ? reason
        : 'non-error value';
  const scrubbed = text.replace(/[?#][^\s'"]*/g, '');
  return `${CLIENT_ERROR_PREFIX}${scrubbed}`.slice(0, MAX_MESSAGE_LENGTH);
}

function sessionLogClient(): ApiClient | undefined {
  const { token } = getSession();
  return token === undefined ? undefined : accessClient(token);
}

export interface ClientErrorOptions {
  logClient?: () => ApiClient | undefined;
}

/** Listens for uncaught errors on `win`; returns the function that stops listening. */
export function installClientErrorReporting(
  win: Window = window,
  { logClient = sessionLogClient }: ClientErrorOptions = {},
): () => void {
  let reported = 0;
  const report = (reason: unknown) => {
    if (reported >= CLIENT_ERROR_LIMIT) return;
    reported += 1;
    void logError(clientErrorMessage(reason), logClient());
  };
  const onError = (event: ErrorEvent) => {
    // "Script error." from another origin (e.g. a tag) carries nothing useful.
    if (event.error === undefined && event.message === 'Script error.') return;
    report(event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason);
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
