/**
 * SQL of the console's recurrent schedules (issue 12): a tenant's schedules with their client's
 * name, the last run the job recorded (migration 009) and the occurrences the shop skipped
 * (migration 022); pause (paused_at, migration 035), resume and cancel (active = false).
 */
import type { ScheduleState } from '../../../contract/index.ts';
import type { Queryable } from '../../db/types.ts';

export interface ScheduleRow {
  id: number;
  client_id: string;
  client_name: string;
  period_days: number;
  start_date: string;
  next_date: string;
  products: unknown;
  active: boolean;
  paused_at: Date | null;
  last_run_at: Date | null;
  last_occurrence: string | null;
  last_order_number: string | null;
  last_error: string | null;
}

const COLUMNS = `s.id, s.client_id, c.name as client_name, s.period_days, s.start_date,
  s.next_date, s.products, s.active, s.paused_at, s.last_run_at, s.last_occurrence,
  s.last_order_number, s.last_error`;

const FROM = `from recurrent_schedules s
  join clients c on c.tenant_id = s.tenant_id and c.external_id = s.client_id`;

const STATE_SQL: Record<ScheduleState, string> = {
  active: 's.active and s.paused_at is null',
  paused: 's.active and s.paused_at is not null',
  cancelled: 'not s.active',
};

export const stateOf = (row: Pick<ScheduleRow, 'active' | 'paused_at'>): ScheduleState =>
  !row.active ? 'cancelled' : row.paused_at === null ? 'active' : 'paused';

/** By next occurrence then id; keyset after (next_date, id). */
export async function selectSchedules(
  db: Queryable,
  query: {
    tenantId: number;
    clientId?: string | undefined;
    state?: ScheduleState | undefined;
    after?: { nextDate: string; id: number } | undefined;
    limit: number;
  },
): Promise<ScheduleRow[]> {
  const state = query.state === undefined ? 'true' : STATE_SQL[query.state];
  return db.query<ScheduleRow>(
    `select ${COLUMNS} ${FROM}
      where s.tenant_id = $1 and ($2::text is null or s.client_id = $2) and ${state}
        and ($3::date is null or (s.next_date, s.id) > ($3::date, $4::int))
      order by s.next_date, s.id
      limit $5`,
    [
      query.tenantId,
      query.clientId ?? null,
      query.after?.nextDate ?? null,
      query.after?.id ?? null,
      query.limit,
    ],
  );
}

/** One schedule of the tenant, locked until the transaction ends. */
export async function lockSchedule(
  tx: Queryable,
  tenantId: number,
  id: number,
): Promise<ScheduleRow | undefined> {
  const [row] = await tx.query<ScheduleRow>(
    `select ${COLUMNS} ${FROM} where s.tenant_id = $1 and s.id = $2 for update of s`,
    [tenantId, id],
  );
  return row;
}

export async function updateScheduleState(
  tx: Queryable,
  tenantId: number,
  id: number,
  change: { active: boolean; pausedAt: Date | null; nextDate: string },
): Promise<void> {
  await tx.query(
    `update recurrent_schedules set active = $3, paused_at = $4, next_date = $5
      where tenant_id = $1 and id = $2`,
    [tenantId, id, change.active, change.pausedAt, change.nextDate],
  );
}

export interface SkipRow {
  schedule_id: number;
  occurrence: string;
  skipped_at: Date;
}

/** The shop's skips of the given schedules on or after `since`, by occurrence. */
export async function selectSkips(
  db: Queryable,
  tenantId: number,
  scheduleIds: readonly number[],
  since: string,
): Promise<SkipRow[]> {
  if (scheduleIds.length === 0) return [];
  return db.query<SkipRow>(
    `select schedule_id, occurrence, skipped_at from recurrent_skips
      where tenant_id = $1 and schedule_id = any($2::int[]) and occurrence >= $3
      order by occurrence`,
    [tenantId, [...scheduleIds], since],
  );
}
