/**
 * The entities of SPEC.md section 3 as the API carries them. Response schemas are plain
 * (non-strict) objects: unknown keys are stripped on the way out, never sent.
 * Order, invoice and bingo entities are in ./order-entities.ts (re-exported here).
 */
import { z } from 'zod';
import { COMBO_KINDS } from '../domain/combo-rules.ts';
import type {
  Client as DomainClient,
  PricePromotion as DomainPricePromotion,
  Product as DomainProduct,
} from '../domain/types.ts';
import {
  bottlerIdSchema,
  clientIdSchema,
  comboIdSchema,
  languageCodeSchema,
  longTextSchema,
  moneySchema,
  percentageSchema,
  quantitySchema,
  shortTextSchema,
  skuSchema,
  urlSchema,
} from './common.ts';

export * from './order-entities.ts';

const text = z.string().max(500);

/** A tier price: from `minimumQuantity` units on, the unit price is `price` (SPEC §3, §5). */
export const pricePromotionSchema = z
  .object({
    minimumQuantity: z.int().min(0).max(1_000_000),
    price: moneySchema,
    discountPercentage: percentageSchema.optional(),
    unitCost: moneySchema.optional(),
    tableCode: z.string().max(64).optional(),
  })
  .meta({ id: 'PricePromotion' });
export type PricePromotion = z.infer<typeof pricePromotionSchema>;

/** Product (SPEC §3), with description/brand/bottlerType for each language of SPEC §1. */
export const productSchema = z
  .object({
    sku: skuSchema,
    description: text,
    description_pt: text.optional(),
    description_es: text.optional(),
    description_en: text.optional(),
    description_th: text.optional(),
    description_fr: text.optional(),
    description_ar: text.optional(),
    brand: shortTextSchema,
    brand_pt: shortTextSchema.optional(),
    brand_es: shortTextSchema.optional(),
    brand_en: shortTextSchema.optional(),
    brand_th: shortTextSchema.optional(),
    brand_fr: shortTextSchema.optional(),
    brand_ar: shortTextSchema.optional(),
    category: shortTextSchema,
    category_pt: shortTextSchema.optional(),
    category_es: shortTextSchema.optional(),
    category_en: shortTextSchema.optional(),
    category_th: shortTextSchema.optional(),
    category_fr: shortTextSchema.optional(),
    category_ar: shortTextSchema.optional(),
    submenu: shortTextSchema.optional(),
    size: z.string().max(64).optional(),
    unit: z.string().max(64).optional(),
    bottlerType_pt: shortTextSchema.optional(),
    bottlerType_es: shortTextSchema.optional(),
    bottlerType_en: shortTextSchema.optional(),
    bottlerType_th: shortTextSchema.optional(),
    bottlerType_fr: shortTextSchema.optional(),
    bottlerType_ar: shortTextSchema.optional(),
    price: moneySchema,
    priceWithoutDiscount: moneySchema.optional(),
    priceWithoutTax: moneySchema.optional(),
    totalPrice: moneySchema.optional(),
    unitCost: moneySchema.optional(),
    suggestedSale: moneySchema.optional(),
    imageUrl: urlSchema.optional(),
    iconBannerUrl: urlSchema.optional(),
    quantity: quantitySchema.optional(),
    /** Maximum units a shop may order; default 9999; 0 disables ordering (SPEC §5). */
    quantityLimit: quantitySchema.optional(),
    pricePromotions: z.array(pricePromotionSchema).max(50).optional(),
    isPromotionType: z.boolean().optional(),
    isPromo: z.boolean().optional(),
    isMSL: z.boolean().optional(),
    alcoholic: z.boolean().optional(),
    /** Combo id; 0 or absent when not in a combo. */
    combo: comboIdSchema.optional(),
    /** Combo family id; 0 when none. */
    familyId: comboIdSchema.optional(),
    isGlassBottle: z.boolean().optional(),
    /** Returnable glass bottles per unit sold. */
    glassBottles: z.int().min(0).max(1000).optional(),
    glassBottleProductId: skuSchema.optional(),
    boxProductId: skuSchema.optional(),
    isBottleBox: z.boolean().optional(),
    tax: moneySchema.optional(),
    packaging: z.string().max(64).optional(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

/** Client profile (SPEC §3). */
export const clientSchema = z
  .object({
    minimumOrder: moneySchema,
    paymentLimit: moneySchema,
    document_id: z.string().max(64).optional(),
    external_id: clientIdSchema,
    name: shortTextSchema,
    address: z.string().max(500).optional(),
    isOrderOptionActive: z.boolean(),
    isFinishOrderOverLimitAuthorized: z.boolean(),
    bottler: bottlerIdSchema,
    language: languageCodeSchema.optional(),
  })
  .meta({ id: 'Client' });
export type Client = z.infer<typeof clientSchema>;

export const categorySchema = z
  .object({
    name: shortTextSchema,
    imageUrl: urlSchema.optional(),
    sku: z.string().max(64).optional(),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;

export const brandSchema = z
  .object({
    name: shortTextSchema,
    imageUrl: urlSchema.optional(),
    id: z.string().max(64).optional(),
  })
  .meta({ id: 'Brand' });
export type Brand = z.infer<typeof brandSchema>;

export const bannerSchema = z
  .object({
    index: z.int().min(0),
    src: urlSchema,
    srcDesktop: urlSchema.optional(),
    altText: shortTextSchema,
    redirect: urlSchema.optional(),
  })
  .meta({ id: 'Banner' });
export type Banner = z.infer<typeof bannerSchema>;

export const featuredBannerSchema = z
  .object({
    description: longTextSchema,
    buttonURL: urlSchema.optional(),
    buttonTitle: shortTextSchema.optional(),
    /** Absent: the app shows its default image (SPEC §2 /home). */
    image: urlSchema.optional(),
  })
  .meta({ id: 'FeaturedBanner' });
export type FeaturedBanner = z.infer<typeof featuredBannerSchema>;

export const promotionImageSchema = z
  .object({ url: urlSchema, altText: shortTextSchema, index: z.int().min(0) })
  .meta({ id: 'PromotionImage' });
export type PromotionImage = z.infer<typeof promotionImageSchema>;

/** The three kinds of combo the app routes to: /combo, /combo-quantity, /combo-generic (SPEC §2). */
export const comboKindSchema = z.enum(COMBO_KINDS);
export type ComboKind = z.infer<typeof comboKindSchema>;

export const comboSchema = z
  .object({
    id: z.int().min(1),
    name: shortTextSchema,
    description: longTextSchema.optional(),
    image: urlSchema.optional(),
    discountPercentage: percentageSchema.optional(),
    pricePromotions: z.array(pricePromotionSchema).max(50).optional(),
    kind: comboKindSchema,
  })
  .meta({ id: 'Combo' });
export type Combo = z.infer<typeof comboSchema>;

export const comboFamilySchema = z
  .object({
    familyId: z.int().min(1),
    name: shortTextSchema,
    minimum: z.int().min(0).max(9999),
    products: z.array(productSchema),
  })
  .meta({ id: 'ComboFamily' });
export type ComboFamily = z.infer<typeof comboFamilySchema>;

/** One price range of a quantity combo; the highest reached minimumQuantity is active (SPEC §4). */
export const comboPriceRangeSchema = z.object({
  minimumQuantity: z.int().min(1).max(9999),
  price: moneySchema.optional(),
  discountPercentage: percentageSchema.optional(),
});
export type ComboPriceRange = z.infer<typeof comboPriceRangeSchema>;

export const quantityComboSchema = z
  .object({
    comboId: z.int().min(1),
    name: shortTextSchema,
    image: urlSchema.optional(),
    priceInfo: z.object({
      totalRegularPrice: moneySchema,
      totalPrice: moneySchema,
      totalDiscount: moneySchema,
    }),
    /** The next range to reach; null at the top range. */
    nextRange: comboPriceRangeSchema.nullable(),
    /** Ranges keyed by their minimumQuantity (as a decimal string, JSON keys being strings). */
    ranges: z.record(z.string().regex(/^[1-9]\d{0,3}$/), comboPriceRangeSchema),
    products: z.array(productSchema),
  })
  .meta({ id: 'QuantityCombo' });
export type QuantityCombo = z.infer<typeof quantityComboSchema>;

/** Menu entries of SPEC §2 Chrome (plus the notifications entry of the secondary menu). */
export const MENU_ITEMS = [
  'products',
  'cart',
  'combos',
  'promotions',
  'promotionslist',
  'favorites',
  'tracking',
  'bingo',
  'marketing',
  'finance',
  'suggested',
  'notifications',
] as const;
export const menuItemSchema = z.enum(MENU_ITEMS);
export type MenuItem = z.infer<typeof menuItemSchema>;

/** A feature announcement (SPEC §2 feature announcement modal). */
export const featureAnnouncementSchema = z
  .object({
    id: z.string().min(1).max(64),
    category: shortTextSchema,
    calloutText: shortTextSchema.optional(),
    mediaType: z.enum(['image', 'video']),
    mediaUrl: urlSchema,
    altTextImage: shortTextSchema.optional(),
    msgTitle: shortTextSchema,
    msgText: longTextSchema,
    /** With a route link the modal offers access / keep-browsing; otherwise proceed. */
    routeUrl: urlSchema.optional(),
  })
  .meta({ id: 'FeatureAnnouncement' });
export type FeatureAnnouncement = z.infer<typeof featureAnnouncementSchema>;

/** Ecommerce config: an entry explicitly false is hidden (SPEC §2 Chrome). */
export const ecommerceConfigSchema = z
  .object({
    menu: z.partialRecord(menuItemSchema, z.boolean()),
    features: z.array(featureAnnouncementSchema).max(50),
  })
  .meta({ id: 'EcommerceConfig' });
export type EcommerceConfig = z.infer<typeof ecommerceConfigSchema>;

/** Result of validating a user token (SPEC §3 orchestration response, §7 webtoken/validate). */
export const validatePayloadSchema = z
  .object({
    result: z.object({ authError: z.boolean() }),
    payload: z.object({
      bottler: bottlerIdSchema.optional(),
      clientId: clientIdSchema.optional(),
      authError: z.boolean(),
    }),
  })
  .meta({ id: 'ValidatePayload' });
export type ValidatePayload = z.infer<typeof validatePayloadSchema>;

/**
 * Start-up authentication (SPEC §4): the user token of the link (or a stored session token) is
 * validated; a link token is exchanged once for a session token (`token`, PRODUCT.md).
 */
export const orchestrationResponseSchema = z
  .object({
    isValid: z.boolean(),
    validatePayload: validatePayloadSchema,
    client: clientSchema,
    products: z.array(productSchema),
    /** Session token to keep; present when a link token was exchanged. */
    token: z.string().min(1).max(4096).optional(),
    expiresAt: z.iso.datetime({ offset: true }).optional(),
  })
  .meta({ id: 'OrchestrationResponse' });
export type OrchestrationResponse = z.infer<typeof orchestrationResponseSchema>;

// Compile-time proof that the contract's shapes and the domain's shapes are interchangeable.
type Assert<T extends true> = T;
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type _ProductMatchesDomain = Assert<[Product] extends [DomainProduct] ? true : false>;
export type _DomainProductFitsContract = Assert<[DomainProduct] extends [Product] ? true : false>;
export type _ClientMatchesDomain = Assert<Mutual<Client, DomainClient>>;
export type _PricePromotionMatchesDomain = Assert<Mutual<PricePromotion, DomainPricePromotion>>;
