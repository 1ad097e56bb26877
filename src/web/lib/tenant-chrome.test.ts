import { describe, expect, it } from 'vitest';
import { headerTitleFor } from './tenant-chrome.ts';
import { neutralTenant, toPublicTenant, type PublicTenantConfig } from './tenant.ts';

describe('tenant chrome (SPEC §3 headerTitleBottler and its _fr / _ar variants)', () => {
  it('the header title follows the language shown, else headerTitleBottler', () => {
    const tenant = toPublicTenant({
      ...neutralTenant('fr'),
      bottler: 5,
      headerTitleBottler: 'Atlas Boissons',
      headerTitleBottler_ar: 'أطلس للمشروبات',
    } as unknown as PublicTenantConfig);
    expect(tenant.headerTitles).toEqual({ default: 'Atlas Boissons', ar: 'أطلس للمشروبات' });
    expect(headerTitleFor(tenant, 'ar')).toBe('أطلس للمشروبات');
    expect(headerTitleFor(tenant, 'fr')).toBe('Atlas Boissons');
    expect(headerTitleFor(neutralTenant('fr'), 'fr')).toBeUndefined();
  });
});
