import type { LanguageCode } from '../../../domain/types.ts';

/** The language names, each in its own language (an operator finds theirs in any interface). */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  pt: 'Português',
  es: 'Español',
  en: 'English',
  th: 'ไทย',
  fr: 'Français',
  ar: 'العربية',
};
