/**
 * The generated product pictures as raster (decision 085). A phone lays out and paints an SVG
 * picture on its main thread, text and all, when it first shows it: six tiles' packshots were a
 * 100–150 ms task at 4× CPU after /products' first paint. A raster picture is decoded off the
 * main thread. The drawing stays the SVG of ./images.ts; sharp (libvips, which the app icons use
 * already) turns it into WebP once per process and drawing, and the answer is kept in memory.
 */
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

/** The drawings served as raster too, and how tall: sharp at a phone's two or three device pixels. */
export const RASTER_HEIGHTS = {
  /** A tile shows a packshot in a 64 px box: three device pixels. */
  product: 192,
  /** A category's picture: a 28 px chip on the home, a 96 px tile on /category (three). */
  category: 288,
  /**
   * A kit's picture: 80 px tall on the home's rail, 128 px on /combos and its page (2.25 device
   * pixels there: 4.6 KB; 384 px tall would be 6.3 KB, three of them on the home).
   */
  combo: 288,
} as const;
export type RasterKind = keyof typeof RASTER_HEIGHTS;
const RASTER_QUALITY = 80;

/** ~2 KB each: a 5,000-product catalogue's pictures fit, and a larger one keeps the recent. */
const rendered = new LRUCache<string, Promise<Buffer>>({ max: 6_000 });

/**
 * The WebP of `svg`, drawn once for each `key` (the path and the drawing's digest, so a changed
 * drawing is drawn again). Concurrent asks share one drawing; a failed one is not kept.
 */
export function rasterPicture(kind: RasterKind, key: string, svg: string): Promise<Buffer> {
  let webp = rendered.get(key);
  if (webp === undefined) {
    webp = sharp(Buffer.from(svg))
      .resize({ height: RASTER_HEIGHTS[kind] })
      .webp({ quality: RASTER_QUALITY })
      .toBuffer();
    webp.catch(() => rendered.delete(key));
    rendered.set(key, webp);
  }
  return webp;
}
