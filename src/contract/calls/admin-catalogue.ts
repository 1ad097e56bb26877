/**
 * The console's catalogue (issue 13): products with every SPEC §3 field the bottler owns, their
 * list price and tier prices, brands and categories (names per language), and a product image.
 * Admins edit; every role reads. Every change sends the `version` it read (decision 040): a
 * stale one answers 409 `staleVersion`. Money is decimal here, integer cents inside (004).
 */
import { z } from 'zod';
import { languageCodeSchema, pathInt, percentageSchema, skuSchema } from '../common.ts';
import { defineCall, errorResponses } from '../descriptor.ts';
import { CALL_ROUTES } from '../paths.ts';
import type { OperatorRole } from '../operators.ts';
import { adminMoneySchema, adminPageQuery, adminPageSchema, listFilter } from './admin-common.ts';

/** Who edits the catalogue ('platform' acts as admin of its tenant); everyone else reads. */
export const ROLES_CATALOGUE_EDIT: readonly OperatorRole[] = ['admin', 'platform'];

/** Largest image upload (bytes), checked before decoding. */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Side of the square the stored image fits in. */
export const PRODUCT_IMAGE_SIDE = 600;
export const PRODUCT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/**
 * An image upload's body: the file's bytes, as the module's parser reads them. Anything passes
 * here so that the call's own refusals answer (413 imageTooLarge, 422 notAnImage for no image
 * body); the schema is what /openapi.json publishes.
 */
export const imageUploadSchema = z.unknown().meta({ type: 'string', format: 'binary' });

const nameText = z.string().trim().min(1).max(200);

/** A text per language: at least one; the tenant's default language is required by the service. */
export const localizedTextSchema = z
  .partialRecord(languageCodeSchema, nameText)
  .refine((texts) => Object.keys(texts).length > 0, { message: 'required' });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

const versionSchema = z.int().min(1).max(2_147_483_647);
const entityId = z.int().min(1).max(2_147_483_647);
const optionalLabel = z.string().trim().max(64).nullable();
const optionalMoney = adminMoneySchema.nullable();

/** One tier: from `minimumQuantity` units on, a unit price or a discount % off the list price. */
export const adminTierSchema = z
  .strictObject({
    minimumQuantity: z.int().min(2).max(9999),
    price: adminMoneySchema.optional(),
    discountPercentage: percentageSchema
      .refine((value) => value > 0 && value < 100, { message: 'outOfRange' })
      .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
        message: 'twoDecimals',
      })
      .optional(),
  })
  .refine((tier) => (tier.price === undefined) !== (tier.discountPercentage === undefined), {
    message: 'priceOrDiscount',
  });
export type AdminTierInput = z.infer<typeof adminTierSchema>;

/** The fields of a product an admin writes (create and update). */
const productFields = {
  descriptions: localizedTextSchema,
  brandId: entityId,
  categoryId: entityId,
  size: optionalLabel,
  unit: optionalLabel,
  packaging: optionalLabel,
  isGlassBottle: z.boolean(),
  /** Returnable bottles per unit sold (a crate of 24: 24). */
  glassBottles: z.int().min(0).max(999),
  glassBottleProductSku: skuSchema.nullable(),
  boxProductSku: skuSchema.nullable(),
  isBottleBox: z.boolean(),
  /** Tax rate contained in the price, as a fraction (0.18 = 18 %). */
  taxRate: z.number().min(0).max(1),
  alcoholic: z.boolean(),
  isMsl: z.boolean(),
  /** null = the default 9999 (SPEC §5); 0 disables ordering. */
  quantityLimit: z.int().min(0).max(9999).nullable(),
  isPromotionType: z.boolean(),
  isPromo: z.boolean(),
  unitCost: optionalMoney,
  suggestedSale: optionalMoney,
  active: z.boolean(),
  price: adminMoneySchema,
  priceWithoutDiscount: optionalMoney,
  /** The whole tier list, replaced as one: minimum quantities ascending and unique. */
  tiers: z.array(adminTierSchema).max(20),
};

type ProductFields = {
  price: number;
  tiers: AdminTierInput[];
  isGlassBottle: boolean;
  glassBottleProductSku: string | null;
  boxProductSku: string | null;
};

/** Tier order and prices against the list price, each error at its tier's path. */
function checkTiers(body: ProductFields, ctx: z.RefinementCtx): void {
  let previous = 0;
  body.tiers.forEach((tier, index) => {
    if (tier.minimumQuantity <= previous) {
      ctx.addIssue({
        code: 'custom',
        message: 'tiersNotAscending',
        path: ['tiers', index, 'minimumQuantity'],
      });
    }
    previous = tier.minimumQuantity;
    if (tier.price !== undefined && tier.price >= body.price) {
      ctx.addIssue({
        code: 'custom',
        message: 'tierNotBelowPrice',
        path: ['tiers', index, 'price'],
      });
    }
  });
  if (body.isGlassBottle && body.glassBottleProductSku === null) {
    ctx.addIssue({ code: 'custom', message: 'required', path: ['glassBottleProductSku'] });
  }
}

export const adminProductUpdateSchema = z
  .strictObject({ ...productFields, version: versionSchema })
  .superRefine(checkTiers);
export type AdminProductUpdate = z.infer<typeof adminProductUpdateSchema>;

export const adminProductCreateSchema = z
  .strictObject({ sku: skuSchema, ...productFields })
  .superRefine(checkTiers);
export type AdminProductCreate = z.infer<typeof adminProductCreateSchema>;

/** A tier as stored: the unit price (computed from the discount when one was given). */
export const adminTierOutSchema = z.object({
  minimumQuantity: z.int(),
  price: z.number(),
  discountPercentage: z.number().nullable(),
});

export const adminProductSchema = z
  .object({
    sku: skuSchema,
    /** In the tenant's default language. */
    description: z.string(),
    descriptions: z.partialRecord(languageCodeSchema, z.string()),
    brandId: z.int(),
    brand: z.string(),
    categoryId: z.int(),
    category: z.string(),
    size: z.string().nullable(),
    unit: z.string().nullable(),
    packaging: z.string().nullable(),
    isGlassBottle: z.boolean(),
    glassBottles: z.int(),
    glassBottleProductSku: z.string().nullable(),
    boxProductSku: z.string().nullable(),
    isBottleBox: z.boolean(),
    taxRate: z.number(),
    alcoholic: z.boolean(),
    isMsl: z.boolean(),
    quantityLimit: z.int().nullable(),
    isPromotionType: z.boolean(),
    isPromo: z.boolean(),
    unitCost: z.number().nullable(),
    suggestedSale: z.number().nullable(),
    active: z.boolean(),
    price: z.number(),
    priceWithoutDiscount: z.number().nullable(),
    priceWithoutTax: z.number().nullable(),
    imageUrl: z.string().nullable(),
    tiers: z.array(adminTierOutSchema),
    version: z.int(),
  })
  .meta({ id: 'AdminProduct' });
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductSummarySchema = adminProductSchema
  .pick({
    sku: true,
    description: true,
    brand: true,
    category: true,
    size: true,
    price: true,
    active: true,
    imageUrl: true,
  })
  .extend({ tierCount: z.int() })
  .meta({ id: 'AdminProductSummary' });
export type AdminProductSummary = z.infer<typeof adminProductSummarySchema>;

const productParams = z.strictObject({ sku: skuSchema });

/** An id in a list filter (text in the query string). */
const idFilter = z
  .string()
  .regex(/^[1-9]\d{0,8}$/)
  .transform(Number);

const booleanFilter = z.enum(['true', 'false']).transform((value) => value === 'true');

export const adminProducts = defineCall({
  ...CALL_ROUTES.adminProducts,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  summary:
    "The tenant's products by sku; `q` searches sku and descriptions; filters category, brand, active",
  querystring: z.strictObject({
    q: z.string().trim().max(100).optional(),
    category: listFilter(idFilter, 50).optional(),
    brand: listFilter(idFilter, 50).optional(),
    active: booleanFilter.optional(),
    ...adminPageQuery,
  }),
  response: { 200: adminPageSchema(adminProductSummarySchema) },
});

export const adminProduct = defineCall({
  ...CALL_ROUTES.adminProduct,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  summary: 'One product with every field the bottler owns and its tier prices',
  params: productParams,
  response: { 200: adminProductSchema, ...errorResponses(404) },
});

const productExample = {
  descriptions: { pt: 'Guaraná 2 L', es: 'Guaraná 2 L' },
  brandId: 1,
  categoryId: 1,
  size: '2 L',
  unit: 'unit',
  packaging: 'pet',
  isGlassBottle: false,
  glassBottles: 0,
  glassBottleProductSku: null,
  boxProductSku: null,
  isBottleBox: false,
  taxRate: 0.18,
  alcoholic: false,
  isMsl: true,
  quantityLimit: null,
  isPromotionType: false,
  isPromo: false,
  unitCost: 6.5,
  suggestedSale: 9.9,
  active: true,
  price: 7.49,
  priceWithoutDiscount: 7.99,
  tiers: [
    { minimumQuantity: 6, price: 7.29 },
    { minimumQuantity: 12, discountPercentage: 5 },
  ],
};

export const adminUpdateProduct = defineCall({
  ...CALL_ROUTES.adminUpdateProduct,
  auth: 'operatorSession',
  roles: ROLES_CATALOGUE_EDIT,
  area: 'admin',
  origin: 'added',
  summary:
    'Replaces a product and its tier list (409 staleVersion when someone saved since it was read)',
  params: productParams,
  bodyExample: { ...productExample, version: 1 },
  body: adminProductUpdateSchema,
  response: { 200: adminProductSchema, ...errorResponses(404, 409, 422) },
});

export const adminCreateProduct = defineCall({
  ...CALL_ROUTES.adminCreateProduct,
  auth: 'operatorSession',
  roles: ROLES_CATALOGUE_EDIT,
  area: 'admin',
  origin: 'added',
  summary: 'Creates a product with its tier list (409 productExists for a sku in use)',
  bodyExample: { ...productExample, sku: 'GUA-2L-NEW' },
  body: adminProductCreateSchema,
  response: { 200: adminProductSchema, ...errorResponses(409, 422) },
});

export const adminProductImage = defineCall({
  ...CALL_ROUTES.adminProductImage,
  auth: 'operatorSession',
  roles: ROLES_CATALOGUE_EDIT,
  area: 'admin',
  origin: 'added',
  consumes: PRODUCT_IMAGE_TYPES,
  summary:
    'Uploads the raw bytes of a PNG, JPEG or WebP (≤ 5 MB; Content-Type image/png|jpeg|webp) ' +
    'as the image of the version read: ' +
    'stored as a WebP square ≤ 600 px and set as the product image (413 imageTooLarge, 422 notAnImage)',
  /** `version`: the product's version the operator read (409 staleVersion when it moved on). */
  params: z.strictObject({ sku: skuSchema, version: pathInt(1, 2_147_483_647) }),
  body: imageUploadSchema,
  response: { 200: adminProductSchema, ...errorResponses(404, 409, 422) },
});

/** A brand or a category: its names per language. */
export const adminNamedSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    names: z.partialRecord(languageCodeSchema, z.string()),
    version: z.int(),
    productCount: z.int(),
  })
  .meta({ id: 'AdminCatalogueName' });
export type AdminNamed = z.infer<typeof adminNamedSchema>;

const idParams = z.strictObject({ id: pathInt(1, 2_147_483_647) });
const namesExample = { names: { pt: 'Refrigerantes', es: 'Gaseosas' } };

export const adminBrands = defineCall({
  ...CALL_ROUTES.adminBrands,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  summary: "The tenant's brands with their names per language",
  response: { 200: z.object({ items: z.array(adminNamedSchema) }) },
});

export const adminCreateBrand = defineCall({
  ...CALL_ROUTES.adminCreateBrand,
  auth: 'operatorSession',
  roles: ROLES_CATALOGUE_EDIT,
  area: 'admin',
  origin: 'added',
  summary: 'Creates a brand (names per language; the default language is required)',
  bodyExample: namesExample,
  body: z.strictObject({ names: localizedTextSchema }),
  response: { 200: adminNamedSchema, ...errorResponses(422) },
});

export const adminUpdateBrand = defineCall({
  ...CALL_ROUTES.adminUpdateBrand,
  auth: 'operatorSession',
  roles: ROLES_CATALOGUE_EDIT,
  area: 'admin',
  origin: 'added',
  summary: 'Renames a brand (409 staleVersion when someone saved since it was read)',
  params: idParams,
  bodyExample: { ...namesExample, version: 1 },
  body: z.strictObject({ names: localizedTextSchema, version: versionSchema }),
  response: { 200: adminNamedSchema, ...errorResponses(404, 409, 422) },
});

export const adminCategories = defineCall({
  ...CALL_ROUTES.adminCategories,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  summary: "The tenant's categories with their names per language",
  response: { 200: z.object({ items: z.array(adminNamedSchema) }) },
});

export const adminCreateCategory = defineCall({
  ...CALL_ROUTES.adminCreateCategory,
  auth: 'operatorSession',
  roles: ROLES_CATALOGUE_EDIT,
  area: 'admin',
  origin: 'added',
  summary: 'Creates a category (names per language; the default language is required)',
  bodyExample: namesExample,
  body: z.strictObject({ names: localizedTextSchema }),
  response: { 200: adminNamedSchema, ...errorResponses(422) },
});

export const adminUpdateCategory = defineCall({
  ...CALL_ROUTES.adminUpdateCategory,
  auth: 'operatorSession',
  roles: ROLES_CATALOGUE_EDIT,
  area: 'admin',
  origin: 'added',
  summary: 'Renames a category (409 staleVersion when someone saved since it was read)',
  params: idParams,
  bodyExample: { ...namesExample, version: 1 },
  body: z.strictObject({ names: localizedTextSchema, version: versionSchema }),
  response: { 200: adminNamedSchema, ...errorResponses(404, 409, 422) },
});
