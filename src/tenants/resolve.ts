/** One tenant's configuration as it applies in one environment. */
import { TenantNotFoundError } from './errors.ts';
import type { TenantFeatures } from './features.ts';
import { tenantFeatures } from './features.ts';
import type { Environment, Family } from './families.ts';
import { environmentsFor } from './families.ts';
import type { LANGUAGES } from './fields.ts';
import type { LanguageVariant, TenantFile } from './schema.ts';

/** Validated tenant files by tenant id. */
export type TenantRegistry = ReadonlyMap<number, TenantFile>;

type LanguageCode = (typeof LANGUAGES)[number];

export interface ResolvedTenantConfig extends Readonly<
  Omit<TenantFile, 'environments' | 'features' | 'languageVariants'>
> {
  readonly environment: Environment;
  /** Where the app is served in this environment. */
  readonly appOrigin: string;
  /** Every customer feature switch, SPEC.md fields included (see tenantFeatures). */
  readonly features: TenantFeatures;
  /** Country, direction and locale of every language of the tenant, the default included. */
  readonly languageVariants: Readonly<Partial<Record<LanguageCode, LanguageVariant>>>;
}

/**
 * The merged configuration of tenant `id` in environment `environment`: the tenant file with the
 * environment's overrides applied. Throws TenantNotFoundError for an unknown tenant, or an
 * environment its family does not deploy to.
 */
export function resolveTenant(
  registry: TenantRegistry,
  id: number,
  environment: Environment,
): ResolvedTenantConfig {
  const tenant = registry.get(id);
  if (tenant === undefined) throw new TenantNotFoundError(`No tenant ${id}`);
  const { environments, features: _switches, languageVariants, ...shared } = tenant;
  const override = environments[environment];
  if (override === undefined) {
    throw new TenantNotFoundError(`Tenant ${id} has no environment "${environment}"`);
  }
  const overrides = Object.fromEntries(
    Object.entries(override).filter(([, value]) => value !== undefined),
  ) as typeof override;
  return {
    ...shared,
    ...overrides,
    environment,
    features: tenantFeatures(tenant),
    languageVariants: {
      [tenant.language]: {
        country: tenant.country,
        direction: tenant.direction,
        locale: tenant.locale,
      },
      ...languageVariants,
    },
  };
}

/** Every tenant of a family, resolved for one environment: what one deployment serves. */
export function resolveDeployment(
  registry: TenantRegistry,
  family: Family,
  environment: Environment,
): ReadonlyMap<number, ResolvedTenantConfig> {
  if (!(environmentsFor(family) as readonly Environment[]).includes(environment)) {
    throw new TenantNotFoundError(`The ${family} family has no environment "${environment}"`);
  }
  const tenants = [...registry.values()].filter((tenant) => tenant.family === family);
  return new Map(
    tenants.map((tenant) => [tenant.id, resolveTenant(registry, tenant.id, environment)]),
  );
}
