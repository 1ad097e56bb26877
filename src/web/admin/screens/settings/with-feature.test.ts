/**
 * Switching a customer feature in the settings draft: off takes its menu entries out of every
 * menu; on again puts them back where they were (they used to stay out, so a feature switched
 * off and on by mistake was saved on with no way in from any menu).
 */
import { describe, expect, it } from 'vitest';
import type { TenantSettings } from '../../../../contract/index.ts';
import { withFeature } from './settings-screen.tsx';

const LOADED = {
  features: { favorites: true, bingo: false },
  menu: {
    primary: ['products', 'favorites', 'cart'],
    secondary: ['combos', 'favorites'],
    fixed: ['products', 'cart'],
  },
} as unknown as TenantSettings;

describe('withFeature', () => {
  it('off and on again gives the menus back as they were loaded', () => {
    const off = withFeature(LOADED, 'favorites', false, [LOADED.menu]);
    expect(off.menu).toEqual({
      primary: ['products', 'cart'],
      secondary: ['combos'],
      fixed: ['products', 'cart'],
    });
    const on = withFeature(off, 'favorites', true, [LOADED.menu]);
    expect(on.features.favorites).toBe(true);
    expect(on.menu).toEqual(LOADED.menu);
  });

  it("a feature loaded off comes back with the tenant file's entries", () => {
    const file: TenantSettings['menu'] = { ...LOADED.menu, secondary: ['combos', 'bingo'] };
    const on = withFeature(LOADED, 'bingo', true, [LOADED.menu, file]);
    expect(on.menu.secondary).toEqual(['combos', 'bingo', 'favorites']);
    expect(on.menu.primary).toEqual(LOADED.menu.primary);
  });

  it('keeps the entries an operator placed by hand', () => {
    const placed: TenantSettings = {
      ...LOADED,
      menu: { ...LOADED.menu, fixed: ['favorites', 'products'] },
    };
    const on = withFeature(placed, 'favorites', true, [LOADED.menu]);
    expect(on.menu.fixed).toEqual(['favorites', 'products']);
  });
});
