/**
 * The tenant's logo (a wordmark) and app icon (a monogram), drawn as SVG from its name and brand
 * colours: one deployment serves every tenant without image files. Text is XML-escaped (a name
 * can never inject markup) and colours are re-checked as #rgb/#rrggbb.
 */

export interface BrandMark {
  name: string;
  brandColors: { primary: string; secondary: string; onPrimary: string };
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const FALLBACK = { primary: '#b3001b', secondary: '#1f2933', onPrimary: '#ffffff' } as const;
const FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif";

/** The five XML special characters as entities. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function safeColor(value: string, fallback: string): string {
  return HEX_COLOR.test(value) ? value : fallback;
}

function colorsOf(mark: BrandMark): { primary: string; secondary: string; onPrimary: string } {
  return {
    primary: safeColor(mark.brandColors.primary, FALLBACK.primary),
    secondary: safeColor(mark.brandColors.secondary, FALLBACK.secondary),
    onPrimary: safeColor(mark.brandColors.onPrimary, FALLBACK.onPrimary),
  };
}

export const LOGO_WIDTH = 320;
export const LOGO_HEIGHT = 80;

/** Font size that fits `length` characters in the wordmark (an average glyph is ~0.58 em). */
export function wordmarkFontSize(length: number): number {
  const fitting = Math.floor((LOGO_WIDTH - 48) / (Math.max(length, 1) * 0.58));
  return Math.max(12, Math.min(36, fitting));
}

/**
 * The width the name's text is fitted to: its estimated width, never more than the room between
 * the margins. With `lengthAdjust`, a font wider than the estimate is squeezed in, never cut.
 */
export function wordmarkTextLength(length: number): number {
  const estimated = Math.max(length, 1) * 0.58 * wordmarkFontSize(length);
  return Math.round(Math.min(LOGO_WIDTH - 48, estimated));
}

/** A 4:1 wordmark: the name on the primary colour, over a secondary-colour underline. */
export function logoSvg(mark: BrandMark): string {
  const { primary, secondary, onPrimary } = colorsOf(mark);
  const name = mark.name.trim();
  const length = [...name].length;
  const size = wordmarkFontSize(length);
  const fit = `textLength="${wordmarkTextLength(length)}" lengthAdjust="spacingAndGlyphs"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${LOGO_WIDTH} ${LOGO_HEIGHT}" width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" role="img">`,
    `<title>${escapeXml(name)}</title>`,
    `<rect width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" rx="12" fill="${primary}"/>`,
    `<rect x="24" y="${LOGO_HEIGHT - 14}" width="${LOGO_WIDTH - 48}" height="4" rx="2" fill="${secondary}"/>`,
    `<text x="50%" y="${LOGO_HEIGHT / 2 - 3}" text-anchor="middle" dominant-baseline="central" font-family="${FONT_STACK}" font-size="${size}" font-weight="700" fill="${onPrimary}" ${fit}>${escapeXml(name)}</text>`,
    `</svg>`,
  ].join('');
}

/** Up to two initials of the name (first letters of its first two words). */
export function monogram(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

/** A square, maskable app icon: initials centred well inside the 80 % safe zone. */
export function iconSvg(mark: BrandMark): string {
  const { primary, secondary, onPrimary } = colorsOf(mark);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512" role="img">`,
    `<title>${escapeXml(mark.name.trim())}</title>`,
    `<rect width="512" height="512" fill="${primary}"/>`,
    `<rect x="156" y="356" width="200" height="12" rx="6" fill="${secondary}"/>`,
    `<text x="256" y="250" text-anchor="middle" dominant-baseline="central" font-family="${FONT_STACK}" font-size="180" font-weight="700" fill="${onPrimary}">${escapeXml(monogram(mark.name))}</text>`,
    `</svg>`,
  ].join('');
}
