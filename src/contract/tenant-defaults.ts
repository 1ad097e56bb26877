/**
 * The defaults of the public tenant configuration (GET /api/tenant/{bottler}, SPEC.md §3), without
 * zod so the browser may import them: the schema (./tenant-config.ts) fills a field a tenant file
 * leaves out from here, and the shop's neutral tenant (no bottler, or the call failed) is made of
 * them. A new on/off tenant flag is one line in PUBLIC_TENANT_FLAGS (decision 049).
 */
import { RECURRENT_PERIODS } from '../domain/delivery.ts';
import { NPS_DEFAULT_EVERY_N_ORDERS } from '../domain/nps.ts';
import { DEFAULT_TRACKING_STEPS } from '../domain/tracking.ts';

/** Every public on/off flag and its value when a tenant file does not set it. */
export const PUBLIC_TENANT_FLAGS = {
  // Navigation and look
  goToHomePage: false,
  showBreadCrumbName: true,
  showBackToTopButton: true,
  /** The banner carousel shows on /home only, not also on /category. */
  showCarouselOnlyOnHomePage: false,
  useCategoryIconsRevamped: false,
  /** SPEC.md §9: map text sizes 8..32 px to their larger override. */
  fontSizeOverride: false,
  useAPIEcommerceConfig: false,

  // Prices and combos
  isComboServiceAvailable: false,
  disableComboDiscountPercentage: false,
  disableProductDiscountPercentage: false,
  disableComboName: false,
  showPriceWithoutDiscount: true,
  /** Show the unit cost on product cards. */
  unitCost: false,
  /** Show the suggested resale price on product cards. */
  suggestedSale: false,
  /** Re-price the cart on the server (order/simulate) after changes. */
  hasRecalculatePrice: true,
  showTaxWarningOnMonitor: false,

  // Credit and limits
  isPaymentLimitActive: true,
  /** Skip the payment/limit/paymentMethod check: the client profile's limit is used as it is. */
  skipPaymentLimitVerifyCheckout: false,
  showMinAndMaxOrderAmount: true,
  /** The Moroccan variant's "payment limit or amount out of allowed range" message (SPEC.md §8). */
  showPaymentLimitRangeMessage: false,

  // Cart and delivery
  isDeliveryAddressConfirmationActive: false,
  showDeliveryOption: false,
  showDeliveryOptionScheduled: false,
  showDeliveryOptionRecurrent: false,
  showRecurrentOrderCalendar: false,

  // Checkout and order complete
  /** Stay signed in after an order (else a chat user is logged out and sent back to the chat). */
  keepLoggedAfterCheckout: true,
  /** Show the bottler's own refusal message on a failed order. */
  showBottlerErrorsMsg: false,
  showStepProgress: true,
  showPaymentMode: true,
  showOrderNumber: true,
  showOrderTotal: true,
  showOrderDeliveryDate: true,
  /** The order-history link on /order/complete. */
  showOrderHistory: true,
  showNPSAfterOrderComplete: false,

  // Tracking, finance, notifications
  /** Load every order (plain order/history) instead of the two newest by index. */
  isAllOrderTrackingEnabled: false,
  showOrderTrackingHeader: true,
  showOpenInvoicesWarning: false,
  showNotificationOption: false,

  // Access
  accessEcommerceStandalone: false,
};

export type PublicTenantFlag = keyof typeof PUBLIC_TENANT_FLAGS;

/**
 * Customer features switched per bottler (SPEC.md §1) that have no SPEC.md §3 field of their own
 * (the tenant file's `features`, every one required). The rest map onto SPEC fields: combos =
 * isComboServiceAvailable, notifications = showNotificationOption, scheduled / recurrent delivery =
 * showDeliveryOptionScheduled / showDeliveryOptionRecurrent, NPS = showNPSAfterOrderComplete.
 */
export const FEATURE_SWITCHES = [
  'promotions',
  'promotionsList',
  'favorites',
  'suggested',
  'bingo',
  'tracking',
  'marketing',
  'finance',
  'glassBottles',
  'featureAnnouncements',
] as const;
export type FeatureSwitch = (typeof FEATURE_SWITCHES)[number];

/**
 * Every customer feature as the browser sees it (`features` of the public configuration): the
 * switches above and the SPEC.md §3 fields mapped onto feature names (src/tenants/features.ts).
 */
export const FEATURE_NAMES = [
  'combos',
  'promotions',
  'promotionsList',
  'favorites',
  'suggested',
  'bingo',
  'tracking',
  'marketing',
  'finance',
  'notifications',
  'scheduledDelivery',
  'recurrentDelivery',
  'glassBottles',
  'nps',
  'featureAnnouncements',
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

export const GLASS_BOTTLE_BUTTON_ACTIONS = ['add', 'adjust', 'redirect'] as const;
export type GlassBottleButtonAction = (typeof GLASS_BOTTLE_BUTTON_ACTIONS)[number];

/** The defaults of the public fields that are not on/off flags. */
export const PUBLIC_TENANT_VALUE_DEFAULTS = {
  glassBottleButtonAction: 'add' as GlassBottleButtonAction,
  /** SPEC.md §9's periods, all offered. */
  recurrentOrderOptionalPeriods: RECURRENT_PERIODS,
  showNPSEveryNOrder: NPS_DEFAULT_EVERY_N_ORDERS,
  /** The five tracking steps of SPEC.md §4. */
  orderStatus: DEFAULT_TRACKING_STEPS,
};
