/**
 * Transaction-scoped PostgreSQL advisory locks: held until the transaction `tx` ends, so a crash
 * releases them. migrate.ts waits for its lock; the background jobs try theirs and skip a tick
 * another instance is running.
 */
import type { Queryable } from './types.ts';

/** Takes the lock `key` for the rest of `tx` if no other session holds it; false otherwise. */
export async function tryTransactionLock(tx: Queryable, key: number): Promise<boolean> {
  const [row] = await tx.query<{ locked: boolean }>(
    'select pg_try_advisory_xact_lock($1) as locked',
    [key],
  );
  return row?.locked === true;
}
