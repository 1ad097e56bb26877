/**
 * The chrome's reading of the tenant (SPEC §2 Chrome, §3 tenant configuration): which feature
 * switches stand behind menu entries, and the header title in the language shown.
 */
import type { LanguageCode } from '../../domain/types.ts';

/**
 * Feature switches behind the menu entries and their pages (src/contract/tenant-defaults.ts
 * FEATURE_SWITCHES); combos and notifications are SPEC fields of their own.
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

/** The header title in `language`: its _fr/_ar variant, else headerTitleBottler, else undefined. */
export function headerTitleFor(
  settings: { headerTitles: Partial<Record<LanguageCode | 'default', string>> },
  language: LanguageCode,
): string | undefined {
  return settings.headerTitles[language] ?? settings.headerTitles.default;
}
