import { describe, expect, it } from 'vitest';
import { publicTenantConfigSchema } from '../contract/tenant-config.ts';
import { environmentsFor } from './families.ts';
import { loadTenants, publicTenantConfig, resolveTenant } from './index.ts';

const registry = loadTenants();

/** Fields that exist for the server only and must never reach the browser. */
const SERVER_ONLY = [
  'family',
  'environment',
  'environments',
  'appOrigin',
  'linkTokenTtlHours',
  'deliveryCalendar',
  'tax',
  'totalPriceDiff',
  'useAzureAPIManagement',
];

describe('publicTenantConfig: only what the browser may see (SECURITY.md)', () => {
  const configs = [...registry.values()].flatMap((tenant) =>
    environmentsFor(tenant.family).map((environment) =>
      resolveTenant(registry, tenant.id, environment),
    ),
  );

  it.each(configs.map((config) => [config.id, config.environment, config] as const))(
    'tenant %i in %s leaks no server-only field',
    (_id, _environment, config) => {
      const visible = Object.keys(publicTenantConfig(config));
      expect(visible.filter((key) => SERVER_ONLY.includes(key))).toEqual([]);
      // the server-only fields are really there, so the check above means something
      const present = SERVER_ONLY.filter((key) => key in config);
      expect(present).toEqual(
        expect.arrayContaining(['family', 'appOrigin', 'tax', 'deliveryCalendar']),
      );
    },
  );

  it.each(configs.map((config) => [config.id, config.environment, config] as const))(
    'tenant %i in %s answers exactly what the contract publishes (strict schema, defaults present)',
    (_id, _environment, config) => {
      const visible = publicTenantConfig(config);
      expect(publicTenantConfigSchema.parse(visible)).toEqual(visible);
    },
  );

  it('the contract refuses a field it does not publish', () => {
    const visible = publicTenantConfig(resolveTenant(registry, 5, 'production'));
    const leaked = { ...visible, totalPriceDiff: 0.5 };
    expect(publicTenantConfigSchema.safeParse(leaked).success).toBe(false);
  });

  it('carries no other tenant and no secret-looking field', () => {
    const visible = publicTenantConfig(resolveTenant(registry, 2, 'production'));
    const text = JSON.stringify(visible);
    expect(text).not.toMatch(/secret|password|apiKey|botKey|signing|privateKey/i);
    for (const other of registry.values()) {
      if (other.id !== 2) expect(text).not.toContain(other.appPath);
    }
  });

  it('is a copy: changing it does not change the registry', () => {
    const config = resolveTenant(registry, 1, 'production');
    const visible = publicTenantConfig(config);
    visible.menu.primary.push('bingo');
    expect(resolveTenant(registry, 1, 'production').menu.primary).not.toContain('bingo');
  });
});
