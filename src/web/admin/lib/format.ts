/**
 * Numbers, money and dates as the operator reads them: amounts and counts in the tenant's number
 * locale for the shown language, exactly as the shop writes them (Mexico '$1,234.50', Chile
 * '$1.235'), Latin digits always; dates in the operator's language, an instant in the tenant's
 * time zone: the zone the board's date filters and the shops' own days are in (in the browser's
 * zone, an order placed at 01:17 on 8 December in Nairobi showed under a filter for that day as
 * '12/7/26, 10:17 PM').
 */
import { useMemo } from 'react';
import { formatCount, formatMoney } from '../../../domain/locale.ts';
import type { LanguageCode } from '../../../domain/types.ts';
import { numberLocaleOf } from '../../lib/tenant.ts';
import { useT } from './console-i18n.ts';
import { useConsoleTenant } from './console-tenant.tsx';

export interface Formatters {
  /** The locale amounts are written in; CSV exports are written for a spreadsheet in it. */
  numberLocale: string | undefined;
  money: (amount: number) => string;
  count: (value: number) => string;
  date: (iso: string) => string;
  dateTime: (iso: string) => string;
}

export function useFormat(): Formatters {
  const { language } = useT();
  const tenant = useConsoleTenant();
  // the provider builds a new tenant object each render: depend on what the formatters read
  const numberLocale = numberLocaleOf(tenant, language);
  const { currency, timeZone } = tenant;
  return useMemo(
    () => formattersFor(language, numberLocale, currency, timeZone),
    [language, currency, numberLocale, timeZone],
  );
}

/** useFormat's formatters for a language, a number locale, a currency and a time zone. */
export function formattersFor(
  language: LanguageCode,
  numberLocale: string | undefined,
  currency: string | undefined,
  timeZone: string | undefined,
): Formatters {
  const locale = new Intl.Locale(language, { numberingSystem: 'latn' }).toString();
  const zone = timeZone === undefined ? {} : { timeZone };
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...zone });
  const dateTimeFormat = new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    ...zone,
  });
  const plainDate = /^\d{4}-\d{2}-\d{2}$/;
  return {
    numberLocale,
    money: (amount) => formatMoney(amount, { currency, language, locale: numberLocale }),
    count: (value) => formatCount(value, { language, locale: numberLocale }),
    // A calendar date (delivery) is that day everywhere: read it at noon UTC, show it in UTC.
    date: (iso) =>
      plainDate.test(iso)
        ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
            new Date(`${iso}T12:00:00Z`),
          )
        : dateFormat.format(new Date(iso)),
    dateTime: (iso) => dateTimeFormat.format(new Date(iso)),
  };
}
