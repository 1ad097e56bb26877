/**
 * The colour pairings the app paints with a tenant's brand colours, and the colours derived from
 * them so that every pairing reaches WCAG AA (4.5:1 for text) whatever the tenant picked.
 * The brand secondary is an accent (borders, underlines, badges' backgrounds), never a text colour
 * on the page; the brand primary is a text colour only where it contrasts with the page, else the
 * neutral text colour takes its place.
 */
import { contrastRatio, MIN_TEXT_CONTRAST } from './color-contrast.ts';

/** The app's neutral colours (src/web/styles/global.css: --color-text, --color-surface, …). */
export const NEUTRAL_COLORS = {
  text: '#1f2933',
  surface: '#ffffff',
  background: '#f5f7fa',
  white: '#ffffff',
} as const;

export interface BrandPalette {
  primary: string;
  secondary: string;
  onPrimary: string;
}

/** `#rgb` → `#rrggbb` (the tenant files use #rrggbb; the app's fallbacks may be short). */
export function longHex(color: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : color;
}

function ratio(foreground: string, background: string): number {
  return contrastRatio(longHex(foreground), longHex(background));
}

/** Text on the secondary accent (e.g. the alcohol badge): dark or white, whichever reads better. */
export function onSecondaryColor(secondary: string): string {
  return ratio(NEUTRAL_COLORS.text, secondary) >= ratio(NEUTRAL_COLORS.white, secondary)
    ? NEUTRAL_COLORS.text
    : NEUTRAL_COLORS.white;
}

/** The primary as a text colour on the page (links, outlined buttons): itself if it reads, else neutral. */
export function primaryTextColor(primary: string): string {
  const reads =
    ratio(primary, NEUTRAL_COLORS.surface) >= MIN_TEXT_CONTRAST &&
    ratio(primary, NEUTRAL_COLORS.background) >= MIN_TEXT_CONTRAST;
  return reads ? primary : NEUTRAL_COLORS.text;
}

export interface ColorPairing {
  name: string;
  foreground: string;
  background: string;
}

/** Every text/background pairing the app paints with the tenant's colours. */
export function brandPairings(colors: BrandPalette): ColorPairing[] {
  const onSecondary = onSecondaryColor(colors.secondary);
  const primaryText = primaryTextColor(colors.primary);
  return [
    { name: 'onPrimary on primary', foreground: colors.onPrimary, background: colors.primary },
    { name: 'primary on onPrimary', foreground: colors.primary, background: colors.onPrimary },
    { name: 'onSecondary on secondary', foreground: onSecondary, background: colors.secondary },
    {
      name: 'primary text on surface',
      foreground: primaryText,
      background: NEUTRAL_COLORS.surface,
    },
    {
      name: 'primary text on background',
      foreground: primaryText,
      background: NEUTRAL_COLORS.background,
    },
    {
      name: 'neutral text on background',
      foreground: NEUTRAL_COLORS.text,
      background: NEUTRAL_COLORS.background,
    },
  ].map((pairing) => ({
    ...pairing,
    foreground: longHex(pairing.foreground),
    background: longHex(pairing.background),
  }));
}

/** The contrast of a pairing (1 to 21). */
export function pairingContrast(pairing: ColorPairing): number {
  return contrastRatio(pairing.foreground, pairing.background);
}
