/** Counts for display ("5,000", "5 000" in French) in the locale money uses, with Latin digits. */
import { useMemo } from 'react';
import { useCurrentLanguage } from '../../lib/products.ts';
import { useTenant } from '../../lib/tenant-context.tsx';

export function useCount(): (value: number) => string {
  const tenant = useTenant();
  const language = useCurrentLanguage();
  const locale = tenant.languageLocales[language] ?? tenant.locale;
  return useMemo(() => {
    let tag: string;
    try {
      tag = new Intl.Locale(locale || language, { numberingSystem: 'latn' }).toString();
    } catch {
      tag = language;
    }
    const formatter = new Intl.NumberFormat(tag);
    return (value: number) => formatter.format(value);
  }, [locale, language]);
}
