import { describe, expect, it } from 'vitest';
import { loadTenants, resolveDeployment, resolveTenant, TenantNotFoundError } from './index.ts';

const registry = loadTenants();

describe('resolveTenant: one tenant in one environment', () => {
  it('applies the environment overrides over the tenant file', () => {
    const test = resolveTenant(registry, 1, 'test');
    const production = resolveTenant(registry, 1, 'production');
    expect(test).toMatchObject({
      appOrigin: 'http://localhost:3000',
      linkTokenTtlHours: 168,
      showBottlerErrorsMsg: true,
    });
    expect(production).toMatchObject({
      appOrigin: 'https://cordillera-bebidas.refill.example',
      linkTokenTtlHours: 24,
      showBottlerErrorsMsg: false,
    });
    expect(production.gtmId).toMatch(/^GTM-/);
    expect(test.gtmId).toBeUndefined();
  });

  it('keeps the tenant value where the environment sets none (default link lifetime 24 h, PRODUCT.md)', () => {
    expect(resolveTenant(registry, 3, 'qa').linkTokenTtlHours).toBe(24);
    expect(resolveTenant(registry, 14, 'qa').linkTokenTtlHours).toBe(48);
  });

  it('replaces the redirect allow-list where an environment gives its own', () => {
    expect(resolveTenant(registry, 2, 'homologation').allowedRedirectOrigins).toContain(
      'https://hml.guanabara-refrescos.example',
    );
    expect(resolveTenant(registry, 2, 'production').allowedRedirectOrigins).not.toContain(
      'https://hml.guanabara-refrescos.example',
    );
  });

  it('routes through the API gateway only where the environment says so', () => {
    expect(resolveTenant(registry, 3, 'dev').useAzureAPIManagement).toBe(false);
    expect(resolveTenant(registry, 3, 'production').useAzureAPIManagement).toBe(true);
  });

  it.each([
    [99, 'production'],
    [2, 'qa'],
    [3, 'homologation'],
  ] as const)('refuses tenant %i in environment %s', (id, environment) => {
    expect(() => resolveTenant(registry, id, environment)).toThrow(TenantNotFoundError);
  });
});

describe('resolveDeployment: what one family deployment serves', () => {
  it('serves the family tenants only', () => {
    expect([...resolveDeployment(registry, 'asia', 'qa').keys()]).toEqual([14]);
    expect([...resolveDeployment(registry, 'latam', 'homologation').keys()]).toEqual([
      1, 2, 7, 8, 12, 13,
    ]);
  });

  it('refuses an environment the family does not have', () => {
    expect(() => resolveDeployment(registry, 'koboss', 'test')).toThrow(TenantNotFoundError);
  });
});
