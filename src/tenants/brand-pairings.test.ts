import { describe, expect, it } from 'vitest';
import {
  brandPairings,
  longHex,
  NEUTRAL_COLORS,
  onSecondaryColor,
  pairingContrast,
  primaryTextColor,
} from './brand-pairings.ts';
import { MIN_TEXT_CONTRAST } from './color-contrast.ts';
import { loadTenants, resolveTenant } from './index.ts';

const registry = loadTenants();
const tenants = [...registry.keys()].map((id) => resolveTenant(registry, id, 'production'));

describe('brand colour pairings (WCAG 2.2 AA 1.4.3: text contrast at least 4.5:1)', () => {
  it('covers all 14 demo tenants', () => {
    expect(tenants).toHaveLength(14);
  });

  const cases = tenants.flatMap((tenant) =>
    brandPairings(tenant.brandColors).map((pairing) => ({
      label: `tenant ${tenant.id} ${pairing.name}`,
      pairing,
    })),
  );
  it.each(cases)('$label reaches 4.5:1', ({ pairing }) => {
    expect(pairingContrast(pairing)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it.each([
    ['#FFB300', NEUTRAL_COLORS.text],
    ['#E0B43B', NEUTRAL_COLORS.text],
    ['#1565C0', NEUTRAL_COLORS.white],
    ['#0D47A1', NEUTRAL_COLORS.white],
  ])('text on the secondary %s is %s (the better of dark and white)', (secondary, expected) => {
    expect(onSecondaryColor(secondary)).toBe(expected);
  });

  it.each([
    ['#00695C', '#00695C'],
    ['#1F4E79', '#1F4E79'],
    ['#FFC72C', NEUTRAL_COLORS.text],
    ['#FF7043', NEUTRAL_COLORS.text],
  ])('the primary %s as text on the page is %s', (primary, expected) => {
    expect(primaryTextColor(primary)).toBe(expected);
  });

  it.each([
    ['#fff', '#ffffff'],
    ['#A1b', '#AA11bb'],
    ['#123456', '#123456'],
  ])('longHex(%s) is %s', (short, long) => {
    expect(longHex(short)).toBe(long);
  });
});
