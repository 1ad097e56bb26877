/**
 * The tenant fields the catalogue and product cards need (SPEC §3 tenant configuration:
 * showPriceWithoutDiscount, unitCost, suggestedSale). Read tolerantly like `tenant.ts`: a missing
 * or malformed field takes its schema default (src/tenants/schema.ts).
 */
import { flag, type PublicTenantAnswer } from './tenant-read.ts';

export interface TenantCatalogueSettings {
  /** Show the price without discount next to the price when they differ (schema default on). */
  showPriceWithoutDiscount: boolean;
  /** Show the product's unit cost (schema default off). */
  unitCost: boolean;
  /** Show the suggested sale price (schema default off). */
  suggestedSale: boolean;
  /** The banner carousel shows on /home only, not also on /category (schema default off). */
  showCarouselOnlyOnHomePage: boolean;
}

export const NEUTRAL_CATALOGUE_SETTINGS: TenantCatalogueSettings = {
  showPriceWithoutDiscount: true,
  unitCost: false,
  suggestedSale: false,
  showCarouselOnlyOnHomePage: false,
};

export function parseTenantCatalogue(data: PublicTenantAnswer): TenantCatalogueSettings {
  const neutral = NEUTRAL_CATALOGUE_SETTINGS;
  return {
    showPriceWithoutDiscount: flag(data.showPriceWithoutDiscount, neutral.showPriceWithoutDiscount),
    unitCost: flag(data.unitCost, neutral.unitCost),
    suggestedSale: flag(data.suggestedSale, neutral.suggestedSale),
    showCarouselOnlyOnHomePage: flag(
      data.showCarouselOnlyOnHomePage,
      neutral.showCarouselOnlyOnHomePage,
    ),
  };
}
