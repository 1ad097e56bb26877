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

/** What an admin writes of a banner (create and update). */
export const bannerBodySchema = z
  .strictObject({
    index: z.int().min(0).max(999),
    src: bannerImageSchema,
    srcDesktop: bannerImageSchema.nullable(),
    /** Alt text per language: at least one. */
    altTexts: z
      .partialRecord(languageCodeSchema, z.string().trim().min(1).max(200))
      .refine((texts) => Object.keys(texts).length > 0, { message: 'required' }),
    route: bannerRouteSchema.nullable(),
    startDate: bannerDaySchema.nullable(),
    endDate: bannerDaySchema.nullable(),
    active: z.boolean(),
  })
  .refine((b) => b.startDate === null || b.endDate === null || b.startDate <= b.endDate, {
    message: 'endBeforeStart',
    path: ['endDate'],
  });
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
