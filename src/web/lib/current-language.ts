/**
 * The language the app shows now. Its own module so that the first screen's eager code (the page
 * title) does not pull in the catalogue's queries (lib/products.ts) and their chunk (decision 016).
 */
import { isSupportedLanguage } from '../../domain/locale.ts';
import type { LanguageCode } from '../../domain/types.ts';
import { useI18nLanguage } from './use-t.ts';

/** The language the app shows now (i18next), else pt. Every tile asks: see use-t.ts. */
export function useCurrentLanguage(): LanguageCode {
  const language = useI18nLanguage();
  return isSupportedLanguage(language) ? language : 'pt';
}
