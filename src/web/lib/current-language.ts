/**
 * The language the app shows now. Its own module so that the first screen's eager code (the page
 * title) does not pull in the catalogue's queries (lib/products.ts) and their chunk (decision 016).
 */
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage } from '../../domain/locale.ts';
import type { LanguageCode } from '../../domain/types.ts';

/** The language the app shows now (i18next), else pt. */
export function useCurrentLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return isSupportedLanguage(language) ? language : 'pt';
}
