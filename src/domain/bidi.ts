/**
 * Issue 14 (Localisation): a value of another script inside right-to-left text keeps its own
 * direction. In an RTL language each interpolated value that could be reordered by the
 * surrounding Arabic ("Rue Ibnou 12" read as "Rue Ibnou ,12", "350 ml", "R-0042", "+212 600…")
 * is wrapped in U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE (the plain-text
 * `<bdi>`). Left alone: every value in a left-to-right language, plain numbers (digits with
 * grouping/decimal marks, which Arabic text orders correctly) and values wholly in an RTL script
 * without digits, so those strings read exactly as the locale files write them.
 */
import { directionFor } from './locale.ts';
import type { LanguageCode } from './types.ts';

export const FSI = '\u2068';
export const PDI = '\u2069';

const PLAIN_NUMBER = /^[\d\u0660-\u0669\u06f0-\u06f9.,\u066b\u066c\u00a0\u202f ]*$/u;
/** Letters of a left-to-right script (any letter outside Arabic, Hebrew, Syriac, Thaana, N'Ko). */
const LTR_LETTER =
  /(?![\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}])\p{L}/u;
const DIGIT = /[\d\u0660-\u0669\u06f0-\u06f9]/u;

/** Whether `value` needs isolating inside text of `language`. */
export function needsIsolation(value: string, language: LanguageCode): boolean {
  if (directionFor(language) !== 'rtl' || value === '') return false;
  if (value.startsWith(FSI) && value.endsWith(PDI)) return false;
  if (PLAIN_NUMBER.test(value)) return false;
  return LTR_LETTER.test(value) || DIGIT.test(value);
}

/** `value` as it goes into a sentence of `language` (isolated when it needs to be). */
export function isolateValue(value: string, language: LanguageCode): string {
  return needsIsolation(value, language) ? `${FSI}${value}${PDI}` : value;
}
