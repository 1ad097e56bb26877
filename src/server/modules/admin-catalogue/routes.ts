/**
 * The console's catalogue (issue 13); admins edit, every role reads:
 *   GET  /api/admin/catalogue/products?q&category&brand&active&limit&cursor
 *   POST /api/admin/catalogue/products                 (admin) create with its tiers
 *   GET  /api/admin/catalogue/products/:sku            with its tiers and version
 *   PUT  /api/admin/catalogue/products/:sku            (admin) every field + tiers, `version`
 *   PUT  /api/admin/catalogue/products/:sku/versions/:version/image   (admin) raw image ≤ 5 MB
 *   GET  /api/admin/catalogue/brands | categories      names per language
 *   POST /api/admin/catalogue/brands | categories      (admin) create
 *   PUT  /api/admin/catalogue/brands/:id | categories/:id   (admin) rename, `version`
 * and the public image library: GET /api/product-images/:bottler/:sku/:hash.webp (immutable).
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TYPES,
  bottlerIdSchema,
  calls,
  skuSchema,
} from '../../../contract/index.ts';
import type { ApiModule } from '../../deps.ts';
import { HttpError } from '../../plugins/errors.ts';
import { operatorContextOf } from '../../plugins/operator-context.ts';
import { callRoute, fileRouteSchema } from '../../plugins/route.ts';
import { selectProductImage } from './catalogue-repository.ts';
import { uploadProductImage } from './image-service.ts';
import { createNamed, listNamed, renameNamed } from './names-service.ts';
import { createProduct, getProduct, listProducts, updateProductFully } from './products-service.ts';

/** `GET /api/product-images/...` params (not a contract call: the answer is an image). */
const imageParams = z.strictObject({
  bottler: z.coerce.number<string>().pipe(bottlerIdSchema),
  sku: skuSchema,
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});

/** Reads an image upload, refusing it with 413 imageTooLarge beyond 5 MB (declared or sent). */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? 0);
  const tooLarge = () => new HttpError(413, 'imageTooLarge', { maxBytes: PRODUCT_IMAGE_MAX_BYTES });
  if (declared > PRODUCT_IMAGE_MAX_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > PRODUCT_IMAGE_MAX_BYTES) {
      request.raw.destroy();
      throw tooLarge();
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

export const adminCatalogueModule: ApiModule = async (app, deps) => {
  // Only this module's context takes image bodies (every other call takes JSON only).
  app.addContentTypeParser([...PRODUCT_IMAGE_TYPES], async (request: FastifyRequest) =>
    readUpload(request),
  );

  app.route({
    ...callRoute(deps, calls.adminProducts),
    handler: async (request) => listProducts(deps.db, operatorContextOf(request), request.query),
  });

  app.route({
    ...callRoute(deps, calls.adminProduct),
    handler: async (request) => getProduct(deps.db, operatorContextOf(request), request.params.sku),
  });

  app.route({
    ...callRoute(deps, calls.adminUpdateProduct),
    handler: async (request) =>
      updateProductFully(deps.db, operatorContextOf(request), request.params.sku, request.body),
  });

  app.route({
    ...callRoute(deps, calls.adminCreateProduct),
    handler: async (request) => createProduct(deps.db, operatorContextOf(request), request.body),
  });

  app.route({
    ...callRoute(deps, calls.adminProductImage),
    handler: async (request) => {
      const body = request.body as unknown;
      // A call without an image body (no content type, or JSON) is not an upload.
      if (!Buffer.isBuffer(body)) throw new HttpError(422, 'notAnImage');
      return uploadProductImage(
        deps.db,
        operatorContextOf(request),
        request.params.sku,
        request.params.version,
        body,
      );
    },
  });

  app.route({
    ...callRoute(deps, calls.adminBrands),
    handler: async (request) => listNamed(deps.db, operatorContextOf(request), 'brands'),
  });
  app.route({
    ...callRoute(deps, calls.adminCreateBrand),
    handler: async (request) =>
      createNamed(deps.db, operatorContextOf(request), 'brands', request.body.names),
  });
  app.route({
    ...callRoute(deps, calls.adminUpdateBrand),
    handler: async (request) =>
      renameNamed(deps.db, operatorContextOf(request), 'brands', request.params.id, request.body),
  });

  app.route({
    ...callRoute(deps, calls.adminCategories),
    handler: async (request) => listNamed(deps.db, operatorContextOf(request), 'categories'),
  });
  app.route({
    ...callRoute(deps, calls.adminCreateCategory),
    handler: async (request) =>
      createNamed(deps.db, operatorContextOf(request), 'categories', request.body.names),
  });
  app.route({
    ...callRoute(deps, calls.adminUpdateCategory),
    handler: async (request) =>
      renameNamed(
        deps.db,
        operatorContextOf(request),
        'categories',
        request.params.id,
        request.body,
      ),
  });

  app.route({
    method: 'GET',
    url: '/product-images/:bottler/:sku/:hash.webp',
    schema: fileRouteSchema({
      summary: 'An uploaded product image (WebP)',
      produces: 'image/webp',
      tag: 'images',
      params: imageParams,
    }),
    handler: async (request, reply) => {
      const { bottler, sku, hash } = request.params;
      const image = await selectProductImage(deps.db, bottler, sku, hash);
      if (image === undefined) throw new HttpError(404, 'notFound');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(image.content_type)
        .send(Buffer.from(image.bytes));
    },
  });
};
