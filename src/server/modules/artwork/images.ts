/**
 * Generated product and marketing images (PRODUCT.md: never fetched from outside). Rows store
 * same-origin URLs under /api/img/…; the image route draws them with the pure functions of
 * this module (./packshots.ts, ./scenes.ts, ./svg.ts; decision 035). Everything an image needs is in its path (sku, brand id, a combo's skus…), so
 * drawing needs no database, and the same path gives the same bytes until a drawing changes (the
 * route's ETag and a day's freshness carry such a change to the shops).
 */
import { packFormat } from './formats.ts';
import {
  packshot,
  PACKSHOT_HEIGHT,
  PACKSHOT_WIDTH,
  type ProductSvgInput,
  type SvgKind,
} from './packshots.ts';
import {
  bannerSvg,
  bingoSvg,
  brandLogoSvg,
  comboSvg,
  featureSvg,
  pickBrands,
  promoSvg,
  type BrandLook,
} from './scenes.ts';
import { escapeXml, svgRoot } from './svg.ts';
import { brandSpecs, categoryKeys } from './vocabulary.ts';

export { escapeXml };
export type { ProductSvgInput, SvgKind };

/** The house brand of the empty bottles and crates. */
export const packagingBrandId = 19;

/** A packshot as raster: a phone paints an SVG on its main thread (decision 085). */
export const productImageUrl = (sku: string): string => `/api/img/product/${sku}.webp`;
export const brandImageUrl = (brandId: number): string => `/api/img/brand/${brandId}.svg`;
/** A category's and a kit's picture as raster too: the home shows eight and three (decision 088). */
export const categoryImageUrl = (categoryId: number): string =>
  `/api/img/category/${categoryId}.webp`;
export const bannerImageUrl = (name: string): string => `/api/img/banner/${name}.svg`;
/** A combo's image, drawn from the packshots of its products (at most 4 skus in the path). */
export const comboImageUrl = (skus: readonly string[]): string =>
  `/api/img/combo/${[...new Set(skus)].slice(0, 4).join('-')}.webp`;

const packagingColor = '#5b7f6a';
const crateColor = '#d9502b';

/** A packshot as a whole SVG (120 × 160), named by its label. */
export function productSvg(input: ProductSvgInput): string {
  return svgRoot(PACKSHOT_WIDTH, PACKSHOT_HEIGHT, input.label, packshot(input));
}

/**
 * What to draw for a sku of the demo or benchmark catalogue: '1BBFXX' / '9BBFXXNNNNN'
 * (brand BB, pack format XX) or a packaging sku ('GB…P' bottle, 'BX…P' crate).
 */
export function productImageForSku(sku: string): ProductSvgInput | undefined {
  if (/^GB\d+P$/.test(sku))
    return {
      kind: 'glass',
      color: packagingColor,
      label: '',
      ml: Number(sku.slice(2, -1)),
      empty: true,
    };
  if (/^BX\d+P$/.test(sku))
    return { kind: 'box', color: crateColor, label: '', ml: Number(sku.slice(2, -1)), empty: true };
  const match = /^[19](\d\d)\d(\d\d)(\d{5})?$/.exec(sku);
  if (!match) return undefined;
  const brand = brandSpecs.find((b) => b.id === Number(match[1]));
  const format = packFormat(match[2] ?? '');
  if (!brand || !format) return undefined;
  return {
    kind: format.kind,
    color: brand.color,
    label: brand.name,
    ml: format.ml,
    units: format.units,
  };
}

const categoryColors = [
  '#c8102e',
  '#2aa7df',
  '#ffb300',
  '#222222',
  '#8d6e63',
  '#00a3e0',
  '#d4a017',
  '#5b7f6a',
];
const categorySymbols: readonly SvgKind[] = [
  'can',
  'pet',
  'pet',
  'can',
  'pet',
  'pet',
  'glass',
  'box',
];

const drinkBrands: readonly BrandLook[] = brandSpecs.filter((b) => b.id !== packagingBrandId);
const softBrands: readonly BrandLook[] = brandSpecs.filter((b) => b.category === 'soft');

/** The banners of the demo (marketing.ts names) and a fallback for any other name. */
function banner(name: string): string {
  const theme = name.replace(/-(mobile|desktop)$/, '');
  if (theme === 'summer-deals')
    return bannerSvg(name, { brands: softBrands.slice(0, 4), kinds: ['can'], deal: true });
  if (theme === 'returnable-glass')
    return bannerSvg(name, { brands: softBrands.slice(0, 4), kinds: ['glass', 'box'] });
  if (theme === 'combos')
    return bannerSvg(name, {
      brands: pickBrands(drinkBrands, theme, 4),
      kinds: ['pet', 'can', 'box'],
    });
  return bannerSvg(name, {
    brands: pickBrands(drinkBrands, theme, 4),
    kinds: ['can', 'pet'],
    deal: true,
  });
}

/** The skus of a combo image name ('101109-105105'), each drawable, or undefined. */
function comboItems(name: string) {
  const skus = name.split('-');
  if (skus.length === 0 || skus.length > 4) return undefined;
  const items = skus.map((sku) => {
    const input = productImageForSku(sku);
    return input && { ...input, sku };
  });
  return items.every((item) => item !== undefined) ? items : undefined;
}

/**
 * The SVG for a generated image path (`product/101101`, `brand/3`, `category/2`, `banner/x`,
 * `combo/101109-105105`, `promo/week-1`, `feature/x`, `bingo/prize`), or undefined when the
 * path names nothing we draw.
 */
export function generatedImageSvg(folder: string, name: string): string | undefined {
  switch (folder) {
    case 'product': {
      const input = productImageForSku(name);
      return input ? productSvg(input) : undefined;
    }
    case 'brand': {
      if (name === String(packagingBrandId))
        return productSvg({ kind: 'box', color: crateColor, label: '', empty: true });
      const brand = brandSpecs.find((b) => String(b.id) === name);
      return brand ? brandLogoSvg(brand) : undefined;
    }
    case 'category': {
      const index = Number(name) - 1;
      if (!Number.isInteger(index) || index < 0 || index >= categoryKeys.length) return undefined;
      const color = categoryColors[index] ?? '#444444';
      return productSvg({ kind: categorySymbols[index] ?? 'can', color, label: '' });
    }
    case 'combo': {
      const items = comboItems(name);
      return items ? comboSvg(items) : undefined;
    }
    case 'banner':
    case 'promo':
    case 'feature':
    case 'bingo': {
      if (!/^[a-z0-9-]{1,40}$/.test(name)) return undefined;
      const [brand] = pickBrands(softBrands, name, 1);
      const look = brand ?? { name: 'Refill', color: '#c8102e' };
      if (folder === 'banner') return banner(name);
      if (folder === 'promo') return promoSvg(look, name);
      if (folder === 'feature') return featureSvg(name, look);
      return bingoSvg(name, look);
    }
    default:
      return undefined;
  }
}
