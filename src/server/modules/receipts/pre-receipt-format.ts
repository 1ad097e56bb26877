/**
 * Number and date formatting for the PDF pre-receipt (SPEC §7: two decimals; French unless the
 * shop reads another language, pre-receipt-labels.ts), and text made safe for the embedded fonts
 * (pdf-fonts.ts).
 */
import { isoDatePart } from '../../../domain/dates.ts';
import { roundMoney } from '../../../domain/money.ts';

/**
 * The Latin subset of Noto Sans we embed has no glyph for U+202F NARROW NO-BREAK SPACE, which
 * fr-FR uses as its thousands separator (nor do the Thai and Arabic subsets); it would print as an
 * empty box. Inside the PDF we use U+00A0 NO-BREAK SPACE instead, which every embedded font has:
 * same "never break here", slightly wider.
 */
const NARROW_NO_BREAK_SPACE = /\u202f/g;
const NO_BREAK_SPACE = '\u00a0';

/** Direction marks some locales add around numbers: the PDF lays out runs itself (script-runs.ts). */
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g;

/** Any text bound for the PDF: swaps the characters the embedded font cannot draw. */
export function pdfSafeText(text: string): string {
  return text.replace(NARROW_NO_BREAK_SPACE, NO_BREAK_SPACE).replace(DIRECTION_MARKS, '');
}

/**
 * Currency shown after amounts. MAD is "DH" as Moroccan shops write it (SPEC §1); every other
 * currency shows its ISO code (amounts print in the Latin subset of Noto Sans, which has no "₲",
 * so PYG stays "PYG").
 */
const PDF_CURRENCY_LABELS: Readonly<Record<string, string>> = { MAD: 'DH' };

export function currencyLabel(currency: string): string {
  const code = currency.trim().toUpperCase();
  return PDF_CURRENCY_LABELS[code] ?? code;
}

/** SPEC §7: two decimals always — even for CLP and PYG, which the app shows without decimals. */
const amountFormats = new Map<string, Intl.NumberFormat>();
const quantityFormats = new Map<string, Intl.NumberFormat>();

function cachedFormat(
  cache: Map<string, Intl.NumberFormat>,
  locale: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  let format = cache.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(locale, format);
  }
  return format;
}

const amountFormat = (locale: string) =>
  cachedFormat(amountFormats, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const quantityFormat = (locale: string) =>
  cachedFormat(quantityFormats, locale, { maximumFractionDigits: 3 });

/**
 * "1 234,50 DH": rounded once to the cent (half away from zero, domain/money.ts), fr-FR grouping,
 * two decimals, a no-break space, then the currency. Throws RangeError('money.notFinite') for
 * NaN/Infinity rather than printing "NaN" on a document a shop may pay from.
 */
export function formatReceiptAmount(amount: number, currency: string, locale = 'fr-FR'): string {
  return pdfSafeText(
    `${amountFormat(locale).format(roundMoney(amount))}${NO_BREAK_SPACE}${currencyLabel(currency)}`,
  );
}

/** A discount is printed as a deduction ("-12,50 DH") whether stored positive or negative; 0 stays "0,00". */
export function formatReceiptDeduction(amount: number, currency: string, locale = 'fr-FR'): string {
  return formatReceiptAmount(-Math.abs(amount), currency, locale);
}

export function formatReceiptQuantity(quantity: number, locale = 'fr-FR'): string {
  if (!Number.isFinite(quantity)) throw new RangeError('preReceipt.invalidQuantity');
  return pdfSafeText(quantityFormat(locale).format(quantity));
}

/** The order's instant as a Date; throws RangeError('preReceipt.invalidCreatedAt') when unparseable. */
export function receiptInstant(createdAt: Date | string): Date {
  const instant = createdAt instanceof Date ? createdAt : new Date(createdAt);
  if (Number.isNaN(instant.getTime())) throw new RangeError('preReceipt.invalidCreatedAt');
  return instant;
}

/**
 * "15/03/2026 14:30": the order instant in the tenant's IANA time zone, fr-FR, 24 h, Latin digits.
 * Throws RangeError for an unknown time zone.
 */
export function formatReceiptDateTime(createdAt: Date | string, timeZone: string): string {
  const format = new Intl.DateTimeFormat('fr-FR', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    calendar: 'gregory',
    numberingSystem: 'latn',
  });
  return pdfSafeText(format.format(receiptInstant(createdAt)));
}

/**
 * "20/03/2026" for a calendar date "2026-03-20" (or the date part of a full ISO string): a delivery
 * date is a date, so no time-zone shift. Anything unparseable is printed as given.
 */
export function formatReceiptDate(isoDate: string): string {
  const part = isoDatePart(isoDate);
  if (part === undefined) return pdfSafeText(isoDate);
  const [year, month, day] = part.split('-');
  return `${day}/${month}/${year}`;
}
