/**
 * SPEC §3 session state "analytics UTM source and medium": the visit's `utm_source` /
 * `utm_medium`, kept in sessionStorage for the events of the visit. Without them, both are the
 * stored origin (SPEC §4 "Origin source": 'standalone' or 'chat'). Only short plain tokens are
 * kept: a link cannot smuggle personal data into analytics through them.
 */
import { storedOrigin } from './origin.ts';

export const UTM_STORAGE_KEY = 'analyticsUtm';
const UTM_VALUE = /^[\w.-]{1,40}$/;

export interface Utm {
  utm_source: string;
  utm_medium: string;
}

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function clean(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && UTM_VALUE.test(trimmed) ? trimmed.toLowerCase() : undefined;
}

/** Keeps the query's utm source and medium for this visit (a query with neither keeps the old). */
export function rememberUtm(search: string): void {
  const query = new URLSearchParams(search);
  const source = clean(query.get('utm_source'));
  const medium = clean(query.get('utm_medium'));
  if (source === undefined && medium === undefined) return;
  try {
    sessionStore()?.setItem(
      UTM_STORAGE_KEY,
      JSON.stringify({ utm_source: source, utm_medium: medium }),
    );
  } catch {
    // Storage blocked: the origin fallback applies.
  }
}

function storedUtm(): Partial<Utm> {
  try {
    const raw = sessionStore()?.getItem(UTM_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    const data = typeof parsed === 'object' && parsed !== null ? (parsed as Partial<Utm>) : {};
    return {
      utm_source: clean(data.utm_source),
      utm_medium: clean(data.utm_medium),
    };
  } catch {
    return {};
  }
}

/** The utm source and medium every analytics event carries. */
export function currentUtm(): Utm {
  const stored = storedUtm();
  const origin = storedOrigin();
  return {
    utm_source: stored.utm_source ?? origin,
    utm_medium: stored.utm_medium ?? stored.utm_source ?? origin,
  };
}
