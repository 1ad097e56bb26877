/**
 * The tenant fields the chrome needs (SPEC §2 Chrome, §3 tenant configuration): menus, header
 * title and icons, breadcrumb, back-to-top, ecommerce config, language country. Read tolerantly
 * from the public tenant config like the rest of `tenant.ts`: a missing or malformed field takes
 * its schema default (src/tenants/schema.ts), never breaks start-up.
 */
import { flag, record, text, type PublicTenantAnswer } from './tenant-read.ts';
import type { LanguageCode } from '../../domain/types.ts';

export interface TenantMenus {
  primary: string[];
  secondary: string[];
  fixed: string[];
}

/**
 * Feature switches behind the menu entries and their pages (src/tenants/schema.ts
 * featureSwitchesSchema); combos and notifications are SPEC fields of their own.
 */
export const CHROME_FEATURES = [
  'promotions',
  'promotionsList',
  'favorites',
  'suggested',
  'bingo',
  'tracking',
  'marketing',
  'finance',
] as const;
export type ChromeFeature = (typeof CHROME_FEATURES)[number];
export type TenantChromeFeatures = Record<ChromeFeature, boolean>;

export interface TenantChromeSettings {
  menu: TenantMenus;
  features: TenantChromeFeatures;
  /** Breadcrumb back at top level and /order/complete: /home when on, else /products. */
  goToHomePage: boolean;
  showBreadCrumbName: boolean;
  showBackToTopButton: boolean;
  useAPIEcommerceConfig: boolean;
  showNotificationOption: boolean;
  /** headerTitleBottler, then its _fr / _ar variants by language. */
  headerTitles: Partial<Record<LanguageCode | 'default', string>>;
  /** Country of the default language (stored on a language switch). */
  country: string | undefined;
}

export const NEUTRAL_CHROME_SETTINGS: TenantChromeSettings = {
  menu: { primary: [], secondary: [], fixed: [] },
  features: Object.fromEntries(
    CHROME_FEATURES.map((name) => [name, false]),
  ) as TenantChromeFeatures,
  goToHomePage: false,
  showBreadCrumbName: true,
  showBackToTopButton: true,
  useAPIEcommerceConfig: false,
  showNotificationOption: false,
  headerTitles: {},
  country: undefined,
};

const MENU_ENTRY = /^[a-z]{2,20}$/;

function entries(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((entry): entry is string => typeof entry === 'string' && MENU_ENTRY.test(entry))
    : [];
}

/** The chrome settings from whatever the server sent. */
export function parseTenantChrome(data: PublicTenantAnswer): TenantChromeSettings {
  const menu = record(data.menu);
  const features = record(data.features);
  const neutral = NEUTRAL_CHROME_SETTINGS;
  const headerTitles: TenantChromeSettings['headerTitles'] = {};
  const titles = [
    ['default', data.headerTitleBottler],
    ['fr', data.headerTitleBottler_fr],
    ['ar', data.headerTitleBottler_ar],
  ] as const;
  for (const [key, value] of titles) {
    const title = text(value);
    if (title !== undefined) headerTitles[key] = title;
  }
  const country = text(data.country);
  return {
    menu: {
      primary: entries(menu.primary),
      secondary: entries(menu.secondary),
      fixed: entries(menu.fixed),
    },
    features: Object.fromEntries(
      CHROME_FEATURES.map((name) => [name, flag(features[name], neutral.features[name])]),
    ) as TenantChromeFeatures,
    goToHomePage: flag(data.goToHomePage, neutral.goToHomePage),
    showBreadCrumbName: flag(data.showBreadCrumbName, neutral.showBreadCrumbName),
    showBackToTopButton: flag(data.showBackToTopButton, neutral.showBackToTopButton),
    useAPIEcommerceConfig: flag(data.useAPIEcommerceConfig, neutral.useAPIEcommerceConfig),
    showNotificationOption: flag(data.showNotificationOption, neutral.showNotificationOption),
    headerTitles,
    country: country && /^[A-Z]{2,3}$/.test(country) ? country : undefined,
  };
}

/** The header title in `language`: its _fr/_ar variant, else headerTitleBottler, else undefined. */
export function headerTitleFor(
  settings: Pick<TenantChromeSettings, 'headerTitles'>,
  language: LanguageCode,
): string | undefined {
  return settings.headerTitles[language] ?? settings.headerTitles.default;
}
