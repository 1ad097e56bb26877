/**
 * The effective configuration of a tenant (decision 058): the tenant file resolved for its
 * environment, with the settings the console saved over it. Every shop request asks for it, so
 * it is cached per tenant and settings version, like the catalogue (decision 013): each request
 * reads the one row's version (a primary-key lookup; the overrides come back only when the
 * version moved) and rebuilds only after a change, so every instance sees a save on its next
 * request. Callers run that read alongside a query they make anyway (the session lookup), so it
 * adds no round trip in series.
 */
import type { ResolvedTenantConfig } from '../../../tenants/index.ts';
import type { Database } from '../../db/types.ts';
import { applyOverrides, settingsOverridesSchema } from './settings.ts';
import { selectSettingsSince, type SettingsRow } from './settings-repository.ts';

export interface EffectiveTenant {
  version: number;
  tenant: ResolvedTenantConfig;
}

/** One cache per database (tests open several apps in one process), per file configuration. */
const caches = new WeakMap<Database, WeakMap<ResolvedTenantConfig, EffectiveTenant>>();

/** The stored version and the configuration it gives; version 0 when nothing is stored. */
export async function effectiveTenantVersioned(
  deps: { db: Database },
  file: ResolvedTenantConfig,
): Promise<EffectiveTenant> {
  const known = knownSettings(deps.db, file);
  const row = await selectSettingsSince(deps.db, file.id, file.environment, known?.version ?? 0);
  return effectiveTenantOf(deps.db, file, row, known);
}

function cacheOf(db: Database): WeakMap<ResolvedTenantConfig, EffectiveTenant> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new WeakMap();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * What this process has built for `file` (read it before the settings row, and pass its version
 * to the read so the overrides are not sent again).
 */
export function knownSettings(
  db: Database,
  file: ResolvedTenantConfig,
): EffectiveTenant | undefined {
  return cacheOf(db).get(file);
}

/**
 * The configuration a settings row gives, read by the caller after `knownSettings` gave `known`
 * (the row's overrides are null when its version is `known`'s).
 */
export function effectiveTenantOf(
  db: Database,
  file: ResolvedTenantConfig,
  row: SettingsRow | undefined,
  known: EffectiveTenant | undefined,
): EffectiveTenant {
  if (row === undefined) return { version: 0, tenant: file };
  if (known && row.version === known.version) return known;
  const parsed = settingsOverridesSchema.safeParse(row.overrides);
  // Written by this module after validation; a row edited by hand that no longer parses is
  // ignored rather than let a shop see a half-applied configuration.
  const entry = {
    version: row.version,
    tenant: parsed.success ? applyOverrides(file, parsed.data) : file,
  };
  cacheOf(db).set(file, entry);
  return entry;
}

/** The effective configuration of `file` (see the file's comment). */
export async function effectiveTenant(
  deps: { db: Database },
  file: ResolvedTenantConfig,
): Promise<ResolvedTenantConfig> {
  return (await effectiveTenantVersioned(deps, file)).tenant;
}
