/**
 * The tenant's public configuration (GET /api/tenant/{bottler}), typed by the contract
 * (src/contract/tenant-config.ts): the server answers through that schema, defaults applied, so the
 * web reads its fields as they are. The neutral tenant (no bottler, or the call failed) is made of
 * the contract's defaults (src/contract/tenant-defaults.ts, zod-free) and fills any field missing
 * from an answer.
 */
import type { CallResponse } from '../../contract/index.ts';
import {
  FEATURE_NAMES,
  PUBLIC_TENANT_FLAGS,
  PUBLIC_TENANT_VALUE_DEFAULTS,
} from '../../contract/tenant-defaults.ts';
import { directionFor, isSupportedLanguage, SUPPORTED_LANGUAGES } from '../../domain/locale.ts';
import type { LanguageCode } from '../../domain/types.ts';
import type { ApiClient } from './api-client.ts';
import { readStored, writeStored } from './storage.ts';

export { chatLinkFor } from './tenant-access.ts';

/** The public configuration as the server answers it. */
export type PublicTenantConfig = CallResponse<'tenant'>;

/** Fields only a real tenant has: the neutral tenant leaves them out. */
type RealTenantOnly =
  | 'id'
  | 'name'
  | 'appPath'
  | 'headerTitleBottler'
  | 'country'
  | 'locale'
  | 'currency'
  | 'timeZone'
  | 'logo'
  | 'botSourceAppName'
  | 'contactPhone';

export type PublicTenant = Omit<PublicTenantConfig, 'bottler' | RealTenantOnly> &
  Partial<Pick<PublicTenantConfig, RealTenantOnly>> & {
    /** Bottler id as a string ('2'); '' for the neutral tenant. */
    bottler: string;
    /** headerTitleBottler ('default'), then its _fr / _ar variants by language. */
    headerTitles: Partial<Record<LanguageCode | 'default', string>>;
    /** The Intl locale of each of the tenant's other languages (Morocco: fr-MA, ar-MA with Latin digits). */
    languageLocales: Readonly<Partial<Record<string, string>>>;
  };

export type BrandColors = PublicTenantConfig['brandColors'];

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

/** The tenant used with no bottler or when its config cannot be fetched: the contract's defaults. */
export function neutralTenant(language: LanguageCode = navigatorLanguage()): PublicTenant {
  return {
    ...PUBLIC_TENANT_FLAGS,
    ...PUBLIC_TENANT_VALUE_DEFAULTS,
    recurrentOrderOptionalPeriods: [...PUBLIC_TENANT_VALUE_DEFAULTS.recurrentOrderOptionalPeriods],
    orderStatus: [...PUBLIC_TENANT_VALUE_DEFAULTS.orderStatus],
    bottler: '',
    appTitle: 'Refill',
    language,
    languages: [...SUPPORTED_LANGUAGES],
    direction: directionFor(language),
    brandColors: NEUTRAL_BRAND_COLORS,
    menu: { primary: [], secondary: [], fixed: [] },
    features: Object.fromEntries(
      FEATURE_NAMES.map((name) => [name, false]),
    ) as PublicTenant['features'],
    allowedRedirectOrigins: [],
    headerTitles: {},
    languageLocales: {},
  };
}

const BOTTLER_ID = /^\d{1,4}$/;

/** Whether `value` is a bottler's id (1 to 4 digits); the neutral tenant's is not. */
export function isBottlerId(value: string): boolean {
  return BOTTLER_ID.test(value);
}

/** The web's tenant from the server's answer; a field the answer lacks takes the neutral value. */
export function toPublicTenant(config: PublicTenantConfig): PublicTenant {
  const headerTitles: PublicTenant['headerTitles'] = {};
  const titles = [
    ['default', config.headerTitleBottler],
    ['fr', config.headerTitleBottler_fr],
    ['ar', config.headerTitleBottler_ar],
  ] as const;
  for (const [key, title] of titles) if (title !== undefined) headerTitles[key] = title;
  const languageLocales: Partial<Record<string, string>> = {};
  for (const [language, variant] of Object.entries(config.languageVariants ?? {})) {
    if (variant !== undefined) languageLocales[language] = variant.locale;
  }
  return {
    ...neutralTenant(config.language),
    ...config,
    bottler: String(config.bottler),
    headerTitles,
    languageLocales,
  };
}

/**
 * The Intl locale numbers are written in while `language` is shown: the language's own where the
 * tenant is bilingual (tenant 5: ar-MA in Arabic, fr-MA in French), else the tenant's.
 */
export function numberLocaleOf(tenant: PublicTenant, language: string): string | undefined {
  return tenant.languageLocales[language] ?? tenant.locale;
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
    const tenant = toPublicTenant(await client.call('tenant', { params: { bottler } }));
    writeStored('appTitle', tenant.appTitle);
    return tenant;
  } catch {
    return fallback;
  }
}
