/**
 * `logs` and `service/tracking` (SPEC §7; SECURITY T16): authenticated (the route's session
 * guard), size-capped (contract: MAX_FREE_DATA_BYTES; route body limit beyond that → 413),
 * scrubbed before storing (scrub.ts), and rate-limited per session.
 *
 * Rate limit: CLIENT_EVENT_LIMIT calls per CLIENT_EVENT_WINDOW_SECONDS per session and per call
 * (logs and tracking counted apart), as a fixed window in the database so all instances share
 * it; beyond it, 429 tooManyRequests with params.retryAfterSeconds. The data itself is never
 * written to the server log.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { insertClientLog, insertTrackingEvent } from './client-events-repository.ts';
import { countHit, purgeOldWindows } from './rate-window-repository.ts';
import { scrubText, scrubValue } from './scrub.ts';

export const CLIENT_EVENT_LIMIT = 30;
export const CLIENT_EVENT_WINDOW_SECONDS = 60;

export type ClientEventScope = 'logs' | 'tracking';

/** Free data as the contract lets it in: a string or a JSON object/array. */
export type FreeData = string | Record<string, unknown> | unknown[];

function sessionKey(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url');
}

/** The start of the fixed window `now` falls in. */
export function windowStartOf(now: Date, windowSeconds: number): Date {
  const size = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / size) * size);
}

/** Counts this call against the session's window; throws 429 once over the limit. */
export async function enforceClientEventRate(
  ctx: RequestContext,
  db: Queryable,
  scope: ClientEventScope,
): Promise<void> {
  const windowStart = windowStartOf(ctx.now, CLIENT_EVENT_WINDOW_SECONDS);
  const hits = await countHit(
    db,
    { tenantId: ctx.tenantId, scope, key: sessionKey(ctx.sessionId) },
    windowStart,
  );
  // Old counters are deleted when a new window opens (and by the housekeeping job).
  if (hits === 1) await purgeOldWindows(db, ctx.now);
  if (hits > CLIENT_EVENT_LIMIT) {
    const windowEnd = windowStart.getTime() + CLIENT_EVENT_WINDOW_SECONDS * 1000;
    const retryAfterSeconds = Math.max(1, Math.ceil((windowEnd - ctx.now.getTime()) / 1000));
    throw new HttpError(429, 'tooManyRequests', { retryAfterSeconds });
  }
}

/** What is stored in client_logs.data: the scrubbed string, or the scrubbed JSON as text. */
export function logText(data: FreeData): string {
  return typeof data === 'string' ? scrubText(data) : JSON.stringify(scrubValue(data));
}

export async function recordClientLog(
  ctx: RequestContext,
  db: Queryable,
  data: FreeData,
): Promise<{ ok: true }> {
  await enforceClientEventRate(ctx, db, 'logs');
  await insertClientLog(db, {
    tenantId: ctx.tenantId,
    clientId: ctx.clientId,
    data: logText(data),
    now: ctx.now,
  });
  return { ok: true };
}

export async function recordTrackingEvent(
  ctx: RequestContext,
  db: Queryable,
  event: { origin: string; service: string; data?: FreeData | undefined },
): Promise<{ ok: true }> {
  await enforceClientEventRate(ctx, db, 'tracking');
  await insertTrackingEvent(db, {
    tenantId: ctx.tenantId,
    clientId: ctx.clientId,
    origin: scrubText(event.origin),
    service: scrubText(event.service),
    data: event.data === undefined ? {} : scrubValue(event.data),
    now: ctx.now,
  });
  return { ok: true };
}
