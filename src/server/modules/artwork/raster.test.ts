/**
 * Decisions 085 and 088: a packshot, a category's or a kit's picture is drawn as WebP once per
 * process and drawing, as tall as its kind is shown; concurrent asks share the drawing, and a
 * failed one is tried again on the next ask.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generatedImageSvg } from './images.ts';
import { RASTER_HEIGHTS, rasterPicture } from './raster.ts';

describe('rasterPicture', () => {
  it('draws the SVG as a WebP as tall as its kind, once per key', async () => {
    const svg = generatedImageSvg('product', '101101') ?? '';
    const first = rasterPicture('product', 'product/101101/test', svg);
    expect(rasterPicture('product', 'product/101101/test', svg)).toBe(first);
    const { format, height } = await sharp(await first).metadata();
    expect([format, height]).toEqual(['webp', RASTER_HEIGHTS.product]);
  });

  it.each([
    ['category', '1', 288],
    ['combo', '101109-105105', 288],
  ] as const)('draws a %s picture %i px tall', async (kind, name, expected) => {
    const svg = generatedImageSvg(kind, name) ?? '';
    expect(svg).toContain('<svg');
    const { format, height } = await sharp(
      await rasterPicture(kind, `${kind}/${name}/test`, svg),
    ).metadata();
    expect([format, height]).toEqual(['webp', expected]);
  });

  it('keeps no failed drawing: the next ask draws again', async () => {
    const broken = rasterPicture('product', 'broken/test', '<svg');
    await expect(broken).rejects.toThrow();
    const svg = generatedImageSvg('product', '101102') ?? '';
    const again = rasterPicture('product', 'broken/test', svg);
    expect(again).not.toBe(broken);
    expect((await sharp(await again).metadata()).format).toBe('webp');
  });
});
