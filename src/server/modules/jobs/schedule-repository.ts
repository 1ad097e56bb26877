/**
 * The recurrent-orders job's reads and writes of `recurrent_schedules` (migrations 002, 009).
 * Every query is filtered by the tenant (SECURITY T4). The orders themselves are written with the
 * ordering module's repository.
 */
import { simulateLineSchema } from '../../../contract/index.ts';
import type { Queryable } from '../../db/types.ts';

/** One line of a standing schedule, as `order/create` stored it (combo / familyId 0 = none). */
export interface ScheduleLine {
  sku: string;
  quantity: number;
  combo: number;
  familyId: number;
}

export interface Schedule {
  tenantId: number;
  id: number;
  clientId: string;
  periodDays: number;
  /** The next occurrence, 'YYYY-MM-DD'. */
  nextDate: string;
  lines: ScheduleLine[];
}

interface ScheduleRecord {
  tenant_id: number;
  id: number;
  client_id: string;
  period_days: number;
  next_date: string;
  products: unknown;
}

/**
 * The stored lines, checked with the contract's simulate line schema (what `order/create` stored
 * them from); a malformed item in the jsonb is left out rather than trusted.
 */
function scheduleLines(products: unknown): ScheduleLine[] {
  if (!Array.isArray(products)) return [];
  return products.flatMap((item: unknown) => {
    const line = simulateLineSchema.safeParse(item);
    if (!line.success || line.data.quantity === 0) return [];
    const { sku, quantity, combo = 0, familyId = 0 } = line.data;
    return [{ sku, quantity, combo, familyId }];
  });
}

const toSchedule = (row: ScheduleRecord): Schedule => ({
  tenantId: row.tenant_id,
  id: row.id,
  clientId: row.client_id,
  periodDays: row.period_days,
  nextDate: row.next_date,
  lines: scheduleLines(row.products),
});

const COLUMNS = 'tenant_id, id, client_id, period_days, next_date, products';

/**
 * The tenant's active schedules (not paused by an operator) whose next occurrence is on or before
 * `dueBy`, oldest first.
 */
export async function selectDueSchedules(
  db: Queryable,
  tenantId: number,
  dueBy: string,
): Promise<Schedule[]> {
  const rows = await db.query<ScheduleRecord>(
    `select ${COLUMNS} from recurrent_schedules
      where tenant_id = $1 and active and paused_at is null and next_date <= $2
      order by next_date, id`,
    [tenantId, dueBy],
  );
  return rows.map(toSchedule);
}

/**
 * Locks one schedule until the transaction ends, if it is still active, not paused and due. Undefined when
 * another transaction holds it (SKIP LOCKED: another instance is creating its order) or when it is
 * no longer due (that order was created meanwhile and next_date moved on).
 */
export async function lockDueSchedule(
  tx: Queryable,
  tenantId: number,
  id: number,
  dueBy: string,
): Promise<Schedule | undefined> {
  const [row] = await tx.query<ScheduleRecord>(
    `select ${COLUMNS} from recurrent_schedules
      where tenant_id = $1 and id = $2 and active and paused_at is null and next_date <= $3
      for update skip locked`,
    [tenantId, id, dueBy],
  );
  return row === undefined ? undefined : toSchedule(row);
}

/** Whether the job already created the order of this occurrence (migration 009's unique key). */
export async function occurrenceOrdered(
  tx: Queryable,
  schedule: Pick<Schedule, 'tenantId' | 'id'>,
  occurrence: string,
): Promise<boolean> {
  const rows = await tx.query(
    `select 1 from orders
      where tenant_id = $1 and recurrent_schedule_id = $2 and recurrent_occurrence = $3`,
    [schedule.tenantId, schedule.id, occurrence],
  );
  return rows.length > 0;
}

/** Whether the shop skipped this occurrence through its link (migration 022). */
export async function occurrenceSkipped(
  tx: Queryable,
  schedule: Pick<Schedule, 'tenantId' | 'id'>,
  occurrence: string,
): Promise<boolean> {
  const rows = await tx.query(
    `select 1 from recurrent_skips
      where tenant_id = $1 and schedule_id = $2 and occurrence = $3`,
    [schedule.tenantId, schedule.id, occurrence],
  );
  return rows.length > 0;
}

export interface ScheduleRun {
  at: Date;
  occurrence: string;
  nextDate: string;
  /** The order created for the occurrence; undefined when it was skipped. */
  orderNumber: string | undefined;
  /** Why it was skipped or lines were dropped: an error code, optionally ':' and details. */
  error: string | undefined;
}

/** Moves the schedule on to its next occurrence and records what this run did. */
export async function recordScheduleRun(
  tx: Queryable,
  schedule: Pick<Schedule, 'tenantId' | 'id'>,
  run: ScheduleRun,
): Promise<void> {
  await tx.query(
    `update recurrent_schedules
        set next_date = $3, last_run_at = $4, last_occurrence = $5, last_order_number = $6,
            last_error = $7
      where tenant_id = $1 and id = $2`,
    [
      schedule.tenantId,
      schedule.id,
      run.nextDate,
      run.at,
      run.occurrence,
      run.orderNumber ?? null,
      run.error ?? null,
    ],
  );
}

/** A client's schedule, locked, for the skip link; undefined when it is not theirs. */
export async function lockClientSchedule(
  tx: Queryable,
  tenantId: number,
  clientId: string,
  id: number,
): Promise<{ active: boolean; nextDate: string } | undefined> {
  const [row] = await tx.query<{ active: boolean; next_date: string }>(
    `select active, next_date from recurrent_schedules
      where tenant_id = $1 and client_id = $2 and id = $3
      for update`,
    [tenantId, clientId, id],
  );
  return row && { active: row.active, nextDate: row.next_date };
}

/** Records the shop's skip of one occurrence; false when it was skipped before. */
export async function insertOccurrenceSkip(
  tx: Queryable,
  tenantId: number,
  scheduleId: number,
  occurrence: string,
  at: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `insert into recurrent_skips (tenant_id, schedule_id, occurrence, skipped_at)
     values ($1, $2, $3, $4)
     on conflict do nothing
     returning 1`,
    [tenantId, scheduleId, occurrence, at],
  );
  return rows.length > 0;
}
