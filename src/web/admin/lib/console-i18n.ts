/**
 * The console's translations: its own i18next instance and locale files (./../locales/*.json,
 * pt.json the source), apart from the shop's. Keys are typed from pt.json (`AdminKey`), plural
 * keys by their base name (`orders.newOrders` for `orders.newOrders_one/_other…`); i18next picks
 * the form with Intl.PluralRules (Arabic has six). The operator chooses the language (stored);
 * `<html lang dir>` follows it.
 */
import i18next, { type TOptions } from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { directionFor, isSupportedLanguage } from '../../../domain/locale.ts';
import type { LanguageCode } from '../../../domain/types.ts';
import type adminMessages from '../locales/pt.json';
import { isolatingFormatter } from '../../lib/i18n-isolation.ts';
import { readAdminLanguage, writeAdminLanguage } from './console-storage.ts';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type BaseKey<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${BaseKey<K>}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type AdminMessages = typeof adminMessages;
/** Every translation key of the console ('nav.orders', 'errors.forbidden'…). */
export type AdminKey = Leaves<AdminMessages>;
export type Translate = (key: AdminKey, options?: TOptions) => string;

const loaders = import.meta.glob<AdminMessages>('../locales/*.json', { import: 'default' });

export const consoleI18n = i18next.createInstance();

/** The stored choice, else the browser's first supported language, else pt. */
export function initialLanguage(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): LanguageCode {
  const stored = readAdminLanguage();
  if (stored) return stored;
  for (const tag of languages) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isSupportedLanguage(base)) return base;
  }
  return 'pt';
}

/** Loads `language`, switches the instance to it and sets `<html lang dir>`. */
export async function applyConsoleLanguage(
  language: LanguageCode,
  root: HTMLElement = document.documentElement,
): Promise<void> {
  const loader = loaders[`../locales/${language}.json`];
  if (!loader) throw new Error(`No console locale file for ${language}`);
  const messages = await loader();
  if (consoleI18n.isInitialized) {
    consoleI18n.addResourceBundle(language, 'translation', messages, true, true);
    await consoleI18n.changeLanguage(language);
  } else {
    await consoleI18n
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
      });
  }
  root.lang = language;
  root.dir = directionFor(language);
}

/** Switches and remembers the operator's language. */
export async function chooseConsoleLanguage(language: LanguageCode): Promise<void> {
  writeAdminLanguage(language);
  await applyConsoleLanguage(language);
}

/** The typed translate function; re-renders on a language change. */
export function useT(): { t: Translate; language: LanguageCode } {
  const { t, i18n } = useTranslation();
  const translate = useCallback<Translate>(
    (key, options) => t(key as never, options as never) as unknown as string,
    [t],
  );
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'pt';
  return { t: translate, language };
}
