/**
 * The audit log as the console reads it (`GET admin/audit`) and exports it (`admin/audit.csv`,
 * csv-stringify). Exported cells that a spreadsheet would read as a formula (starting with
 * = + - @, or a tab or carriage return) are prefixed with `'` (SECURITY T19, OWASP CSV injection).
 */
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { OperatorContext } from '../../plugins/operator-context.ts';
import {
  listAudit,
  type AuditFilters,
  type AuditPosition,
  type AuditRow,
} from './audit-query-repository.ts';

/** Rows in one CSV export at most (newest first); narrow the filters for older ones. */
export const MAX_CSV_ROWS = 50_000;

export interface AuditQuery {
  email?: string | undefined;
  action?: string | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const toFilters = (query: AuditQuery): AuditFilters => ({
  email: query.email,
  action: query.action,
  entity: query.entity,
  entityId: query.entityId,
  from: query.from === undefined ? undefined : new Date(query.from),
  to: query.to === undefined ? undefined : new Date(query.to),
});

const encodeCursor = (position: AuditPosition) =>
  Buffer.from(`${position.at.toISOString()}|${position.id}`, 'utf8').toString('base64url');

function decodeCursor(cursor: string | undefined): AuditPosition | undefined {
  if (cursor === undefined) return undefined;
  const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)\|(\d{1,18})$/.exec(
    Buffer.from(cursor, 'base64url').toString('utf8'),
  );
  const at = match ? new Date(match[1] as string) : undefined;
  if (!match || !at || Number.isNaN(at.getTime())) {
    throw new HttpError(400, 'validation', undefined);
  }
  return { at, id: match[2] as string };
}

const entryAnswer = (row: AuditRow) => ({
  id: row.id,
  at: row.at.toISOString(),
  actor:
    row.actorKind === 'operator' && row.email !== null
      ? { kind: row.actorKind, email: row.email }
      : { kind: row.actorKind },
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  before: row.before,
  after: row.after,
});

export async function auditPage(
  db: Database,
  ctx: OperatorContext,
  query: AuditQuery & { limit?: number | undefined; cursor?: string | undefined },
) {
  const limit = query.limit ?? 50;
  const rows = await listAudit(db, ctx.tenantId, toFilters(query), {
    limit: limit + 1,
    after: decodeCursor(query.cursor),
  });
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(entryAnswer),
    nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}

/** A cell a spreadsheet would not evaluate. */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const json = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

export async function auditCsv(db: Database, ctx: OperatorContext, query: AuditQuery) {
  const rows = await listAudit(db, ctx.tenantId, toFilters(query), { limit: MAX_CSV_ROWS });
  const records = rows.map((row) =>
    [
      row.at.toISOString(),
      row.actorKind,
      row.email ?? '',
      row.action,
      row.entity,
      row.entityId,
      json(row.before),
      json(row.after),
    ].map(neutraliseCell),
  );
  return stringify(records, {
    header: true,
    columns: ['at', 'actor', 'email', 'action', 'entity', 'entityId', 'before', 'after'],
    bom: true,
  });
}
