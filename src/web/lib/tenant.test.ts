import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { applyBrandColors } from './brand-colors.ts';
import { readStored, writeStored } from './storage.ts';
import {
  chatLinkFor,
  loadPublicTenant,
  navigatorLanguage,
  neutralTenant,
  resolveBottler,
  toPublicTenant,
  type PublicTenantConfig,
} from './tenant.ts';

const morocco = {
  bottler: 5,
  appTitle: 'Atlas Boissons',
  language: 'fr',
  languages: ['fr', 'ar'],
  direction: 'ltr',
  logo: '/logos/5.svg',
  whatsAppNumber: 'https://wa.me/212600000000',
  brandColors: { primary: '#c8102e', secondary: '#00205b', onPrimary: '#fff' },
  accessEcommerceStandalone: true,
  currency: 'MAD',
  locale: 'fr-MA',
} as Partial<PublicTenantConfig> as PublicTenantConfig;

function clientAnswering(call: ApiClient['call']): ApiClient {
  return { call, file: vi.fn() } as unknown as ApiClient;
}

describe('public tenant', () => {
  it('reads the answer as typed, the bottler as a string', () => {
    expect(toPublicTenant(morocco)).toMatchObject({
      bottler: '5',
      appTitle: 'Atlas Boissons',
      language: 'fr',
      languages: ['fr', 'ar'],
      brandColors: { primary: '#c8102e', secondary: '#00205b', onPrimary: '#fff' },
      accessEcommerceStandalone: true,
    });
    expect(toPublicTenant(morocco).chatAppUrl).toBeUndefined();
  });

  it('a field the answer lacks takes the neutral value (the contract default)', () => {
    const tenant = toPublicTenant(morocco);
    expect(tenant.menu).toEqual({ primary: [], secondary: [], fixed: [] });
    expect(tenant.showPriceWithoutDiscount).toBe(true);
    expect(tenant.showNPSEveryNOrder).toBe(2);
    expect(tenant.direction).toBe('ltr');
    expect(toPublicTenant({ ...morocco, language: 'ar' }).direction).toBe('ltr');
    expect(neutralTenant('ar').direction).toBe('rtl');
  });

  it.each<[string[], string]>([
    [['th-TH', 'en-US'], 'th'],
    [['de-DE', 'ar-MA'], 'ar'],
    [['de-DE'], 'pt'],
    [[], 'pt'],
  ])('navigatorLanguage(%j) is %s (neutral default, pt last)', (preferred, expected) => {
    expect(navigatorLanguage(preferred)).toBe(expected);
  });

  it('takes the bottler from the query and stores it, else from storage', () => {
    expect(resolveBottler(new URLSearchParams('?bottler=2'))).toBe('2');
    expect(readStored('bottler')).toBe('2');
    expect(resolveBottler(new URLSearchParams(''))).toBe('2');
    expect(resolveBottler(new URLSearchParams('?bottler=../admin'))).toBe('2');
    localStorage.clear();
    expect(resolveBottler(new URLSearchParams(''))).toBeUndefined();
  });

  it('fetches GET /tenant/{bottler} and stores the app title', async () => {
    const call = vi.fn(async () => morocco) as unknown as ApiClient['call'];
    const tenant = await loadPublicTenant('5', clientAnswering(call));
    expect(call).toHaveBeenCalledWith('tenant', { params: { bottler: '5' } });
    expect(tenant.appTitle).toBe('Atlas Boissons');
    expect(readStored('appTitle')).toBe('Atlas Boissons');
  });

  it('falls back to the neutral tenant with no bottler or a failed fetch', async () => {
    const call = vi.fn(async () => {
      throw new ApiError('timeout', 0);
    }) as unknown as ApiClient['call'];
    expect((await loadPublicTenant('5', clientAnswering(call))).bottler).toBe('');
    expect((await loadPublicTenant(undefined, clientAnswering(call))).bottler).toBe('');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it.each<[Record<string, string>, string | undefined]>([
    [{ chatAppUrl: 'https://line.me/R/ti/p/@bottler' }, 'https://line.me/R/ti/p/@bottler'],
    [{ whatsAppNumber: 'https://wa.me/5521999990000' }, 'https://wa.me/5521999990000'],
    [{ whatsAppNumber: '+55 21 99999-0000' }, 'https://wa.me/5521999990000'],
    [{ chatAppUrl: 'javascript:alert(1)', whatsAppNumber: 'https://wa.me/1' }, 'https://wa.me/1'],
    [{ chatAppUrl: 'http://wa.me/1' }, undefined],
    [{ chatAppUrl: 'https://user:pw@evil.example' }, undefined],
    [{}, undefined],
  ])('chatLinkFor(%j) is %s (https only, SECURITY T10)', (fields, expected) => {
    expect(chatLinkFor({ ...neutralTenant('pt'), ...fields })).toBe(expected);
  });

  it('applies brand colours as CSS variables on :root', () => {
    applyBrandColors(toPublicTenant(morocco).brandColors);
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--brand-primary')).toBe('#c8102e');
    expect(style.getPropertyValue('--brand-secondary')).toBe('#00205b');
    expect(style.getPropertyValue('--brand-on-primary')).toBe('#fff');
    // Derived so text reaches WCAG AA: white on the dark navy secondary, the red primary as text.
    expect(style.getPropertyValue('--brand-on-secondary')).toBe('#ffffff');
    expect(style.getPropertyValue('--brand-primary-text')).toBe('#c8102e');
  });

  it('storage write is reflected by read', () => {
    writeStored('language', 'ar');
    expect(readStored('language')).toBe('ar');
  });
});

describe('language locales (amounts in Arabic use the Arabic variant, not fr-MA)', () => {
  it('reads each language variant’s locale', () => {
    const tenant = toPublicTenant({
      ...morocco,
      languageVariants: {
        fr: { country: 'MA', direction: 'ltr', locale: 'fr-MA' },
        ar: { country: 'MA', direction: 'rtl', locale: 'ar-MA-u-nu-latn' },
      },
    });
    expect(tenant.languageLocales).toEqual({ fr: 'fr-MA', ar: 'ar-MA-u-nu-latn' });
  });
});
