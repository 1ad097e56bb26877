/**
 * The public tenant configuration (GET /api/tenant/{bottler}): exactly the fields the browser may
 * see, as an allow-list. The server answers through this schema (an unlisted field fails the
 * answer), the tenant files' schema (src/tenants/schema.ts) is this shape plus the server-only
 * fields, and the web reads the typed answer. Defaults come from ./tenant-defaults.ts (decision 049).
 * Server-only, never here: family, environments, linkTokenTtlHours, deliveryCalendar, tax,
 * totalPriceDiff (the server checks totals), useAzureAPIManagement (the browser only calls /api).
 */
import { z } from 'zod';
import {
  bcp47Locale,
  countryCode,
  currencyCode,
  direction,
  gtmContainerId,
  hexColor,
  httpsOrigin,
  httpsUrl,
  ianaTimeZone,
  internationalPhone,
  languageCode,
  menuEntry,
  nonEmptyText,
  positiveId,
  recurrentPeriod,
  sameOriginAssetPath,
  slug,
  trackingStep,
  whatsAppLink,
} from './tenant-fields.ts';
import {
  FEATURE_NAMES,
  FEATURE_SWITCHES,
  GLASS_BOTTLE_BUTTON_ACTIONS,
  PUBLIC_TENANT_FLAGS,
  PUBLIC_TENANT_VALUE_DEFAULTS,
  type FeatureName,
  type FeatureSwitch,
  type PublicTenantFlag,
} from './tenant-defaults.ts';

/** The three menus of the chrome (SPEC.md §2 "Chrome"); entries are filtered by feature at load. */
export const menuSchema = z.strictObject({
  primary: z.array(menuEntry),
  secondary: z.array(menuEntry),
  fixed: z.array(menuEntry),
});

/** The customer features without a SPEC.md §3 field of their own (./tenant-defaults.ts). */
export const featureSwitchesSchema = z.strictObject(
  Object.fromEntries(FEATURE_SWITCHES.map((name) => [name, z.boolean()])) as Record<
    FeatureSwitch,
    z.ZodBoolean
  >,
);

/** Every feature on or off, as the browser sees it (src/tenants/features.ts maps them). */
export const publicFeaturesSchema = z.strictObject(
  Object.fromEntries(FEATURE_NAMES.map((name) => [name, z.boolean()])) as Record<
    FeatureName,
    z.ZodBoolean
  >,
);

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

/** Every on/off flag with its default. */
const flagShape = Object.fromEntries(
  Object.entries(PUBLIC_TENANT_FLAGS).map(([name, value]) => [name, z.boolean().default(value)]),
) as Record<PublicTenantFlag, z.ZodDefault<z.ZodBoolean>>;

const defaults = PUBLIC_TENANT_VALUE_DEFAULTS;

export const publicTenantShape = {
  // Identity and language
  id: positiveId,
  /** SPEC.md §3 `bottler`: the bottler id used in tokens, `user/authenticate/{bottler}` and storage; equals `id`. */
  bottler: positiveId,
  name: nonEmptyText,
  /** Tenant path segment (storage key `appTenantPath`); the data file is named `<id>-<appPath>.ts`. */
  appPath: slug,
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

  // Brand and navigation
  logo: sameOriginAssetPath,
  brandColors: brandColorsSchema,
  menu: menuSchema,
  /** The tenant file's switches and the SPEC fields mapped onto features (src/tenants/features.ts). */
  features: publicFeaturesSchema,

  // On/off flags (./tenant-defaults.ts)
  ...flagShape,

  // Combos, cart, delivery, order complete, tracking
  /** Combo type code of the generic quantity combos (/combo-generic/{id}); absent = none. */
  comboTypeQuantityId: positiveId.optional(),
  /** Combo type code of the price-range quantity combos (/combo-quantity/{id}); absent = none. */
  comboTypeQuantityRange: positiveId.optional(),
  glassBottleButtonAction: z
    .enum(GLASS_BOTTLE_BUTTON_ACTIONS)
    .default(defaults.glassBottleButtonAction),
  recurrentOrderOptionalPeriods: z
    .array(recurrentPeriod)
    .default(() => [...defaults.recurrentOrderOptionalPeriods]),
  showNPSEveryNOrder: z.number().int().min(1).max(50).default(defaults.showNPSEveryNOrder),
  orderStatus: z.array(trackingStep).default(() => [...defaults.orderStatus]),

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
  gtmId: gtmContainerId.optional(),
};

/** The answer of GET /api/tenant/{bottler}: the allow-list, nothing else. */
export const publicTenantConfigSchema = z.strictObject(publicTenantShape);

export type PublicTenantConfig = z.output<typeof publicTenantConfigSchema>;
export type PublicTenantField = keyof typeof publicTenantShape;

/** The published field names, in the schema's order. */
export const PUBLIC_TENANT_FIELDS = Object.keys(publicTenantShape) as PublicTenantField[];
