/** Money for display in the tenant's currency and locale, in the current language (SPEC §1). */
import { useCallback } from 'react';
import { formatMoney } from '../../../domain/locale.ts';
import { useCurrentLanguage } from '../../lib/products.ts';
import { useShownLocale } from '../../lib/shown-locale.ts';
import { useTenant } from '../../lib/tenant-context.tsx';

export function useMoney(): (amount: number) => string {
  const tenant = useTenant();
  const language = useCurrentLanguage();
  const locale = useShownLocale();
  return useCallback(
    (amount: number) => formatMoney(amount, { currency: tenant.currency, locale, language }),
    [tenant.currency, locale, language],
  );
}
