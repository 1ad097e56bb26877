import { describe, expect, it } from 'vitest';
import { NEUTRAL_CHECKOUT_SETTINGS, parseTenantCheckout } from './tenant-checkout.ts';

describe('tenant checkout settings (SPEC §3; schema defaults when missing or malformed)', () => {
  it('takes the schema defaults from an empty config', () => {
    expect(parseTenantCheckout({})).toEqual(NEUTRAL_CHECKOUT_SETTINGS);
    expect(NEUTRAL_CHECKOUT_SETTINGS.keepLoggedAfterCheckout).toBe(true);
    expect(NEUTRAL_CHECKOUT_SETTINGS.showNPSEveryNOrder).toBe(2);
  });

  it.each([
    [
      [30, 15, 99, 30],
      [15, 30],
    ],
    [[], [15, 30, 45, 60]],
    ['60', [15, 30, 45, 60]],
  ])('recurrentOrderOptionalPeriods %j → %j (SPEC §9 periods only)', (raw, expected) => {
    expect(
      parseTenantCheckout({ recurrentOrderOptionalPeriods: raw }).recurrentOrderOptionalPeriods,
    ).toEqual(expected);
  });

  it.each([
    [3, 3],
    [0, 2],
    [1.5, 2],
    ['4', 2],
  ])('showNPSEveryNOrder %j → %i (SPEC §9 default 2)', (raw, expected) => {
    expect(parseTenantCheckout({ showNPSEveryNOrder: raw }).showNPSEveryNOrder).toBe(expected);
  });

  it('reads the flags the tenant sets (tenant 12: keepLoggedAfterCheckout off)', () => {
    const settings = parseTenantCheckout({
      keepLoggedAfterCheckout: false,
      showBottlerErrorsMsg: true,
      showPaymentMode: 'yes',
    });
    expect(settings).toMatchObject({
      keepLoggedAfterCheckout: false,
      showBottlerErrorsMsg: true,
      showPaymentMode: true,
    });
  });
});
