/**
 * Numbers, money and dates as the operator reads them: the operator's language with Latin digits
 * (as the shop shows every number), the tenant's currency and time zone-free ISO dates shown in
 * the browser's zone.
 */
import { useMemo } from 'react';
import { formatCount, formatMoney } from '../../../domain/locale.ts';
import { useT } from './console-i18n.ts';
import { useConsoleTenant } from './console-tenant.tsx';

export interface Formatters {
  money: (amount: number) => string;
  count: (value: number) => string;
  date: (iso: string) => string;
  dateTime: (iso: string) => string;
}

export function useFormat(): Formatters {
  const { language } = useT();
  const tenant = useConsoleTenant();
  return useMemo(() => {
    const locale = new Intl.Locale(language, { numberingSystem: 'latn' }).toString();
    const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const dateTimeFormat = new Intl.DateTimeFormat(locale, {
      dateStyle: 'short',
      timeStyle: 'short',
    });
    const plainDate = /^\d{4}-\d{2}-\d{2}$/;
    return {
      money: (amount) => formatMoney(amount, { currency: tenant.currency, language }),
      count: (value) => formatCount(value, { language }),
      // A calendar date (delivery) is that day everywhere: read it at noon UTC, show it in UTC.
      date: (iso) =>
        plainDate.test(iso)
          ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
              new Date(`${iso}T12:00:00Z`),
            )
          : dateFormat.format(new Date(iso)),
      dateTime: (iso) => dateTimeFormat.format(new Date(iso)),
    };
  }, [language, tenant.currency]);
}
