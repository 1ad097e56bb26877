/**
 * The chat notices the background jobs write to the outbox (issue 15), once per thing however
 * many instances run the jobs (each event has a unique dedupe key, migration 020):
 * - `delivery.reminder`: two days before the delivery of a scheduled or recurrent order still
 *   open (not cancelled or delivered), placed at least a day before — also the day before, when
 *   a run two days before was missed;
 * - `recurrent.upcoming`: two days before a recurrent schedule's next occurrence (also the day
 *   before, when missed), with a link that skips that occurrence only (links.ts).
 * "Today" is the tenant's date in its time zone. `recurrent.skipped` is written by the
 * recurrent-orders job itself, in the transaction that skips the occurrence.
 */
import { addDays, localDate } from '../../../domain/dates.ts';
import type { Database } from '../../db/types.ts';
import type { ServedTenants } from '../../served-tenants.ts';
import { writeOrderEvent, writeScheduleEvent } from '../outbox/event-data.ts';

/** Days before a delivery or occurrence the shop is told. */
export const NOTICE_DAYS_AHEAD = 2;

export interface NoticesResult {
  reminders: number;
  upcoming: number;
}

export async function writeDueNotices(
  db: Database,
  options: { now: Date; tenants: ServedTenants },
): Promise<NoticesResult> {
  const result: NoticesResult = { reminders: 0, upcoming: 0 };
  const { now } = options;
  const placedBefore = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  for (const tenant of options.tenants.values()) {
    const today = localDate(now, tenant.timeZone);
    const from = addDays(today, 1);
    const to = addDays(today, NOTICE_DAYS_AHEAD);
    const orders = await db.query<{ order_number: string; expected_delivery_date: string }>(
      `select order_number, expected_delivery_date from orders
        where tenant_id = $1 and order_type in ('scheduledOrder', 'recurrentOrder')
          and status not in ('CANCELLED', 'DELIVERED')
          and expected_delivery_date between $2 and $3 and created_at <= $4
          and not exists (select 1 from outbox_events e
                           where e.tenant_id = orders.tenant_id
                             and e.dedupe_key = 'delivery.reminder:' || orders.order_number
                                                || ':' || orders.expected_delivery_date)`,
      [tenant.id, from, to, placedBefore],
    );
    for (const order of orders) {
      const id = await writeOrderEvent(db, tenant, {
        type: 'delivery.reminder',
        orderNumber: order.order_number,
        now,
        dedupeKey: `delivery.reminder:${order.order_number}:${order.expected_delivery_date}`,
      });
      if (id !== undefined) result.reminders += 1;
    }
    const schedules = await db.query<{ id: number; client_id: string; next_date: string }>(
      `select id, client_id, next_date from recurrent_schedules s
        where tenant_id = $1 and active and paused_at is null and next_date between $2 and $3
          and not exists (select 1 from outbox_events e
                           where e.tenant_id = s.tenant_id
                             and e.dedupe_key = 'recurrent.upcoming:' || s.id || ':' || s.next_date)`,
      [tenant.id, from, to],
    );
    for (const schedule of schedules) {
      const id = await writeScheduleEvent(db, tenant, {
        type: 'recurrent.upcoming',
        scheduleId: schedule.id,
        clientId: schedule.client_id,
        occurrence: schedule.next_date,
        now,
      });
      if (id !== undefined) result.upcoming += 1;
    }
  }
  return result;
}
