// The public tenant configuration's schema (decision 049): the allow-list the server answers
// through. What the browser used to drop by hand, the schema now refuses before it leaves.
import { describe, expect, it } from 'vitest';
import { publicTenantConfigSchema } from './tenant-config.ts';
import { FEATURE_NAMES, PUBLIC_TENANT_FLAGS } from './tenant-defaults.ts';

const minimal = {
  id: 2,
  bottler: 2,
  name: 'Guanabara Refrescos',
  appPath: 'guanabara-refrescos',
  appTitle: 'Guanabara',
  headerTitleBottler: 'Guanabara Refrescos',
  language: 'pt',
  languages: ['pt'],
  country: 'BR',
  direction: 'ltr',
  locale: 'pt-BR',
  currency: 'BRL',
  timeZone: 'America/Sao_Paulo',
  logo: '/tenants/2/logo.svg',
  brandColors: { primary: '#b3001b', secondary: '#1f2933', onPrimary: '#ffffff' },
  menu: { primary: ['products', 'cart'], secondary: [], fixed: [] },
  features: Object.fromEntries(FEATURE_NAMES.map((name) => [name, false])),
  botSourceAppName: 'whatsapp',
  contactPhone: '+55 21 3555-0142',
  allowedRedirectOrigins: ['https://wa.me'],
};

describe('publicTenantConfigSchema (GET /api/tenant/{bottler})', () => {
  it('fills every flag a tenant leaves out with its default', () => {
    const parsed = publicTenantConfigSchema.parse(minimal);
    for (const [flag, value] of Object.entries(PUBLIC_TENANT_FLAGS)) {
      expect([flag, parsed[flag as keyof typeof PUBLIC_TENANT_FLAGS]]).toEqual([flag, value]);
    }
    expect(parsed.glassBottleButtonAction).toBe('add');
    expect(parsed.recurrentOrderOptionalPeriods).toEqual([15, 30, 45, 60]);
    expect(parsed.showNPSEveryNOrder).toBe(2);
    expect(parsed.orderStatus).toHaveLength(5);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a field it does not publish', { totalPriceDiff: 0.5 }],
    ['a phone that is markup', { contactPhone: '<b>call</b>' }],
    ['a redirect origin that is not https', { allowedRedirectOrigins: ['javascript:alert(1)'] }],
    ['a colour that is CSS', { brandColors: { ...minimal.brandColors, primary: 'red;x:y' } }],
    ['an unknown menu entry', { menu: { ...minimal.menu, secondary: ['Bad Entry'] } }],
    ['a made-up time zone', { timeZone: 'Mars/Olympus' }],
    ['a marketing link that is a script', { marketingUrl: 'javascript:alert(1)' }],
    ['a Tag Manager id of another shape', { gtmId: 'x' }],
    ['a glass-bottle action it does not know', { glassBottleButtonAction: 'explode' }],
    ['an unknown language', { languages: ['de'] }],
    ['a flag that is not a boolean', { goToHomePage: 'yes' }],
  ])('refuses %s', (_name, change) => {
    expect(publicTenantConfigSchema.safeParse({ ...minimal, ...change }).success).toBe(false);
  });
});
