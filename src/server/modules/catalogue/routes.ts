/**
 * Catalogue calls (SPEC §7) and start-up orchestration, plus the generated images route.
 * Thin handlers: each calls one service. `orchestration` and `products` send JSON strings
 * serialised once per catalogue version (catalogue-cache.ts), bypassing the response serializer;
 * their tests parse the answers with the contract's schemas instead.
 *
 * `orchestration` (the biggest answer, on every app start) is gzipped without compressing the
 * products per request: a gzip-accepting request gets a gzip member spliced around the products'
 * deflate block cached per catalogue version (plugins/spliced-gzip.ts), sent with
 * `content-encoding: gzip` so @fastify/compress leaves it alone (its onSend skips a reply that
 * already has a content coding). Gzip is served even when the app would prefer br: every client
 * that accepts br accepts gzip, the spliced answer is well under the 60 kB budget, and a brotli
 * stream cannot be assembled from independently compressed parts (one stream header, and Node
 * cannot feed a precompressed part to a running encoder), so br would mean compressing ~0.5 MB
 * on every request.
 * Without gzip accepted the JSON text is sent (and the plugin may still compress it).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { calls } from '../../../contract/index.ts';
import type { ApiModule } from '../../deps.ts';
import { generatedImageSvg } from '../artwork/images.ts';
import { rasterPicture } from '../artwork/raster.ts';
import { HttpError } from '../../plugins/errors.ts';
import { bearerToken, contextOf } from '../../plugins/request-context.ts';
import { callRoute, fileRouteSchema } from '../../plugins/route.ts';
import { acceptsGzip, gzipSplice } from '../../plugins/spliced-gzip.ts';
import {
  catalogueEtag,
  catalogueOfRequest,
  pricedProductsGzip,
  pricedProductsJson,
  type TenantCatalogue,
} from './catalogue-cache.ts';
import { comboProducts, combos } from './combo-service.ts';
import { ifNoneMatchHits, textDigest } from './etag.ts';
import { setFavorite } from './favorite-service.ts';
import {
  orchestrationAnswer,
  orchestrationGzip,
  orchestrationJson,
  type OrchestrationAnswer,
} from './orchestration.ts';
import { productSearch, productsPage } from './product-pages.ts';
import * as service from './service.ts';

/** Folders of generated images (src/server/modules/artwork/images.ts). */
export const IMAGE_KINDS = [
  'product',
  'brand',
  'category',
  'banner',
  'promo',
  'feature',
  'bingo',
  'combo',
] as const;

/** `GET /api/img/:kind/:name.svg` params (not a contract call: images are not JSON). */
export const imageParamsSchema = z.strictObject({
  kind: z.enum(IMAGE_KINDS),
  name: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
});

/**
 * `GET /api/img/:kind/:name.webp` params: the packshots (decision 085), the categories' and the
 * kits' pictures (decision 088) are drawn as raster too.
 */
export const rasterParamsSchema = z.strictObject({
  kind: z.enum(['product', 'category', 'combo']),
  name: imageParamsSchema.shape.name,
});

/** An SVG may carry script: the answer may not run any, nor load anything (SECURITY T9). */
export const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * A generated image's address names what it shows (a sku, a banner), not how it is drawn, and rows
 * store it: a year of `immutable` kept a changed drawing from every shop that had loaded it. A day
 * fresh, then a week served from the cache while the browser asks again in the background (a 304
 * by the image's ETag when the drawing is the same): no screen waits for a picture it has, and a
 * new drawing reaches a shop within a day of its visits.
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

const JSON_TYPE = 'application/json; charset=utf-8';

/** A generated image's headers; true when the browser has this drawing (send a 304). */
function imageNotModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  void reply
    .header('content-security-policy', IMAGE_CSP)
    .header('cache-control', IMAGE_CACHE_CONTROL)
    .header('etag', etag);
  return ifNoneMatchHits(request.headers['if-none-match'], etag);
}

/**
 * Sets the caching headers of an answer: `no-store` without an ETag (it carries a fresh token),
 * else the ETag to revalidate with. True when the app already has this answer (send a 304).
 */
function notModified(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string | undefined,
): boolean {
  if (etag === undefined) {
    void reply.header('cache-control', 'no-store');
    return false;
  }
  void reply.header('etag', etag).header('cache-control', 'private, no-cache');
  return ifNoneMatchHits(request.headers['if-none-match'], etag);
}

/** Sends a pre-serialised JSON body with an ETag, or 304 when the app already has it. */
function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  json: string,
  etag: string | undefined,
): FastifyReply {
  if (notModified(request, reply, etag)) return reply.code(304).send();
  // A string with a JSON content type is sent as is (Fastify skips the serializer).
  return reply.type(JSON_TYPE).send(json);
}

/** Whether the request takes a gzip body (honouring @fastify/compress's opt-out header too). */
function wantsGzip(request: FastifyRequest): boolean {
  return (
    request.headers['x-no-compression'] === undefined &&
    acceptsGzip(request.headers['accept-encoding'])
  );
}

/**
 * Sends the orchestration answer (or a 304): spliced gzip when the request takes gzip, else the
 * JSON text. Either way it varies with Accept-Encoding.
 */
function sendOrchestration(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: OrchestrationAnswer,
): FastifyReply {
  void reply.header('vary', 'accept-encoding');
  if (notModified(request, reply, answer.etag)) return reply.code(304).send();
  void reply.type(JSON_TYPE);
  if (!wantsGzip(request)) return reply.send(orchestrationJson(answer));
  // Already encoded: @fastify/compress skips a reply that has a content-encoding.
  return reply.header('content-encoding', 'gzip').send(orchestrationGzip(answer));
}

/** The priced catalogue (or a 304): compressed once per version when the request takes gzip. */
function sendProducts(
  request: FastifyRequest,
  reply: FastifyReply,
  catalogue: TenantCatalogue,
): FastifyReply {
  const etag = catalogueEtag(catalogue, 'p');
  void reply.header('vary', 'accept-encoding');
  if (!wantsGzip(request)) return sendJson(request, reply, pricedProductsJson(catalogue), etag);
  if (notModified(request, reply, etag)) return reply.code(304).send();
  return reply
    .type(JSON_TYPE)
    .header('content-encoding', 'gzip')
    .send(gzipSplice('', pricedProductsGzip(catalogue), ''));
}

export const catalogueModule: ApiModule = async (app, deps) => {
  app.route({
    ...callRoute(deps, calls.orchestration),
    handler: async (request, reply) => {
      const answer = await orchestrationAnswer(deps, bearerToken(request));
      return sendOrchestration(request, reply, answer);
    },
  });

  app.route({
    ...callRoute(deps, calls.products),
    handler: async (request, reply) => {
      const catalogue = await catalogueOfRequest(deps, contextOf(request));
      return sendProducts(request, reply, catalogue);
    },
  });

  app.route({
    ...callRoute(deps, calls.productSearch),
    handler: async (request) => productSearch(deps, contextOf(request), request.query),
  });

  app.route({
    ...callRoute(deps, calls.productsPage),
    handler: async (request) => productsPage(deps, contextOf(request), request.query),
  });

  app.route({
    ...callRoute(deps, calls.categories),
    handler: async (request) => service.categories(deps, contextOf(request)),
  });

  app.route({
    ...callRoute(deps, calls.brands),
    handler: async (request) =>
      service.brandsOfCategory(deps, contextOf(request), request.params.category),
  });

  app.route({
    ...callRoute(deps, calls.banners),
    handler: async (request) => service.banners(deps, contextOf(request)),
  });

  app.route({
    ...callRoute(deps, calls.featuredBanner),
    handler: async (request) => service.featuredBanner(deps, contextOf(request)),
  });

  app.route({
    ...callRoute(deps, calls.ecommerceConfig),
    handler: async (request) => service.ecommerceConfig(deps, contextOf(request)),
  });

  app.route({
    ...callRoute(deps, calls.promotions),
    handler: async (request) => service.promotionImages(deps, contextOf(request)),
  });

  app.route({
    ...callRoute(deps, calls.combos),
    handler: async (request) => combos(deps, contextOf(request)),
  });

  app.route({
    ...callRoute(deps, calls.comboProducts),
    handler: async (request) => comboProducts(deps, contextOf(request), request.params.comboId),
  });

  app.route({
    ...callRoute(deps, calls.favorites),
    handler: async (request) => service.favorites(deps, contextOf(request)),
  });

  app.route({
    ...callRoute(deps, calls.setFavorite),
    handler: async (request) =>
      setFavorite(deps, contextOf(request), request.params.sku, request.body.favorite),
  });

  app.route({
    ...callRoute(deps, calls.suggested),
    handler: async (request) => service.suggested(deps, contextOf(request)),
  });

  app.route({
    ...callRoute(deps, calls.homeRails),
    handler: async (request) => service.homeRails(deps, contextOf(request)),
  });

  app.route({
    ...callRoute(deps, calls.paymentLimit),
    handler: async (request) => service.paymentLimit(deps, contextOf(request)),
  });

  app.route({
    method: 'GET',
    url: '/img/:kind/:name.svg',
    schema: fileRouteSchema({
      summary: 'Generated demo image (SVG)',
      produces: 'image/svg+xml',
      tag: 'images',
      params: imageParamsSchema,
      etag: true,
    }),
    handler: async (request, reply) => {
      const svg = generatedImageSvg(request.params.kind, request.params.name);
      if (svg === undefined) throw new HttpError(404, 'notFound');
      if (imageNotModified(request, reply, `W/"${textDigest(svg)}"`)) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  });

  app.route({
    method: 'GET',
    url: '/img/:kind/:name.webp',
    schema: fileRouteSchema({
      summary: 'Generated product, category or kit picture, drawn as raster (WebP)',
      produces: 'image/webp',
      tag: 'images',
      params: rasterParamsSchema,
      etag: true,
    }),
    handler: async (request, reply) => {
      const { kind, name } = request.params;
      const svg = generatedImageSvg(kind, name);
      if (svg === undefined) throw new HttpError(404, 'notFound');
      const digest = textDigest(svg);
      if (imageNotModified(request, reply, `W/"${digest}-webp"`)) return reply.code(304).send();
      return reply
        .type('image/webp')
        .send(await rasterPicture(kind, `${kind}/${name}/${digest}`, svg));
    },
  });
};
