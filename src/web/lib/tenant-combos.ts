/**
 * The tenant fields the combo screens and product cards need (SPEC §3 tenant configuration:
 * isComboServiceAvailable, disableComboDiscountPercentage, disableComboName). Read tolerantly like
 * `tenant.ts`: a missing or malformed field takes its schema default (src/tenants/schema.ts).
 */
import { flag, type PublicTenantAnswer } from './tenant-read.ts';

export interface TenantComboSettings {
  /** The tenant offers combos at all (schema default off): off → the combos list is empty. */
  isComboServiceAvailable: boolean;
  /** Hide combos' discount percentages (schema default off). */
  disableComboDiscountPercentage: boolean;
  /** Hide combos' names on their cards (schema default off); screen readers still get them. */
  disableComboName: boolean;
}

export const NEUTRAL_COMBO_SETTINGS: TenantComboSettings = {
  isComboServiceAvailable: false,
  disableComboDiscountPercentage: false,
  disableComboName: false,
};

export function parseTenantCombos(data: PublicTenantAnswer): TenantComboSettings {
  const neutral = NEUTRAL_COMBO_SETTINGS;
  return {
    isComboServiceAvailable: flag(data.isComboServiceAvailable, neutral.isComboServiceAvailable),
    disableComboDiscountPercentage: flag(
      data.disableComboDiscountPercentage,
      neutral.disableComboDiscountPercentage,
    ),
    disableComboName: flag(data.disableComboName, neutral.disableComboName),
  };
}
