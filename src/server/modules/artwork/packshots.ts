/**
 * Packshots: a product drawn the way it stands on a shelf, by packaging kind — an aluminium can,
 * a PET bottle, a returnable glass bottle, a plastic crate — in the brand's colour with its name
 * on the label, its size, and for a multipack or a crate the count ("×6"). Each is a `<g>` in a
 * 120 × 160 box, so combos and banners can place several side by side; they use the shared
 * shine gradient of ./svg.ts (SHARED_DEFS).
 */
import { escapeXml, fitFont, isDark, safeColor, shade } from './svg.ts';

export type SvgKind = 'can' | 'pet' | 'glass' | 'box';

export interface ProductSvgInput {
  kind: SvgKind;
  /** A #rrggbb colour: the brand's (or the packaging's). */
  color: string;
  /** The brand's name ('' for none). */
  label: string;
  /** Millilitres of one unit, shown on the pack. */
  ml?: number;
  /** Units in one sale unit: above 1 draws a multipack or a filled crate. */
  units?: number;
  /** An empty crate or bottle (returnable packaging): no brand, no drink. */
  empty?: boolean;
}

export const PACKSHOT_WIDTH = 120;
export const PACKSHOT_HEIGHT = 160;

const GLASS = '#2f6446';
const METAL = '#cfd4db';

const sizeText = (ml: number | undefined) =>
  ml === undefined ? '' : ml >= 1000 ? `${ml / 1000}L` : `${ml}ml`;

/** A centred text line (escaped, fitted to `width`). */
function text(x: number, y: number, value: string, width: number, max: number, fill: string) {
  if (value === '') return '';
  const size = fitFont(value, width, max);
  return `<text x="${x}" y="${y}" font-family="Arial,Helvetica,sans-serif" font-size="${size}" font-weight="700" fill="${fill}" text-anchor="middle">${escapeXml(value)}</text>`;
}

function can(color: string, label: string, ml: number | undefined): string {
  const ink = isDark(color) ? '#fff' : '#1f2933';
  return (
    `<rect x="32" y="24" width="56" height="116" rx="9" fill="${color}"/>` +
    `<rect x="35" y="17" width="50" height="11" rx="4" fill="${METAL}"/>` +
    `<rect x="35" y="136" width="50" height="9" rx="4" fill="#b9bec6"/>` +
    `<path d="M32 90q28-14 56 0v18q-28-14-56 0z" fill="#fff" opacity=".92"/>` +
    text(60, 72, label, 50, 15, ink) +
    text(60, 106, sizeText(ml), 40, 9, shade(color, -0.35)) +
    `<rect x="32" y="24" width="56" height="116" rx="9" fill="url(#sh)"/>`
  );
}

const PET_BODY =
  'M50 20h20v10c0 6 14 10 14 22v82c0 6-4 10-10 10H46c-6 0-10-4-10-10V52c0-12 14-16 14-22z';

function pet(color: string, label: string, ml: number | undefined): string {
  const ink = isDark(color) ? '#fff' : '#1f2933';
  return (
    `<rect x="51" y="6" width="18" height="11" rx="2" fill="${shade(color, -0.2)}"/>` +
    `<rect x="48" y="16" width="24" height="4" rx="1" fill="#dfe7ee"/>` +
    `<path d="${PET_BODY}" fill="${shade(color, 0.72)}" stroke="#9fb3c2"/>` +
    `<rect x="36" y="76" width="48" height="34" fill="${color}"/>` +
    text(60, 98, label, 42, 13, ink) +
    text(60, 128, sizeText(ml), 40, 9, '#34495e') +
    `<path d="${PET_BODY}" fill="url(#sh)" opacity=".6"/>`
  );
}

const GLASS_BODY =
  'M54 14h12v24c0 8 14 14 14 28v70c0 5-3 8-8 8H48c-5 0-8-3-8-8V66c0-14 14-20 14-28z';

/** Two arrows chasing round a circle: the returnable mark. */
const returnableMark = (x: number, y: number, color: string) =>
  `<g fill="none" stroke="${color}" stroke-width="1.6" stroke-linecap="round">` +
  `<path d="M${x - 5} ${y - 2}a5.5 5.5 0 0 1 9-3M${x + 5} ${y + 2}a5.5 5.5 0 0 1-9 3"/>` +
  `<path d="M${x + 4} ${y - 8}l0 3-3 0M${x - 4} ${y + 8}l0-3 3 0"/></g>`;

function glass(color: string, label: string, ml: number | undefined, empty: boolean): string {
  return (
    `<rect x="53" y="6" width="14" height="9" rx="2" fill="${empty ? '#9aa1aa' : shade(color, -0.1)}"/>` +
    `<path d="${GLASS_BODY}" fill="${GLASS}" opacity="${empty ? 0.55 : 0.92}"/>` +
    (empty
      ? text(60, 104, sizeText(ml), 34, 10, '#fff')
      : `<ellipse cx="60" cy="98" rx="19" ry="15" fill="${color}" stroke="#fff" stroke-width="2"/>` +
        text(60, 102, label, 32, 10, isDark(color) ? '#fff' : '#1f2933') +
        text(60, 124, sizeText(ml), 30, 8, '#e8f1ec')) +
    returnableMark(60, 134, '#e8f1ec') +
    `<path d="${GLASS_BODY}" fill="url(#sh)" opacity=".7"/>`
  );
}

/** A plastic crate; `necks` bottle necks stand in it when it is full. */
function crate(color: string, label: string, ml: number | undefined, necks: number): string {
  let bottles = '';
  for (let i = 0; i < necks; i++) {
    const x = 16 + i * (88 / necks) + (88 / necks - 10) / 2;
    bottles +=
      `<rect x="${x}" y="46" width="10" height="26" rx="3" fill="${GLASS}"/>` +
      `<rect x="${x}" y="41" width="10" height="6" rx="2" fill="${METAL}"/>`;
  }
  const ink = isDark(color) ? color : '#1f2933';
  return (
    bottles +
    `<rect x="10" y="70" width="100" height="72" rx="6" fill="${color}"/>` +
    `<rect x="8" y="66" width="104" height="10" rx="3" fill="${shade(color, -0.2)}"/>` +
    `<rect x="46" y="82" width="28" height="9" rx="4.5" fill="${shade(color, -0.45)}"/>` +
    `<path d="M22 96v40M98 96v40" stroke="${shade(color, -0.2)}" stroke-width="4"/>` +
    `<rect x="30" y="100" width="60" height="24" rx="3" fill="#fff"/>` +
    text(60, 117, label || sizeText(ml), 54, 13, ink)
  );
}

/** One unit of the kind (a crate is always drawn as a crate). */
function unit(input: ProductSvgInput): string {
  const color = safeColor(input.color);
  switch (input.kind) {
    case 'can':
      return can(color, input.label, input.ml);
    case 'pet':
      return pet(color, input.label, input.ml);
    case 'glass':
      return glass(color, input.label, input.ml, input.empty === true);
    case 'box':
      return crate(color, input.label, input.ml, input.empty ? 0 : 5);
  }
}

/** The "×6" badge of a multipack or a crate. */
const countBadge = (units: number) =>
  `<circle cx="100" cy="24" r="15" fill="#1f2933"/>` + text(100, 29, `×${units}`, 24, 12, '#fff');

/** The packshot as a `<g>` in a 120 × 160 box. */
export function packshot(input: ProductSvgInput): string {
  const units = input.units ?? 1;
  if (input.kind === 'glass' && units > 1) {
    // A crate of returnable bottles: the crate in the brand's colour with the bottles in it.
    return `<g>${crate(safeColor(input.color), input.label, input.ml, 5)}${countBadge(units)}</g>`;
  }
  if (units > 1 && (input.kind === 'can' || input.kind === 'pet')) {
    const one = unit(input);
    return (
      `<g><g transform="translate(-22 6) scale(.94)" opacity=".9">${one}</g>` +
      `<g transform="translate(26 6) scale(.94)" opacity=".9">${one}</g>` +
      `<g>${one}</g>${countBadge(units)}</g>`
    );
  }
  return `<g>${unit(input)}</g>`;
}
