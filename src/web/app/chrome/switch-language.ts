/**
 * SPEC §4 "Language change": stores country, language and direction, and reloads the page if the
 * language changed. The bilingual fr/ar pair takes its country and direction from
 * `bilingualSettings` (ar → KSA, rtl; fr → FR, ltr); other languages keep the tenant's country.
 * The direction lives on `<html dir>` now and is derived from the stored language at the next
 * start (storage has no direction key in SPEC §3).
 */
import { bilingualSettings, directionFor } from '../../../domain/locale.ts';
import type { LanguageCode } from '../../../domain/types.ts';
import { writeStored } from '../../lib/storage.ts';

/** Native language names: a language is always offered in its own words. */
export const LANGUAGE_NAMES: Readonly<Record<LanguageCode, string>> = {
  pt: 'Português',
  es: 'Español',
  en: 'English',
  th: 'ไทย',
  fr: 'Français',
  ar: 'العربية',
};

export interface LanguageSwitchContext {
  current: LanguageCode;
  /** The tenant's country, stored for languages outside the bilingual pair. */
  tenantCountry: string | undefined;
  reload?: () => void;
  root?: HTMLElement;
}

/** Drops `?language=` from the address: the query would beat the stored choice after reload. */
function dropLanguageQuery(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('language')) return;
  url.searchParams.delete('language');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** Stores the choice and reloads; returns false (and does nothing) when it is the current one. */
export function switchLanguage(next: LanguageCode, context: LanguageSwitchContext): boolean {
  if (next === context.current) return false;
  const bilingual = bilingualSettings(next);
  const country = bilingual?.country ?? context.tenantCountry;
  const direction = bilingual?.direction ?? directionFor(next);
  writeStored('language', next);
  if (country !== undefined) writeStored('country', country);
  const root = context.root ?? document.documentElement;
  root.lang = next;
  root.dir = direction;
  dropLanguageQuery();
  (context.reload ?? (() => window.location.reload()))();
  return true;
}
