/**
 * Each tenant's catalogue (active products with their tier prices), loaded once per catalogue
 * version and shared by every request: the catalogue calls, orchestration, and the ordering
 * service, which prices orders from `bySku`.
 *
 * Invalidation: migration 008 keeps a version number per tenant that triggers bump on every
 * change to products, tier prices, brands or categories. Each `getTenantCatalogue` reads that
 * one row (a primary-key lookup, well under a millisecond) and reloads when it moved, so a price
 * change is seen by the next request of every instance — no TTL, no stale prices. A caller that
 * reads the version inside a query it makes anyway passes it to `getTenantCatalogueAt`.
 * The version is read before the rows: a change landing in between only causes one extra reload.
 *
 * The JSON of the orchestration products and of the priced catalogue is built once per version
 * (lazily) and reused verbatim by the routes, which splice it into their answers instead of
 * re-serialising thousands of products per request. The orchestration products are also
 * deflated once per version (`orchestrationProductsGzip`), so a gzip answer only compresses its
 * small per-request parts around them (plugins/spliced-gzip.ts).
 *
 * Orchestration, the first call of a shop's first screen, reads only the must-stock slice until
 * the whole catalogue is loaded (`getMustStockAt`): after a restart it does not wait for 50,000 rows.
 */
import { orchestrationProducts } from '../../../domain/catalogue.ts';
import { todaysDeals } from '../../../domain/home-rails.ts';
import { productsBySku } from '../../../domain/suggested-order.ts';
import { isPriced } from '../../../domain/prices.ts';
import { isOrderingDisabled } from '../../../domain/quantity.ts';
import type { PricePromotion, Product } from '../../../domain/types.ts';
import type { Database } from '../../db/types.ts';
import { ownedCache } from '../../db/owned-cache.ts';
import { compressOnce, type CompressedBlock } from '../../plugins/spliced-gzip.ts';
import { textDigest } from './etag.ts';
import { toPricePromotion, toProduct } from './product-rows.ts';
import {
  selectCatalogueProducts,
  selectCatalogueVersion,
  selectDuePrices,
  selectNextPriceStart,
  selectPriceTiers,
} from './repository.ts';

export interface TenantCatalogue {
  readonly tenantId: number;
  /** The catalogue version (migration 008) these products were loaded at. */
  readonly version: number;
  /**
   * Every active product (priced or not, packaging included), in catalogue order; in a
   * must-stock slice (`getMustStockAt`, orchestration's alone), the must-stock ones only.
   */
  readonly products: readonly Product[];
  readonly bySku: ReadonlyMap<string, Product>;
  /** The start (ms) of the latest scheduled price applied (0: none): when this entry is current. */
  readonly pricesFrom: number;
  /** When the next scheduled price starts (migration 069), if one does: the load's end. */
  readonly nextPriceChangeAt: Date | null;
}

/** Where the cache reads the version and the app's clock. */
export type CatalogueDeps = { db: Database; now: () => Date };

interface CacheEntry {
  version: number;
  catalogue: Promise<TenantCatalogue>;
  /** Set when `catalogue` has resolved. */
  loaded?: true;
}

/** What a load reads: every active product, or the must-stock ones alone (orchestration's). */
type LoadScope = 'all' | 'mustStock';

/** A catalogue loaded at a version stays good while no scheduled price starts or un-starts. */
async function isCurrent(entry: CacheEntry, version: number, now: Date): Promise<boolean> {
  if (entry.version !== version) return false;
  const catalogue = await entry.catalogue.catch(() => undefined);
  if (!catalogue) return false;
  const at = now.getTime();
  return (
    catalogue.pricesFrom <= at &&
    (catalogue.nextPriceChangeAt === null || at < catalogue.nextPriceChangeAt.getTime())
  );
}

/** One cache per database (tests open several apps in one process), one for each load scope. */
const caches = { all: new WeakMap(), mustStock: new WeakMap() } satisfies Record<
  LoadScope,
  WeakMap<Database, Map<number, CacheEntry>>
>;

function cacheOf(scope: LoadScope, db: Database): Map<number, CacheEntry> {
  let cache = caches[scope].get(db);
  if (!cache) {
    cache = new Map();
    caches[scope].set(db, cache);
  }
  return cache;
}

/**
 * The tenant's current catalogue: from the cache when its version is current, else loaded. The
 * version is read from the database, or from memory when this process owns it (decision 065).
 */
export async function getTenantCatalogue(
  deps: CatalogueDeps,
  tenantId: number,
): Promise<TenantCatalogue> {
  return getTenantCatalogueAt(deps, tenantId, await catalogueVersion(deps, tenantId));
}

/** `getMustStockAt` at the current version, read as `getTenantCatalogue` reads it. */
export async function getMustStock(
  deps: CatalogueDeps,
  tenantId: number,
): Promise<TenantCatalogue> {
  return getMustStockAt(deps, tenantId, await catalogueVersion(deps, tenantId));
}

function catalogueVersion(deps: CatalogueDeps, tenantId: number): Promise<number> {
  const versions = ownedCache<number>(deps.db, 'catalogue_versions', { maxEntries: 1_000 });
  const read = () => selectCatalogueVersion(deps.db, tenantId);
  return versions ? versions.get(String(tenantId), read) : read();
}

/**
 * The catalogue of a shop request: at the version its guard read with the session when it did
 * (request-context.ts), else as `getTenantCatalogue`.
 */
export function catalogueOfRequest(
  deps: CatalogueDeps,
  ctx: { tenantId: number; reads?: { catalogueVersion: number } },
): Promise<TenantCatalogue> {
  return ctx.reads
    ? getTenantCatalogueAt(deps, ctx.tenantId, ctx.reads.catalogueVersion)
    : getTenantCatalogue(deps, ctx.tenantId);
}

/**
 * The tenant's catalogue at `version`, a catalogue version the caller has just read from the
 * database in a query of its own (order/simulate reads it with the client, in one round trip).
 */
export function getTenantCatalogueAt(
  deps: CatalogueDeps,
  tenantId: number,
  version: number,
): Promise<TenantCatalogue> {
  return currentOrLoaded('all', deps, tenantId, version);
}

/**
 * What orchestration shows (SPEC §5: the priced must-stock products) at `version`: the whole
 * catalogue when it is loaded, else the must-stock rows alone (with their tiers and scheduled
 * prices, mapped by the same code, in the same order: the same JSON, so the same ETag), and then
 * the whole catalogue for the calls that need it. A restart answers its first orchestration after
 * reading ~700 rows instead of 50,000 (issue 16, P8). The whole load starts after the slice, and
 * only once the caller has had it (next turn of the event loop): PGlite runs one statement at a
 * time on this thread, so starting it at once put its ~250 ms (5,000 products) ahead of the
 * first answer. A slice holds the must-stock products only: it makes orchestration's answer,
 * never a price or a list.
 */
export async function getMustStockAt(
  deps: CatalogueDeps,
  tenantId: number,
  version: number,
): Promise<TenantCatalogue> {
  const whole = cacheOf('all', deps.db).get(tenantId);
  if (whole?.loaded && (await isCurrent(whole, version, deps.now()))) return whole.catalogue;
  const slice = await currentOrLoaded('mustStock', deps, tenantId, version);
  setImmediate(() => void getTenantCatalogueAt(deps, tenantId, version).catch(() => undefined));
  return slice;
}

async function currentOrLoaded(
  scope: LoadScope,
  deps: CatalogueDeps,
  tenantId: number,
  version: number,
): Promise<TenantCatalogue> {
  const now = deps.now();
  const cache = cacheOf(scope, deps.db);
  const cached = cache.get(tenantId);
  if (cached && (await isCurrent(cached, version, now))) return cached.catalogue;

  const entry: CacheEntry = {
    version,
    catalogue: loadCatalogue(deps.db, tenantId, version, now, scope),
  };
  cache.set(tenantId, entry);
  entry.catalogue.then(
    () => {
      entry.loaded = true;
    },
    () => {
      if (cache.get(tenantId) === entry) cache.delete(tenantId);
    },
  );
  return entry.catalogue;
}

/** The product row with the scheduled price that has started (the tax part keeps its rate). */
function withDuePrice<
  Row extends {
    price: string;
    price_without_discount: string | null;
    price_without_tax: string | null;
  },
>(row: Row, due: { price: string; price_without_discount: string | null } | undefined): Row {
  if (!due) return row;
  const old = Number(row.price);
  const price = Number(due.price);
  const withoutTax =
    row.price_without_tax === null || old <= 0
      ? row.price_without_tax
      : (Math.round((Number(row.price_without_tax) * price * 100) / old) / 100).toFixed(2);
  return {
    ...row,
    price: due.price,
    price_without_discount: due.price_without_discount ?? row.price_without_discount,
    price_without_tax: withoutTax,
  };
}

async function loadCatalogue(
  db: Database,
  tenantId: number,
  version: number,
  now: Date,
  scope: LoadScope,
): Promise<TenantCatalogue> {
  const mustStockOnly = scope === 'mustStock';
  const [rows, tierRows, dueRows, next] = await Promise.all([
    selectCatalogueProducts(db, tenantId, { mustStockOnly }),
    selectPriceTiers(db, tenantId, { mustStockOnly }),
    selectDuePrices(db, tenantId, now),
    selectNextPriceStart(db, tenantId, now),
  ]);
  const due = new Map(dueRows.map((row) => [row.sku, row]));
  const pricesFrom = Math.max(0, ...dueRows.map((row) => row.starts_at.getTime()));
  const tiers = new Map<string, PricePromotion[]>();
  for (const row of tierRows) {
    const list = tiers.get(row.sku);
    if (list) list.push(toPricePromotion(row));
    else tiers.set(row.sku, [toPricePromotion(row)]);
  }
  const products = rows.map((row) =>
    Object.freeze(toProduct(withDuePrice(row, due.get(row.sku)), tiers.get(row.sku) ?? [])),
  );
  return Object.freeze({
    tenantId,
    version,
    pricesFrom,
    nextPriceChangeAt: next,
    products: Object.freeze(products),
    bySku: new Map(products.map((product) => [product.sku, product])),
  });
}

// ---------------------------------------------------------------------------------------------
// Answers serialised once per catalogue version
// ---------------------------------------------------------------------------------------------

interface SerialisedAnswers {
  priced?: readonly Product[];
  pricedJson?: string;
  orchestrationJson?: string;
  orchestrationGzip?: CompressedBlock;
  pricedGzip?: CompressedBlock;
  pricedDigest?: string;
  orchestrationDigest?: string;
  rails?: HomeRailProducts;
}

const serialised = new WeakMap<TenantCatalogue, SerialisedAnswers>();

function answersOf(catalogue: TenantCatalogue): SerialisedAnswers {
  let answers = serialised.get(catalogue);
  if (!answers) {
    answers = {};
    serialised.set(catalogue, answers);
  }
  return answers;
}

/** The products a shop may order: priced above 0 (SPEC §5), packaging included. */
export function pricedProducts(catalogue: TenantCatalogue): readonly Product[] {
  const answers = answersOf(catalogue);
  answers.priced ??= catalogue.products.filter(isPriced);
  return answers.priced;
}

/** What the home's rails choose from, and its deals rail: the same for every shop of a version. */
export interface HomeRailProducts {
  /** Priced, orderable, no returnable packaging ('…P' skus). */
  orderable: readonly Product[];
  /** The same by sku (the shop's usual products are looked up in it). */
  orderableBySku: ReadonlyMap<string, Product>;
  /** Today's deals (domain/home-rails.ts) among them. */
  deals: readonly Product[];
}

/**
 * `HomeRailProducts` once per version (issue 16, P2): filtering and ranking 5,000 products was
 * ~30 ms of each GET home/rails, in the home's first screen; only the shop's buy-again rail is
 * its own.
 */
export function homeRailProducts(catalogue: TenantCatalogue): HomeRailProducts {
  const answers = answersOf(catalogue);
  if (!answers.rails) {
    const orderable = pricedProducts(catalogue).filter(
      (product) => !isOrderingDisabled(product) && !product.sku.endsWith('P'),
    );
    answers.rails = {
      orderable,
      orderableBySku: productsBySku(orderable),
      deals: todaysDeals(orderable),
    };
  }
  return answers.rails;
}

/** JSON array of `pricedProducts` (the `GET products` answer), built once per version. */
export function pricedProductsJson(catalogue: TenantCatalogue): string {
  const answers = answersOf(catalogue);
  answers.pricedJson ??= JSON.stringify(pricedProducts(catalogue));
  return answers.pricedJson;
}

/** JSON array of the orchestration products (SPEC §5: priced, isMSL, quantity 1), built once. */
export function orchestrationProductsJson(catalogue: TenantCatalogue): string {
  const answers = answersOf(catalogue);
  answers.orchestrationJson ??= JSON.stringify(orchestrationProducts(catalogue.products));
  return answers.orchestrationJson;
}

/** `orchestrationProductsJson` deflated once per version, for `gzipSplice`. */
export function orchestrationProductsGzip(catalogue: TenantCatalogue): CompressedBlock {
  const answers = answersOf(catalogue);
  answers.orchestrationGzip ??= compressOnce(orchestrationProductsJson(catalogue));
  return answers.orchestrationGzip;
}

/** `pricedProductsJson` deflated once per version, for `gzipSplice`. */
export function pricedProductsGzip(catalogue: TenantCatalogue): CompressedBlock {
  const answers = answersOf(catalogue);
  answers.pricedGzip ??= compressOnce(pricedProductsJson(catalogue));
  return answers.pricedGzip;
}

/**
 * A weak ETag made from the bytes the answer carries: a digest of this entry's products JSON
 * (kept with the entry, like the JSON), then `detail`, a digest of the rest of the answer
 * (orchestration: its per-shop head). Two answers share a tag only when their text is the same, so
 * a recreated database (versions from 1 again) or a deploy that changes a body's shape cannot get
 * a 304 for a body the shop does not hold, and a price list that starts changes the tag with the
 * text (decision 057). Every answer made of catalogue products takes its ETag here (decision 013).
 */
export function catalogueEtag(
  catalogue: TenantCatalogue,
  variant: 'o' | 'p',
  detail?: string,
): string {
  const answers = answersOf(catalogue);
  const body =
    variant === 'o'
      ? (answers.orchestrationDigest ??= textDigest(orchestrationProductsJson(catalogue)))
      : (answers.pricedDigest ??= textDigest(pricedProductsJson(catalogue)));
  const tail = detail === undefined ? '' : `-${detail}`;
  return `W/"${variant}-${body}${tail}"`;
}
