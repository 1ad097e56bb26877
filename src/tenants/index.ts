/**
 * Tenants (bottlers): the configuration schema, the 14 tenant files, and the registry built from
 * them. Browser code imports types only from here (`import type`): the runtime pulls in zod and
 * date-holidays.
 */
export { loadTenants } from './load.ts';
export { allTenantFiles } from './data/index.ts';
export type { RawTenantFile } from './data/index.ts';
export { resolveTenant, resolveDeployment } from './resolve.ts';
export type { ResolvedTenantConfig, TenantRegistry } from './resolve.ts';
export { publicTenantConfig, PUBLIC_TENANT_FIELDS } from './public-config.ts';
export type { PublicTenantConfig, PublicTenantField } from './public-config.ts';
export {
  ENVIRONMENTS,
  FAMILIES,
  KOBOSS_BOTTLERS,
  LATAM_BOTTLERS,
  environmentsFor,
} from './families.ts';
export type { Environment, EnvironmentOf, Family } from './families.ts';
export { FEATURE_NAMES, tenantFeatures } from './features.ts';
export type { FeatureName, TenantFeatures } from './features.ts';
export { TenantConfigError, TenantNotFoundError } from './errors.ts';
export type { TenantConfigProblem } from './errors.ts';
export { tenantFileSchema } from './tenant-file.ts';
export { deliveryCalendarFor, holidaysIn, publicHolidays, warmHolidays } from './holidays.ts';
export type { HolidayCalendar } from './holidays.ts';
export type { TenantFile, TenantFileInput } from './schema.ts';
