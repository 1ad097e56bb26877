/**
 * Analytics events (SPEC §7 "analytics events (view cart, purchase, add to cart and others)"):
 * pushed to Google Tag Manager's `window.dataLayer`, and only for a tenant with a container id
 * (gtmId). Never personal data: the parameters are typed to amounts, currency and product lines
 * (sku, quantity, price) — no client id, name, address or token can be passed.
 */
import { useCallback } from 'react';
import { currentUtm } from './analytics-utm.ts';
import { useTenant } from './tenant-context.tsx';

export type AnalyticsEvent =
  | 'view_item_list'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'purchase';

export interface AnalyticsItem {
  item_id: string;
  quantity: number;
  price?: number;
}

export interface AnalyticsParams {
  currency?: string;
  value?: number;
  items?: readonly AnalyticsItem[];
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Only the allowed fields, copied (so nothing else an object carries is sent). */
function safeParams({ currency, value, items }: AnalyticsParams): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  if (typeof currency === 'string') params.currency = currency;
  if (typeof value === 'number' && Number.isFinite(value)) params.value = value;
  if (items) {
    params.items = items.map(({ item_id, quantity, price }) =>
      price === undefined ? { item_id, quantity } : { item_id, quantity, price },
    );
  }
  return params;
}

/**
 * Pushes `{event, ...params}` to window.dataLayer when the tenant has a gtmId; returns whether it
 * was pushed. Failures are swallowed: analytics never breaks a screen.
 */
export function track(
  event: AnalyticsEvent,
  params: AnalyticsParams,
  gtmId: string | undefined,
): boolean {
  if (!gtmId || typeof window === 'undefined') return false;
  try {
    window.dataLayer = window.dataLayer ?? [];
    // Every event carries the visit's utm source and medium (lib/analytics-utm.ts).
    window.dataLayer.push({ event, ...safeParams(params), ...currentUtm() });
    return true;
  } catch {
    return false;
  }
}

/** A catalogue screen's list of products was shown (SKUs and prices only). */
export function trackViewItemList(
  items: readonly AnalyticsItem[],
  gtmId: string | undefined,
): boolean {
  return items.length > 0 && track('view_item_list', { items }, gtmId);
}

/** `track` bound to the current tenant's container id. */
export function useTrack(): (event: AnalyticsEvent, params?: AnalyticsParams) => void {
  const { gtmId } = useTenant();
  return useCallback(
    (event: AnalyticsEvent, params: AnalyticsParams = {}) => void track(event, params, gtmId),
    [gtmId],
  );
}
