/**
 * The audit log as the console reads it (`GET admin/audit`) and exports it (`admin/audit.csv`,
 * admin-lists/csv.ts). Exported cells that a spreadsheet would read as a formula (starting with
 * = + - @, or a tab or carriage return) are prefixed with `'` (SECURITY T19, OWASP CSV injection).
 */
import type { Database } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';
import { csvDialectFor, toCsv } from '../admin-lists/csv.ts';
import { cursorText } from '../admin-lists/keyset.ts';
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

/** An instant PostgreSQL can compare with (ISO allows year 0000, which it has not). */
function instant(value: string | undefined, field: 'from' | 'to'): Date | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1) {
    throw new HttpError(400, 'validation', { field });
  }
  return date;
}

const toFilters = (query: AuditQuery): AuditFilters => ({
  email: query.email,
  action: query.action,
  entity: query.entity,
  entityId: query.entityId,
  from: instant(query.from, 'from'),
  to: instant(query.to, 'to'),
});

const encodeCursor = (position: AuditPosition) =>
  Buffer.from(`${position.at.toISOString()}|${position.id}`, 'utf8').toString('base64url');

function decodeCursor(cursor: string | undefined): AuditPosition | undefined {
  if (cursor === undefined) return undefined;
  const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)\|(\d{1,18})$/.exec(
    cursorText(cursor) ?? '',
  );
  const at = match ? new Date(match[1] as string) : undefined;
  // The instant as written (not 2026-02-31 rolled over), and not year 0: PostgreSQL has none.
  if (
    !match ||
    !at ||
    Number.isNaN(at.getTime()) ||
    at.toISOString() !== match[1] ||
    at.getUTCFullYear() < 1
  ) {
    throw new HttpError(400, 'validation', { field: 'cursor' });
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

const json = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

export async function auditCsv(
  db: Database,
  ctx: OperatorContext,
  query: AuditQuery & { locale?: string | undefined },
) {
  const rows = await listAudit(db, ctx.tenantId, toFilters(query), { limit: MAX_CSV_ROWS });
  return toCsv(
    ['at', 'actor', 'email', 'action', 'entity', 'entityId', 'before', 'after'],
    rows.map((row) => [
      row.at.toISOString(),
      row.actorKind,
      row.email ?? '',
      row.action,
      row.entity,
      row.entityId,
      json(row.before),
      json(row.after),
    ]),
    { dialect: csvDialectFor(query.locale) },
  );
}
