/**
 * Pack formats sold in the demo catalogue. The two-digit code is part of every sku
 * ('1' + brand(2) + flavour(1) + format(2)), so an image can be drawn from the sku alone.
 */
import type { CategoryKey } from './vocabulary.ts';

export type PackKind = 'can' | 'pet' | 'glass';

export interface PackFormat {
  code: string;
  kind: PackKind;
  ml: number;
  /** Units in one sale unit (a multipack or a crate of returnable bottles). */
  units: number;
  /** Reference price in BRL for a soft drink; categories scale it. */
  referencePrice: number;
  /** Returnable glass: its empty bottle and crate products (skus ending 'P'). */
  glassBottleSku?: string;
  boxSku?: string;
}

export const packFormats: readonly PackFormat[] = [
  { code: '01', kind: 'can', ml: 350, units: 1, referencePrice: 3.49 },
  { code: '02', kind: 'can', ml: 350, units: 6, referencePrice: 19.9 },
  { code: '03', kind: 'can', ml: 250, units: 1, referencePrice: 3.2 },
  { code: '04', kind: 'can', ml: 473, units: 1, referencePrice: 4.6 },
  { code: '05', kind: 'pet', ml: 500, units: 1, referencePrice: 3.29 },
  { code: '06', kind: 'pet', ml: 600, units: 1, referencePrice: 4.29 },
  { code: '07', kind: 'pet', ml: 1000, units: 1, referencePrice: 5.99 },
  { code: '08', kind: 'pet', ml: 1500, units: 1, referencePrice: 6.49 },
  { code: '09', kind: 'pet', ml: 2000, units: 1, referencePrice: 8.99 },
  { code: '10', kind: 'pet', ml: 2000, units: 6, referencePrice: 49.9 },
  {
    code: '11',
    kind: 'glass',
    ml: 290,
    units: 24,
    referencePrice: 39.9,
    glassBottleSku: 'GB290P',
    boxSku: 'BX290P',
  },
  {
    code: '12',
    kind: 'glass',
    ml: 1000,
    units: 12,
    referencePrice: 59.9,
    glassBottleSku: 'GB1000P',
    boxSku: 'BX1000P',
  },
  {
    code: '13',
    kind: 'glass',
    ml: 600,
    units: 24,
    referencePrice: 79.9,
    glassBottleSku: 'GB600P',
    boxSku: 'BX600P',
  },
  { code: '14', kind: 'can', ml: 350, units: 12, referencePrice: 36.9 },
];

/** Formats each category is sold in. */
export const categoryFormats: Record<Exclude<CategoryKey, 'packaging'>, readonly string[]> = {
  soft: ['01', '02', '06', '09', '10', '11', '12'],
  water: ['05', '08', '11'],
  juice: ['01', '02', '07', '11'],
  energy: ['03', '04', '14'],
  tea: ['01', '05', '08'],
  sports: ['05', '07', '08'],
  beer: ['01', '04', '14', '13'],
};

/** Price factor of a category relative to soft drinks. */
export const categoryPriceFactor: Record<Exclude<CategoryKey, 'packaging'>, number> = {
  soft: 1,
  water: 0.6,
  juice: 1.3,
  energy: 2.2,
  tea: 1.1,
  sports: 1.3,
  beer: 1.25,
};

export interface PackagingSpec {
  sku: string;
  kind: 'glass_bottle' | 'bottle_box';
  ml: number;
  /** Bottles a crate holds (crates only). */
  holds?: number;
  referencePrice: number;
}

export const packagingSpecs: readonly PackagingSpec[] = [
  { sku: 'GB290P', kind: 'glass_bottle', ml: 290, referencePrice: 0.6 },
  { sku: 'GB600P', kind: 'glass_bottle', ml: 600, referencePrice: 0.9 },
  { sku: 'GB1000P', kind: 'glass_bottle', ml: 1000, referencePrice: 1.2 },
  { sku: 'BX290P', kind: 'bottle_box', ml: 290, holds: 24, referencePrice: 12 },
  { sku: 'BX600P', kind: 'bottle_box', ml: 600, holds: 24, referencePrice: 15 },
  { sku: 'BX1000P', kind: 'bottle_box', ml: 1000, holds: 12, referencePrice: 12 },
];

export function packFormat(code: string): PackFormat | undefined {
  return packFormats.find((f) => f.code === code);
}
