/** Counts for display ("5,000", "5 000" in French) in the locale money uses, with Latin digits. */
import { useCallback } from 'react';
import { formatCount } from '../../../domain/locale.ts';
import { useCurrentLanguage } from '../../lib/products.ts';
import { useTenant } from '../../lib/tenant-context.tsx';

export function useCount(): (value: number) => string {
  const tenant = useTenant();
  const language = useCurrentLanguage();
  const locale = tenant.languageLocales[language] ?? tenant.locale;
  return useCallback(
    (value: number) => formatCount(value, { locale, language }),
    [locale, language],
  );
}
