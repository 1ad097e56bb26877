/**
 * SQL on opt_ins (SECURITY T4: every query names the tenant and the client).
 */
import type { Queryable } from '../../db/types.ts';

/** The stored flag, or undefined when the client never chose. */
export async function findOptIn(
  db: Queryable,
  tenantId: number,
  clientId: string,
): Promise<boolean | undefined> {
  const [row] = await db.query<{ enabled: boolean }>(
    `select is_notification_enable as enabled
       from opt_ins
      where tenant_id = $1 and client_id = $2`,
    [tenantId, clientId],
  );
  return row?.enabled;
}

export async function saveOptIn(
  db: Queryable,
  tenantId: number,
  clientId: string,
  enabled: boolean,
  now: Date,
): Promise<void> {
  await db.query(
    `insert into opt_ins (tenant_id, client_id, is_notification_enable, updated_at)
     values ($1, $2, $3, $4)
     on conflict (tenant_id, client_id)
     do update set is_notification_enable = excluded.is_notification_enable,
                   updated_at = excluded.updated_at`,
    [tenantId, clientId, enabled, now],
  );
}
