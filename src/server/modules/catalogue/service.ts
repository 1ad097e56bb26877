/**
 * Catalogue calls (SPEC §7): categories, brands, banners, featured banner, promotion images,
 * ecommerce config, favorites, suggested order and the payment limit. Every function takes the
 * request context first; tenant and client come only from it (SECURITY T4).
 * A call whose tenant feature is off answers an empty list, not an error.
 * Texts are in the shop's language when the tenant has it, else the tenant's default.
 */
import {
  MENU_ITEMS,
  type Banner,
  type Brand,
  type Category,
  type EcommerceConfig,
  type FeatureAnnouncement,
  type FeaturedBanner,
  type MenuItem,
  type PromotionImage,
} from '../../../contract/index.ts';
import type { Product } from '../../../domain/types.ts';
import { MENU_ENTRY_FEATURE } from '../../../tenants/features.ts';
import type { AppDeps } from '../../deps.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { catalogueOfRequest, homeRailProducts, pricedProducts } from './catalogue-cache.ts';
import * as repo from './repository.ts';
import { findClient } from '../clients/client-repository.ts';
import { suggestedOrder, SUGGESTED_HISTORY_ORDERS } from '../../../domain/suggested-order.ts';
import { buyAgain } from '../../../domain/home-rails.ts';

type Deps = Pick<AppDeps, 'db'>;
/** Banners, promotion images and announcements have periods (migrations 061, 068): read at the app's clock. */
type DatedDeps = Pick<AppDeps, 'db' | 'now'>;
type Localized = Readonly<Record<string, string | undefined>> | null;

/** Where a default featured-banner image is drawn when the banner has none (images route). */
export const DEFAULT_FEATURED_IMAGE = '/api/img/banner/featured.svg';

/** The language texts are answered in: the shop's, if the tenant speaks it, else the default. */
export async function answerLanguage(deps: Deps, ctx: RequestContext): Promise<string> {
  if (ctx.tenant.languages.length <= 1) return ctx.tenant.language;
  if (ctx.requestedLanguage !== undefined) return ctx.requestedLanguage;
  const language = (await findClient(deps.db, ctx))?.client.language;
  return language && ctx.tenant.languages.includes(language as never)
    ? language
    : ctx.tenant.language;
}

export function localized(texts: Localized, language: string, fallback: string): string {
  const text = texts?.[language];
  return typeof text === 'string' && text !== '' ? text : fallback;
}

/** Copies the value only when present (exactOptionalPropertyTypes-friendly optional fields). */
const optional = <K extends string, V>(key: K, value: V | null | undefined | '') =>
  (value === null || value === undefined || value === '' ? {} : { [key]: value }) as Partial<
    Record<K, V>
  >;

export async function categories(deps: Deps, ctx: RequestContext): Promise<Category[]> {
  const [rows, language] = await Promise.all([
    repo.selectCategories(deps.db, ctx),
    answerLanguage(deps, ctx),
  ]);
  return rows.map((row) => ({
    name: localized(row.names, language, row.name),
    ...optional('imageUrl', row.image_url),
    ...optional('sku', row.sku),
  }));
}

/** Brands of a category, named in lower case (SPEC §7 brands/{category in lowercase}). */
export async function brandsOfCategory(
  deps: Deps,
  ctx: RequestContext,
  category: string,
): Promise<Brand[]> {
  const [rows, language] = await Promise.all([
    repo.selectBrandsOfCategory(deps.db, ctx, category.trim()),
    answerLanguage(deps, ctx),
  ]);
  return rows.map((row) => ({
    name: localized(row.names, language, row.name),
    ...optional('imageUrl', row.image_url),
    id: String(row.id),
  }));
}

export async function banners(deps: DatedDeps, ctx: RequestContext): Promise<Banner[]> {
  const [rows, language] = await Promise.all([
    repo.selectBanners(deps.db, ctx, deps.now()),
    answerLanguage(deps, ctx),
  ]);
  return rows.map((row) => ({
    index: row.idx,
    src: row.src,
    ...optional('srcDesktop', row.src_desktop),
    altText: localized(row.alt_texts, language, row.alt_text),
    ...optional('redirect', row.redirect),
  }));
}

/** The featured banner, with the default image when it has none; null when none is set up. */
export async function featuredBanner(
  deps: DatedDeps,
  ctx: RequestContext,
): Promise<FeaturedBanner | null> {
  const [row, language] = await Promise.all([
    repo.selectFeaturedBanner(deps.db, ctx, deps.now()),
    answerLanguage(deps, ctx),
  ]);
  if (!row) return null;
  return {
    description: localized(row.descriptions, language, row.description),
    ...optional('buttonURL', row.button_url),
    ...optional('buttonTitle', localized(row.button_titles, language, row.button_title ?? '')),
    image: row.image ?? DEFAULT_FEATURED_IMAGE,
  };
}

export async function promotionImages(
  deps: DatedDeps,
  ctx: RequestContext,
): Promise<PromotionImage[]> {
  if (!ctx.tenant.features.promotions) return [];
  const [rows, language] = await Promise.all([
    repo.selectPromotionImages(deps.db, ctx, deps.now()),
    answerLanguage(deps, ctx),
  ]);
  return rows.map((row) => ({
    url: row.url,
    altText: localized(row.alt_texts, language, row.alt_text),
    index: row.idx,
  }));
}

/** Stored menu keys that the contract spells differently. */
const MENU_ALIASES: Readonly<Record<string, MenuItem>> = { orderTracking: 'tracking' };

/**
 * The menu map: the tenant's stored switches (contract entries only), with every entry of a
 * feature the tenant has off forced to false (SPEC §2: an entry explicitly false is hidden).
 */
export function ecommerceMenu(
  stored: Readonly<Record<string, unknown>>,
  features: RequestContext['tenant']['features'],
): EcommerceConfig['menu'] {
  const menu: Partial<Record<MenuItem, boolean>> = {};
  for (const [key, value] of Object.entries(stored)) {
    const item = MENU_ALIASES[key] ?? key;
    if (typeof value === 'boolean' && (MENU_ITEMS as readonly string[]).includes(item)) {
      menu[item as MenuItem] ??= value;
    }
  }
  for (const item of MENU_ITEMS) {
    const feature =
      item === 'notifications'
        ? 'notifications'
        : MENU_ENTRY_FEATURE[item as keyof typeof MENU_ENTRY_FEATURE];
    if (feature !== undefined && !features[feature]) menu[item] = false;
  }
  return menu;
}

/** Menu switches and the feature announcements this shop has not seen yet (SPEC §3, §4). */
export async function ecommerceConfig(
  deps: DatedDeps,
  ctx: RequestContext,
): Promise<EcommerceConfig> {
  const announcementsOn = ctx.tenant.features.featureAnnouncements;
  const [stored, rows, language] = await Promise.all([
    repo.selectEcommerceMenu(deps.db, ctx),
    announcementsOn ? repo.selectUnseenFeatures(deps.db, ctx, deps.now()) : Promise.resolve([]),
    answerLanguage(deps, ctx),
  ]);
  const features: FeatureAnnouncement[] = [];
  for (const row of rows) {
    if (!row.media_url) continue;
    const texts = row.translations?.[language] ?? {};
    features.push({
      id: row.id,
      category: row.category,
      ...optional('calloutText', texts.calloutText ?? row.callout_text),
      mediaType: row.media_type,
      mediaUrl: row.media_url,
      ...optional('altTextImage', texts.altTextImage ?? row.alt_text_image),
      msgTitle: texts.msgTitle ?? row.msg_title,
      msgText: texts.msgText ?? row.msg_text,
      ...optional('routeUrl', row.route_url),
    });
  }
  return { menu: ecommerceMenu(stored, ctx.tenant.features), features };
}

/** The shop's favorite products that are still sold and priced (data.items). */
export async function favorites(
  deps: DatedDeps,
  ctx: RequestContext,
): Promise<{ data: { items: Product[] } }> {
  if (!ctx.tenant.features.favorites) return { data: { items: [] } };
  const [skus, catalogue] = await Promise.all([
    repo.selectFavoriteSkus(deps.db, ctx),
    catalogueOfRequest(deps, ctx),
  ]);
  const priced = new Set(pricedProducts(catalogue));
  const items = skus
    .map((sku) => catalogue.bySku.get(sku))
    .filter((product): product is Product => product !== undefined && priced.has(product));
  return { data: { items } };
}

/**
 * The suggested order, computed from the shop's own history (rule in src/domain/suggested-order.ts):
 * what it buys often and lately, then must-stock items it has not bought lately.
 */
export async function suggested(
  deps: DatedDeps,
  ctx: RequestContext,
): Promise<{ data: { items: Product[] } }> {
  if (!ctx.tenant.features.suggested) return { data: { items: [] } };
  const [lines, catalogue] = await Promise.all([
    repo.selectRecentOrderLines(deps.db, ctx, SUGGESTED_HISTORY_ORDERS),
    catalogueOfRequest(deps, ctx),
  ]);
  // The products the home's rails choose from, kept per catalogue version.
  const { orderable, orderableBySku } = homeRailProducts(catalogue);
  return { data: { items: suggestedOrder(lines, orderable, orderableBySku) } };
}

/**
 * The home's rails (decision 051): the shop's usual products from its own recent orders and the
 * tenant's best deals, both among the products it can order now; empty when the shop's order
 * option is off (its ordering pages are closed, SPEC §4).
 */
export async function homeRails(
  deps: DatedDeps,
  ctx: RequestContext,
): Promise<{ buyAgain: Product[]; deals: Product[] }> {
  const [lines, catalogue, found] = await Promise.all([
    repo.selectRecentOrderLines(deps.db, ctx, SUGGESTED_HISTORY_ORDERS),
    catalogueOfRequest(deps, ctx),
    findClient(deps.db, ctx),
  ]);
  if (found?.client.isOrderOptionActive === false) return { buyAgain: [], deals: [] };
  const { orderableBySku, deals } = homeRailProducts(catalogue);
  return { buyAgain: buyAgain(lines, orderableBySku), deals: [...deals] };
}

/** The shop's payment limit for its payment method (SPEC §7: a number; 0 when none). */
export async function paymentLimit(deps: Deps, ctx: RequestContext): Promise<number> {
  return (await findClient(deps.db, ctx))?.client.paymentLimit ?? 0;
}
