import { describe, expect, it } from 'vitest';
import { NEUTRAL_CART_SETTINGS, parseTenantCart } from './tenant-cart.ts';

describe('parseTenantCart (SPEC §3 tenant configuration, cart fields)', () => {
  it('takes the schema defaults for missing or malformed fields', () => {
    expect(parseTenantCart({ glassBottleButtonAction: 'explode', gtmId: 'x' })).toEqual(
      NEUTRAL_CART_SETTINGS,
    );
  });

  it.each(['add', 'adjust', 'redirect'] as const)('keeps glassBottleButtonAction %s', (action) => {
    expect(parseTenantCart({ glassBottleButtonAction: action }).glassBottleButtonAction).toBe(
      action,
    );
  });

  it('reads the flags and the GTM container', () => {
    const settings = parseTenantCart({
      showPaymentLimitRangeMessage: true,
      isDeliveryAddressConfirmationActive: true,
      showTaxWarningOnMonitor: true,
      hasRecalculatePrice: false,
      gtmId: 'GTM-M4X7P3N',
    });
    expect(settings).toMatchObject({
      showPaymentLimitRangeMessage: true,
      isDeliveryAddressConfirmationActive: true,
      showTaxWarningOnMonitor: true,
      hasRecalculatePrice: false,
      gtmId: 'GTM-M4X7P3N',
    });
  });
});
