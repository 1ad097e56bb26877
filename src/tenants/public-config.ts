/**
 * The part of a tenant's configuration the browser may see. Built from an explicit allow-list,
 * so a field added to the schema stays server-only until someone decides otherwise.
 * Server-only: family, environment, appOrigin, linkTokenTtlHours, deliveryCalendar, tax,
 * totalPriceDiff (the server checks totals), useAzureAPIManagement (the browser only calls /api).
 */
import type { ResolvedTenantConfig } from './resolve.ts';

export const PUBLIC_TENANT_FIELDS = [
  // identity and language
  'id',
  'bottler',
  'name',
  'appPath',
  'appTitle',
  'headerTitleBottler',
  'headerTitleBottler_fr',
  'headerTitleBottler_ar',
  'language',
  'languages',
  'languageVariants',
  'country',
  'direction',
  'locale',
  'currency',
  'timeZone',
  // brand and navigation
  'logo',
  'brandColors',
  'menu',
  'features',
  'goToHomePage',
  'showBreadCrumbName',
  'showBackToTopButton',
  'showCarouselOnlyOnHomePage',
  'useCategoryIconsRevamped',
  'fontSizeOverride',
  'useAPIEcommerceConfig',
  // prices and combos
  'isComboServiceAvailable',
  'comboTypeQuantityId',
  'comboTypeQuantityRange',
  'disableComboDiscountPercentage',
  'disableProductDiscountPercentage',
  'disableComboName',
  'showPriceWithoutDiscount',
  'unitCost',
  'suggestedSale',
  'hasRecalculatePrice',
  'showTaxWarningOnMonitor',
  // limits
  'isPaymentLimitActive',
  'skipPaymentLimitVerifyCheckout',
  'showMinAndMaxOrderAmount',
  'showPaymentLimitRangeMessage',
  // cart and delivery
  'glassBottleButtonAction',
  'isDeliveryAddressConfirmationActive',
  'showDeliveryOption',
  'showDeliveryOptionScheduled',
  'showDeliveryOptionRecurrent',
  'showRecurrentOrderCalendar',
  'recurrentOrderOptionalPeriods',
  // checkout and order complete
  'keepLoggedAfterCheckout',
  'showBottlerErrorsMsg',
  'showStepProgress',
  'showPaymentMode',
  'showOrderNumber',
  'showOrderTotal',
  'showOrderDeliveryDate',
  'showOrderHistory',
  'showNPSAfterOrderComplete',
  'showNPSEveryNOrder',
  // tracking, finance, notifications
  'orderStatus',
  'isAllOrderTrackingEnabled',
  'showOrderTrackingHeader',
  'showOpenInvoicesWarning',
  'showNotificationOption',
  // chat, contact, links
  'whatsAppNumber',
  'chatAppUrl',
  'botSourceAppName',
  'contactPhone',
  'marketingUrl',
  'allowedRedirectOrigins',
  'accessEcommerceStandalone',
  'gtmId',
] as const satisfies readonly (keyof ResolvedTenantConfig)[];

export type PublicTenantField = (typeof PUBLIC_TENANT_FIELDS)[number];
export type PublicTenantConfig = Pick<ResolvedTenantConfig, PublicTenantField>;

/** Only what the browser may see of one tenant in one environment (absent optional fields stay absent). */
export function publicTenantConfig(config: ResolvedTenantConfig): PublicTenantConfig {
  const entries = PUBLIC_TENANT_FIELDS.filter((field) => config[field] !== undefined).map(
    (field) => [field, structuredClone(config[field])] as const,
  );
  return Object.fromEntries(entries) as PublicTenantConfig;
}
