/**
 * Product images (issue 13, decision 041): the upload's bytes are decoded by sharp (the declared
 * content type is not trusted), must be PNG, JPEG or WebP of at most 40 megapixels, and are
 * re-encoded as a WebP square of at most 600 px (the picture centred on a transparent
 * background, EXIF orientation applied, metadata dropped). Stored by tenant, sku and the SHA-256
 * of the stored bytes, and served under a URL that names the hash (cached as immutable).
 */
import { createHash } from 'node:crypto';
import type { OutputInfo } from 'sharp';
import { PRODUCT_IMAGE_SIDE, type AdminProduct } from '../../../contract/index.ts';
import type { Database } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { OperatorContext } from '../../plugins/operator-context.ts';
import { operatorActor } from '../admin-lists/audit-actor.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import { setProductImage } from './catalogue-repository.ts';
import { productOrNotFound } from './products-service.ts';

/** Larger pictures are refused before decoding them whole (a decompression bomb). */
export const MAX_IMAGE_PIXELS = 40_000_000;
const FORMATS = new Set(['png', 'jpeg', 'webp']);

export interface StoredImage {
  hash: string;
  contentType: 'image/webp';
  bytes: Buffer;
  width: number;
  height: number;
}

/** sharp (libvips) loads with the first upload, not at start-up (issue 16's cold start). */
const loadSharp = async () => (await import('sharp')).default;

/** The picture's size, read from its header by sharp; 422 notAnImage unless PNG, JPEG or WebP. */
async function dimensionsOf(upload: Buffer): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(upload, { limitInputPixels: false }).metadata();
    if (meta.format === undefined || !FORMATS.has(meta.format)) throw new Error('format');
    return { width: meta.width, height: meta.height };
  } catch {
    throw new HttpError(422, 'notAnImage');
  }
}

/** The stored WebP of an upload, or 422 notAnImage / 413 imageTooLarge. */
export async function normaliseImage(upload: Buffer): Promise<StoredImage> {
  const { width, height } = await dimensionsOf(upload);
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new HttpError(413, 'imageTooLarge', { maxPixels: MAX_IMAGE_PIXELS });
  }
  const side = Math.min(PRODUCT_IMAGE_SIDE, Math.max(width, height));
  let output: { data: Buffer; info: OutputInfo };
  const sharp = await loadSharp();
  try {
    output = await sharp(upload, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize(side, side, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Headers that parse over pixels that do not (truncated or corrupt data).
    throw new HttpError(422, 'notAnImage');
  }
  return {
    hash: createHash('sha256').update(output.data).digest('hex'),
    contentType: 'image/webp',
    bytes: output.data,
    width: output.info.width,
    height: output.info.height,
  };
}

/** Where a stored image is served (the hash makes the address immutable). */
export const productImagePath = (tenantId: number, sku: string, hash: string): string =>
  `/api/product-images/${tenantId}/${encodeURIComponent(sku)}/${hash}.webp`;

export async function uploadProductImage(
  db: Database,
  ctx: Pick<OperatorContext, 'tenantId' | 'now' | 'operatorId' | 'email'>,
  sku: string,
  version: number,
  upload: Buffer,
): Promise<AdminProduct> {
  const image = await normaliseImage(upload);
  return db.transaction(async (tx) => {
    const before = await productOrNotFound(tx, ctx.tenantId, sku, true);
    if (before.version !== version) {
      throw new HttpError(409, 'staleVersion', { version: before.version });
    }
    const url = productImagePath(ctx.tenantId, sku, image.hash);
    await setProductImage(tx, ctx.tenantId, sku, image, url);
    const after = await productOrNotFound(tx, ctx.tenantId, sku);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      actor: operatorActor(ctx),
      action: 'product.image',
      entity: 'product',
      entityId: sku,
      before: { imageUrl: before.imageUrl },
      after: { imageUrl: after.imageUrl, width: image.width, height: image.height },
      at: ctx.now,
    });
    return after;
  });
}
