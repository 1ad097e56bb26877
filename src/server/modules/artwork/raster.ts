/**
 * The generated product pictures as raster (decision 085). A phone lays out and paints an SVG
 * picture on its main thread, text and all, when it first shows it: six tiles' packshots were a
 * 100–150 ms task at 4× CPU after /products' first paint. A raster picture is decoded off the
 * main thread. The drawing stays the SVG of ./images.ts; sharp (libvips, which the app icons use
 * already) turns it into WebP once per process and drawing, and the answer is kept in memory.
 */
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

/** A tile shows a packshot in a 64 px box: 192 px tall is sharp up to three device pixels. */
export const RASTER_HEIGHT = 192;
const RASTER_QUALITY = 80;

/** ~2 KB each: a 5,000-product catalogue's pictures fit, and a larger one keeps the recent. */
const rendered = new LRUCache<string, Promise<Buffer>>({ max: 6_000 });

/**
 * The WebP of `svg`, drawn once for each `key` (the path and the drawing's digest, so a changed
 * drawing is drawn again). Concurrent asks share one drawing; a failed one is not kept.
 */
export function rasterPicture(key: string, svg: string): Promise<Buffer> {
  let webp = rendered.get(key);
  if (webp === undefined) {
    webp = sharp(Buffer.from(svg))
      .resize({ height: RASTER_HEIGHT })
      .webp({ quality: RASTER_QUALITY })
      .toBuffer();
    webp.catch(() => rendered.delete(key));
    rendered.set(key, webp);
  }
  return webp;
}
