/**
 * The console's recurrent schedules (issue 12): list them with their next occurrence and what
 * happened to the last one; pause (the recurrent-orders job and the upcoming notices leave a
 * paused schedule alone), resume (the next occurrence is the first on its rhythm not in the
 * past, in the tenant's calendar) and cancel (for good). Each change is audited in its
 * transaction; a cancelled schedule cannot be paused or resumed (409 scheduleCancelled).
 */
import type { AdminSchedule, ScheduleState } from '../../../contract/index.ts';
import { addDays, daysBetween, localDate } from '../../../domain/dates.ts';
import type { Database, Queryable } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { OperatorContext } from '../../plugins/operator-context.ts';
import { operatorActor } from '../admin-lists/audit-actor.ts';
import { decodeCursor, pageOf } from '../admin-lists/keyset.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import {
  lockSchedule,
  selectSchedules,
  selectSkips,
  stateOf,
  updateScheduleState,
  type ScheduleRow,
  type SkipRow,
} from './schedules-repository.ts';

/** Skips shown: those of occurrences from this many days ago on. */
const SKIPS_LOOKBACK_DAYS = 60;

function productsOf(products: unknown): AdminSchedule['products'] {
  if (!Array.isArray(products)) return [];
  return products.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { sku, quantity } = item as { sku?: unknown; quantity?: unknown };
    return typeof sku === 'string' && typeof quantity === 'number' ? [{ sku, quantity }] : [];
  });
}

/** `code` or `code:details` as the job records it. */
function reasonOf(error: string | null): { code: string; details: string } | null {
  if (error === null) return null;
  const colon = error.indexOf(':');
  return colon < 0
    ? { code: error, details: '' }
    : { code: error.slice(0, colon), details: error.slice(colon + 1) };
}

function toSchedule(row: ScheduleRow, skips: readonly SkipRow[]): AdminSchedule {
  const state = stateOf(row);
  return {
    id: row.id,
    clientId: row.client_id,
    clientName: row.client_name,
    periodDays: row.period_days,
    startDate: row.start_date,
    state,
    nextOccurrence: state === 'cancelled' ? null : row.next_date,
    products: productsOf(row.products),
    lastRun:
      row.last_run_at === null
        ? null
        : {
            at: row.last_run_at.toISOString(),
            occurrence: row.last_occurrence,
            orderNumber: row.last_order_number,
            reason: reasonOf(row.last_error),
          },
    skippedOccurrences: skips
      .filter((skip) => skip.schedule_id === row.id)
      .map((skip) => ({ occurrence: skip.occurrence, at: skip.skipped_at.toISOString() })),
  };
}

type ListContext = Pick<OperatorContext, 'tenantId' | 'tenant' | 'now'>;

async function withSkips(
  db: Queryable,
  ctx: ListContext,
  rows: readonly ScheduleRow[],
): Promise<AdminSchedule[]> {
  const since = addDays(localDate(ctx.now, ctx.tenant.timeZone), -SKIPS_LOOKBACK_DAYS);
  const skips = await selectSkips(
    db,
    ctx.tenantId,
    rows.map((row) => row.id),
    since,
  );
  return rows.map((row) => toSchedule(row, skips));
}

export async function listSchedules(
  db: Queryable,
  ctx: ListContext,
  query: {
    clientId?: string | undefined;
    state?: ScheduleState | undefined;
    limit: number;
    cursor?: string | undefined;
  },
): Promise<{ items: AdminSchedule[]; nextCursor: string | null }> {
  const after =
    query.cursor === undefined
      ? undefined
      : (([nextDate, id]) => ({ nextDate: String(nextDate), id: Number(id) }))(
          decodeCursor(query.cursor, ['s', 'n']),
        );
  if (after !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(after.nextDate)) {
    throw new HttpError(400, 'validation', { field: 'querystring.cursor' });
  }
  const rows = await selectSchedules(db, {
    ...query,
    tenantId: ctx.tenantId,
    after,
    limit: query.limit + 1,
  });
  const page = pageOf(
    rows,
    query.limit,
    (row) => row,
    (row) => [row.next_date, row.id],
  );
  return { items: await withSkips(db, ctx, page.items), nextCursor: page.nextCursor };
}

/** The first occurrence on the schedule's rhythm on or after `today`. */
export function nextOnRhythm(nextDate: string, periodDays: number, today: string): string {
  const behind = daysBetween(nextDate, today);
  if (behind <= 0) return nextDate;
  return addDays(nextDate, Math.ceil(behind / periodDays) * periodDays);
}

export type ScheduleAction = 'pause' | 'resume' | 'cancel';

type ChangeContext = ListContext & Pick<OperatorContext, 'operatorId' | 'email'>;

export async function changeSchedule(
  db: Database,
  ctx: ChangeContext,
  id: number,
  action: ScheduleAction,
): Promise<AdminSchedule> {
  return db.transaction(async (tx) => {
    const row = await lockSchedule(tx, ctx.tenantId, id);
    if (row === undefined) throw new HttpError(404, 'notFound');
    const before = stateOf(row);
    if (before === 'cancelled' && action !== 'cancel') {
      throw new HttpError(409, 'scheduleCancelled');
    }
    const today = localDate(ctx.now, ctx.tenant.timeZone);
    const target: Record<ScheduleAction, ScheduleState> = {
      pause: 'paused',
      resume: 'active',
      cancel: 'cancelled',
    };
    const after = target[action];
    if (after === before) return (await withSkips(tx, ctx, [row]))[0]!;
    const nextDate =
      action === 'resume' ? nextOnRhythm(row.next_date, row.period_days, today) : row.next_date;
    const pausedAt = action === 'pause' ? ctx.now : null;
    await updateScheduleState(tx, ctx.tenantId, id, {
      active: after !== 'cancelled',
      pausedAt,
      nextDate,
    });
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      actor: operatorActor(ctx),
      action: `schedule.${action}`,
      entity: 'schedule',
      entityId: String(id),
      before: { state: before, nextOccurrence: row.next_date },
      after: { state: after, nextOccurrence: after === 'cancelled' ? null : nextDate },
      at: ctx.now,
    });
    const updated: ScheduleRow = {
      ...row,
      active: after !== 'cancelled',
      paused_at: pausedAt,
      next_date: nextDate,
    };
    return (await withSkips(tx, ctx, [updated]))[0]!;
  });
}
