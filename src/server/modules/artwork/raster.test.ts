/**
 * Decision 085: a packshot is drawn as WebP once per process and drawing; concurrent asks share
 * the drawing, and a failed one is tried again on the next ask.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generatedImageSvg } from './images.ts';
import { RASTER_HEIGHT, rasterPicture } from './raster.ts';

describe('rasterPicture', () => {
  it('draws the SVG as a WebP RASTER_HEIGHT tall, once per key', async () => {
    const svg = generatedImageSvg('product', '101101') ?? '';
    const first = rasterPicture('product/101101/test', svg);
    expect(rasterPicture('product/101101/test', svg)).toBe(first);
    const { format, height } = await sharp(await first).metadata();
    expect([format, height]).toEqual(['webp', RASTER_HEIGHT]);
  });

  it('keeps no failed drawing: the next ask draws again', async () => {
    const broken = rasterPicture('broken/test', '<svg');
    await expect(broken).rejects.toThrow();
    const svg = generatedImageSvg('product', '101102') ?? '';
    const again = rasterPicture('broken/test', svg);
    expect(again).not.toBe(broken);
    expect((await sharp(await again).metadata()).format).toBe('webp');
  });
});
