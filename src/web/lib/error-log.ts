/**
 * SPEC §7 `logs` / §8: start-up errors are sent to POST /api/logs as `{data}`; when that cannot
 * be done (no session token yet, the call fails) the entry is kept in local storage `errorLog`
 * and sent with the next session. Messages are ours (never tokens or query strings: T7, T16).
 */
import type { ApiClient } from './api-client.ts';
import { readStored, removeStored, writeStored } from './storage.ts';

/** At most this many entries are kept in storage (oldest dropped). */
export const ERROR_LOG_LIMIT = 20;

export type ErrorLogEntry = {
  message: string;
  at: string;
};

export function storedErrorLog(): unknown[] {
  const stored = readStored('errorLog');
  return Array.isArray(stored) ? stored : [];
}

export function keepInErrorLog(entry: ErrorLogEntry): void {
  writeStored('errorLog', [...storedErrorLog(), entry].slice(-ERROR_LOG_LIMIT));
}

/**
 * Logs one error: to the server when `client` carries a session, else (or when that fails) to
 * storage. Never throws.
 */
export async function logError(
  message: string,
  client: ApiClient | undefined,
  now: Date = new Date(),
): Promise<void> {
  const entry: ErrorLogEntry = { message, at: now.toISOString() };
  if (client === undefined) {
    keepInErrorLog(entry);
    return;
  }
  try {
    await client.call('logs', { body: { data: entry } });
  } catch {
    keepInErrorLog(entry);
  }
}

/** Sends the stored entries once a session exists; they stay stored if that fails. */
export async function flushErrorLog(client: ApiClient): Promise<void> {
  const entries = storedErrorLog();
  if (entries.length === 0) return;
  try {
    await client.call('logs', { body: { data: entries } });
    removeStored('errorLog');
  } catch {
    // Kept for the next session.
  }
}
