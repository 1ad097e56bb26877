/**
 * Small helpers of the generated artwork: escaping, safe colours, colour mixing and the one
 * gradient every drawing shares. Pure and deterministic: the same input, the same bytes.
 */

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** `color` when it is a #rrggbb colour, else a neutral grey (a colour is put in attributes). */
export function safeColor(color: string): string {
  return /^#[0-9a-fA-F]{6}$/.test(color) ? color.toLowerCase() : '#888888';
}

/** `color` mixed with black (amount < 0) or white (amount > 0), amount in −1..1. */
export function shade(color: string, amount: number): string {
  const hex = safeColor(color).slice(1);
  const target = amount < 0 ? 0 : 255;
  const share = Math.min(1, Math.abs(amount));
  const channel = (i: number) => {
    const value = parseInt(hex.slice(i, i + 2), 16);
    return Math.round(value + (target - value) * share)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(2)}${channel(4)}`;
}

/** Whether white text reads on `color` (relative luminance below about 0.45). */
export function isDark(color: string): boolean {
  const hex = safeColor(color).slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.55;
}

/**
 * The shared definitions: `sh` is the cylinder shine (dark edges, a light streak) laid over cans
 * and bottles; `gl` the glass tint. Put once at the top of any drawing that uses packshots.
 */
export const SHARED_DEFS =
  '<defs>' +
  '<linearGradient id="sh" x1="0" x2="1">' +
  '<stop offset="0" stop-color="#000" stop-opacity=".28"/>' +
  '<stop offset=".3" stop-color="#fff" stop-opacity=".35"/>' +
  '<stop offset=".55" stop-color="#fff" stop-opacity="0"/>' +
  '<stop offset="1" stop-color="#000" stop-opacity=".32"/>' +
  '</linearGradient>' +
  '</defs>';

/** An `<svg>` root with a viewBox, size, an accessible name and the shared definitions. */
export function svgRoot(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">` +
    SHARED_DEFS +
    body +
    '</svg>'
  );
}

/** A font size that fits `text` in `width` (bold sans-serif, ~0.62 em per character). */
export function fitFont(text: string, width: number, max: number): number {
  return Math.max(6, Math.min(max, Math.floor(width / (Math.max(1, text.length) * 0.62))));
}

/** A string hashed to a non-negative integer (picks colours and layouts deterministically). */
export function hashOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}
