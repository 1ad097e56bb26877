/**
 * The audit log's writer (issue 12; table audit_log, migration 030). Every change made in the
 * console or by an operator call writes one entry INSIDE the transaction of the change, so the
 * entry exists exactly when the change does.
 */
import type { Queryable } from '../../db/types.ts';

export type AuditActor =
  | { kind: 'operator'; operatorId: string; email: string }
  | { kind: 'operatorKey' }
  /** An ERP API key (issue 13): the entry's `entityId` or `after` names the key. */
  | { kind: 'apiKey' };

export interface AuditEntry {
  tenantId: number;
  actor: AuditActor;
  /** What was done, dotted: e.g. `order.status`, `operator.invite`, `totp.enable`. */
  action: string;
  /** The kind of thing changed: e.g. `order`, `operator`, `client`. */
  entity: string;
  entityId: string;
  /** The entity's relevant fields before and after (null when it did not exist / was removed). */
  before: unknown;
  after: unknown;
  at: Date;
}

/** JSON for a jsonb parameter (arrays must be sent as text: see db/types.ts). */
const jsonOrNull = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value);

export async function recordAudit(q: Queryable, entry: AuditEntry): Promise<void> {
  const operator = entry.actor.kind === 'operator' ? entry.actor : undefined;
  await q.query(
    `insert into audit_log (tenant_id, actor_kind, operator_id, operator_email, action, entity,
                            entity_id, before, after, at)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10)`,
    [
      entry.tenantId,
      entry.actor.kind,
      operator?.operatorId ?? null,
      operator?.email ?? null,
      entry.action,
      entry.entity,
      entry.entityId,
      jsonOrNull(entry.before),
      jsonOrNull(entry.after),
      entry.at,
    ],
  );
}
