/**
 * Numbers, money and dates as the operator reads them: amounts and counts in the tenant's number
 * locale for the shown language, exactly as the shop writes them (Mexico '$1,234.50', Chile
 * '$1.235'), Latin digits always; dates in the operator's language, time zone-free ISO dates shown
 * in the browser's zone.
 */
import { useMemo } from 'react';
import { formatCount, formatMoney } from '../../../domain/locale.ts';
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
  const { currency } = tenant;
  return useMemo(() => {
    const locale = new Intl.Locale(language, { numberingSystem: 'latn' }).toString();
    const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const dateTimeFormat = new Intl.DateTimeFormat(locale, {
      dateStyle: 'short',
      timeStyle: 'short',
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
  }, [language, currency, numberLocale]);
}
