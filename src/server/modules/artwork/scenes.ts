/**
 * Marketing artwork made of packshots: carousel banners, promotion images, combos (drawn from
 * their own products' skus), the feature announcement, bingo art, brand logos. No words besides
 * brand names and numbers: every headline and call to action is translated text the app shows
 * with the image, so one image serves six languages.
 */
import { packshot, PACKSHOT_HEIGHT, PACKSHOT_WIDTH, type ProductSvgInput } from './packshots.ts';
import { escapeXml, fitFont, hashOf, safeColor, shade, svgRoot } from './svg.ts';

export interface BrandLook {
  name: string;
  color: string;
}

/** Packshots placed in a row centred on (cx, baseline), each scaled by `scale`. */
export function shelf(
  items: readonly (ProductSvgInput & { sku?: string })[],
  cx: number,
  baseline: number,
  scale: number,
  gap = 0,
): string {
  const width = PACKSHOT_WIDTH * scale;
  const step = width + gap;
  const start = cx - (step * items.length - gap) / 2;
  return items
    .map((item, i) => {
      const x = (start + i * step).toFixed(1);
      const y = (baseline - PACKSHOT_HEIGHT * scale).toFixed(1);
      const sku = item.sku === undefined ? '' : ` data-sku="${escapeXml(item.sku)}"`;
      return `<g${sku} transform="translate(${x} ${y}) scale(${scale})">${packshot(item)}</g>`;
    })
    .join('');
}

/** A background in the colour: a diagonal gradient and two soft circles. */
function backdrop(width: number, height: number, color: string, id: string): string {
  const c = safeColor(color);
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${shade(c, 0.12)}"/><stop offset="1" stop-color="${shade(c, -0.38)}"/>` +
    `</linearGradient>` +
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>` +
    `<circle cx="${width * 0.12}" cy="${height * 0.1}" r="${height * 0.55}" fill="#fff" opacity=".08"/>` +
    `<circle cx="${width * 0.92}" cy="${height * 0.95}" r="${height * 0.6}" fill="#fff" opacity=".1"/>`
  );
}

/** A price tag with "%" (language-neutral "deal"). */
function dealTag(x: number, y: number, size: number, color: string): string {
  const s = size / 60;
  return (
    `<g transform="translate(${x} ${y}) scale(${s.toFixed(3)}) rotate(-12)">` +
    `<path d="M0 10L10 0h44a6 6 0 0 1 6 6v48a6 6 0 0 1-6 6H10L0 50z" fill="#ffd43b"/>` +
    `<circle cx="12" cy="30" r="4" fill="${color}"/>` +
    `<text x="36" y="42" font-family="Arial,Helvetica,sans-serif" font-size="34" font-weight="900" fill="${color}" text-anchor="middle">%</text>` +
    `</g>`
  );
}

export interface BannerScene {
  /** The brands shown, first one's colour for the background. */
  brands: readonly BrandLook[];
  kinds: readonly ProductSvgInput['kind'][];
  deal?: boolean;
}

/**
 * A carousel banner, 720 × 240: packshots on a coloured stage, a deal tag, and a darker band at
 * the bottom where the app writes the banner's headline and button.
 */
export function bannerSvg(name: string, scene: BannerScene): string {
  const [first] = scene.brands;
  const color = first?.color ?? '#c8102e';
  const items = scene.brands.map((brand, i) => ({
    kind: scene.kinds[i % scene.kinds.length] ?? 'can',
    color: brand.color,
    label: brand.name,
    ml: 350,
  }));
  return svgRoot(
    720,
    240,
    first?.name ?? name,
    backdrop(720, 240, color, 'bg') +
      shelf(items, 430, 196, 1.05, 6) +
      (scene.deal ? dealTag(70, 40, 96, shade(color, -0.3)) : '') +
      `<rect y="176" width="720" height="64" fill="${shade(color, -0.6)}" opacity=".88"/>`,
  );
}

/** A promotion image, 720 × 240: a big deal tag and a row of one brand's packs. */
export function promoSvg(brand: BrandLook, label: string): string {
  const items: ProductSvgInput[] = [
    { kind: 'can', color: brand.color, label: brand.name, ml: 350, units: 6 },
    { kind: 'pet', color: brand.color, label: brand.name, ml: 2000 },
    { kind: 'glass', color: brand.color, label: brand.name, ml: 290, units: 24 },
  ];
  return svgRoot(
    720,
    240,
    label,
    backdrop(720, 240, brand.color, 'bg') +
      dealTag(60, 50, 140, shade(brand.color, -0.35)) +
      shelf(items, 470, 226, 1.25, 10),
  );
}

/** A combo, 360 × 200: its products side by side on a light stage, joined by "+" marks. */
export function comboSvg(items: readonly (ProductSvgInput & { sku: string })[]): string {
  const scale = Math.min(1, 330 / (items.length * PACKSHOT_WIDTH));
  const plus = items
    .slice(1)
    .map((_, i) => {
      const x =
        180 - (items.length * PACKSHOT_WIDTH * scale) / 2 + (i + 1) * PACKSHOT_WIDTH * scale;
      return `<circle cx="${x.toFixed(1)}" cy="112" r="11" fill="#1f2933"/><path d="M${(x - 5).toFixed(1)} 112h10M${x.toFixed(1)} 107v10" stroke="#fff" stroke-width="2.4"/>`;
    })
    .join('');
  const color = items[0]?.color ?? '#c8102e';
  return svgRoot(
    360,
    200,
    items.map((item) => item.label).join(' + '),
    `<rect width="360" height="200" fill="${shade(color, 0.9)}"/>` +
      `<ellipse cx="180" cy="186" rx="170" ry="12" fill="#000" opacity=".08"/>` +
      shelf(items, 180, 190, scale) +
      plus,
  );
}

/** The feature announcement, 240 × 240: a heart over the favourite products (or a star). */
export function featureSvg(id: string, brand: BrandLook): string {
  const heart = /favorit/.test(id);
  const emblem = heart
    ? `<path d="M120 92s-34-20-42-40c-6-16 4-34 22-34 10 0 16 6 20 13 4-7 10-13 20-13 18 0 28 18 22 34-8 20-42 40-42 40z" fill="#fff"/>`
    : `<path d="M120 14l12 26 28 3-21 19 6 28-25-14-25 14 6-28-21-19 28-3z" fill="#ffd43b"/>`;
  return svgRoot(
    240,
    240,
    brand.name,
    backdrop(240, 240, brand.color, 'bg') +
      emblem +
      shelf(
        [
          { kind: 'can', color: brand.color, label: brand.name, ml: 350 },
          { kind: 'pet', color: brand.color, label: brand.name, ml: 600 },
        ],
        120,
        232,
        0.82,
        4,
      ),
  );
}

/** Bingo art, 240 × 240: the prize (a full crate with a ribbon) or the check mark. */
export function bingoSvg(name: string, brand: BrandLook): string {
  if (name === 'check') {
    return svgRoot(
      240,
      240,
      '✓',
      `<circle cx="120" cy="120" r="100" fill="#1d6b3f"/><path d="M74 124l30 30 62-66" fill="none" stroke="#fff" stroke-width="20" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }
  return svgRoot(
    240,
    240,
    brand.name,
    backdrop(240, 240, brand.color, 'bg') +
      shelf([{ kind: 'box', color: brand.color, label: brand.name }], 120, 220, 1.4) +
      `<path d="M120 58v150M40 132h160" stroke="#ffd43b" stroke-width="10" opacity=".9"/>` +
      `<circle cx="120" cy="58" r="14" fill="#ffd43b"/>`,
  );
}

/** A brand's logo, 160 × 160: the name set in a roundel of its colour, a can beside it. */
export function brandLogoSvg(brand: BrandLook): string {
  const color = safeColor(brand.color);
  const size = fitFont(brand.name, 120, 26);
  return svgRoot(
    160,
    160,
    brand.name,
    `<rect width="160" height="160" rx="16" fill="${shade(color, 0.88)}"/>` +
      `<circle cx="80" cy="70" r="56" fill="${color}"/>` +
      `<path d="M30 84q50-26 100 0" fill="none" stroke="#fff" stroke-width="4" opacity=".7"/>` +
      `<text x="80" y="${76 + size / 4}" font-family="Georgia,serif" font-style="italic" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(brand.name)}</text>` +
      shelf([{ kind: 'can', color, label: '' }], 80, 158, 0.32),
  );
}

/** Picks `count` brands from `brands`, starting at a place fixed by `seed`. */
export function pickBrands<T>(brands: readonly T[], seed: string, count: number): T[] {
  if (brands.length === 0) return [];
  const start = hashOf(seed) % brands.length;
  return Array.from({ length: count }, (_, i) => brands[(start + i * 3) % brands.length] as T);
}
