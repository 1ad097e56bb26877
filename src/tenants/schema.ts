/**
 * The tenant (bottler) configuration: every field SPEC.md §3 lists under "Tenant (bottler)
 * configuration", plus what PRODUCT.md adds (family, languages, currency, locale, time zone,
 * feature switches, chat and redirect origins, link lifetime, brand colours, delivery calendar,
 * tax) and per-environment overrides. Objects are strict: a misspelt field is an error.
 *
 * No secrets live here: bot keys and signing keys come from the server's environment.
 */
import { z } from 'zod';
import { ENVIRONMENTS, FAMILIES } from './families.ts';
import {
  appOrigin,
  bcp47Locale,
  countryCode,
  currencyCode,
  direction,
  gtmContainerId,
  holidayDay,
  hexColor,
  httpsOrigin,
  httpsUrl,
  ianaTimeZone,
  internationalPhone,
  languageCode,
  linkTokenTtlHours,
  menuEntry,
  nonEmptyText,
  positiveId,
  RECURRENT_PERIODS,
  recurrentPeriod,
  sameOriginAssetPath,
  slug,
  TRACKING_STEPS,
  trackingStep,
  whatsAppLink,
} from './fields.ts';

/** What one environment (test, homologation, dev, qa, production) may set or override. */
export const environmentOverrideSchema = z.strictObject({
  /** Where the app is served in this environment; chat links point here. */
  appOrigin,
  /** Replaces the tenant's list for this environment. */
  allowedRedirectOrigins: z.array(httpsOrigin).min(1).optional(),
  linkTokenTtlHours: linkTokenTtlHours.optional(),
  gtmId: gtmContainerId.optional(),
  useAzureAPIManagement: z.boolean().optional(),
  showBottlerErrorsMsg: z.boolean().optional(),
});

/** The three menus of the chrome (SPEC.md §2 "Chrome"); entries are filtered by feature at load. */
export const menuSchema = z.strictObject({
  primary: z.array(menuEntry),
  secondary: z.array(menuEntry),
  fixed: z.array(menuEntry),
});

/**
 * Customer features switched per bottler (SPEC.md §1) that have no SPEC.md §3 field of their own.
 * The rest map onto SPEC fields: combos = isComboServiceAvailable, notifications =
 * showNotificationOption, scheduled / recurrent delivery = showDeliveryOptionScheduled /
 * showDeliveryOptionRecurrent, NPS = showNPSAfterOrderComplete. See `TenantFeatures`.
 */
export const featureSwitchesSchema = z.strictObject({
  promotions: z.boolean(),
  promotionsList: z.boolean(),
  favorites: z.boolean(),
  suggested: z.boolean(),
  bingo: z.boolean(),
  tracking: z.boolean(),
  marketing: z.boolean(),
  finance: z.boolean(),
  glassBottles: z.boolean(),
  featureAnnouncements: z.boolean(),
});

/** Country, text direction and Intl locale the app uses while showing one language. */
export const languageVariantSchema = z.strictObject({
  country: countryCode,
  direction,
  locale: bcp47Locale,
});

export const brandColorsSchema = z.strictObject({
  primary: hexColor,
  secondary: hexColor,
  /** Text and icons drawn on `primary`; must contrast with it (WCAG AA 4.5:1). */
  onPrimary: hexColor,
});

/**
 * The days the bottler does not deliver (holidays.ts, decision 020): the public holidays of a
 * country (and region) from date-holidays, for any year, with the bottler's own changes.
 */
export const holidayCalendarSchema = z.strictObject({
  /**
   * ISO 3166-1 code of the country whose public holidays apply. Not the tenant's `country`,
   * which goes with its language (Atlas Boissons, in Morocco, has `country: 'FR'`).
   */
  country: z.string().regex(/^[A-Z]{2}$/, 'expected an ISO 3166-1 country code such as "BR"'),
  /** date-holidays' state or region code (e.g. "RJ" in BR), when it has holidays of its own. */
  region: z
    .string()
    .regex(/^[A-Z0-9]{1,3}$/, 'expected a region code such as "RJ"')
    .optional(),
  /** Closed days on top of the public holidays: moon-sighted days, the bottler's closures. */
  add: z.array(holidayDay).optional(),
  /** Public holidays on which the bottler delivers anyway. */
  remove: z.array(holidayDay).optional(),
});

/** When the bottler delivers; the server derives the available dates from it. */
export const deliveryCalendarSchema = z.strictObject({
  /** Delivery weekdays, 0 = Sunday … 6 = Saturday, in the tenant's time zone. */
  weekdays: z
    .array(z.number().int().min(0, 'expected a weekday 0-6').max(6, 'expected a weekday 0-6'))
    .min(1, 'expected at least one delivery weekday'),
  /** Whole days between ordering and the earliest delivery. */
  leadDays: z.number().int().min(0).max(14),
  /** Orders placed at or after this local hour count as next day's. */
  cutoffHour: z.number().int().min(0).max(23),
  holidays: holidayCalendarSchema,
});

export const taxSchema = z.strictObject({
  /** e.g. 0.18 for 18 % */
  vatRate: z.number().min(0, 'expected a rate from 0 to 1').max(1, 'expected a rate from 0 to 1'),
  pricesIncludeTax: z.boolean(),
});

const flag = (value: boolean) => z.boolean().default(value);

export const tenantFileShape = {
  // Identity and family (PRODUCT.md)
  id: positiveId,
  family: z.enum(FAMILIES),
  /** SPEC.md §3 `bottler`: the bottler id used in tokens, `user/authenticate/{bottler}` and storage; equals `id`. */
  bottler: positiveId,
  name: nonEmptyText,
  /** Tenant path segment (storage key `appTenantPath`); the data file is named `<id>-<appPath>.ts`. */
  appPath: slug,

  // Language and region
  appTitle: nonEmptyText,
  headerTitleBottler: nonEmptyText,
  headerTitleBottler_fr: nonEmptyText.optional(),
  headerTitleBottler_ar: nonEmptyText.optional(),
  /** The default language; equals languages[0]. */
  language: languageCode,
  /** Default first. */
  languages: z.array(languageCode).min(1),
  /** Country code of the default language variant as the app stores it (SPEC.md §3; the Moroccan variant: FR). */
  country: countryCode,
  /** Text direction of the default language. */
  direction,
  /** Intl locale of the default language. */
  locale: bcp47Locale,
  /** Country, direction and locale of each non-default language (the bilingual variant). */
  languageVariants: z.partialRecord(languageCode, languageVariantSchema).optional(),
  currency: currencyCode,
  timeZone: ianaTimeZone,

  // Brand
  logo: sameOriginAssetPath,
  brandColors: brandColorsSchema,

  // Navigation and features
  menu: menuSchema,
  features: featureSwitchesSchema,
  goToHomePage: flag(false),
  showBreadCrumbName: flag(true),
  showBackToTopButton: flag(true),
  showCarouselOnlyOnHomePage: flag(false),
  useCategoryIconsRevamped: flag(false),
  fontSizeOverride: flag(false),
  useAPIEcommerceConfig: flag(false),

  // Prices and combos
  isComboServiceAvailable: flag(false),
  /** Combo type code of the generic quantity combos (/combo-generic/{id}); absent = none. */
  comboTypeQuantityId: positiveId.optional(),
  /** Combo type code of the price-range quantity combos (/combo-quantity/{id}); absent = none. */
  comboTypeQuantityRange: positiveId.optional(),
  disableComboDiscountPercentage: flag(false),
  disableProductDiscountPercentage: flag(false),
  disableComboName: flag(false),
  showPriceWithoutDiscount: flag(true),
  /** Show the unit cost on product cards. */
  unitCost: flag(false),
  /** Show the suggested resale price on product cards. */
  suggestedSale: flag(false),
  hasRecalculatePrice: flag(true),
  showTaxWarningOnMonitor: flag(false),
  /** Tolerance, in currency units, between the client's and the server's order total. */
  totalPriceDiff: z.number().min(0, 'expected a tolerance of 0 or more').optional(),
  tax: taxSchema,

  // Credit and limits
  isPaymentLimitActive: flag(true),
  skipPaymentLimitVerifyCheckout: flag(false),
  showMinAndMaxOrderAmount: flag(true),
  /** The Moroccan variant's "payment limit or amount out of allowed range" message (SPEC.md §8). */
  showPaymentLimitRangeMessage: flag(false),

  // Cart and delivery
  glassBottleButtonAction: z.enum(['add', 'adjust', 'redirect']).default('add'),
  isDeliveryAddressConfirmationActive: flag(false),
  showDeliveryOption: flag(false),
  showDeliveryOptionScheduled: flag(false),
  showDeliveryOptionRecurrent: flag(false),
  showRecurrentOrderCalendar: flag(false),
  recurrentOrderOptionalPeriods: z.array(recurrentPeriod).default([...RECURRENT_PERIODS]),
  deliveryCalendar: deliveryCalendarSchema,

  // Checkout and order complete
  keepLoggedAfterCheckout: flag(true),
  showBottlerErrorsMsg: flag(false),
  showStepProgress: flag(true),
  showPaymentMode: flag(true),
  showOrderNumber: flag(true),
  showOrderTotal: flag(true),
  showOrderDeliveryDate: flag(true),
  /** The order-history link on /order/complete. */
  showOrderHistory: flag(true),
  showNPSAfterOrderComplete: flag(false),
  showNPSEveryNOrder: z.number().int().min(1).max(50).default(2),

  // Tracking, finance, notifications
  orderStatus: z.array(trackingStep).default([...TRACKING_STEPS]),
  isAllOrderTrackingEnabled: flag(false),
  showOrderTrackingHeader: flag(true),
  showOpenInvoicesWarning: flag(false),
  showNotificationOption: flag(false),

  // Chat, contact, links
  /** Back-to-chat link on WhatsApp. At least one of whatsAppNumber and chatAppUrl is set. */
  whatsAppNumber: whatsAppLink.optional(),
  /** Back-to-chat link on another chat app (e.g. LINE). */
  chatAppUrl: httpsUrl.optional(),
  /** Source app name the bot reports (analytics utm source), e.g. "whatsapp". */
  botSourceAppName: nonEmptyText,
  contactPhone: internationalPhone,
  marketingUrl: httpsUrl.optional(),
  /** Exact origins redirects may go to besides the app's own: the chat app, the bottler's sites. */
  allowedRedirectOrigins: z.array(httpsOrigin).min(1),
  accessEcommerceStandalone: flag(false),
  linkTokenTtlHours: linkTokenTtlHours.default(24),

  // Integration
  gtmId: gtmContainerId.optional(),
  useAzureAPIManagement: flag(false),

  /** One entry per environment of the tenant's family, each with its own origin. */
  environments: z.partialRecord(z.enum(ENVIRONMENTS), environmentOverrideSchema),
};

/** The fields one by one; `tenantFileSchema` (./tenant-file.ts) adds the checks across fields. */
export const tenantFieldsSchema = z.strictObject(tenantFileShape);

/** What a tenant file holds, as written (defaults not yet applied). */
export type TenantFileInput = z.input<typeof tenantFieldsSchema>;
/** A validated tenant file with defaults applied. */
export type TenantFile = z.output<typeof tenantFieldsSchema>;
export type EnvironmentOverride = z.output<typeof environmentOverrideSchema>;
export type FeatureSwitches = z.output<typeof featureSwitchesSchema>;
export type LanguageVariant = z.output<typeof languageVariantSchema>;
export type TenantMenu = z.output<typeof menuSchema>;
