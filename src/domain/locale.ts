/**
 * Language, direction, money display and font-size rules (SPEC.md §1 markets and languages,
 * §1 currency display, §9 "Languages" and "Font size overrides"; PRODUCT.md "Currency").
 */
import type { LanguageCode } from './types.ts';

/** SPEC §1/§9: the languages the product ships. */
export const SUPPORTED_LANGUAGES = [
  'pt',
  'es',
  'en',
  'th',
  'fr',
  'ar',
] as const satisfies readonly LanguageCode[];

export type TextDirection = 'ltr' | 'rtl';

/** True when `value` is one of SUPPORTED_LANGUAGES. */
export function isSupportedLanguage(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** "pt-BR", " PT ", "pt_BR" → "pt"; undefined for empty input. */
function primaryTag(value: string | null | undefined): string | undefined {
  const tag = value?.trim().toLowerCase().split(/[-_]/)[0];
  return tag ? tag : undefined;
}

export interface LanguageSources {
  /** The `language` query-string parameter, if any. */
  query?: string | null;
  /** The stored `language` (local storage key of SPEC §3), if any. */
  stored?: string | null;
  tenantDefault: LanguageCode;
  /** The languages the tenant offers; empty means only its default. */
  tenantLanguages: readonly LanguageCode[];
}

/**
 * SPEC §1: the language comes from the query string, else from storage, else the default.
 * A value the tenant does not offer is ignored (falls through to the next source).
 */
export function resolveLanguage({
  query,
  stored,
  tenantDefault,
  tenantLanguages,
}: LanguageSources): LanguageCode {
  const offered: readonly string[] = tenantLanguages.length > 0 ? tenantLanguages : [tenantDefault];
  for (const candidate of [query, stored].map(primaryTag)) {
    if (candidate !== undefined && isSupportedLanguage(candidate) && offered.includes(candidate)) {
      return candidate;
    }
  }
  return tenantDefault;
}

/** SPEC §1: Arabic gives right-to-left direction; every other language is left-to-right. */
export function directionFor(lang: LanguageCode): TextDirection {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

export interface BilingualSettings {
  language: 'fr' | 'ar';
  country: 'KSA' | 'FR';
  direction: TextDirection;
}

/** SPEC §9 bilingual variant: ar → country KSA, rtl; fr → country FR, ltr; other languages → undefined. */
export function bilingualSettings(lang: LanguageCode): BilingualSettings | undefined {
  if (lang === 'ar') return { language: 'ar', country: 'KSA', direction: 'rtl' };
  if (lang === 'fr') return { language: 'fr', country: 'FR', direction: 'ltr' };
  return undefined;
}

/** SPEC §1 currency fallback when a tenant config names none: USD for en, MAD for Morocco (fr/ar), else BRL. */
export function fallbackCurrency(language: LanguageCode): string {
  if (language === 'en') return 'USD';
  if (language === 'fr' || language === 'ar') return 'MAD';
  return 'BRL';
}

/**
 * Local symbol replacements (SPEC §1, PRODUCT.md "Currency"), applied to the currency part of
 * `formatToParts`, whatever symbol Intl chose for the locale:
 *   MAD → "DH" (dirham, as Moroccan shops write it; Intl gives "MAD" or "د.م.")
 *   PYG → "₲" (guaraní sign; Intl gives "Gs." or "PYG")
 */
export const CURRENCY_SYMBOL_OVERRIDES: Readonly<Record<string, string>> = {
  MAD: 'DH',
  PYG: '₲',
};

/** PRODUCT.md: CLP and PYG have no minor unit (shown without decimals). */
export const ZERO_DECIMAL_CURRENCIES: readonly string[] = ['CLP', 'PYG'];

/** The digits after the decimal point an amount of `currency` may have: 0 for CLP and PYG. */
export function currencyDecimals(currency: string | undefined): 0 | 2 {
  return currency !== undefined && ZERO_DECIMAL_CURRENCIES.includes(currency) ? 0 : 2;
}

/** Whether `amount` can be written in `currency`: a whole number where it has no cents. */
export function amountFitsCurrency(amount: number, currency: string | undefined): boolean {
  return currencyDecimals(currency) === 2 || Number.isInteger(amount);
}

/** Bidi marks Intl inserts for Arabic (U+200E LRM, U+200F RLM, U+061C ALM); the UI sets `dir` instead. */
const BIDI_MARKS = /[\u200e\u200f\u061c]/g;

/**
 * `text` without the bidi marks Intl wrote into it: for a place that sets its own direction, such
 * as a chart drawn left to right, where an Arabic date's marks reorder "02/11/2026" into
 * "022026/11/".
 */
export function withoutBidiMarks(text: string): string {
  return text.replace(BIDI_MARKS, '');
}

export interface MoneyFormatOptions {
  /** ISO 4217 code from the tenant config; missing → fallbackCurrency(language). */
  currency?: string | null;
  /** BCP 47 locale from the tenant config (e.g. "pt-BR"); missing → the language itself. */
  locale?: string | null;
  language: LanguageCode;
}

/** The tenant's locale (else the language) with Latin digits, as every number is shown. */
function latinDigitsLocale(options: Pick<MoneyFormatOptions, 'locale' | 'language'>): string {
  return new Intl.Locale(options.locale || options.language, {
    numberingSystem: 'latn',
  }).toString();
}

/**
 * Formatters by locale and currency, built once: an `Intl.NumberFormat` costs far more to build
 * than to use (issue 16: building one per amount took 274 ms of a product list's first render on
 * a slow phone). A deployment shows a handful of locale × currency pairs, so the map stays small.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, currency?: string): Intl.NumberFormat {
  const key = `${locale}|${currency ?? ''}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    const digits = currencyDecimals(currency) === 0 ? 0 : undefined;
    formatter = new Intl.NumberFormat(
      locale,
      currency === undefined
        ? {}
        : {
            style: 'currency',
            currency,
            ...(digits === undefined
              ? {}
              : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
          },
    );
    formatters.set(key, formatter);
  }
  return formatter;
}

const localeKeys = new Map<string, string>();

/** latinDigitsLocale, remembered (Intl.Locale is as costly to build as a formatter). */
function latinLocale(options: Pick<MoneyFormatOptions, 'locale' | 'language'>): string {
  const given = options.locale || options.language;
  let locale = localeKeys.get(given);
  if (locale === undefined) {
    locale = latinDigitsLocale(options);
    localeKeys.set(given, locale);
  }
  return locale;
}

/** A count for display ("5,000", "5 000" in French), like money: Latin digits, no bidi marks. */
export function formatCount(
  value: number,
  options: Pick<MoneyFormatOptions, 'locale' | 'language'>,
): string {
  return withoutBidiMarks(numberFormat(latinLocale(options)).format(value));
}

/**
 * Amounts already written, by locale and currency (decision 086): a screen of product tiles
 * writes the same few prices again and again, and `formatToParts` with its symbol replacement
 * was a tenth of a tile's render at 4× CPU. Bounded per pair: a catalogue has a few thousand
 * distinct prices at most.
 */
const moneyTexts = new Map<string, Map<number, string>>();
export const REMEMBERED_AMOUNTS = 5000;

/**
 * A money amount for display: Intl currency style in the tenant's locale, Latin digits always
 * (`nu-latn`, so Arabic shows 0-9), no decimals for CLP/PYG, local symbols replaced, bidi marks
 * stripped for stable output. A non-finite amount gives ''.
 */
export function formatMoney(amount: number, options: MoneyFormatOptions): string {
  if (!Number.isFinite(amount)) return '';
  const currency = (options.currency || fallbackCurrency(options.language)).toUpperCase();
  const locale = latinLocale(options);
  const key = `${locale}|${currency}`;
  let texts = moneyTexts.get(key);
  if (texts === undefined) {
    texts = new Map();
    moneyTexts.set(key, texts);
  }
  // -0 and 0 are one key of a Map, but Intl writes -0 with its sign.
  const remembered = !Object.is(amount, -0);
  const known = remembered ? texts.get(amount) : undefined;
  if (known !== undefined) return known;
  const symbol = CURRENCY_SYMBOL_OVERRIDES[currency];
  const text = withoutBidiMarks(
    numberFormat(locale, currency)
      .formatToParts(amount)
      .map((part) => (part.type === 'currency' && symbol !== undefined ? symbol : part.value))
      .join(''),
  );
  if (remembered) {
    if (texts.size >= REMEMBERED_AMOUNTS) texts.clear();
    texts.set(amount, text);
  }
  return text;
}

/**
 * SPEC §9 font size overrides for sizes 8..32 px (a tenant flag, fontSizeOverride, turns them on).
 * SPEC fixes 10 → 12 and 12 → 14. Decision: body sizes up to 16 px grow by 2 px, 17..24 px by 1 px,
 * headings of 25..32 px stay as they are — so the map never shrinks and never reorders sizes.
 */
export const FONT_SIZE_OVERRIDES: Readonly<Record<number, number>> = Object.freeze(
  Object.fromEntries(
    Array.from({ length: 32 - 8 + 1 }, (_, i) => {
      const size = 8 + i;
      const bump = size <= 16 ? 2 : size <= 24 ? 1 : 0;
      return [size, size + bump];
    }),
  ),
);

/** SPEC §9: the px size to render; the override map applies only when the tenant turns it on. */
export function fontSizeFor(size: number, override: boolean): number {
  return override ? (FONT_SIZE_OVERRIDES[size] ?? size) : size;
}
