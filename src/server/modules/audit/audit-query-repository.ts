/**
 * Reading the audit log (table audit_log, migration 030): one tenant's entries, newest first,
 * filtered, keyset-paginated on (at, id) — served by audit_log_tenant_at_idx and the per-filter
 * indexes (operator email, action, entity + entity id).
 */
import type { Queryable } from '../../db/types.ts';

export interface AuditFilters {
  email?: string | undefined;
  action?: string | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export interface AuditRow {
  id: string;
  at: Date;
  actorKind: 'operator' | 'operatorKey' | 'apiKey';
  email: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

export interface AuditPosition {
  at: Date;
  id: string;
}

export async function listAudit(
  q: Queryable,
  tenantId: number,
  filters: AuditFilters,
  page: { limit: number; after?: AuditPosition | undefined },
): Promise<AuditRow[]> {
  const rows = await q.query<{
    id: string | number;
    at: Date;
    actor_kind: 'operator' | 'operatorKey' | 'apiKey';
    operator_email: string | null;
    action: string;
    entity: string;
    entity_id: string;
    before: unknown;
    after: unknown;
  }>(
    `select id::text as id, at, actor_kind, operator_email, action, entity, entity_id, before, after
       from audit_log
      where tenant_id = $1
        and ($2::text is null or operator_email = $2)
        and ($3::text is null or action = $3)
        and ($4::text is null or entity = $4)
        and ($5::text is null or entity_id = $5)
        and ($6::timestamptz is null or at >= $6)
        and ($7::timestamptz is null or at < $7)
        and ($8::timestamptz is null or (at, id) < ($8::timestamptz, $9::bigint))
      order by at desc, id desc
      limit $10`,
    [
      tenantId,
      filters.email?.trim().toLowerCase() ?? null,
      filters.action ?? null,
      filters.entity ?? null,
      filters.entityId ?? null,
      filters.from ?? null,
      filters.to ?? null,
      page.after?.at ?? null,
      page.after?.id ?? null,
      page.limit,
    ],
  );
  return rows.map((row) => ({
    id: String(row.id),
    at: new Date(row.at),
    actorKind: row.actor_kind,
    email: row.operator_email,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    before: row.before,
    after: row.after,
  }));
}
