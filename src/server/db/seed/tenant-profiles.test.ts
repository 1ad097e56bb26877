import { describe, expect, it } from 'vitest';
import { loadTenants } from '../../../tenants/index.ts';
import { demoTenantIds, tenantSeedProfile } from './tenant-profiles.ts';

describe('seed tenant profiles read the tenant files (one source of tenant facts)', () => {
  const tenants = loadTenants();

  it('covers every tenant file', () => {
    expect(demoTenantIds).toEqual([...tenants.keys()]);
  });

  it.each([...tenants.values()].map((tenant) => [tenant.id, tenant] as const))(
    'tenant %i: languages, time zone, currency and VAT as in its file',
    (id, tenant) => {
      const profile = tenantSeedProfile(id);
      expect(profile.languages).toEqual(tenant.languages);
      expect(profile.timeZone).toBe(tenant.timeZone);
      expect(profile.currency).toBe(tenant.currency);
      expect(profile.taxRate).toBe(tenant.tax.vatRate);
      expect(profile.priceScale).toBeGreaterThan(0);
    },
  );
});
