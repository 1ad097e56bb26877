/**
 * The housekeeping job (decision 017): deletes rows whose life is over, for every tenant, with the
 * purge functions of the modules that own them — expired sessions and used link tokens, finished
 * login-throttle windows, old `logs` / `service/tracking` rate counters, and expired idempotency
 * keys (a client's own are also dropped on its next order; this catches clients that never come
 * back), expired chat links, expired console sessions, outbox events delivered or skipped more than 30 days ago, and uploaded
 * product images no product has shown for 90 days. Each purge is one DELETE by an indexed time column; running it twice is harmless.
 * The purges are not limited to the served tenants: they only delete rows whose time is over and
 * read nothing, so a deployment sharing its database with another also clears the other's.
 */
import type { Queryable } from '../../db/types.ts';
import { purgeExpiredChatLinks } from '../access/chat-conversation-repository.ts';
import { purgeUnusedProductImages } from '../admin-catalogue/catalogue-repository.ts';
import { purgeOldWindows } from '../rate-limits/rate-window-repository.ts';
import { purgeLoginAttempts } from '../auth/login-throttle.ts';
import { purgeExpiredSessions } from '../auth/sessions.ts';
import { purgeOperatorSessions } from '../operators/session-repository.ts';
import { purgeExpiredIdempotencyKeys } from '../ordering/idempotency-repository.ts';
import { purgeFinishedEvents } from '../outbox/outbox-repository.ts';

export async function purgeExpired(db: Queryable, now: Date): Promise<void> {
  await purgeExpiredSessions(db, now);
  await purgeLoginAttempts(db, now);
  await purgeOldWindows(db, now);
  await purgeExpiredIdempotencyKeys(db, now);
  await purgeExpiredChatLinks(db, now);
  await purgeFinishedEvents(db, now);
  await purgeOperatorSessions(db, now);
  await purgeUnusedProductImages(db, now);
}
