/**
 * The console's banners and featured banners (issue 13, content; decisions 048, 056). Periods are
 * calendar days of the tenant stored as instants (content-kind.ts); every change is audited in its
 * transaction; the shop reads these tables per request, so its next call shows the change.
 */
import type {
  AdminBanner,
  AdminFeaturedBanner,
  BannerBody,
  FeaturedBannerBody,
} from '../../../contract/index.ts';
import type { Database } from '../../db/types.ts';
import type { OperatorContext } from '../../plugins/operator-context.ts';
import {
  contentChanges,
  periodInstants,
  periodView,
  requireTenantLanguages,
  type ContentCtx,
  type StoredPeriod,
} from './content-kind.ts';
import { contentTable } from './content-table.ts';

type Texts = Record<string, string>;

interface BannerRow extends StoredPeriod {
  id: number;
  idx: number;
  src: string;
  src_desktop: string | null;
  alt_text: string;
  alt_texts: Texts;
  redirect: string | null;
}

interface FeaturedRow extends StoredPeriod {
  id: number;
  description: string;
  descriptions: Texts;
  button_url: string | null;
  button_title: string | null;
  button_titles: Texts;
  image: string | null;
}

const PERIOD = ['starts_at', 'ends_at', 'active'] as const;

const bannerTable = contentTable<BannerRow>({
  table: 'banners',
  columns: ['id', 'idx', 'src', 'src_desktop', 'alt_text', 'alt_texts', 'redirect', ...PERIOD],
  json: ['alt_texts'],
  orderBy: 'idx, id',
});

const featuredTable = contentTable<FeaturedRow>({
  table: 'featured_banners',
  columns: [
    'id',
    'description',
    'descriptions',
    'button_url',
    'button_title',
    'button_titles',
    'image',
    ...PERIOD,
  ],
  json: ['descriptions', 'button_titles'],
  orderBy: 'id',
});

/** Stored texts, or the plain column's in the tenant's language for rows written before them. */
const textsOf = (texts: Texts, plain: string | null, ctx: ContentCtx): Texts =>
  Object.keys(texts).length > 0 || !plain ? texts : { [ctx.tenant.language]: plain };

/** The tenant's language's text (the plain column the shop falls back to), else any. */
const plainOf = (texts: Partial<Texts>, ctx: ContentCtx) =>
  texts[ctx.tenant.language] ?? Object.values(texts)[0] ?? '';

/** Period columns as written. */
function periodColumns(body: BannerBody | FeaturedBannerBody, ctx: ContentCtx) {
  const { startsAt, endsAt, active } = periodInstants(body, ctx);
  return { starts_at: startsAt, ends_at: endsAt, active };
}

function toBanner(row: BannerRow, ctx: ContentCtx): AdminBanner {
  return {
    id: row.id,
    index: row.idx,
    src: row.src,
    srcDesktop: row.src_desktop,
    altTexts: textsOf(row.alt_texts, row.alt_text, ctx),
    route: row.redirect,
    ...periodView(row, ctx),
  };
}

function toFeatured(row: FeaturedRow, ctx: ContentCtx): AdminFeaturedBanner {
  return {
    id: row.id,
    descriptions: textsOf(row.descriptions, row.description, ctx),
    buttonUrl: row.button_url,
    buttonTitles: row.button_titles,
    image: row.image,
    ...periodView(row, ctx),
  };
}

const bannerColumns = (body: BannerBody, ctx: ContentCtx) => ({
  idx: body.index,
  src: body.src,
  src_desktop: body.srcDesktop,
  alt_text: plainOf(body.altTexts, ctx),
  alt_texts: body.altTexts,
  redirect: body.route,
  ...periodColumns(body, ctx),
});

const featuredColumns = (body: FeaturedBannerBody, ctx: ContentCtx) => ({
  description: plainOf(body.descriptions, ctx),
  descriptions: body.descriptions,
  button_url: body.buttonUrl,
  button_title: body.buttonUrl === null ? null : plainOf(body.buttonTitles, ctx),
  button_titles: body.buttonTitles,
  image: body.image,
  ...periodColumns(body, ctx),
});

const banners = contentChanges({
  entity: 'banner',
  ...bannerTable,
  view: toBanner,
  idOf: (row) => row.id,
});

const featured = contentChanges({
  entity: 'featuredBanner',
  ...featuredTable,
  view: toFeatured,
  idOf: (row) => row.id,
});

export async function listBanners(
  db: Database,
  ctx: ContentCtx,
): Promise<{ items: AdminBanner[]; featured: AdminFeaturedBanner[] }> {
  const [bannerRows, featuredRows] = await Promise.all([
    bannerTable.list(db, ctx.tenantId),
    featuredTable.list(db, ctx.tenantId),
  ]);
  return {
    items: bannerRows.map((row) => toBanner(row, ctx)),
    featured: featuredRows.map((row) => toFeatured(row, ctx)),
  };
}

/** A carousel banner's alt text in each of the tenant's languages, like every content text. */
const checkBanner = (body: BannerBody, ctx: ContentCtx) =>
  requireTenantLanguages(ctx, [{ field: 'altTexts', texts: body.altTexts }]);

export function createBanner(db: Database, ctx: OperatorContext, body: BannerBody) {
  checkBanner(body, ctx);
  return banners.create(db, ctx, bannerColumns(body, ctx));
}

/** 404 for a banner of another tenant or none. */
export function updateBanner(db: Database, ctx: OperatorContext, id: number, body: BannerBody) {
  checkBanner(body, ctx);
  return banners.update(db, ctx, id, bannerColumns(body, ctx));
}

/** 404 for a banner of another tenant or none. */
export const deleteBanner = (db: Database, ctx: OperatorContext, id: number) =>
  banners.remove(db, ctx, id);

/** Descriptions in each of the tenant's languages, and button titles when there is a button. */
function checkFeatured(body: FeaturedBannerBody, ctx: ContentCtx): void {
  requireTenantLanguages(ctx, [
    { field: 'descriptions', texts: body.descriptions },
    ...(body.buttonUrl === null ? [] : [{ field: 'buttonTitles', texts: body.buttonTitles }]),
  ]);
}

export function createFeaturedBanner(db: Database, ctx: OperatorContext, body: FeaturedBannerBody) {
  checkFeatured(body, ctx);
  return featured.create(db, ctx, featuredColumns(body, ctx));
}

/** 404 for a featured banner of another tenant or none. */
export function updateFeaturedBanner(
  db: Database,
  ctx: OperatorContext,
  id: number,
  body: FeaturedBannerBody,
) {
  checkFeatured(body, ctx);
  return featured.update(db, ctx, id, featuredColumns(body, ctx));
}

export const deleteFeaturedBanner = (db: Database, ctx: OperatorContext, id: number) =>
  featured.remove(db, ctx, id);
