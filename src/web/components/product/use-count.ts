/** Counts for display ("5,000", "5 000" in French) in the locale money uses, with Latin digits. */
import { useCallback } from 'react';
import { formatCount } from '../../../domain/locale.ts';
import { useCurrentLanguage } from '../../lib/products.ts';
import { useShownLocale } from '../../lib/shown-locale.ts';

export function useCount(): (value: number) => string {
  const language = useCurrentLanguage();
  const locale = useShownLocale();
  return useCallback(
    (value: number) => formatCount(value, { locale, language }),
    [locale, language],
  );
}
