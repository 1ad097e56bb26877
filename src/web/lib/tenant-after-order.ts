/**
 * The tenant fields the after-order screens need (SPEC §3 tenant configuration: orderStatus,
 * isAllOrderTrackingEnabled, showOrderTrackingHeader, showOpenInvoicesWarning; PRODUCT.md time
 * zone and marketing link). Read tolerantly like `tenant.ts`: a missing or malformed field takes
 * its schema default (src/tenants/schema.ts).
 */
import { flag, type PublicTenantAnswer } from './tenant-read.ts';
import { DEFAULT_TRACKING_STEPS } from '../../domain/tracking.ts';

export interface TenantAfterOrderSettings {
  /** The tenant's tracking steps, in order (schema default: the five of SPEC §4). */
  orderStatus: string[];
  /** Load every order (plain order/history) instead of the two newest by index. */
  isAllOrderTrackingEnabled: boolean;
  showOrderTrackingHeader: boolean;
  showOpenInvoicesWarning: boolean;
  /** IANA time zone of the bottler: "today" and "this month" are read there. */
  timeZone: string | undefined;
  /** The bottler's marketing service (https), if it has one. */
  marketingUrl: string | undefined;
}

export const NEUTRAL_AFTER_ORDER_SETTINGS: TenantAfterOrderSettings = {
  orderStatus: [...DEFAULT_TRACKING_STEPS],
  isAllOrderTrackingEnabled: false,
  showOrderTrackingHeader: true,
  showOpenInvoicesWarning: false,
  timeZone: undefined,
  marketingUrl: undefined,
};

const KNOWN_STEPS: readonly string[] = DEFAULT_TRACKING_STEPS;

function timeZoneOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value;
  } catch {
    return undefined;
  }
}

function httpsUrl(value: unknown): string | undefined {
  return typeof value === 'string' && /^https:\/\/\S+$/i.test(value) ? value : undefined;
}

/** The after-order settings from whatever the server sent. */
export function parseTenantAfterOrder(data: PublicTenantAnswer): TenantAfterOrderSettings {
  const neutral = NEUTRAL_AFTER_ORDER_SETTINGS;
  const steps = Array.isArray(data.orderStatus)
    ? data.orderStatus.filter(
        (step): step is string => typeof step === 'string' && KNOWN_STEPS.includes(step),
      )
    : [];
  return {
    orderStatus: steps.length > 0 ? steps : [...neutral.orderStatus],
    isAllOrderTrackingEnabled: flag(
      data.isAllOrderTrackingEnabled,
      neutral.isAllOrderTrackingEnabled,
    ),
    showOrderTrackingHeader: flag(data.showOrderTrackingHeader, neutral.showOrderTrackingHeader),
    showOpenInvoicesWarning: flag(data.showOpenInvoicesWarning, neutral.showOpenInvoicesWarning),
    timeZone: timeZoneOf(data.timeZone),
    marketingUrl: httpsUrl(data.marketingUrl),
  };
}
