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
 */
import { orchestrationProducts } from '../../../domain/catalogue.ts';
import { isPriced } from '../../../domain/prices.ts';
import type { PricePromotion, Product } from '../../../domain/types.ts';
import type { Database } from '../../db/types.ts';
import { compressOnce, type CompressedBlock } from '../../plugins/spliced-gzip.ts';
import { toPricePromotion, toProduct } from './product-rows.ts';
import { selectCatalogueProducts, selectCatalogueVersion, selectPriceTiers } from './repository.ts';

export interface TenantCatalogue {
  readonly tenantId: number;
  /** The catalogue version (migration 008) these products were loaded at. */
  readonly version: number;
  /** Every active product (priced or not, packaging included), in catalogue order. */
  readonly products: readonly Product[];
  readonly bySku: ReadonlyMap<string, Product>;
}

interface CacheEntry {
  version: number;
  catalogue: Promise<TenantCatalogue>;
}

/** One cache per database (tests open several apps in one process). */
const caches = new WeakMap<Database, Map<number, CacheEntry>>();

/** The tenant's current catalogue: from the cache when its version is current, else loaded. */
export async function getTenantCatalogue(
  deps: { db: Database },
  tenantId: number,
): Promise<TenantCatalogue> {
  return getTenantCatalogueAt(deps, tenantId, await selectCatalogueVersion(deps.db, tenantId));
}

/**
 * The tenant's catalogue at `version`, a catalogue version the caller has just read from the
 * database in a query of its own (order/simulate reads it with the client, in one round trip).
 */
export async function getTenantCatalogueAt(
  deps: { db: Database },
  tenantId: number,
  version: number,
): Promise<TenantCatalogue> {
  let cache = caches.get(deps.db);
  if (!cache) {
    cache = new Map();
    caches.set(deps.db, cache);
  }
  const cached = cache.get(tenantId);
  if (cached && cached.version === version) return cached.catalogue;

  const entry: CacheEntry = { version, catalogue: loadCatalogue(deps.db, tenantId, version) };
  cache.set(tenantId, entry);
  entry.catalogue.catch(() => {
    if (cache.get(tenantId) === entry) cache.delete(tenantId);
  });
  return entry.catalogue;
}

async function loadCatalogue(
  db: Database,
  tenantId: number,
  version: number,
): Promise<TenantCatalogue> {
  const [rows, tierRows] = await Promise.all([
    selectCatalogueProducts(db, tenantId),
    selectPriceTiers(db, tenantId),
  ]);
  const tiers = new Map<string, PricePromotion[]>();
  for (const row of tierRows) {
    const list = tiers.get(row.sku);
    if (list) list.push(toPricePromotion(row));
    else tiers.set(row.sku, [toPricePromotion(row)]);
  }
  const products = rows.map((row) => Object.freeze(toProduct(row, tiers.get(row.sku) ?? [])));
  return Object.freeze({
    tenantId,
    version,
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

/** A weak ETag naming the tenant, the catalogue version and a variant of the answer. */
export function catalogueEtag(catalogue: TenantCatalogue, variant: string): string {
  return `W/"${variant}-${catalogue.tenantId}-${catalogue.version}"`;
}
