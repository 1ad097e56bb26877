import { describe, expect, it } from 'vitest';
import type { RouteAccessContext } from '../../domain/route-access.ts';
import { leadsToClosedPage } from './route-access.ts';

const ORIGIN = 'https://refill.test';

/** A shop of a bottler with favorites off (tenant 14 in PRODUCT.md's demo). */
const favoritesOff: RouteAccessContext = {
  featureOn: (entry) => entry !== 'favorites',
  config: {},
  isOrderOptionActive: true,
  showNotificationOption: true,
};

describe('an address that leads to a page the shop cannot open', () => {
  it('is a page of a feature the bottler has off, as a path or a full address of the app', () => {
    expect(leadsToClosedPage('/favorites', favoritesOff, ORIGIN)).toBe(true);
    expect(leadsToClosedPage(`${ORIGIN}/favorites?from=banner`, favoritesOff, ORIGIN)).toBe(true);
  });

  it('is an ordering page for a shop whose ordering is off (SPEC §6)', () => {
    const orderingOff = { ...favoritesOff, isOrderOptionActive: false };
    expect(leadsToClosedPage('/cart', orderingOff, ORIGIN)).toBe(true);
    expect(leadsToClosedPage('/cart', favoritesOff, ORIGIN)).toBe(false);
  });

  it('is not an open page, an address outside the app, or none', () => {
    expect(leadsToClosedPage('/promotions', favoritesOff, ORIGIN)).toBe(false);
    expect(leadsToClosedPage('https://example.com/favorites', favoritesOff, ORIGIN)).toBe(false);
    expect(leadsToClosedPage(undefined, favoritesOff, ORIGIN)).toBe(false);
  });
});
