/**
 * SPEC §2 /error: `errorMessage` names a translation key (default notFound.error). Only keys of
 * this list are shown — never raw text from the query (SECURITY.md T9).
 */
import { API_ERROR_CODES, type ApiErrorCode } from '../../lib/api-error.ts';

export const DEFAULT_ERROR_KEY = 'notFound.error';

const NOT_FOUND_KEYS = [
  'notFound.product',
  'notFound.promotions',
  'notFound.error',
  'notFound.category',
  'notFound.brand',
  'notFound.suggested',
  'notFound.favorites',
  'notFound.orders',
  'notFound.search',
] as const;

const MESSAGE_KEYS = [
  'thirdPartyCookiesDisabled',
  'failOrder',
  'limitOrder',
  'simulateError',
  'profileError',
  'unknownError',
  'paymentLimitRange',
  'noResponse.text',
  'unauthenticated.linkExpired',
  'finance.openInvoices.emptyInvoices',
] as const;

export type ErrorPageKey =
  (typeof NOT_FOUND_KEYS)[number] | (typeof MESSAGE_KEYS)[number] | `errors.${ApiErrorCode}`;

export const ERROR_PAGE_KEYS: readonly ErrorPageKey[] = [
  ...NOT_FOUND_KEYS,
  ...MESSAGE_KEYS,
  ...API_ERROR_CODES.map((code) => `errors.${code}` as const),
];

/** The key to show for the `errorMessage` parameter: a listed key, else the default. */
export function errorPageKey(errorMessage: string | null | undefined): ErrorPageKey {
  const wanted = errorMessage?.trim();
  return ERROR_PAGE_KEYS.find((key) => key === wanted) ?? DEFAULT_ERROR_KEY;
}
