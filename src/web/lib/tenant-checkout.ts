/**
 * The tenant fields of delivery, checkout and the completed order (SPEC §3 tenant configuration:
 * showDeliveryOption*, showRecurrentOrderCalendar, recurrentOrderOptionalPeriods,
 * keepLoggedAfterCheckout, showBottlerErrorsMsg, showPaymentMode, showOrder*, showNPS*; gtmId is read by
 * ./tenant-cart.ts).
 * Read tolerantly like `tenant.ts`: a missing or malformed field takes its schema default
 * (src/tenants/schema.ts).
 */
import { flag, type PublicTenantAnswer } from './tenant-read.ts';
import { RECURRENT_PERIODS } from '../../domain/delivery.ts';
import { NPS_DEFAULT_EVERY_N_ORDERS } from '../../domain/nps.ts';

export interface TenantCheckoutSettings {
  showDeliveryOption: boolean;
  showDeliveryOptionScheduled: boolean;
  showDeliveryOptionRecurrent: boolean;
  showRecurrentOrderCalendar: boolean;
  /** The periods (days) the tenant offers, among SPEC §9's 15, 30, 45, 60, ascending. */
  recurrentOrderOptionalPeriods: number[];
  /** Stay signed in after an order (else a chat user is logged out and sent back to the chat). */
  keepLoggedAfterCheckout: boolean;
  /** Show the bottler's own refusal message on a failed order. */
  showBottlerErrorsMsg: boolean;
  showPaymentMode: boolean;
  showOrderNumber: boolean;
  showOrderTotal: boolean;
  showOrderDeliveryDate: boolean;
  /** The order-history link on /order/complete. */
  showOrderHistory: boolean;
  showNPSAfterOrderComplete: boolean;
  showNPSEveryNOrder: number;
}

export const NEUTRAL_CHECKOUT_SETTINGS: TenantCheckoutSettings = {
  showDeliveryOption: false,
  showDeliveryOptionScheduled: false,
  showDeliveryOptionRecurrent: false,
  showRecurrentOrderCalendar: false,
  recurrentOrderOptionalPeriods: [...RECURRENT_PERIODS],
  keepLoggedAfterCheckout: true,
  showBottlerErrorsMsg: false,
  showPaymentMode: true,
  showOrderNumber: true,
  showOrderTotal: true,
  showOrderDeliveryDate: true,
  showOrderHistory: true,
  showNPSAfterOrderComplete: false,
  showNPSEveryNOrder: NPS_DEFAULT_EVERY_N_ORDERS,
};

const KNOWN_PERIODS: readonly number[] = RECURRENT_PERIODS;

function periods(value: unknown): number[] {
  if (!Array.isArray(value)) return [...RECURRENT_PERIODS];
  const known = [...new Set(value)]
    .filter((period): period is number => KNOWN_PERIODS.includes(period as number))
    .sort((a, b) => a - b);
  return known.length > 0 ? known : [...RECURRENT_PERIODS];
}

function everyN(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 50
    ? value
    : NPS_DEFAULT_EVERY_N_ORDERS;
}

export function parseTenantCheckout(data: PublicTenantAnswer): TenantCheckoutSettings {
  const neutral = NEUTRAL_CHECKOUT_SETTINGS;
  return {
    showDeliveryOption: flag(data.showDeliveryOption, neutral.showDeliveryOption),
    showDeliveryOptionScheduled: flag(
      data.showDeliveryOptionScheduled,
      neutral.showDeliveryOptionScheduled,
    ),
    showDeliveryOptionRecurrent: flag(
      data.showDeliveryOptionRecurrent,
      neutral.showDeliveryOptionRecurrent,
    ),
    showRecurrentOrderCalendar: flag(
      data.showRecurrentOrderCalendar,
      neutral.showRecurrentOrderCalendar,
    ),
    recurrentOrderOptionalPeriods: periods(data.recurrentOrderOptionalPeriods),
    keepLoggedAfterCheckout: flag(data.keepLoggedAfterCheckout, neutral.keepLoggedAfterCheckout),
    showBottlerErrorsMsg: flag(data.showBottlerErrorsMsg, neutral.showBottlerErrorsMsg),
    showPaymentMode: flag(data.showPaymentMode, neutral.showPaymentMode),
    showOrderNumber: flag(data.showOrderNumber, neutral.showOrderNumber),
    showOrderTotal: flag(data.showOrderTotal, neutral.showOrderTotal),
    showOrderDeliveryDate: flag(data.showOrderDeliveryDate, neutral.showOrderDeliveryDate),
    showOrderHistory: flag(data.showOrderHistory, neutral.showOrderHistory),
    showNPSAfterOrderComplete: flag(
      data.showNPSAfterOrderComplete,
      neutral.showNPSAfterOrderComplete,
    ),
    showNPSEveryNOrder: everyN(data.showNPSEveryNOrder),
  };
}
