/**
 * Percentages in the locale money uses (useShownLocale; Latin digits; bidi marks stripped): 5 →
 * "5%", "5 %" in French. And whether combos' percentages are shown at all.
 */
import { useCallback } from 'react';
import { useCurrentLanguage } from '../../lib/products.ts';
import { useShownLocale } from '../../lib/shown-locale.ts';
import { useTenant } from '../../lib/tenant-context.tsx';

const BIDI_MARKS = /[\u200e\u200f\u061c]/g;

export function usePercent(): (percentage: number) => string {
  const language = useCurrentLanguage();
  const shown = useShownLocale();
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
