/**
 * The locale numbers are written in: the shown language's own where the tenant is bilingual
 * (tenant 5: ar-MA in Arabic, fr-MA in French), else the tenant's. Money, counts and percentages
 * all ask here, so that one screen never mixes two formats.
 */
import { useCurrentLanguage } from './current-language.ts';
import { numberLocaleOf } from './tenant.ts';
import { useTenant } from './tenant-context.tsx';

export function useShownLocale(): string | undefined {
  return numberLocaleOf(useTenant(), useCurrentLanguage());
}
