import { describe, expect, it } from 'vitest';
import { headerTitleFor, NEUTRAL_CHROME_SETTINGS, parseTenantChrome } from './tenant-chrome.ts';
import { parsePublicTenant } from './tenant.ts';

describe('tenant chrome settings (SPEC §3; defaults of src/tenants/schema.ts)', () => {
  it('reads menus, flags, features, header titles and country', () => {
    const settings = parseTenantChrome({
      menu: { primary: ['products', 'cart'], secondary: ['finance'], fixed: [] },
      features: { tracking: true, favorites: false },
      goToHomePage: true,
      showBreadCrumbName: false,
      showBackToTopButton: false,
      useAPIEcommerceConfig: true,
      showNotificationOption: true,
      headerTitleBottler: 'Atlas Boissons',
      headerTitleBottler_ar: 'أطلس للمشروبات',
      country: 'FR',
    });
    expect(settings).toEqual({
      menu: { primary: ['products', 'cart'], secondary: ['finance'], fixed: [] },
      features: { ...NEUTRAL_CHROME_SETTINGS.features, tracking: true },
      goToHomePage: true,
      showBreadCrumbName: false,
      showBackToTopButton: false,
      useAPIEcommerceConfig: true,
      showNotificationOption: true,
      headerTitles: { default: 'Atlas Boissons', ar: 'أطلس للمشروبات' },
      country: 'FR',
    });
    expect(headerTitleFor(settings, 'ar')).toBe('أطلس للمشروبات');
    expect(headerTitleFor(settings, 'fr')).toBe('Atlas Boissons');
  });

  it('malformed or missing fields take the schema defaults', () => {
    expect(
      parseTenantChrome({
        menu: { primary: 'products', secondary: [1, 'Bad Entry', 'finance'] },
        goToHomePage: 'yes',
        country: 'france',
      }),
    ).toEqual({
      ...NEUTRAL_CHROME_SETTINGS,
      menu: { primary: [], secondary: ['finance'], fixed: [] },
    });
  });

  it('the public tenant carries them', () => {
    const tenant = parsePublicTenant({
      bottler: 2,
      goToHomePage: true,
      menu: { primary: ['cart'] },
    });
    expect(tenant.goToHomePage).toBe(true);
    expect(tenant.menu.primary).toEqual(['cart']);
  });
});
