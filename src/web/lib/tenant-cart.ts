/**
 * The tenant fields the cart, its alerts and the monitor need (SPEC §3 tenant configuration:
 * isPaymentLimitActive, skipPaymentLimitVerifyCheckout, showMinAndMaxOrderAmount, the Moroccan
 * payment-limit range message, glassBottleButtonAction, isDeliveryAddressConfirmationActive,
 * disableProductDiscountPercentage, showTaxWarningOnMonitor (the combo flags are read by
 * ./tenant-combos.ts, showPriceWithoutDiscount by ./tenant-catalogue.ts),
 * hasRecalculatePrice, gtmId). Read tolerantly like `tenant.ts`: a missing or malformed field takes
 * its schema default (src/tenants/schema.ts). totalPriceDiff stays on the server, which checks
 * totals; the browser only sees whether the range message is shown (showPaymentLimitRangeMessage).
 */
import { flag, type PublicTenantAnswer } from './tenant-read.ts';

export type GlassBottleButtonAction = 'add' | 'adjust' | 'redirect';

export interface TenantCartSettings {
  isPaymentLimitActive: boolean;
  /** Skip the payment/limit/paymentMethod check: the client profile's limit is used as it is. */
  skipPaymentLimitVerifyCheckout: boolean;
  showMinAndMaxOrderAmount: boolean;
  /** The Moroccan variant's "payment limit or amount out of range" message (SPEC §8). */
  showPaymentLimitRangeMessage: boolean;
  glassBottleButtonAction: GlassBottleButtonAction;
  isDeliveryAddressConfirmationActive: boolean;
  disableProductDiscountPercentage: boolean;
  showTaxWarningOnMonitor: boolean;
  /** Re-price the cart on the server (order/simulate) after changes (schema default on). */
  hasRecalculatePrice: boolean;
  /** Google Tag Manager container; analytics events are pushed only when set. */
  gtmId: string | undefined;
}

export const NEUTRAL_CART_SETTINGS: TenantCartSettings = {
  isPaymentLimitActive: true,
  skipPaymentLimitVerifyCheckout: false,
  showMinAndMaxOrderAmount: true,
  showPaymentLimitRangeMessage: false,
  glassBottleButtonAction: 'add',
  isDeliveryAddressConfirmationActive: false,
  disableProductDiscountPercentage: false,
  showTaxWarningOnMonitor: false,
  hasRecalculatePrice: true,
  gtmId: undefined,
};

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;

function buttonAction(value: unknown): GlassBottleButtonAction {
  return value === 'add' || value === 'adjust' || value === 'redirect'
    ? value
    : NEUTRAL_CART_SETTINGS.glassBottleButtonAction;
}

/** The cart settings from whatever the server sent. */
export function parseTenantCart(data: PublicTenantAnswer): TenantCartSettings {
  const neutral = NEUTRAL_CART_SETTINGS;
  const pick = (field: Exclude<keyof TenantCartSettings, 'glassBottleButtonAction' | 'gtmId'>) =>
    flag(data[field], neutral[field]);
  return {
    isPaymentLimitActive: pick('isPaymentLimitActive'),
    skipPaymentLimitVerifyCheckout: pick('skipPaymentLimitVerifyCheckout'),
    showMinAndMaxOrderAmount: pick('showMinAndMaxOrderAmount'),
    showPaymentLimitRangeMessage: pick('showPaymentLimitRangeMessage'),
    glassBottleButtonAction: buttonAction(data.glassBottleButtonAction),
    isDeliveryAddressConfirmationActive: pick('isDeliveryAddressConfirmationActive'),
    disableProductDiscountPercentage: pick('disableProductDiscountPercentage'),
    showTaxWarningOnMonitor: pick('showTaxWarningOnMonitor'),
    hasRecalculatePrice: pick('hasRecalculatePrice'),
    gtmId: typeof data.gtmId === 'string' && GTM_ID.test(data.gtmId) ? data.gtmId : undefined,
  };
}
