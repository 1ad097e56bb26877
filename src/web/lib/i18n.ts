/**
 * i18next set-up (SPEC §1 languages, ARCHITECTURE.md habit 8): one locale file loaded per visit
 * (each is its own small chunk), the language from the query, else storage, else the tenant
 * default, and `<html lang dir>` kept in step (Arabic is right-to-left).
 */
import i18next from 'i18next';
import { isolatingFormatter } from './i18n-isolation.ts';
import { initReactI18next } from 'react-i18next';
import { bilingualSettings, directionFor, resolveLanguage } from '../../domain/locale.ts';
import type { LanguageCode } from '../../domain/types.ts';
import { readStored, writeStored } from './storage.ts';
import { loadMessages } from './messages.ts';
import type { PublicTenant } from './tenant.ts';

export { loadMessages, type Messages } from './messages.ts';

export const i18n = i18next.createInstance();

/** Sets `<html lang dir>` for the language. */
export function applyDocumentLanguage(
  language: LanguageCode,
  root: HTMLElement = document.documentElement,
): void {
  root.lang = language;
  root.dir = directionFor(language);
}

/** SPEC §1: query `language`, else stored, else the tenant default (among the tenant's languages). */
export function chooseLanguage(query: URLSearchParams, tenant: PublicTenant): LanguageCode {
  return resolveLanguage({
    query: query.get('language'),
    stored: readStored('language'),
    tenantDefault: tenant.language,
    tenantLanguages: tenant.languages,
  });
}

/** Stores the language (and, for the bilingual fr/ar pair, its country) for the next visit. */
export function rememberLanguage(language: LanguageCode): void {
  writeStored('language', language);
  const bilingual = bilingualSettings(language);
  if (bilingual) writeStored('country', bilingual.country);
}

function reportMissingKey(_languages: readonly string[], _namespace: string, key: string): void {
  if (import.meta.env.MODE === 'test') throw new Error(`Missing translation key: ${key}`);
  console.error(`Missing translation key: ${key}`);
}

/** Initialises (or switches) the shared instance to `language`; resolves once its messages are in. */
export async function initI18n(language: LanguageCode): Promise<typeof i18n> {
  const messages = await loadMessages(language);
  if (i18n.isInitialized) {
    i18n.addResourceBundle(language, 'translation', messages, true, true);
    await i18n.changeLanguage(language);
  } else {
    await i18n
      .use(initReactI18next)
      .use(isolatingFormatter)
      .init({
        lng: language,
        resources: { [language]: { translation: messages } },
        fallbackLng: false,
        // Every value through isolatingFormatter: values of another script isolated in Arabic.
        interpolation: { escapeValue: false, alwaysFormat: true },
        returnNull: false,
        returnEmptyString: false,
        saveMissing: import.meta.env.DEV,
        missingKeyHandler: reportMissingKey,
      });
  }
  applyDocumentLanguage(language);
  return i18n;
}
