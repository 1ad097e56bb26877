/**
 * The tenants this deployment serves, each resolved in its own family's environment.
 *
 * One deployment serves all 14 bottlers (PRODUCT.md) although their families name environments
 * differently: latam has test / homologation / production, koboss and asia dev / qa / production.
 * APP_ENV names the stage in either vocabulary; test ≙ dev, homologation ≙ qa.
 */
import {
  environmentsFor,
  loadTenants,
  resolveTenant,
  type Environment,
  type ResolvedTenantConfig,
  type TenantRegistry,
} from '../tenants/index.ts';
import type { AppEnv, Config } from './config.ts';

export type ServedTenants = ReadonlyMap<number, ResolvedTenantConfig>;

const STAGE_OF: Readonly<Record<AppEnv, 0 | 1 | 2>> = {
  test: 0,
  dev: 0,
  homologation: 1,
  qa: 1,
  production: 2,
};

/** The environment of `family` at the same stage as `appEnv` (e.g. koboss at `test` → `dev`). */
export function environmentAtStage(
  family: ResolvedTenantConfig['family'],
  appEnv: AppEnv,
): Environment {
  const environments = environmentsFor(family);
  const environment = environments[STAGE_OF[appEnv]];
  if (environment === undefined) throw new Error(`No ${family} environment at stage ${appEnv}`);
  return environment;
}

/** Loads and validates every tenant file (fails fast), then resolves the served ones. */
export function loadServedTenants(
  config: Pick<Config, 'APP_ENV' | 'DEPLOYMENT_FAMILY'>,
  registry: TenantRegistry = loadTenants(),
): ServedTenants {
  const served = new Map<number, ResolvedTenantConfig>();
  for (const tenant of registry.values()) {
    if (config.DEPLOYMENT_FAMILY !== 'all' && tenant.family !== config.DEPLOYMENT_FAMILY) continue;
    served.set(
      tenant.id,
      resolveTenant(registry, tenant.id, environmentAtStage(tenant.family, config.APP_ENV)),
    );
  }
  return served;
}

/** The token environment claim: unique across families, so a token of one is refused by another. */
export function tokenEnvironment(
  tenant: Pick<ResolvedTenantConfig, 'family' | 'environment'>,
): string {
  return `${tenant.family}/${tenant.environment}`;
}
