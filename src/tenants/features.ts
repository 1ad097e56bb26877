/**
 * The customer features a bottler switches on or off (SPEC.md §1, PRODUCT.md), as one map.
 * Some are SPEC.md §3 fields of their own; the rest are the tenant file's `features`.
 */
import type { TenantMenuEntry } from '../domain/navigation.ts';
import { FEATURE_NAMES, type FeatureName } from '../contract/tenant-defaults.ts';
import type { TenantFile } from './schema.ts';

export { FEATURE_NAMES };
export type { FeatureName };
export type TenantFeatures = Readonly<Record<FeatureName, boolean>>;

type FeatureSource = Pick<
  TenantFile,
  | 'features'
  | 'isComboServiceAvailable'
  | 'showNotificationOption'
  | 'showDeliveryOption'
  | 'showDeliveryOptionScheduled'
  | 'showDeliveryOptionRecurrent'
  | 'showNPSAfterOrderComplete'
>;

/** Every feature switch of a tenant, the SPEC.md fields mapped onto feature names. */
export function tenantFeatures(tenant: FeatureSource): TenantFeatures {
  return {
    ...tenant.features,
    combos: tenant.isComboServiceAvailable,
    notifications: tenant.showNotificationOption,
    scheduledDelivery: tenant.showDeliveryOption && tenant.showDeliveryOptionScheduled,
    recurrentDelivery: tenant.showDeliveryOption && tenant.showDeliveryOptionRecurrent,
    nps: tenant.showNPSAfterOrderComplete,
  };
}

/** The feature a menu entry belongs to; products and cart are always available. */
export const MENU_ENTRY_FEATURE: Readonly<Record<TenantMenuEntry, FeatureName | undefined>> = {
  products: undefined,
  cart: undefined,
  combos: 'combos',
  promotions: 'promotions',
  promotionslist: 'promotionsList',
  favorites: 'favorites',
  tracking: 'tracking',
  bingo: 'bingo',
  marketing: 'marketing',
  finance: 'finance',
  suggested: 'suggested',
};
