/**
 * Percentages as money is shown (the locale of the language shown — tenant 5's Arabic is ar-MA,
 * its French fr-MA — else the tenant's; Latin digits; bidi marks stripped): 5 → "5%", "5 %" in
 * French, "5٪" in Arabic. And whether combos' percentages are shown at all.
 */
import { useCallback } from 'react';
import { useCurrentLanguage } from '../../lib/products.ts';
import { useTenant } from '../../lib/tenant-context.tsx';

const BIDI_MARKS = /[\u200e\u200f\u061c]/g;

export function usePercent(): (percentage: number) => string {
  const tenant = useTenant();
  const language = useCurrentLanguage();
  const shown = tenant.languageLocales[language] ?? tenant.locale;
  return useCallback(
    (percentage: number) => {
      let locale: string;
      try {
        locale = new Intl.Locale(shown || language, { numberingSystem: 'latn' }).toString();
      } catch {
        locale = language;
      }
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })
        .format(percentage / 100)
        .replace(BIDI_MARKS, '');
    },
    [shown, language],
  );
}

/** SPEC §3 disableComboDiscountPercentage: the tenant hides combos' percentages. */
export function usePercentagesShown(): boolean {
  return !useTenant().disableComboDiscountPercentage;
}
