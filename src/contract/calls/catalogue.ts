/**
 * Catalogue calls: ecommerce config, banners, categories, brands, products, promotions,
 * suggested, favorites, combos (SPEC §7).
 */
import { z } from 'zod';
import { CATALOGUE_PAGE_MAX } from '../../domain/catalogue-pages.ts';
import { languageCodeSchema, pathInt, skuSchema } from '../common.ts';
import { defineCall, errorResponses } from '../descriptor.ts';
import {
  bannerSchema,
  brandSchema,
  categorySchema,
  comboFamilySchema,
  comboSchema,
  ecommerceConfigSchema,
  featuredBannerSchema,
  productSchema,
  promotionImageSchema,
  quantityComboSchema,
} from '../entities.ts';
import { CALL_ROUTES } from '../paths.ts';

const productItems = z.object({ data: z.object({ items: z.array(productSchema) }) });

export const ecommerceConfig = defineCall({
  ...CALL_ROUTES.ecommerceConfig,
  auth: 'session',
  area: 'catalogue',
  origin: 'spec',
  summary: 'Menu switches and feature announcements not yet seen',
  response: { 200: ecommerceConfigSchema },
});

export const banners = defineCall({
  ...CALL_ROUTES.banners,
  auth: 'session',
  area: 'catalogue',
  origin: 'spec',
  summary: 'Home carousel banners',
  response: { 200: z.array(bannerSchema) },
});

export const featuredBanner = defineCall({
  ...CALL_ROUTES.featuredBanner,
  auth: 'session',
  area: 'catalogue',
  origin: 'added',
  summary: 'Featured banner of the home page (null: none configured)',
  response: { 200: featuredBannerSchema.nullable() },
});

export const categories = defineCall({
  ...CALL_ROUTES.categories,
  auth: 'session',
  area: 'catalogue',
  origin: 'spec',
  summary: 'Categories',
  response: { 200: z.array(categorySchema) },
});

export const brands = defineCall({
  ...CALL_ROUTES.brands,
  auth: 'session',
  area: 'catalogue',
  origin: 'spec',
  summary: 'Brands of a category (category name in lower case)',
  params: z.strictObject({ category: z.string().min(1).max(100) }),
  response: { 200: z.array(brandSchema) },
});

export const products = defineCall({
  ...CALL_ROUTES.products,
  auth: 'session',
  area: 'catalogue',
  origin: 'spec',
  summary: "The client's catalogue with its prices",
  response: { 200: z.array(productSchema) },
});

/** Query text (a term, a name): at most 100 characters. */
const queryText = z.string().max(100);
const pageQuery = {
  offset: pathInt(0, 1_000_000).optional(),
  limit: pathInt(0, CATALOGUE_PAGE_MAX).optional(),
  /** The language the shop reads (names, categories and brands match in it); else the client's. */
  language: languageCodeSchema.optional(),
};
const pageSchema = z.object({
  total: z.int().min(0),
  offset: z.int().min(0),
  products: z.array(productSchema),
});

/**
 * Search on the server (issue 16, decision 054): SPEC §5's matching over the client's priced
 * catalogue, one page of the results (default 40) and the search box's suggestions (unique
 * descriptions in the language, at most 10). Under 3 characters: nothing.
 */
export const productSearch = defineCall({
  ...CALL_ROUTES.productSearch,
  auth: 'session',
  area: 'catalogue',
  origin: 'added',
  summary: 'Products matching a term (one page) and autocomplete suggestions',
  querystring: z.strictObject({ q: queryText, ...pageQuery }),
  response: { 200: pageSchema.extend({ suggestions: z.array(z.string()) }) },
});

/**
 * The priced catalogue in pages (issue 16, decision 055), in /products order (category by
 * category, returnable packaging last), optionally only a category and brand, only promotion
 * products, or only some skus (comma-separated, at most 500, in their order).
 */
export const productsPage = defineCall({
  ...CALL_ROUTES.productsPage,
  auth: 'session',
  area: 'catalogue',
  origin: 'added',
  summary: 'One page of the priced catalogue, optionally filtered',
  querystring: z.strictObject({
    ...pageQuery,
    category: queryText.optional(),
    brand: queryText.optional(),
    promotions: z.enum(['true', 'false']).optional(),
    skus: z
      .string()
      .max(500 * 65)
      .refine((value) => value.split(',').length <= 500, { message: 'tooManySkus' })
      .refine((value) => value.split(',').every((sku) => skuSchema.safeParse(sku).success), {
        message: 'invalidSku',
      })
      .optional(),
  }),
  response: { 200: pageSchema },
});

export const promotions = defineCall({
  ...CALL_ROUTES.promotions,
  auth: 'session',
  area: 'catalogue',
  origin: 'spec',
  summary: 'Promotion images',
  response: { 200: z.array(promotionImageSchema) },
});

export const suggested = defineCall({
  ...CALL_ROUTES.suggested,
  auth: 'session',
  area: 'catalogue',
  origin: 'spec',
  summary: 'Suggested order products (data.items)',
  response: { 200: productItems },
});

export const favorites = defineCall({
  ...CALL_ROUTES.favorites,
  auth: 'session',
  area: 'catalogue',
  origin: 'spec',
  summary: 'Favorite products (data.items)',
  response: { 200: productItems },
});

/**
 * Marks or unmarks one product as a favorite of the shop (decision 034): a PUT of the wanted state,
 * so repeating it changes nothing (idempotent) and one call serves the heart both ways.
 */
export const setFavorite = defineCall({
  ...CALL_ROUTES.setFavorite,
  auth: 'session',
  area: 'catalogue',
  origin: 'added',
  summary: 'Marks (favorite: true) or unmarks (false) a product as a favorite of the shop',
  rateLimit: { max: 120, windowSeconds: 60, per: 'session' },
  params: z.strictObject({ sku: skuSchema }),
  bodyExample: { favorite: true },
  body: z.strictObject({ favorite: z.boolean() }),
  response: {
    200: z.object({ sku: skuSchema, favorite: z.boolean() }),
    ...errorResponses(422),
  },
});

/**
 * The home's product rails (issue 14 "a home that sells", decision 051), computed on the server
 * for the calling shop (tenant and client only from the session): buy again (its usual products,
 * from its own order history) and today's deals (tier and promotion savings), each at most 10
 * products — so the home never needs the whole catalogue.
 */
export const homeRails = defineCall({
  ...CALL_ROUTES.homeRails,
  auth: 'session',
  area: 'catalogue',
  origin: 'added',
  summary: "The home's rails: the shop's usual products (buy again) and today's deals",
  response: {
    200: z.object({
      buyAgain: z.array(productSchema).max(10),
      deals: z.array(productSchema).max(10),
    }),
  },
});

export const combos = defineCall({
  ...CALL_ROUTES.combos,
  auth: 'session',
  area: 'catalogue',
  origin: 'spec',
  summary: 'Combos of the tenant',
  response: { 200: z.array(comboSchema) },
});

/** Families and products of one combo, by kind (SPEC §2 /combo, /combo-quantity, /combo-generic). */
export const comboProductsResponseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('family'), combo: comboSchema, families: z.array(comboFamilySchema) }),
  z.object({ kind: z.literal('quantity'), combo: comboSchema, quantityCombo: quantityComboSchema }),
  z.object({ kind: z.literal('generic'), combo: comboSchema, products: z.array(productSchema) }),
]);
export type ComboProductsResponse = z.infer<typeof comboProductsResponseSchema>;

export const comboProducts = defineCall({
  ...CALL_ROUTES.comboProducts,
  auth: 'session',
  area: 'catalogue',
  origin: 'spec',
  summary: 'Families and products of a combo',
  params: z.strictObject({ comboId: pathInt(1, 2_147_483_647) }),
  response: { 200: comboProductsResponseSchema, ...errorResponses(404) },
});
