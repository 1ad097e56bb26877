/**
 * Where each menu entry of SPEC §2 Chrome leads, and its icon. Entries the app does not know
 * (a tenant file newer than the app) are dropped rather than shown as broken links.
 */
import type { IconName } from './icons.tsx';

export interface MenuEntryTarget {
  path: string;
  icon: IconName;
}

export const MENU_TARGETS: Readonly<Record<string, MenuEntryTarget>> = {
  products: { path: '/products', icon: 'grid' },
  category: { path: '/category', icon: 'grid' },
  cart: { path: '/cart', icon: 'cart' },
  combos: { path: '/combos', icon: 'box' },
  promotions: { path: '/promotions', icon: 'tag' },
  promotionslist: { path: '/promotionslist', icon: 'tag' },
  favorites: { path: '/favorites', icon: 'heart' },
  tracking: { path: '/order/tracking', icon: 'truck' },
  bingo: { path: '/bingo', icon: 'star' },
  marketing: { path: '/marketing', icon: 'megaphone' },
  finance: { path: '/finance', icon: 'wallet' },
  suggested: { path: '/suggested', icon: 'list' },
  notifications: { path: '/notifications', icon: 'bell' },
};

export function isKnownMenuEntry(entry: string): boolean {
  return Object.hasOwn(MENU_TARGETS, entry);
}
