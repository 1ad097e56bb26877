/**
 * `logs` and `service/tracking` (SPEC §7; SECURITY T16): authenticated (the route's session
 * guard), size-capped (contract: MAX_FREE_DATA_BYTES; route body limit beyond that → 413),
 * scrubbed before storing (scrub.ts), and rate-limited per session.
 *
 * Rate limit: the contract's `rateLimit` of each call, per session, logs and tracking counted
 * apart (modules/rate-limits, shared by every instance). The data itself is never written to
 * the server log.
 */
import type { Queryable } from '../../db/types.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { insertClientLog, insertTrackingEvent } from './client-events-repository.ts';
import { scrubText, scrubValue } from './scrub.ts';

/** Free data as the contract lets it in: a string or a JSON object/array. */
export type FreeData = string | Record<string, unknown> | unknown[];

/** What is stored in client_logs.data: the scrubbed string, or the scrubbed JSON as text. */
export function logText(data: FreeData): string {
  return typeof data === 'string' ? scrubText(data) : JSON.stringify(scrubValue(data));
}

export async function recordClientLog(
  ctx: RequestContext,
  db: Queryable,
  data: FreeData,
): Promise<{ ok: true }> {
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
