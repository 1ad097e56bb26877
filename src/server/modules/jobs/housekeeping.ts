/**
 * The housekeeping job (decision 017): deletes rows whose life is over, for every tenant, with the
 * purge functions of the modules that own them — expired sessions and used link tokens, finished
 * login-throttle windows, old `logs` / `service/tracking` rate counters, and expired idempotency
 * keys (a client's own are also dropped on its next order; this catches clients that never come
 * back). Each purge is one DELETE by an indexed time column; running it twice is harmless.
 */
import type { Queryable } from '../../db/types.ts';
import { purgeWindowsBefore } from '../after-order/rate-window-repository.ts';
import { purgeLoginAttempts } from '../auth/login-throttle.ts';
import { purgeExpiredSessions } from '../auth/sessions.ts';
import { purgeExpiredIdempotencyKeys } from '../ordering/idempotency-repository.ts';

/**
 * Rate counters older than this are deleted: far beyond the longest window counted with them
 * (client-events-service.ts: 60 s), and the same retention that service purges with.
 */
export const RATE_WINDOW_RETENTION_MS = 60 * 60 * 1000;

export async function purgeExpired(db: Queryable, now: Date): Promise<void> {
  await purgeExpiredSessions(db, now);
  await purgeLoginAttempts(db, now);
  await purgeWindowsBefore(db, new Date(now.getTime() - RATE_WINDOW_RETENTION_MS));
  await purgeExpiredIdempotencyKeys(db, now);
}
