/**
 * The part of a tenant's configuration the browser may see: the contract's allow-list
 * (src/contract/tenant-config.ts), so a field added to the tenant files stays server-only until
 * someone adds it there.
 */
import {
  PUBLIC_TENANT_FIELDS,
  type PublicTenantConfig,
  type PublicTenantField,
} from '../contract/tenant-config.ts';
import type { ResolvedTenantConfig } from './resolve.ts';

export { PUBLIC_TENANT_FIELDS };
export type { PublicTenantConfig, PublicTenantField };

/** Only what the browser may see of one tenant in one environment (absent optional fields stay absent). */
export function publicTenantConfig(config: ResolvedTenantConfig): PublicTenantConfig {
  const entries = PUBLIC_TENANT_FIELDS.filter((field) => config[field] !== undefined).map(
    (field) => [field, structuredClone(config[field])] as const,
  );
  return Object.fromEntries(entries) as PublicTenantConfig;
}
