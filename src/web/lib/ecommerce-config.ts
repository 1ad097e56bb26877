/**
 * The ecommerce config (SPEC §3 "Ecommerce config", §4, §7 GET ecommerce/config): a menu map
 * (an entry explicitly false is hidden) and the feature announcements. Fetched only when the
 * tenant's `useAPIEcommerceConfig` flag is on, the user is authorised and it is not already
 * cached under the storage key `ecommerceConfig`. Closing an announcement removes it from the
 * config (and storage) and tells the server it was seen (PUT user {featureSeen}).
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { FeatureAnnouncement } from '../../contract/index.ts';
import { apiClient, type ApiClient } from './api-client.ts';
import { useSession } from './session.ts';
import { readStored, removeStored, writeStored } from './storage.ts';
import { useTenant } from './tenant-context.tsx';

export type { FeatureAnnouncement };

export interface EcommerceConfig {
  menu: Readonly<Record<string, boolean>>;
  features: readonly FeatureAnnouncement[];
}

export const EMPTY_ECOMMERCE_CONFIG: EcommerceConfig = Object.freeze({
  menu: Object.freeze({}),
  features: Object.freeze([]),
});

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

const optionalText = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

function parseFeature(value: unknown): FeatureAnnouncement | undefined {
  const raw = record(value);
  if (!raw) return undefined;
  const { id, category, mediaType, mediaUrl, msgTitle, msgText } = raw;
  if (typeof id !== 'string' || id === '') return undefined;
  if (mediaType !== 'image' && mediaType !== 'video') return undefined;
  if (typeof mediaUrl !== 'string' || typeof msgTitle !== 'string') return undefined;
  if (typeof msgText !== 'string') return undefined;
  const feature: FeatureAnnouncement = {
    id,
    category: typeof category === 'string' ? category : '',
    mediaType,
    mediaUrl,
    msgTitle,
    msgText,
  };
  const calloutText = optionalText(raw.calloutText);
  const altTextImage = optionalText(raw.altTextImage);
  const routeUrl = optionalText(raw.routeUrl);
  if (calloutText !== undefined) feature.calloutText = calloutText;
  if (altTextImage !== undefined) feature.altTextImage = altTextImage;
  if (routeUrl !== undefined) feature.routeUrl = routeUrl;
  return feature;
}

/** The config from an answer or from storage; malformed parts are dropped, never thrown. */
export function parseEcommerceConfig(value: unknown): EcommerceConfig {
  const raw = record(value) ?? {};
  const menu: Record<string, boolean> = {};
  for (const [entry, shown] of Object.entries(record(raw.menu) ?? {})) {
    if (typeof shown === 'boolean') menu[entry] = shown;
  }
  const features = Array.isArray(raw.features)
    ? raw.features.map(parseFeature).filter((f): f is FeatureAnnouncement => f !== undefined)
    : [];
  return { menu, features };
}

// --- the cached config, shared by every component -------------------------------------------

const listeners = new Set<() => void>();
let cached: EcommerceConfig | undefined;
let loaded = false;
let inFlight: Promise<void> | undefined;

function current(): EcommerceConfig | undefined {
  if (!loaded) {
    const stored = readStored('ecommerceConfig');
    cached = stored === undefined ? undefined : parseEcommerceConfig(stored);
    loaded = true;
  }
  return cached;
}

function store(config: EcommerceConfig | undefined): void {
  cached = config;
  loaded = true;
  if (config === undefined) removeStored('ecommerceConfig');
  else writeStored('ecommerceConfig', { menu: config.menu, features: config.features });
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the cached config (memory and storage), e.g. at logout or between tests. */
export function clearEcommerceConfig(): void {
  inFlight = undefined;
  store(undefined);
  loaded = false;
}

export interface EcommerceConfigConditions {
  /** The tenant's `useAPIEcommerceConfig` flag. */
  enabled: boolean;
  isAuthenticated: boolean;
}

/**
 * SPEC §4: fetches the config only when enabled, authorised and not cached; at most one call in
 * flight. A failed call leaves the config empty (menus then show every entry).
 */
export function loadEcommerceConfig(
  conditions: EcommerceConfigConditions,
  client: ApiClient = apiClient,
): Promise<void> {
  if (!conditions.enabled || !conditions.isAuthenticated) return Promise.resolve();
  if (current() !== undefined) return Promise.resolve();
  inFlight ??= client
    .call('ecommerceConfig')
    .then((answer) => store(parseEcommerceConfig(answer)))
    .catch(() => undefined);
  return inFlight;
}

/** The ecommerce config for the chrome: empty when the flag is off or until it arrives. */
export function useEcommerceConfig(client: ApiClient = apiClient): EcommerceConfig {
  const { useAPIEcommerceConfig: enabled } = useTenant();
  const { isAuthenticated } = useSession();
  const config = useSyncExternalStore(subscribe, current, current);
  useEffect(() => {
    void loadEcommerceConfig({ enabled, isAuthenticated }, client);
  }, [enabled, isAuthenticated, client]);
  return enabled && isAuthenticated && config ? config : EMPTY_ECOMMERCE_CONFIG;
}

/**
 * SPEC §4 "Feature modal": removes the feature from the config (and storage), then marks it seen
 * on the server. A failed PUT is not retried: the announcement is gone for this device anyway.
 */
export async function dismissFeature(id: string, client: ApiClient = apiClient): Promise<void> {
  const config = current();
  if (config) store({ ...config, features: config.features.filter((f) => f.id !== id) });
  try {
    await client.call('updateUser', { body: { featureSeen: id } });
  } catch {
    // Nothing to show the user: the modal is already closed.
  }
}
