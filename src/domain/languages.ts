/** The six languages of SPEC.md §1, in one list every layer imports. */
export const LANGUAGES = ['pt', 'es', 'en', 'th', 'fr', 'ar'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];
