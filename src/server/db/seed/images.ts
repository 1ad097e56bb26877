/**
 * Generated product and marketing images (PRODUCT.md: never fetched from outside). Rows store
 * same-origin URLs under /api/img/…; the image route draws them with the pure functions below.
 * Everything an image needs is in its path (sku, brand id, …), so drawing needs no database.
 */
import { packFormat } from './formats.ts';
import { brandSpecs, categoryKeys } from './vocabulary.ts';

/** The house brand of the empty bottles and crates. */
export const packagingBrandId = 19;

export type SvgKind = 'can' | 'pet' | 'glass' | 'box';

export interface ProductSvgInput {
  kind: SvgKind;
  /** A #rrggbb colour. */
  color: string;
  label: string;
}

export const productImageUrl = (sku: string): string => `/api/img/product/${sku}.svg`;
export const brandImageUrl = (brandId: number): string => `/api/img/brand/${brandId}.svg`;
export const categoryImageUrl = (categoryId: number): string =>
  `/api/img/category/${categoryId}.svg`;
export const bannerImageUrl = (name: string): string => `/api/img/banner/${name}.svg`;

const packagingColor = '#5b7f6a';
const crateColor = '#d9502b';

/** A small SVG of a can, a PET bottle, a glass bottle or a crate in `color`, with `label`. */
export function productSvg({ kind, color, label }: ProductSvgInput): string {
  const fill = safeColor(color);
  const text = escapeXml(label.slice(0, 14));
  const shape = shapes[kind](fill);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 160" width="120" height="160" role="img" aria-label="${text}">` +
    `<rect width="120" height="160" fill="#f6f7f9"/>${shape}` +
    `<text x="60" y="${kind === 'box' ? 118 : 104}" font-family="sans-serif" font-size="11" font-weight="700" fill="#fff" text-anchor="middle">${text}</text>` +
    `</svg>`
  );
}

const shapes: Record<SvgKind, (fill: string) => string> = {
  can: (fill) =>
    `<rect x="32" y="26" width="56" height="112" rx="10" fill="${fill}"/>` +
    `<rect x="36" y="20" width="48" height="10" rx="4" fill="#b8bcc4"/>` +
    `<rect x="36" y="134" width="48" height="8" rx="4" fill="#b8bcc4"/>` +
    `<rect x="40" y="34" width="6" height="96" rx="3" fill="#ffffff" opacity="0.25"/>`,
  pet: (fill) =>
    `<rect x="52" y="10" width="16" height="12" rx="2" fill="${fill}"/>` +
    `<path d="M50 22h20l8 22v94a8 8 0 0 1-8 8H50a8 8 0 0 1-8-8V44z" fill="#cfe8f5" opacity="0.9"/>` +
    `<rect x="42" y="80" width="36" height="36" fill="${fill}"/>`,
  glass: (fill) =>
    `<rect x="53" y="8" width="14" height="10" rx="2" fill="#8a8f98"/>` +
    `<path d="M54 18h12v26c0 6 12 12 12 24v72a6 6 0 0 1-6 6H48a6 6 0 0 1-6-6V68c0-12 12-18 12-24z" fill="#3f6e4f" opacity="0.85"/>` +
    `<rect x="42" y="86" width="36" height="30" fill="${fill}"/>`,
  box: (fill) =>
    `<rect x="14" y="60" width="92" height="76" rx="6" fill="${fill}"/>` +
    `<path d="M22 70h76M22 86h76" stroke="#000" stroke-opacity="0.2" stroke-width="4"/>` +
    `<rect x="46" y="64" width="28" height="10" rx="5" fill="#000" opacity="0.25"/>`,
};

/**
 * What to draw for a sku of the demo or benchmark catalogue: '1BBFXX' / '9BBFXXNNNNN'
 * (brand BB, pack format XX) or a packaging sku ('GB…P' bottle, 'BX…P' crate).
 */
export function productImageForSku(sku: string): ProductSvgInput | undefined {
  if (/^GB\d+P$/.test(sku))
    return { kind: 'glass', color: packagingColor, label: sku.slice(2, -1) + ' ml' };
  if (/^BX\d+P$/.test(sku))
    return { kind: 'box', color: crateColor, label: sku.slice(2, -1) + ' ml' };
  const match = /^[19](\d\d)\d(\d\d)(\d{5})?$/.exec(sku);
  if (!match) return undefined;
  const brand = brandSpecs.find((b) => b.id === Number(match[1]));
  const format = packFormat(match[2] ?? '');
  if (!brand || !format) return undefined;
  return { kind: format.kind, color: brand.color, label: brand.name };
}

/** A flat tile with a label: brand logos, category icons, banners, announcements, bingo art. */
export function tileSvg({
  color,
  label,
  width = 160,
  height = 160,
}: {
  color: string;
  label: string;
  width?: number;
  height?: number;
}): string {
  const text = escapeXml(label.slice(0, 24));
  const size = Math.round(Math.min(width / Math.max(6, label.length * 0.7), height / 3));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${text}">` +
    `<rect width="${width}" height="${height}" rx="12" fill="${safeColor(color)}"/>` +
    `<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.35}" fill="#fff" opacity="0.12"/>` +
    `<text x="${width / 2}" y="${height / 2}" dy="0.35em" font-family="sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle">${text}</text>` +
    `</svg>`
  );
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

/**
 * The SVG for a generated image path (`product/101101`, `brand/3`, `category/2`, `banner/x`),
 * or undefined when the path names nothing we draw.
 */
export function generatedImageSvg(folder: string, name: string): string | undefined {
  switch (folder) {
    case 'product': {
      const input = productImageForSku(name);
      return input ? productSvg(input) : undefined;
    }
    case 'brand': {
      if (name === String(packagingBrandId))
        return productSvg({ kind: 'box', color: crateColor, label: '' });
      const brand = brandSpecs.find((b) => String(b.id) === name);
      return brand ? tileSvg({ color: brand.color, label: brand.name }) : undefined;
    }
    case 'category': {
      const index = Number(name) - 1;
      if (!Number.isInteger(index) || index < 0 || index >= categoryKeys.length) return undefined;
      const color = categoryColors[index] ?? '#444444';
      return productSvg({ kind: categorySymbols[index] ?? 'can', color, label: '' });
    }
    case 'banner':
    case 'promo':
    case 'feature':
    case 'bingo': {
      if (!/^[a-z0-9-]{1,40}$/.test(name)) return undefined;
      const brand = brandSpecs[seedIndex(name) % brandSpecs.length];
      const wide = folder === 'banner' || folder === 'promo';
      return tileSvg({
        color: brand?.color ?? '#c8102e',
        label: wide ? (brand?.name ?? 'Refill') : name === 'check' ? '✓' : (brand?.name ?? ''),
        width: wide ? 720 : 240,
        height: wide ? 240 : 240,
      });
    }
    default:
      return undefined;
  }
}

function seedIndex(name: string): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

function safeColor(color: string): string {
  return /^#[0-9a-fA-F]{6}$/.test(color) ? color : '#888888';
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
