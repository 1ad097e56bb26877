/**
 * The console's banners (issue 13, "Content"; decision 048): every operator reads the tenant's
 * carousel banners and its featured banner; admins create, update and delete banners. A banner's
 * period is two calendar days of the tenant (start and end included, null = open); its target
 * route must pass the redirect allow-list (SECURITY T10) as a path inside the shop app.
 */
import { z } from 'zod';
import { resolveRedirect } from '../../domain/redirects.ts';
import { isoDateSchema, languageCodeSchema, okSchema, pathInt } from '../common.ts';
import { defineCall, errorResponses } from '../descriptor.ts';
import { CALL_ROUTES } from '../paths.ts';
import { ROLES_CATALOGUE_EDIT } from './admin-catalogue.ts';

/** Where the shop is served: a banner's route must resolve to a path of this origin. */
const SHOP_ORIGIN = 'https://shop.invalid';

/** A banner's target: a route of the shop app that the redirect allow-list accepts. */
export const bannerRouteSchema = z
  .string()
  .max(500)
  .refine(
    (route) =>
      route.startsWith('/') &&
      resolveRedirect(route, { appOrigin: SHOP_ORIGIN, allowedOrigins: [] })?.startsWith('/') ===
        true,
    { message: 'redirectNotAllowed' },
  );

/** An image: a path of this app or an https URL. */
export const bannerImageSchema = z
  .string()
  .trim()
  .min(1)
  .max(1000)
  .regex(/^(\/[^/\\\s]|https:\/\/[^/\\\s@]+\/)\S*$/, { message: 'imageUrl' });

/** A calendar day PostgreSQL can hold (not year 0000). */
const bannerDaySchema = isoDateSchema.refine((day) => !day.startsWith('0000'), {
  message: 'yearZero',
});

export const BANNER_STATES = ['scheduled', 'live', 'ended', 'inactive'] as const;
export type BannerState = (typeof BANNER_STATES)[number];

export const adminBannerSchema = z
  .object({
    id: z.int(),
    /** Carousel position (ascending). */
    index: z.int(),
    src: z.string(),
    srcDesktop: z.string().nullable(),
    altTexts: z.partialRecord(languageCodeSchema, z.string()),
    route: z.string().nullable(),
    /** First and last day shown, in the tenant's calendar; null = open. */
    startDate: isoDateSchema.nullable(),
    endDate: isoDateSchema.nullable(),
    active: z.boolean(),
    /** At the server's now: inactive, before its start, within its period, after its end. */
    state: z.enum(BANNER_STATES),
  })
  .meta({ id: 'AdminBanner' });
export type AdminBanner = z.infer<typeof adminBannerSchema>;

export const adminFeaturedBannerSchema = z
  .object({
    id: z.int(),
    descriptions: z.partialRecord(languageCodeSchema, z.string()),
    buttonUrl: z.string().nullable(),
    buttonTitles: z.partialRecord(languageCodeSchema, z.string()),
    image: z.string().nullable(),
    startDate: isoDateSchema.nullable(),
    endDate: isoDateSchema.nullable(),
    active: z.boolean(),
    state: z.enum(BANNER_STATES),
  })
  .meta({ id: 'AdminFeaturedBanner' });
export type AdminFeaturedBanner = z.infer<typeof adminFeaturedBannerSchema>;

/** Texts per language, at least one (the service requires each of the tenant's languages). */
export const textsSchema = (max: number) =>
  z
    .partialRecord(languageCodeSchema, z.string().trim().min(1).max(max))
    .refine((texts) => Object.keys(texts).length > 0, { message: 'required' });

/** A dated piece of content's period: first and last day shown, null = open on that side. */
const periodFields = {
  startDate: bannerDaySchema.nullable(),
  endDate: bannerDaySchema.nullable(),
  active: z.boolean(),
};
export type PeriodBody = { startDate: string | null; endDate: string | null; active: boolean };

/** The period's days in order (an end before its start is refused on the end field). */
const inOrder = <T extends PeriodBody>(schema: z.ZodType<T>) =>
  schema.refine((b) => b.startDate === null || b.endDate === null || b.startDate <= b.endDate, {
    message: 'endBeforeStart',
    path: ['endDate'],
  });

/** What an admin writes of a banner (create and update). */
export const bannerBodySchema = inOrder(
  z.strictObject({
    index: z.int().min(0).max(999),
    src: bannerImageSchema,
    srcDesktop: bannerImageSchema.nullable(),
    /** Alt text per language: at least one. */
    altTexts: textsSchema(200),
    route: bannerRouteSchema.nullable(),
    ...periodFields,
  }),
);
export type BannerBody = z.infer<typeof bannerBodySchema>;

const bannerIdParams = z.strictObject({ id: pathInt(1, 2_147_483_647) });

const bannerExample: BannerBody = {
  index: 1,
  src: '/api/img/banner/summer.svg',
  srcDesktop: null,
  altTexts: { pt: 'Promoção de verão', es: 'Promoción de verano' },
  route: '/category/brands/products/1/1',
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  active: true,
};

export const adminBanners = defineCall({
  ...CALL_ROUTES.adminBanners,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  summary: "The tenant's carousel banners (by position) and featured banners, with their state",
  response: {
    200: z.object({
      items: z.array(adminBannerSchema),
      featured: z.array(adminFeaturedBannerSchema),
    }),
  },
});

export const adminCreateBanner = defineCall({
  ...CALL_ROUTES.adminCreateBanner,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  roles: ROLES_CATALOGUE_EDIT,
  summary: 'Creates a carousel banner (a route off the redirect allow-list is refused)',
  body: bannerBodySchema,
  bodyExample: bannerExample,
  response: { 200: adminBannerSchema },
});

export const adminUpdateBanner = defineCall({
  ...CALL_ROUTES.adminUpdateBanner,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  roles: ROLES_CATALOGUE_EDIT,
  summary: 'Replaces a carousel banner; the shop shows it from its next call',
  params: bannerIdParams,
  body: bannerBodySchema,
  bodyExample: bannerExample,
  response: { 200: adminBannerSchema, ...errorResponses(404) },
});

export const adminDeleteBanner = defineCall({
  ...CALL_ROUTES.adminDeleteBanner,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  roles: ROLES_CATALOGUE_EDIT,
  summary: 'Deletes a carousel banner',
  params: bannerIdParams,
  response: { 200: okSchema, ...errorResponses(404) },
});

// ---------------------------------------------------------------------------------------------
// The featured banner, promotion images and feature announcements (issue 13, decision 056): the
// same period, route and per-language rules as banners; admins write, every operator reads.
// ---------------------------------------------------------------------------------------------

/** What an admin writes of a featured banner (the shop's `ecommerce/banner/featured`). */
export const featuredBannerBodySchema = inOrder(
  z.strictObject({
    descriptions: textsSchema(500),
    /** Where its button goes: a route of the shop (redirect allow-list); null = no button. */
    buttonUrl: bannerRouteSchema.nullable(),
    buttonTitles: z.partialRecord(languageCodeSchema, z.string().trim().min(1).max(60)),
    /** null = the shop's default featured image. */
    image: bannerImageSchema.nullable(),
    ...periodFields,
  }),
);
export type FeaturedBannerBody = z.infer<typeof featuredBannerBodySchema>;

export const adminPromotionImageSchema = z
  .object({
    id: z.int(),
    index: z.int(),
    url: z.string(),
    altTexts: z.partialRecord(languageCodeSchema, z.string()),
    startDate: isoDateSchema.nullable(),
    endDate: isoDateSchema.nullable(),
    active: z.boolean(),
    state: z.enum(BANNER_STATES),
  })
  .meta({ id: 'AdminPromotionImage' });
export type AdminPromotionImage = z.infer<typeof adminPromotionImageSchema>;

/** What an admin writes of a promotion image (the shop's `promotions` grid). */
export const promotionImageBodySchema = inOrder(
  z.strictObject({
    index: z.int().min(0).max(999),
    url: bannerImageSchema,
    altTexts: textsSchema(200),
    ...periodFields,
  }),
);
export type PromotionImageBody = z.infer<typeof promotionImageBodySchema>;

export const ANNOUNCEMENT_MEDIA = ['image', 'video'] as const;

/** One language's texts of an announcement (SPEC §2 feature modal). */
const announcementTextsSchema = z.strictObject({
  calloutText: z.string().trim().max(80),
  altTextImage: z.string().trim().max(200),
  msgTitle: z.string().trim().min(1).max(120),
  msgText: z.string().trim().min(1).max(1000),
});
export type AnnouncementTexts = z.infer<typeof announcementTextsSchema>;

export const adminAnnouncementSchema = z
  .object({
    id: z.string(),
    category: z.string(),
    mediaType: z.enum(ANNOUNCEMENT_MEDIA),
    mediaUrl: z.string().nullable(),
    routeUrl: z.string().nullable(),
    texts: z.partialRecord(languageCodeSchema, announcementTextsSchema),
    startDate: isoDateSchema.nullable(),
    endDate: isoDateSchema.nullable(),
    active: z.boolean(),
    state: z.enum(BANNER_STATES),
  })
  .meta({ id: 'AdminAnnouncement' });
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;

/** What an admin writes of a feature announcement; a video is an mp4 file (SPEC §2). */
export const announcementBodySchema = inOrder(
  z.strictObject({
    category: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .regex(/^[\p{L}\p{N} _-]+$/u, { message: 'category' }),
    mediaType: z.enum(ANNOUNCEMENT_MEDIA),
    mediaUrl: bannerImageSchema,
    /** With a route the modal offers access / keep browsing; without, a proceed button. */
    routeUrl: bannerRouteSchema.nullable(),
    texts: z
      .partialRecord(languageCodeSchema, announcementTextsSchema)
      .refine((texts) => Object.keys(texts).length > 0, { message: 'required' }),
    ...periodFields,
  }),
).refine((b) => b.mediaType !== 'video' || /\.mp4(\?|$)/i.test(b.mediaUrl), {
  message: 'videoNotMp4',
  path: ['mediaUrl'],
});
export type AnnouncementBody = z.infer<typeof announcementBodySchema>;

const contentIdParams = bannerIdParams;
const announcementIdParams = z.strictObject({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});

const featuredExample: FeaturedBannerBody = {
  descriptions: { pt: 'Ofertas da semana', es: 'Ofertas de la semana' },
  buttonUrl: '/promotions',
  buttonTitles: { pt: 'Ver', es: 'Ver' },
  image: null,
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  active: true,
};
const promotionImageExample: PromotionImageBody = {
  index: 0,
  url: '/api/img/promo/week-1.svg',
  altTexts: { pt: 'Promoção da semana' },
  startDate: '2026-12-01',
  endDate: null,
  active: true,
};
const announcementExample: AnnouncementBody = {
  category: 'novidade',
  mediaType: 'image',
  mediaUrl: '/api/img/feature/favorites-2026.svg',
  routeUrl: '/favorites',
  texts: {
    pt: {
      calloutText: 'Novidade',
      altTextImage: 'Favoritos',
      msgTitle: 'Seus favoritos',
      msgText: 'Guarde os produtos que você mais pede.',
    },
  },
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  active: true,
};

const admin = { auth: 'operatorSession', area: 'admin', origin: 'added' } as const;
const adminEdit = { ...admin, roles: ROLES_CATALOGUE_EDIT } as const;

export const adminCreateFeaturedBanner = defineCall({
  ...CALL_ROUTES.adminCreateFeaturedBanner,
  ...adminEdit,
  summary: 'Creates a featured banner (the shop shows the first live one)',
  body: featuredBannerBodySchema,
  bodyExample: featuredExample,
  response: { 200: adminFeaturedBannerSchema },
});

export const adminUpdateFeaturedBanner = defineCall({
  ...CALL_ROUTES.adminUpdateFeaturedBanner,
  ...adminEdit,
  summary: 'Replaces a featured banner; the shop shows it from its next call',
  params: contentIdParams,
  body: featuredBannerBodySchema,
  bodyExample: featuredExample,
  response: { 200: adminFeaturedBannerSchema, ...errorResponses(404) },
});

export const adminDeleteFeaturedBanner = defineCall({
  ...CALL_ROUTES.adminDeleteFeaturedBanner,
  ...adminEdit,
  summary: 'Deletes a featured banner',
  params: contentIdParams,
  response: { 200: okSchema, ...errorResponses(404) },
});

export const adminPromotionImages = defineCall({
  ...CALL_ROUTES.adminPromotionImages,
  ...admin,
  summary: "The tenant's promotion images (by position), with their state",
  response: { 200: z.object({ items: z.array(adminPromotionImageSchema) }) },
});

export const adminCreatePromotionImage = defineCall({
  ...CALL_ROUTES.adminCreatePromotionImage,
  ...adminEdit,
  summary: 'Creates a promotion image',
  body: promotionImageBodySchema,
  bodyExample: promotionImageExample,
  response: { 200: adminPromotionImageSchema },
});

export const adminUpdatePromotionImage = defineCall({
  ...CALL_ROUTES.adminUpdatePromotionImage,
  ...adminEdit,
  summary: 'Replaces a promotion image',
  params: contentIdParams,
  body: promotionImageBodySchema,
  bodyExample: promotionImageExample,
  response: { 200: adminPromotionImageSchema, ...errorResponses(404) },
});

export const adminDeletePromotionImage = defineCall({
  ...CALL_ROUTES.adminDeletePromotionImage,
  ...adminEdit,
  summary: 'Deletes a promotion image',
  params: contentIdParams,
  response: { 200: okSchema, ...errorResponses(404) },
});

export const adminAnnouncements = defineCall({
  ...CALL_ROUTES.adminAnnouncements,
  ...admin,
  summary: "The tenant's feature announcements (newest first), with their state",
  response: { 200: z.object({ items: z.array(adminAnnouncementSchema) }) },
});

export const adminCreateAnnouncement = defineCall({
  ...CALL_ROUTES.adminCreateAnnouncement,
  ...adminEdit,
  summary: 'Creates a feature announcement (the modal shows it to each shop once)',
  body: announcementBodySchema,
  bodyExample: announcementExample,
  response: { 200: adminAnnouncementSchema },
});

export const adminUpdateAnnouncement = defineCall({
  ...CALL_ROUTES.adminUpdateAnnouncement,
  ...adminEdit,
  summary: 'Replaces a feature announcement (shops that closed it do not see it again)',
  params: announcementIdParams,
  body: announcementBodySchema,
  bodyExample: announcementExample,
  response: { 200: adminAnnouncementSchema, ...errorResponses(404) },
});

export const adminDeleteAnnouncement = defineCall({
  ...CALL_ROUTES.adminDeleteAnnouncement,
  ...adminEdit,
  summary: 'Deletes a feature announcement',
  params: announcementIdParams,
  response: { 200: okSchema, ...errorResponses(404) },
});

// ---------------------------------------------------------------------------------------------
// Bingo cards per month (SPEC §3 Bingo): the card's products are catalogue skus (their texts and
// images come from the catalogue), the prizes are texts per language with a quantity.
// ---------------------------------------------------------------------------------------------

export const bingoPrizeSchema = z.strictObject({
  qty: z.int().min(1).max(9999),
  descriptions: textsSchema(200),
});

export const bingoCardBodySchema = z.strictObject({
  skus: z
    .array(z.string().trim().min(1).max(40))
    .min(1)
    .max(25)
    .refine((skus) => new Set(skus).size === skus.length, { message: 'duplicate' }),
  prizes: z.array(bingoPrizeSchema).min(1).max(10),
  imgPrizeUrl: bannerImageSchema.nullable(),
  imgCheckUrl: bannerImageSchema.nullable(),
});
export type BingoCardBody = z.infer<typeof bingoCardBodySchema>;

export const adminBingoCardSchema = z
  .object({
    year: z.int(),
    month: z.int(),
    skus: z.array(z.string()),
    prizes: z.array(
      z.object({ qty: z.int(), descriptions: z.partialRecord(languageCodeSchema, z.string()) }),
    ),
    imgPrizeUrl: z.string().nullable(),
    imgCheckUrl: z.string().nullable(),
  })
  .meta({ id: 'AdminBingoCard' });
export type AdminBingoCard = z.infer<typeof adminBingoCardSchema>;

const monthParams = z.strictObject({ year: pathInt(2000, 2999), month: pathInt(1, 12) });

export const adminBingoCards = defineCall({
  ...CALL_ROUTES.adminBingoCards,
  ...admin,
  summary: "The tenant's bingo cards, newest month first",
  response: { 200: z.object({ items: z.array(adminBingoCardSchema) }) },
});

export const adminSaveBingoCard = defineCall({
  ...CALL_ROUTES.adminSaveBingoCard,
  ...adminEdit,
  summary: "Creates or replaces a month's bingo card (an unknown sku is a field error)",
  params: monthParams,
  body: bingoCardBodySchema,
  bodyExample: {
    skus: ['101201', '101202'],
    prizes: [{ qty: 1, descriptions: { pt: 'Caixa grátis' } }],
    imgPrizeUrl: null,
    imgCheckUrl: null,
  },
  response: { 200: adminBingoCardSchema },
});

export const adminDeleteBingoCard = defineCall({
  ...CALL_ROUTES.adminDeleteBingoCard,
  ...adminEdit,
  summary: "Deletes a month's bingo card",
  params: monthParams,
  response: { 200: okSchema, ...errorResponses(404) },
});

// ---------------------------------------------------------------------------------------------
// Price lists scheduled to start on a day of the tenant (issue 13, decision 057): from that day's
// local midnight the shop's products, orchestration and order/simulate carry them, with no write.
// ---------------------------------------------------------------------------------------------

const moneySchema = z.number().min(0).max(99_999_999).multipleOf(0.01);

export const priceListBodySchema = z.strictObject({
  /** The first day the prices apply, in the tenant's calendar (after today). */
  startDate: bannerDaySchema,
  rows: z
    .array(
      z.strictObject({
        sku: z.string().trim().min(1).max(40),
        price: moneySchema,
        priceWithoutDiscount: moneySchema.nullable(),
      }),
    )
    .min(1)
    .max(10_000)
    .refine((rows) => new Set(rows.map((row) => row.sku)).size === rows.length, {
      message: 'duplicate',
    }),
});
export type PriceListBody = z.infer<typeof priceListBodySchema>;

export const adminPriceListSchema = z
  .object({
    startDate: isoDateSchema,
    /** The instant it starts (the tenant's local midnight). */
    startsAt: z.string(),
    products: z.int(),
    state: z.enum(['scheduled', 'live']),
  })
  .meta({ id: 'AdminPriceList' });
export type AdminPriceList = z.infer<typeof adminPriceListSchema>;

export const adminPriceLists = defineCall({
  ...CALL_ROUTES.adminPriceLists,
  ...admin,
  summary: "The tenant's scheduled price lists by first day, with their state",
  response: { 200: z.object({ items: z.array(adminPriceListSchema) }) },
});

export const adminSchedulePriceList = defineCall({
  ...CALL_ROUTES.adminSchedulePriceList,
  ...adminEdit,
  summary:
    'Schedules prices from a later day of the tenant (an unknown sku or a day not after today is a field error)',
  body: priceListBodySchema,
  bodyExample: {
    startDate: '2026-12-01',
    rows: [{ sku: '101201', price: 4.5, priceWithoutDiscount: null }],
  },
  response: { 200: adminPriceListSchema },
});

export const adminDeletePriceList = defineCall({
  ...CALL_ROUTES.adminDeletePriceList,
  ...adminEdit,
  summary: 'Cancels the price list that starts on that day',
  params: z.strictObject({ startDate: bannerDaySchema }),
  response: { 200: okSchema, ...errorResponses(404) },
});
