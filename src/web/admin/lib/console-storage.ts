/**
 * The console's own browser storage, apart from the shop's keys (src/web/lib/storage.ts): the
 * operator's bearer token (`adminToken`) and chosen language (`adminLanguage`). Blocked storage
 * (private modes) is swallowed: the operator then signs in for this page only.
 */
import { isSupportedLanguage } from '../../../domain/locale.ts';
import type { LanguageCode } from '../../../domain/types.ts';

export const ADMIN_TOKEN_KEY = 'adminToken';
export const ADMIN_LANGUAGE_KEY = 'adminLanguage';

let memoryToken: string | undefined;

function store(): Storage | undefined {
  try {
    return window.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function readAdminToken(): string | undefined {
  const storage = store();
  if (!storage) return memoryToken;
  try {
    return storage.getItem(ADMIN_TOKEN_KEY) ?? undefined;
  } catch {
    return memoryToken;
  }
}

export function writeAdminToken(token: string | undefined): void {
  memoryToken = token;
  try {
    if (token === undefined) store()?.removeItem(ADMIN_TOKEN_KEY);
    else store()?.setItem(ADMIN_TOKEN_KEY, token);
  } catch {
    // kept in memory only
  }
}

export function readAdminLanguage(): LanguageCode | undefined {
  try {
    const value = store()?.getItem(ADMIN_LANGUAGE_KEY);
    return isSupportedLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writeAdminLanguage(language: LanguageCode): void {
  try {
    store()?.setItem(ADMIN_LANGUAGE_KEY, language);
  } catch {
    // the choice lasts for this page only
  }
}
