/**
 * Fixed-window hit counters in the database (table call_rate_windows, 007-after-order.sql), so
 * every instance of the service shares them (an in-memory counter would be per instance and let
 * N instances take N times the limit). The store of @fastify/rate-limit (./rate-limits.ts).
 */
import type { Queryable } from '../../db/types.ts';

export interface RateWindowKey {
  tenantId: number;
  /** What is counted, e.g. 'logs'. */
  scope: string;
  /** Who is counted: a hash, never a raw session id. */
  key: string;
}

/**
 * Counts one hit in the window starting at `windowStart` and returns the hits of that window so
 * far, this one included. One statement: concurrent hits serialise on the row and each sees its
 * own count. A hit of a new window resets the count.
 */
export async function countHit(
  db: Queryable,
  id: RateWindowKey,
  windowStart: Date,
): Promise<number> {
  const [row] = await db.query<{ hits: number }>(
    `insert into call_rate_windows (tenant_id, scope, key, window_start, hits)
     values ($1, $2, $3, $4, 1)
     on conflict (tenant_id, scope, key) do update
       set hits = case when call_rate_windows.window_start = excluded.window_start
                       then call_rate_windows.hits + 1 else 1 end,
           window_start = excluded.window_start
     returning hits`,
    [id.tenantId, id.scope, id.key, windowStart],
  );
  return row?.hits ?? 1;
}

/** Counters are kept this long: far beyond the longest window counted with them (60 s). */
export const RATE_WINDOW_RETENTION_MS = 60 * 60 * 1000;

/** Deletes the counters older than RATE_WINDOW_RETENTION_MS at `now`. */
export async function purgeOldWindows(db: Queryable, now: Date): Promise<void> {
  await db.query('delete from call_rate_windows where window_start < $1', [
    new Date(now.getTime() - RATE_WINDOW_RETENTION_MS),
  ]);
}
