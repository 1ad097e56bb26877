/**
 * What the console's dated content shares (banners, featured banners, promotion images, feature
 * announcements; decisions 048 and 056): a period given as calendar days of the tenant and stored
 * as instants (the start day's local midnight, the local midnight after the end day: half-open,
 * as the shop's calls read them at the app's clock), the state at the server's clock, and the
 * create / replace / delete of one row in a transaction that records the change in the audit log.
 */
import type { BannerState, PeriodBody } from '../../../contract/index.ts';
import { addDays, localDate, startOfLocalDay } from '../../../domain/dates.ts';
import type { Database, Queryable } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { OperatorContext } from '../../plugins/operator-context.ts';
import { operatorActor } from '../admin-lists/audit-actor.ts';
import { recordAudit } from '../audit/audit-repository.ts';

export type ContentCtx = Pick<OperatorContext, 'tenantId' | 'tenant' | 'now'>;

export interface StoredPeriod {
  starts_at: Date | null;
  ends_at: Date | null;
  active: boolean;
}

/** Inactive, before its start, within its period or after its end, at `now`. */
export function periodState(row: StoredPeriod, now: Date): BannerState {
  if (!row.active) return 'inactive';
  if (row.starts_at && now < row.starts_at) return 'scheduled';
  if (row.ends_at && now >= row.ends_at) return 'ended';
  return 'live';
}

/** A stored period as the console shows it: its days in the tenant's calendar and its state. */
export function periodView(row: StoredPeriod, ctx: ContentCtx) {
  const timeZone = ctx.tenant.timeZone;
  return {
    startDate: row.starts_at ? localDate(row.starts_at, timeZone) : null,
    // The stored end is the first instant after the last day shown.
    endDate: row.ends_at ? localDate(new Date(row.ends_at.getTime() - 1), timeZone) : null,
    active: row.active,
    state: periodState(row, ctx.now),
  };
}

/** The console's days as the instants stored. */
export function periodInstants(body: PeriodBody, ctx: ContentCtx) {
  const timeZone = ctx.tenant.timeZone;
  return {
    startsAt: body.startDate === null ? null : startOfLocalDay(body.startDate, timeZone),
    endsAt: body.endDate === null ? null : startOfLocalDay(addDays(body.endDate, 1), timeZone),
    active: body.active,
  };
}

/**
 * 400 `validation` with one field per language of the tenant that `texts` lacks
 * (`<field>.<language>`, code `missingTranslation`), before anything is written.
 */
export function requireTenantLanguages(
  ctx: ContentCtx,
  checks: readonly { field: string; texts: Readonly<Record<string, unknown>> }[],
): void {
  const fields = checks.flatMap(({ field, texts }) =>
    ctx.tenant.languages
      .filter((language) => texts[language] === undefined)
      .map((language) => ({ path: `${field}.${language}`, code: 'missingTranslation' })),
  );
  if (fields.length > 0) throw new HttpError(400, 'validation', undefined, { fields });
}

/** One kind of content row: how to find, write and show it, and its name in the audit log. */
export interface ContentKind<Id, Row, Write, View extends object> {
  /** Audit entity (`banner`) and action prefix (`banner.create`). */
  entity: string;
  find(q: Queryable, tenantId: number, id: Id): Promise<Row | undefined>;
  insert(q: Queryable, tenantId: number, write: Write): Promise<Row>;
  update(q: Queryable, tenantId: number, id: Id, write: Write): Promise<Row | undefined>;
  remove(q: Queryable, tenantId: number, id: Id): Promise<boolean>;
  view(row: Row, ctx: ContentCtx): View;
  idOf(row: Row): Id;
  /** The audit log's entity id (default `String(id)`). */
  auditId?(id: Id): string;
}

/** What the audit log keeps of a row (its state is of the moment, not of the row). */
function audited(view: object): object {
  const { state: _state, ...rest } = view as { state?: unknown };
  return rest;
}

type Change = 'create' | 'update' | 'delete';

/** Writes one change and its audit entry in one transaction; 404 for another tenant's row or none. */
export function contentChanges<Id, Row, Write, View extends object>(
  kind: ContentKind<Id, Row, Write, View>,
) {
  const audit = (
    tx: Queryable,
    ctx: OperatorContext,
    change: Change,
    id: Id,
    before: View | null,
    after: View | null,
  ) =>
    recordAudit(tx, {
      tenantId: ctx.tenantId,
      actor: operatorActor(ctx),
      action: `${kind.entity}.${change}`,
      entity: kind.entity,
      entityId: kind.auditId?.(id) ?? String(id),
      before: before && audited(before),
      after: after && audited(after),
      at: ctx.now,
    });
  const existing = async (tx: Queryable, ctx: OperatorContext, id: Id) => {
    const row = await kind.find(tx, ctx.tenantId, id);
    if (!row) throw new HttpError(404, 'notFound');
    return kind.view(row, ctx);
  };
  return {
    create: (db: Database, ctx: OperatorContext, write: Write): Promise<View> =>
      db.transaction(async (tx) => {
        const row = await kind.insert(tx, ctx.tenantId, write);
        const created = kind.view(row, ctx);
        await audit(tx, ctx, 'create', kind.idOf(row), null, created);
        return created;
      }),
    update: (db: Database, ctx: OperatorContext, id: Id, write: Write): Promise<View> =>
      db.transaction(async (tx) => {
        const before = await existing(tx, ctx, id);
        const row = await kind.update(tx, ctx.tenantId, id, write);
        if (!row) throw new HttpError(404, 'notFound');
        const updated = kind.view(row, ctx);
        await audit(tx, ctx, 'update', id, before, updated);
        return updated;
      }),
    remove: (db: Database, ctx: OperatorContext, id: Id): Promise<{ ok: true }> =>
      db.transaction(async (tx) => {
        const before = await existing(tx, ctx, id);
        if (!(await kind.remove(tx, ctx.tenantId, id))) throw new HttpError(404, 'notFound');
        await audit(tx, ctx, 'delete', id, before, null);
        return { ok: true as const };
      }),
  };
}
