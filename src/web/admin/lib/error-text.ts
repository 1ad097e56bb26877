/**
 * A failed call as a sentence in the operator's language: `errors.<code>` for every code of the
 * contract the console can receive (API_ERROR_STATUS) and the client's own (timeout, network…);
 * a code without a translation falls back to `errors.unknown`.
 */
import { consoleI18n, type AdminKey, type Translate } from './console-i18n.ts';
import { errorCodeOf } from './console-api.ts';

export function errorText(t: Translate, error: unknown): string {
  const key = `errors.${errorCodeOf(error)}`;
  return consoleI18n.exists(key) ? t(key as AdminKey) : t('errors.unknown');
}
