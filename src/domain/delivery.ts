/**
 * Delivery options: scheduled and recurrent orders (SPEC §4 "Order type", §5 "Scheduled order",
 * "Recurrent order", "Products with a quantityLimit disable the scheduled and recurrent options";
 * §3 "available dates (date strings, digits extracted)"; §9 "Recurrent periods 15, 30, 45, 60 days").
 * Dates are ISO calendar dates `YYYY-MM-DD`; no clock is read.
 */
import { addDays } from './dates.ts';
import type { CartItem } from './types.ts';

/** Recurrent periods in days (SPEC §9). */
export const RECURRENT_PERIODS = [15, 30, 45, 60] as const;
export type RecurrentPeriod = (typeof RECURRENT_PERIODS)[number];

/** Whether `days` is one of SPEC §9's recurrent periods. */
export const isRecurrentPeriod = (days: number): days is RecurrentPeriod =>
  (RECURRENT_PERIODS as readonly number[]).includes(days);

export type OrderType = '' | 'scheduledOrder' | 'recurrentOrder';
export type DeliveryOption = Exclude<OrderType, ''>;

export interface DeliveryState {
  orderType: OrderType;
  scheduledDates: string[];
  recurrentPeriod: number | undefined;
  recurrentStartDate: string | undefined;
}

export type DeliveryAction =
  | { type: 'choose'; option: DeliveryOption }
  | { type: 'untick'; option: DeliveryOption }
  | { type: 'toggle'; option: DeliveryOption }
  | { type: 'setScheduledDates'; dates: string[] }
  | { type: 'setRecurrentPeriod'; period: number | undefined }
  | { type: 'setRecurrentStartDate'; date: string | undefined }
  | { type: 'reset' };

export const INITIAL_DELIVERY_STATE: DeliveryState = {
  orderType: '',
  scheduledDates: [],
  recurrentPeriod: undefined,
  recurrentStartDate: undefined,
};

/** Choosing one option greys out the other (SPEC §4 order type). */
export function isDeliveryOptionDisabled(state: DeliveryState, option: DeliveryOption): boolean {
  return state.orderType !== '' && state.orderType !== option;
}

/**
 * Order type transitions (SPEC §4): choosing is ignored while the other option is chosen; unticking
 * resets the type with its dates and period; date/period changes apply only to the chosen option.
 */
export function deliveryReducer(state: DeliveryState, action: DeliveryAction): DeliveryState {
  switch (action.type) {
    case 'choose':
      return isDeliveryOptionDisabled(state, action.option)
        ? state
        : { ...state, orderType: action.option };
    case 'untick':
      return state.orderType === action.option ? INITIAL_DELIVERY_STATE : state;
    case 'toggle':
      return deliveryReducer(state, {
        type: state.orderType === action.option ? 'untick' : 'choose',
        option: action.option,
      });
    case 'setScheduledDates':
      return state.orderType === 'scheduledOrder'
        ? { ...state, scheduledDates: [...action.dates] }
        : state;
    case 'setRecurrentPeriod':
      return state.orderType === 'recurrentOrder'
        ? { ...state, recurrentPeriod: action.period }
        : state;
    case 'setRecurrentStartDate':
      return state.orderType === 'recurrentOrder'
        ? { ...state, recurrentStartDate: action.date }
        : state;
    case 'reset':
      return INITIAL_DELIVERY_STATE;
  }
}

/** Any cart product with an explicit quantityLimit disables both delivery options (SPEC §5). */
export function deliveryOptionsDisabled(cart: readonly CartItem[]): boolean {
  return cart.some(
    (line) => line.product.quantityLimit !== undefined && line.product.quantityLimit !== null,
  );
}

/** The digits of an available-date string (SPEC §3 "digits extracted"). */
export function extractDateDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** An available-date string in year-month-day order (e.g. "2026-03-10T00:00:00", "20260310") as ISO `YYYY-MM-DD`; undefined if not a real date. */
export function toIsoDate(text: string): string | undefined {
  const digits = extractDateDigits(text);
  if (digits.length < 8) return undefined;
  const [year, month, day] = [
    Number(digits.slice(0, 4)),
    Number(digits.slice(4, 6)),
    Number(digits.slice(6, 8)),
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return undefined;
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
}

export interface DateWindow {
  from: string;
  to: string;
}

/**
 * The recurrent date picker window (SPEC §5). Interpretation: the available dates are sorted and
 * de-duplicated; `from` is the day after the second available day; `to` is `from` plus the last
 * optional period (the same period the available dates were fetched with, SPEC §7), inclusive.
 * Fewer than two valid available dates → no window. No optional periods → the last of RECURRENT_PERIODS.
 */
export function recurrentDateWindow(
  availableDates: readonly string[],
  optionalPeriods: readonly number[],
): DateWindow | undefined {
  const days = [
    ...new Set(availableDates.map(toIsoDate).filter((d): d is string => d !== undefined)),
  ].sort();
  const second = days[1];
  if (second === undefined) return undefined;
  const lastPeriod = optionalPeriods.at(-1) ?? RECURRENT_PERIODS[RECURRENT_PERIODS.length - 1];
  const from = addDays(second, 1);
  return { from, to: addDays(from, lastPeriod ?? 0) };
}

export type DeliveryValidationCode =
  | 'selectScheduledDates'
  | 'scheduledDateNotAvailable'
  | 'selectRecurrentPeriod'
  | 'selectRecurrentDate'
  | 'recurrentDateOutOfRange';

export type DeliveryValidation = { ok: true } | { ok: false; code: DeliveryValidationCode };

export interface DeliveryValidationOptions {
  /** Periods the tenant offers (recurrentOrderOptionalPeriods); default RECURRENT_PERIODS. */
  periods?: readonly number[];
  /** When given, every scheduled date must be one of these (ISO dates). */
  availableDates?: readonly string[];
  /** When the recurrent calendar is shown (showRecurrentOrderCalendar) a start date in this window is required. */
  recurrentWindow?: DateWindow;
}

/** Scheduled needs dates, recurrent needs a period (and a date when the calendar shows), else a toast code (SPEC §5). */
export function validateDelivery(
  state: DeliveryState,
  options: DeliveryValidationOptions = {},
): DeliveryValidation {
  if (state.orderType === 'scheduledOrder') {
    if (state.scheduledDates.length === 0) return { ok: false, code: 'selectScheduledDates' };
    const available = options.availableDates?.map(toIsoDate);
    if (available && state.scheduledDates.some((date) => !available.includes(toIsoDate(date)))) {
      return { ok: false, code: 'scheduledDateNotAvailable' };
    }
  }
  if (state.orderType === 'recurrentOrder') {
    const periods: readonly number[] = options.periods ?? RECURRENT_PERIODS;
    if (state.recurrentPeriod === undefined || !periods.includes(state.recurrentPeriod)) {
      return { ok: false, code: 'selectRecurrentPeriod' };
    }
    const window = options.recurrentWindow;
    if (window) {
      const date =
        state.recurrentStartDate === undefined ? undefined : toIsoDate(state.recurrentStartDate);
      if (date === undefined) return { ok: false, code: 'selectRecurrentDate' };
      if (date < window.from || date > window.to)
        return { ok: false, code: 'recurrentDateOutOfRange' };
    }
  }
  return { ok: true };
}
