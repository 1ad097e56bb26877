/**
 * Typed access to the local storage keys of SPEC.md §3. Browsers that block storage (third-party
 * cookies disabled, some in-app browsers, private modes) throw on access: every function here
 * swallows that, and `isStorageAvailable()` tells the app to show
 * /error?errorMessage=thirdPartyCookiesDisabled (SPEC §4 "Startup failure", §8).
 */
import type { CartItem, LanguageCode } from '../../domain/types.ts';

export interface AuthSettings {
  bottler?: string;
  clientId?: string;
  /** The expired-token call reset the user context (SPEC §2 /unauthenticated preset message). */
  userContextReset?: boolean;
}

/** The value type stored under each SPEC §3 key. */
export interface StoredValues {
  authSettings: AuthSettings;
  bottler: string;
  appTitle: string;
  ecommerceConfig: Record<string, unknown>;
  appTenantPath: string;
  authorization: string;
  language: LanguageCode;
  country: string;
  /** The stored utm source: 'standalone' or the chat origin (SPEC §4 "Origin source"). */
  sourceType: string;
  cart: CartItem[];
  comboCart: CartItem[];
  errorLog: unknown[];
}

export type StorageKey = keyof StoredValues;

/** Keys holding plain strings; the others are JSON. */
const STRING_KEYS: ReadonlySet<StorageKey> = new Set<StorageKey>([
  'bottler',
  'appTitle',
  'appTenantPath',
  'authorization',
  'language',
  'country',
  'sourceType',
]);

function localStore(): Storage | undefined {
  try {
    return window.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

const PROBE_KEY = '__refill_probe__';

/** Whether local storage can be read and written (false when blocked or missing). */
export function isStorageAvailable(): boolean {
  const store = localStore();
  if (!store) return false;
  try {
    store.setItem(PROBE_KEY, '1');
    store.removeItem(PROBE_KEY);
    return true;
  } catch {
    return false;
  }
}

/** The stored value, or undefined when absent, unreadable or not valid JSON. */
export function readStored<K extends StorageKey>(key: K): StoredValues[K] | undefined {
  try {
    const raw = localStore()?.getItem(key);
    if (raw === null || raw === undefined) return undefined;
    return (STRING_KEYS.has(key) ? raw : JSON.parse(raw)) as StoredValues[K];
  } catch {
    return undefined;
  }
}

/** Stores the value; returns false when storage is blocked or full. */
export function writeStored<K extends StorageKey>(key: K, value: StoredValues[K]): boolean {
  try {
    const store = localStore();
    if (!store) return false;
    store.setItem(key, STRING_KEYS.has(key) ? String(value) : JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: StorageKey): void {
  try {
    localStore()?.removeItem(key);
  } catch {
    // Blocked storage has nothing to remove.
  }
}
