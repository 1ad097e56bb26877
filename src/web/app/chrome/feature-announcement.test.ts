import { describe, expect, it } from 'vitest';
import type { RouteAccessContext } from '../../../domain/route-access.ts';
import { leadsToOpenPage } from './feature-announcement.tsx';

const ORIGIN = 'https://refill.test';

/** A shop of a bottler with favorites off (tenant 14 in PRODUCT.md's demo). */
const favoritesOff: RouteAccessContext = {
  featureOn: (entry) => entry !== 'favorites',
  config: {},
  isOrderOptionActive: true,
  showNotificationOption: true,
};

describe('which feature announcement a shop is shown', () => {
  it('not one about a page the bottler has off: its "See now" would bounce back to /home', () => {
    expect(leadsToOpenPage({ routeUrl: '/favorites' }, favoritesOff, ORIGIN)).toBe(false);
    expect(leadsToOpenPage({ routeUrl: `${ORIGIN}/favorites` }, favoritesOff, ORIGIN)).toBe(false);
  });

  it('one about a page the shop can open, or leading nowhere', () => {
    expect(leadsToOpenPage({ routeUrl: '/promotions' }, favoritesOff, ORIGIN)).toBe(true);
    expect(leadsToOpenPage({ routeUrl: undefined }, favoritesOff, ORIGIN)).toBe(true);
  });

  it('not one about ordering for a shop whose ordering is off (SPEC §6)', () => {
    const orderingOff = { ...favoritesOff, isOrderOptionActive: false };
    expect(leadsToOpenPage({ routeUrl: '/cart' }, orderingOff, ORIGIN)).toBe(false);
  });
});
