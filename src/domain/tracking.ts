/**
 * Order tracking (SPEC.md §4 "Order tracking steps", §3 "Order history entry", §2 Chrome reminders).
 *
 * Index base: `currentTrackingStep` returns a 0-based index into the steps shown
 * (`visibleSteps`). Steps before it are done, the step at it is the one the order is at
 * (the last step reached), and `steps.length` means every step is done.
 */
import { addDays, isoDatePart } from './dates.ts';

/** SPEC §4: the default steps, in order. Tenants may pass their own list (e.g. 3 or 4 of these). */
export const DEFAULT_TRACKING_STEPS = [
  'orderPlaced',
  'financialAnalysis',
  'picking',
  'delivering',
  'delivered',
] as const;

export type TrackingStep = (typeof DEFAULT_TRACKING_STEPS)[number];

/** The pseudo-step shown after "received" for a cancelled order (SPEC §4). */
export const CANCELLED_STEP = 'cancelled';

/** SPEC §4: the server statuses of an order. */
export const TRACKING_STATUSES = [
  'REGISTERED',
  'BLOCKED',
  'PREPARING',
  'ROUTED',
  'DELIVERED',
  'CANCELLED',
] as const;

export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** SPEC §4: the step each (non-cancelled) status means the order has reached. */
const STEP_REACHED_BY_STATUS: Record<Exclude<TrackingStatus, 'CANCELLED'>, TrackingStep> = {
  REGISTERED: 'orderPlaced', // received
  BLOCKED: 'financialAnalysis', // credit analysis
  PREPARING: 'picking', // in separation
  ROUTED: 'delivering', // out for delivery
  DELIVERED: 'delivered',
};

/** The part of an order history entry the tracking reads: the canceled flag and one boolean per step. */
export interface TrackedOrder {
  canceled?: boolean;
  [step: string]: unknown;
}

/** The step flags an order carries (one boolean per step, named as the step) plus `canceled`. */
export type StepFlags = Record<string, boolean> & { canceled: boolean };

/**
 * SPEC §4 current step: 1 if canceled (the "cancelled" step of `visibleSteps`); otherwise the index
 * before the first step not flagged true (a missing flag counts as not reached); otherwise the full
 * count. Floors at 0: an order in the history has at least been received.
 */
export function currentTrackingStep(order: TrackedOrder, steps: readonly string[]): number {
  if (order.canceled === true) return 1;
  const firstNotReached = steps.findIndex((step) => order[step] !== true);
  if (firstNotReached === -1) return steps.length;
  return Math.max(0, firstNotReached - 1);
}

/** SPEC §4: a cancelled order shows only two steps, received then cancelled; others show the tenant's steps. */
export function visibleSteps(order: TrackedOrder, steps: readonly string[]): string[] {
  return order.canceled === true ? ['orderPlaced', CANCELLED_STEP] : [...steps];
}

/**
 * The step booleans for a server status (SPEC §4 status ↔ step mapping): every step up to and
 * including the one the status reaches is true, in the default order (so a tenant without
 * financialAnalysis still gets orderPlaced true for BLOCKED). CANCELLED: received and canceled.
 * Steps unknown to the default list stay false.
 */
export function stepFlagsForStatus(
  status: TrackingStatus,
  steps: readonly string[] = DEFAULT_TRACKING_STEPS,
): StepFlags {
  const reached: TrackingStep =
    status === 'CANCELLED' ? 'orderPlaced' : STEP_REACHED_BY_STATUS[status];
  const reachedRank = DEFAULT_TRACKING_STEPS.indexOf(reached);
  const flags: StepFlags = { canceled: status === 'CANCELLED' };
  for (const step of steps) {
    const rank = (DEFAULT_TRACKING_STEPS as readonly string[]).indexOf(step);
    flags[step] = rank !== -1 && rank <= reachedRank;
  }
  return flags;
}

/** SPEC §3 channel codes: 11 pre-seller, 12 telesales, 40 messaging app (values are i18n keys). */
export const CHANNELS = { 11: 'preSeller', 12: 'telesales', 40: 'messagingApp' } as const;

export type ChannelKey = (typeof CHANNELS)[keyof typeof CHANNELS];

/** The channel key of an order's orderCreationChannel code (number or numeric string); undefined if unknown. */
export function channelKey(code: number | string | null | undefined): ChannelKey | undefined {
  const n = typeof code === 'string' && code.trim() !== '' ? Number(code) : code;
  if (n === 11 || n === 12 || n === 40) return CHANNELS[n];
  return undefined;
}

/** SPEC §9 delivery reminders: they start two days before the delivery. */
export const DELIVERY_REMINDER_DAYS_BEFORE = 2;

/**
 * SPEC §2/§9: reminders start two days before a scheduled or recurrent delivery and run up to the
 * delivery day itself (inclusive). Dates are YYYY-MM-DD (a time part is ignored); unreadable → false.
 */
export function deliveryReminderActive(expectedDeliveryDate: string, today: string): boolean {
  const delivery = isoDatePart(expectedDeliveryDate);
  const day = isoDatePart(today);
  if (delivery === undefined || day === undefined) return false;
  return day >= addDays(delivery, -DELIVERY_REMINDER_DAYS_BEFORE) && day <= delivery;
}

/**
 * Whether an order's card shows the delivery reminder: in its window (deliveryReminderActive),
 * and not for an order cancelled, delivered, or held in credit analysis (BLOCKED: it is not
 * coming until finance releases it).
 */
export function showsDeliveryReminder(
  order: { canceled?: boolean; status: string; expectedDeliveryDate: string },
  today: string,
): boolean {
  if (order.canceled === true || order.status === 'DELIVERED' || order.status === 'BLOCKED') {
    return false;
  }
  return deliveryReminderActive(order.expectedDeliveryDate, today);
}
