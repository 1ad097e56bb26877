/**
 * The recurrent-orders job (SPEC §4 order type, §5 recurrent orders, §9 periods; decision 017):
 * turns each standing schedule's next occurrence into the next order, the way `order/create`
 * would have placed it that day.
 *
 * When an occurrence is due: when an order placed now can still be delivered on it, i.e. the
 * occurrence is on or before the tenant's earliest delivery date (today in the tenant's time zone
 * plus lead days, one more past the cut-off hour; domain delivery-calendar.ts). The order is
 * delivered on the occurrence, or on the first available delivery date after it (weekday off,
 * holiday, or the occurrence already passed).
 *
 * Per schedule, one transaction (exactly once, decision 011's habits):
 * 1. lock the schedule row FOR UPDATE SKIP LOCKED and re-check that it is due: a schedule another
 *    instance is working on is skipped, and one it finished is no longer due;
 * 2. lock the client row (like `order/create`: one client's orders are serialised);
 * 3. decide from the locked rows with the create service's pieces — client ordering on, the
 *    tenant still offering recurrent delivery, lines whose product is gone or no longer orderable
 *    dropped, the price engine in create mode over today's catalogue with the client's open
 *    orders (src/domain/pricing/price-engine.ts): no client prices are sent, so nothing can have
 *    "changed", and nobody ticks the credit-limit box, so an over-limit order is refused as the
 *    create service refuses it;
 * 4. insert the order (channel 40, the create service's status, order type recurrentOrder, the
 *    schedule id and the occurrence: migration 009 makes schedule + occurrence unique) or record
 *    why the occurrence was skipped, and move next_date on by the period; the order's
 *    `order.created` or the occurrence's `recurrent.skipped` outbox event is written in the same
 *    transaction (issue 15); an occurrence the shop skipped through its link is skipped
 *    (skippedByShop, migration 022); COMMIT.
 * A schedule several periods behind (the service was down) is brought to its latest due
 * occurrence, which is ordered only if it is at most MAX_LATE_DAYS late: no burst of old orders. A fault in one schedule rolls back only that schedule
 * (it is tried again next run) and the run goes on.
 */
import type { ApiErrorCode } from '../../../contract/index.ts';
import { addDays, daysBetween } from '../../../domain/dates.ts';
import { availableDeliveryDates, earliestDeliveryDate } from '../../../domain/delivery-calendar.ts';
import { deliveryOptionsDisabled } from '../../../domain/delivery.ts';
import { isOrderableLine } from '../../../domain/order-body.ts';
import { isPriced } from '../../../domain/prices.ts';
import { isOrderingDisabled } from '../../../domain/quantity.ts';
import type { Product } from '../../../domain/types.ts';
import { deliveryCalendarFor, type ResolvedTenantConfig } from '../../../tenants/index.ts';
import { effectiveTenant } from '../tenant-settings/effective-tenant.ts';
import type { Database, Queryable } from '../../db/types.ts';
import type { ServedTenants } from '../../served-tenants.ts';
import { placeOrder } from '../ordering/place-order.ts';
import { writeScheduleEvent } from '../outbox/event-data.ts';
import { withTransientRetries } from '../ordering/idempotency.ts';
import { AVAILABLE_WINDOW_DAYS } from '../../../domain/order-delivery.ts';
import { toApiError } from '../ordering/order-response.ts';
import { priceOrder } from '../../../domain/pricing/price-engine.ts';
import type { PricingSuccess } from '../../../domain/pricing/price-engine-types.ts';
import { loadPricingData, type PricingData } from '../ordering/pricing-repository.ts';
import {
  findClient,
  type ClientAccount,
  type ClientScope as TenantClientScope,
} from '../clients/client-repository.ts';
import { openOrdersTotal } from '../ordering/pricing-repository.ts';
import {
  lockDueSchedule,
  occurrenceOrdered,
  occurrenceSkipped,
  recordScheduleRun,
  selectDueSchedules,
  type Schedule,
  type ScheduleLine,
} from './schedule-repository.ts';

/** `user_flow.origin` of the orders this job creates (app orders carry the session's origin). */
export const RECURRENT_JOB_ORIGIN = 'recurrentSchedule';

/**
 * Why an occurrence was skipped: the create service's refusal, already ordered, or found too late
 * (more than MAX_LATE_DAYS after it became due).
 */
export type SkipReason = ApiErrorCode | 'alreadyOrdered' | 'missed' | 'skippedByShop';

/**
 * An occurrence found more than this many days after it became due (the service was down, or the
 * first run after an upgrade) is skipped, not delivered late: a late order would arrive shortly
 * before the next one, and the shop ordered a rhythm, not a backlog. Within it (a run over a
 * weekend, a short outage) the order is placed and delivered on the first date still possible.
 */
export const MAX_LATE_DAYS = 2;

export interface RecurrentOrdersOptions {
  now: Date;
  /** The tenants whose schedules are run (the deployment's served tenants). */
  tenants: ServedTenants;
  /** Ends the run between two schedules (the server is stopping); the rest wait for next run. */
  signal?: AbortSignal;
  /** Told about a schedule whose transaction failed (it is retried on the next run). */
  onFault?: (fault: { tenantId: number; scheduleId: number; error: unknown }) => void;
}

export interface RecurrentOrdersResult {
  /** Orders created. */
  created: number;
  /** Occurrences skipped (recorded in the schedule's last_error), next_date moved on. */
  skipped: number;
  /** Schedules whose transaction failed, left as they were. */
  failed: number;
}

/**
 * The latest occurrence on or before `dueBy` of a schedule whose next occurrence is `nextDate`
 * (every `periodDays` from it), or undefined when none is due yet.
 */
export function latestDueOccurrence(
  nextDate: string,
  periodDays: number,
  dueBy: string,
): string | undefined {
  const behind = daysBetween(nextDate, dueBy);
  if (behind < 0 || periodDays < 1) return undefined;
  return addDays(nextDate, Math.floor(behind / periodDays) * periodDays);
}

/** What one run knows of a tenant: computed once, before the per-schedule transactions. */
interface TenantRun {
  tenant: ResolvedTenantConfig;
  now: Date;
  /** Occurrences on or before this date are due. */
  dueBy: string;
  /** The tenant's available delivery dates for an order placed now, ascending. */
  available: readonly string[];
  /** Today's catalogue and the combos the due schedules name (read outside the transactions). */
  data: PricingData;
}

/**
 * A product the schedule may still order: in today's catalogue (active), priced, not switched off
 * (quantity limit 0), and without a quantity limit (such products cannot be ordered recurrently,
 * SPEC §5 "Products with a quantityLimit disable the scheduled and recurrent options").
 */
function stillOrderable(product: Product | undefined): product is Product {
  return (
    product !== undefined &&
    isPriced(product) &&
    !isOrderingDisabled(product) &&
    !deliveryOptionsDisabled([{ product, quantity: 1 }])
  );
}

type Decision =
  | { kind: 'skip'; reason: SkipReason; detail?: string }
  | {
      kind: 'order';
      account: ClientAccount;
      deliveryDate: string;
      priced: PricingSuccess;
      dropped: string[];
    };

const skip = (reason: SkipReason, detail?: string): Decision =>
  detail === undefined ? { kind: 'skip', reason } : { kind: 'skip', reason, detail };

/** Decides the occurrence from the locked schedule and client rows, as `order/create` would. */
async function decide(
  tx: Queryable,
  run: TenantRun,
  schedule: Schedule,
  occurrence: string,
): Promise<Decision> {
  const { tenant, data } = run;
  if (await occurrenceOrdered(tx, schedule, occurrence)) return skip('alreadyOrdered');
  if (await occurrenceSkipped(tx, schedule, occurrence)) return skip('skippedByShop');
  if (!tenant.features.recurrentDelivery) return skip('deliveryOptionUnavailable');

  const scope: TenantClientScope = { tenantId: tenant.id, clientId: schedule.clientId };
  const account = await findClient(tx, scope, { forUpdate: true });
  if (account === undefined) return skip('notFound');
  if (!account.client.isOrderOptionActive) return skip('orderingDisabled');

  const kept: ScheduleLine[] = [];
  const dropped: string[] = [];
  for (const line of schedule.lines) {
    if (!isOrderableLine(line)) continue; // packaging is derived by the engine, never ordered
    if (stillOrderable(data.catalogue.get(line.sku))) kept.push(line);
    else dropped.push(line.sku);
  }
  if (kept.length === 0) return skip('emptyOrder', dropped.join(','));

  const deliveryDate = run.available.find((date) => date >= occurrence);
  if (deliveryDate === undefined) return skip('deliveryDateUnavailable');

  const priced = priceOrder({
    mode: 'create',
    lines: kept,
    ...data,
    tax: tenant.tax,
    tenant,
    client: account.client,
    openOrdersTotal: await openOrdersTotal(tx, scope),
  });
  if (!priced.ok) {
    const error = toApiError(priced);
    const detail = Object.entries(error.params ?? {})
      .map(([key, value]) => `${key}=${String(value)}`)
      .join(',');
    return skip(error.code, detail === '' ? undefined : detail);
  }
  return { kind: 'order', account, deliveryDate, priced, dropped };
}

async function writeOrder(
  tx: Queryable,
  run: TenantRun,
  schedule: Schedule,
  occurrence: string,
  decision: Extract<Decision, { kind: 'order' }>,
): Promise<string> {
  const { account, deliveryDate, priced } = decision;
  const scope: TenantClientScope = { tenantId: run.tenant.id, clientId: schedule.clientId };
  const { orderNumber } = await placeOrder(tx, {
    tenant: run.tenant,
    scope,
    account,
    priced,
    now: run.now,
    deliveryDate,
    orderType: 'recurrentOrder',
    recurrent: { scheduleId: schedule.id, occurrence },
    requireNpsOnBot: false,
    confirmed: {
      origin: RECURRENT_JOB_ORIGIN,
      creditLimitAccepted: false,
      glassBottlesAccepted: false,
      deliveryAddressConfirmed: false,
    },
  });
  return orderNumber;
}

type Outcome = 'created' | 'skipped' | 'untouched';

/** One schedule in one transaction: lock, decide, write, move next_date on. */
async function runSchedule(tx: Queryable, run: TenantRun, id: number): Promise<Outcome> {
  const schedule = await lockDueSchedule(tx, run.tenant.id, id, run.dueBy);
  if (schedule === undefined) return 'untouched';
  const occurrence = latestDueOccurrence(schedule.nextDate, schedule.periodDays, run.dueBy);
  if (occurrence === undefined) return 'untouched';
  const nextDate = addDays(occurrence, schedule.periodDays);

  const decision =
    daysBetween(occurrence, run.dueBy) > MAX_LATE_DAYS
      ? skip('missed')
      : await decide(tx, run, schedule, occurrence);
  if (decision.kind === 'skip') {
    const error =
      decision.detail === undefined ? decision.reason : `${decision.reason}:${decision.detail}`;
    await recordScheduleRun(tx, schedule, {
      at: run.now,
      occurrence,
      nextDate,
      orderNumber: undefined,
      error,
    });
    // The shop hears of it (issue 15), in this transaction; not of a duplicate run's skip.
    if (decision.reason !== 'alreadyOrdered') {
      await writeScheduleEvent(tx, run.tenant, {
        type: 'recurrent.skipped',
        scheduleId: schedule.id,
        clientId: schedule.clientId,
        occurrence,
        reason: decision.reason,
        now: run.now,
      });
    }
    return 'skipped';
  }
  const orderNumber = await writeOrder(tx, run, schedule, occurrence, decision);
  await recordScheduleRun(tx, schedule, {
    at: run.now,
    occurrence,
    nextDate,
    orderNumber,
    error:
      decision.dropped.length > 0
        ? `${'productUnavailable' satisfies ApiErrorCode}:${decision.dropped.join(',')}`
        : undefined,
  });
  return 'created';
}

/**
 * Creates the due orders of every recurrent schedule of `tenants` at `now` (see the top of this
 * file). Safe to run from several instances at once and to run again: each occurrence is ordered
 * at most once.
 */
export async function runDueRecurrentOrders(
  db: Database,
  options: RecurrentOrdersOptions,
): Promise<RecurrentOrdersResult> {
  const { now } = options;
  const result: RecurrentOrdersResult = { created: 0, skipped: 0, failed: 0 };
  for (const file of options.tenants.values()) {
    if (options.signal?.aborted) break;
    // The console's settings over the tenant file (decision 058): features and calendar.
    const tenant = await effectiveTenant({ db }, file);
    const { timeZone } = tenant;
    const dueBy = earliestDeliveryDate(tenant.deliveryCalendar, timeZone, now);
    const due = await selectDueSchedules(db, tenant.id, dueBy);
    if (due.length === 0) continue;
    const run: TenantRun = {
      tenant,
      now,
      dueBy,
      available: availableDeliveryDates({
        calendar: deliveryCalendarFor(tenant, now, AVAILABLE_WINDOW_DAYS),
        timeZone,
        now,
        days: AVAILABLE_WINDOW_DAYS,
      }),
      data: await loadPricingData(
        { db, now: () => now },
        tenant,
        due.flatMap((schedule) => schedule.lines),
      ),
    };
    for (const schedule of due) {
      if (options.signal?.aborted) break;
      try {
        const outcome = await withTransientRetries(() =>
          db.transaction((tx) => runSchedule(tx, run, schedule.id)),
        );
        if (outcome === 'created') result.created += 1;
        else if (outcome === 'skipped') result.skipped += 1;
      } catch (error) {
        result.failed += 1;
        options.onFault?.({ tenantId: tenant.id, scheduleId: schedule.id, error });
      }
    }
  }
  return result;
}
