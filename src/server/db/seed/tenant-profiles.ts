/**
 * What the seed needs to know about each demo tenant. The tenant facts (languages, time zone,
 * currency, VAT) come from the tenant files (src/tenants, `loadTenants()`): one source. Only the
 * seed's own numbers live here: how to scale the reference price list to each currency, and the
 * market a tenant's demo shops are in (addresses, document ids, shop names).
 */
import type { LanguageCode } from '../../../domain/types.ts';
import { loadTenants, type TenantFile } from '../../../tenants/index.ts';

export type SeedMarket = 'CL' | 'BR' | 'MA' | 'MX' | 'PY' | 'KE' | 'TH';

export interface TenantSeedProfile {
  id: number;
  /** Default language first (the tenant file's `languages`). */
  languages: readonly LanguageCode[];
  timeZone: string;
  currency: string;
  /** The market of the demo shops (the tenant file's `country` is the app's language variant). */
  country: SeedMarket;
  /** Multiplier from the reference price list (in BRL) to this currency. */
  priceScale: number;
  /** Prices are rounded to this many cents (100 = whole units; CLP and PYG use more). */
  priceStepCents: number;
  /** Value added tax included in prices (the tenant file's `tax.vatRate`). */
  taxRate: number;
}

interface PriceList {
  market: SeedMarket;
  priceScale: number;
  priceStepCents: number;
}

/** The seed's price scales, by the tenant's currency. */
const priceLists: Readonly<Record<string, PriceList>> = {
  BRL: { market: 'BR', priceScale: 1, priceStepCents: 10 },
  MXN: { market: 'MX', priceScale: 3.6, priceStepCents: 50 },
  CLP: { market: 'CL', priceScale: 190, priceStepCents: 1000 },
  MAD: { market: 'MA', priceScale: 2, priceStepCents: 50 },
  PYG: { market: 'PY', priceScale: 1500, priceStepCents: 50000 },
  KES: { market: 'KE', priceScale: 26, priceStepCents: 500 },
  THB: { market: 'TH', priceScale: 6.5, priceStepCents: 50 },
};

function profileOf(tenant: TenantFile): TenantSeedProfile {
  const prices = priceLists[tenant.currency];
  if (!prices) throw new Error(`the seed has no price list for ${tenant.currency}`);
  return {
    id: tenant.id,
    languages: tenant.languages,
    timeZone: tenant.timeZone,
    currency: tenant.currency,
    country: prices.market,
    priceScale: prices.priceScale,
    priceStepCents: prices.priceStepCents,
    taxRate: tenant.tax.vatRate,
  };
}

export const tenantSeedProfiles: readonly TenantSeedProfile[] = [...loadTenants().values()].map(
  profileOf,
);

export const demoTenantIds: readonly number[] = tenantSeedProfiles.map((t) => t.id);

export function tenantSeedProfile(tenantId: number): TenantSeedProfile {
  const profile = tenantSeedProfiles.find((t) => t.id === tenantId);
  if (!profile) throw new Error(`no seed profile for tenant ${tenantId}`);
  return profile;
}

/** The tenant's default language. */
export function defaultLanguage(profile: TenantSeedProfile): LanguageCode {
  return profile.languages[0] ?? 'en';
}
