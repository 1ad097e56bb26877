/**
 * An i18next formatter module shared by the shop and the console: with `alwaysFormat` every
 * interpolated value passes through it, and in a right-to-left language a value of another
 * script is wrapped in FSI … PDI (domain/bidi.ts) so it keeps its own direction. Named formats
 * (`{{value, number}}`) are not used by the locale files; the value then goes through unchanged
 * apart from the isolation.
 */
import type { FormatterModule } from 'i18next';
import { isolateValue } from '../../domain/bidi.ts';
import { isSupportedLanguage } from '../../domain/locale.ts';

export const isolatingFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  // Non-strings go back as they are (a missing value must stay undefined for i18next to see it).
  format: (value: unknown, _format, lng) =>
    (typeof value === 'string' && lng && isSupportedLanguage(lng)
      ? isolateValue(value, lng)
      : value) as string,
};
