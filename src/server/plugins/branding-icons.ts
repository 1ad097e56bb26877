/**
 * PNG app icons and the favicon (issue 14, item 11): an installable manifest needs PNG icons of
 * 192 and 512 px, and browsers ask for /favicon.ico whatever the page links. Rendered with sharp
 * from the tenant's SVG icon (its colours and monogram; branding-svg.ts) once per process, then
 * served from memory.
 */
import { iconSvg, type BrandMark } from './branding-svg.ts';

export const ICON_SIZES = [192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];

/** Before a tenant is known: Refill's own mark. */
export const DEFAULT_MARK: BrandMark = {
  name: 'Refill',
  brandColors: { primary: '#0f766e', secondary: '#f59e0b', onPrimary: '#ffffff' },
};

const FAVICON_SIZE = 48;
const rendered = new Map<string, Promise<Buffer>>();

function cached(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
  let png = rendered.get(key);
  if (png === undefined) {
    png = render();
    // A failed render is not kept: the next request tries again.
    png.catch(() => rendered.delete(key));
    rendered.set(key, png);
  }
  return png;
}

async function renderPng(mark: BrandMark, size: number): Promise<Buffer> {
  // sharp (libvips) loads with the first icon, not at start-up (issue 16's cold start).
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(iconSvg(mark)), { density: 72 * (size / 512) * 4 })
    .resize(size, size)
    .png()
    .toBuffer();
}

/** The mark's icon as a square PNG of `size` px (key: a stable name of the mark). */
export function iconPng(key: string, mark: BrandMark, size: IconSize): Promise<Buffer> {
  return cached(`${key}:${size}`, () => renderPng(mark, size));
}

/**
 * An ICO holding one PNG image (the PNG-in-ICO form every current browser reads): a 6-byte header,
 * one 16-byte directory entry, then the PNG.
 */
export function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 = 256)
  entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
  entry.writeUInt8(0, 2); // no palette
  entry.writeUInt8(0, 3); // reserved
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(png.length, 8); // image size
  entry.writeUInt32LE(header.length + entry.length, 12); // image offset
  return Buffer.concat([header, entry, png]);
}

/** /favicon.ico: Refill's mark, 48 px. */
export function faviconIco(): Promise<Buffer> {
  return cached('favicon', async () =>
    icoFromPng(await renderPng(DEFAULT_MARK, FAVICON_SIZE), FAVICON_SIZE),
  );
}
