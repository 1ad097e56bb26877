// Combos' percentages in the language shown: tenant 5 (fr-MA by default) in Arabic formats them
// with its Arabic locale, as its amounts are, not in French ("5 %").
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { TenantProvider } from '../../lib/tenant-context.tsx';
import { testTenant } from '../../test/test-tenant.ts';
import { usePercent } from './use-percent.ts';

const MOROCCO = {
  ...testTenant(),
  locale: 'fr-MA',
  languageLocales: { fr: 'fr-MA', ar: 'ar-MA' },
};

const percentIn = async (language: 'fr' | 'ar') => {
  const i18n = await initI18n(language);
  await i18n.changeLanguage(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TenantProvider tenant={MOROCCO}>{children}</TenantProvider>
  );
  return renderHook(() => usePercent(), { wrapper }).result.current(5);
};

const format = (locale: string) =>
  new Intl.NumberFormat(new Intl.Locale(locale, { numberingSystem: 'latn' }).toString(), {
    style: 'percent',
  })
    .format(0.05)
    .replace(/[\u200e\u200f\u061c]/g, '');

describe('usePercent', () => {
  afterAll(async () => {
    const i18n = await initI18n('pt');
    await i18n.changeLanguage('pt');
  });

  it('formats in the French locale for French and in the Arabic one for Arabic', async () => {
    expect(await percentIn('fr')).toBe(format('fr-MA'));
    expect(await percentIn('ar')).toBe(format('ar-MA'));
    expect(format('fr-MA')).not.toBe(format('ar-MA'));
  });
});
