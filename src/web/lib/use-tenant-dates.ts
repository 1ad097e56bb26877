/** Dates in the tenant's locale and time zone for the language shown now (see ./tenant-time.ts). */
import { useMemo } from 'react';
import { useCurrentLanguage } from './products.ts';
import { useTenant } from './tenant-context.tsx';
import {
  formatCalendarDate,
  formatInstantDate,
  formatMonthPeriod,
  intlLocale,
} from './tenant-time.ts';

export interface TenantDates {
  locale: string;
  timeZone: string | undefined;
  /** A YYYY-MM-DD calendar date (delivery, due date). */
  calendarDate: (value: string) => string;
  /** The day an instant (created date) fell on in the tenant's zone. */
  instantDate: (value: string) => string;
  /** A YYYY-MM period as month and year. */
  monthPeriod: (value: string) => string;
}

export function useTenantDates(): TenantDates {
  const tenant = useTenant();
  const language = useCurrentLanguage();
  return useMemo(() => {
    const locale = intlLocale({
      locale: tenant.locale,
      language,
      tenantLanguage: tenant.language,
    });
    return {
      locale,
      timeZone: tenant.timeZone,
      calendarDate: (value) => formatCalendarDate(value, locale),
      instantDate: (value) => formatInstantDate(value, locale, tenant.timeZone),
      monthPeriod: (value) => formatMonthPeriod(value, locale),
    };
  }, [tenant.locale, tenant.language, tenant.timeZone, language]);
}
