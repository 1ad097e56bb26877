/**
 * The tenant's public configuration (GET /api/tenant/{bottler}), read tolerantly: a missing or
 * malformed field falls back to the neutral default, never breaks start-up. Only published field
 * names can be read (./tenant-read.ts); each area's fields are read by its ./tenant-<area>.ts.
 */
import {
  directionFor,
  isSupportedLanguage,
  SUPPORTED_LANGUAGES,
  type TextDirection,
} from '../../domain/locale.ts';
import type { LanguageCode } from '../../domain/types.ts';
import type { ApiClient } from './api-client.ts';
import { readStored, writeStored } from './storage.ts';
import { record, text, type PublicTenantAnswer } from './tenant-read.ts';
import {
  NEUTRAL_CHROME_SETTINGS,
  parseTenantChrome,
  type TenantChromeSettings,
} from './tenant-chrome.ts';
import {
  NEUTRAL_ACCESS_SETTINGS,
  parseTenantAccess,
  type TenantAccessSettings,
} from './tenant-access.ts';
import {
  NEUTRAL_CATALOGUE_SETTINGS,
  parseTenantCatalogue,
  type TenantCatalogueSettings,
} from './tenant-catalogue.ts';
import {
  NEUTRAL_AFTER_ORDER_SETTINGS,
  parseTenantAfterOrder,
  type TenantAfterOrderSettings,
} from './tenant-after-order.ts';
import {
  NEUTRAL_COMBO_SETTINGS,
  parseTenantCombos,
  type TenantComboSettings,
} from './tenant-combos.ts';
import { NEUTRAL_CART_SETTINGS, parseTenantCart, type TenantCartSettings } from './tenant-cart.ts';
import { NEUTRAL_LOOK_SETTINGS, parseTenantLook, type TenantLookSettings } from './tenant-look.ts';
import {
  NEUTRAL_CHECKOUT_SETTINGS,
  parseTenantCheckout,
  type TenantCheckoutSettings,
} from './tenant-checkout.ts';

export { chatLinkFor } from './tenant-access.ts';

export interface BrandColors {
  primary: string;
  secondary: string;
  onPrimary: string;
}

/** Chrome settings (menus, breadcrumb, header…) are read by ./tenant-chrome.ts. */
/** Access settings (contact phone, redirect allow-list) are read by ./tenant-access.ts. */
export interface PublicTenant
  extends
    TenantChromeSettings,
    TenantAccessSettings,
    TenantCatalogueSettings,
    TenantAfterOrderSettings,
    TenantComboSettings,
    TenantCartSettings,
    TenantCheckoutSettings,
    TenantLookSettings {
  /** Bottler id as a string ('2'); '' for the neutral default. */
  bottler: string;
  appTitle: string;
  language: LanguageCode;
  languages: LanguageCode[];
  direction: TextDirection;
  logo: string | undefined;
  /** A https://wa.me/… link, or digits the app turns into one. */
  whatsAppNumber: string | undefined;
  chatAppUrl: string | undefined;
  brandColors: BrandColors;
  accessEcommerceStandalone: boolean;
  currency: string | undefined;
  locale: string | undefined;
  /** The Intl locale of each of the tenant's languages (Morocco: fr-MA, ar-MA with Latin digits). */
  languageLocales: Readonly<Partial<Record<string, string>>>;
}

export const NEUTRAL_BRAND_COLORS: BrandColors = {
  primary: '#b3001b',
  secondary: '#1f2933',
  onPrimary: '#ffffff',
};

/** The first supported language the browser prefers, else pt. */
export function navigatorLanguage(
  preferred: readonly string[] = navigator.languages ?? [],
): LanguageCode {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isSupportedLanguage(primary)) return primary;
  }
  return 'pt';
}

/** The tenant used with no bottler or when its config cannot be fetched. */
export function neutralTenant(language: LanguageCode = navigatorLanguage()): PublicTenant {
  return {
    bottler: '',
    appTitle: 'Refill',
    language,
    languages: [...SUPPORTED_LANGUAGES],
    direction: directionFor(language),
    logo: undefined,
    whatsAppNumber: undefined,
    chatAppUrl: undefined,
    brandColors: NEUTRAL_BRAND_COLORS,
    accessEcommerceStandalone: false,
    currency: undefined,
    locale: undefined,
    languageLocales: {},
    ...NEUTRAL_CHROME_SETTINGS,
    ...NEUTRAL_ACCESS_SETTINGS,
    ...NEUTRAL_CATALOGUE_SETTINGS,
    ...NEUTRAL_AFTER_ORDER_SETTINGS,
    ...NEUTRAL_COMBO_SETTINGS,
    ...NEUTRAL_CART_SETTINGS,
    ...NEUTRAL_CHECKOUT_SETTINGS,
    ...NEUTRAL_LOOK_SETTINGS,
  };
}

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const BOTTLER_ID = /^\d{1,4}$/;

function color(value: unknown, fallback: string): string {
  return typeof value === 'string' && HEX_COLOR.test(value) ? value : fallback;
}

/** A PublicTenant from whatever the server sent; unusable fields take the neutral values. */
export function parsePublicTenant(
  raw: unknown,
  fallback: PublicTenant = neutralTenant(),
): PublicTenant {
  const data: PublicTenantAnswer = record(raw);
  const language = isSupportedLanguage(data.language) ? data.language : fallback.language;
  const languages = Array.isArray(data.languages) ? data.languages.filter(isSupportedLanguage) : [];
  const colors = record(data.brandColors);
  return {
    bottler: data.bottler === undefined ? fallback.bottler : String(data.bottler),
    appTitle: text(data.appTitle) ?? fallback.appTitle,
    language,
    languages: languages.length > 0 ? languages : [language],
    direction:
      data.direction === 'rtl' || data.direction === 'ltr'
        ? data.direction
        : directionFor(language),
    logo: text(data.logo),
    whatsAppNumber: text(data.whatsAppNumber),
    chatAppUrl: text(data.chatAppUrl),
    brandColors: {
      primary: color(colors.primary, NEUTRAL_BRAND_COLORS.primary),
      secondary: color(colors.secondary, NEUTRAL_BRAND_COLORS.secondary),
      onPrimary: color(colors.onPrimary, NEUTRAL_BRAND_COLORS.onPrimary),
    },
    accessEcommerceStandalone: data.accessEcommerceStandalone === true,
    currency: text(data.currency),
    locale: text(data.locale),
    languageLocales: languageLocalesOf(data.languageVariants),
    ...parseTenantChrome(data),
    ...parseTenantAccess(data),
    ...parseTenantCatalogue(data),
    ...parseTenantAfterOrder(data),
    ...parseTenantCombos(data),
    ...parseTenantCart(data),
    ...parseTenantCheckout(data),
    ...parseTenantLook(data),
  };
}

/** The bottler from `?bottler=` (then stored), else the stored one; undefined when neither is valid. */
export function resolveBottler(query: URLSearchParams): string | undefined {
  const fromQuery = query.get('bottler')?.trim();
  if (fromQuery && BOTTLER_ID.test(fromQuery)) {
    writeStored('bottler', fromQuery);
    return fromQuery;
  }
  const stored = readStored('bottler');
  return stored && BOTTLER_ID.test(stored) ? stored : undefined;
}

/** The tenant's public config, or the neutral default with no bottler or on any failure. */
export async function loadPublicTenant(
  bottler: string | undefined,
  client: ApiClient,
): Promise<PublicTenant> {
  const fallback = neutralTenant();
  if (bottler === undefined) return fallback;
  try {
    const tenant = parsePublicTenant(
      await client.call('tenant', { params: { bottler } }),
      fallback,
    );
    writeStored('appTitle', tenant.appTitle);
    return tenant;
  } catch {
    return fallback;
  }
}

/** `languageVariants` of the public config → the locale of each language that names one. */
function languageLocalesOf(variants: unknown): Partial<Record<string, string>> {
  if (typeof variants !== 'object' || variants === null) return {};
  const locales: Partial<Record<string, string>> = {};
  for (const [language, variant] of Object.entries(variants as Record<string, unknown>)) {
    const locale = (variant as { locale?: unknown } | null)?.locale;
    if (typeof locale === 'string' && locale.length > 0) locales[language] = locale;
  }
  return locales;
}
