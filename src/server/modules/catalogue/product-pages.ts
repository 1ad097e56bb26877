/**
 * The catalogue without downloading it (issue 16): search on the server (decision 054) and the
 * priced catalogue in pages (decision 055). Both read the tenant's cached catalogue
 * (catalogue-cache.ts); its /products order is built once per catalogue version, and search's
 * normalised text once per product object (src/domain/search.ts), so an answer costs the
 * matching and a page's serialisation, not a pass over thousands of rows.
 */
import {
  browseOrder,
  CATALOGUE_PAGE_SIZE,
  filterCatalogue,
  pageOf,
  searchCatalogue,
  type CataloguePage,
  type SearchAnswer,
} from '../../../domain/catalogue-pages.ts';
import { isSupportedLanguage } from '../../../domain/locale.ts';
import type { LanguageCode, Product } from '../../../domain/types.ts';
import type { AppDeps } from '../../deps.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { catalogueOfRequest, pricedProducts, type TenantCatalogue } from './catalogue-cache.ts';
import { answerLanguage } from './service.ts';

type Deps = Pick<AppDeps, 'db' | 'now'>;

interface PageQuery {
  offset?: number | undefined;
  limit?: number | undefined;
  language?: string | undefined;
}

const ordered = new WeakMap<TenantCatalogue, readonly Product[]>();

/** The priced catalogue in /products order, built once per catalogue version. */
function browseOrderOf(catalogue: TenantCatalogue): readonly Product[] {
  let list = ordered.get(catalogue);
  if (!list) {
    list = Object.freeze(browseOrder(catalogue.products));
    ordered.set(catalogue, list);
  }
  return list;
}

async function languageOf(deps: Deps, ctx: RequestContext, asked?: string): Promise<LanguageCode> {
  if (asked !== undefined && isSupportedLanguage(asked)) return asked;
  const language = await answerLanguage(deps, ctx);
  return isSupportedLanguage(language) ? language : 'pt';
}

/** GET products/search: SPEC §5's matching, one page of results and the suggestions. */
export async function productSearch(
  deps: Deps,
  ctx: RequestContext,
  query: PageQuery & { q: string },
): Promise<SearchAnswer> {
  const [catalogue, language] = await Promise.all([
    catalogueOfRequest(deps, ctx),
    languageOf(deps, ctx, query.language),
  ]);
  return searchCatalogue(
    pricedProducts(catalogue),
    query.q,
    language,
    query.offset ?? 0,
    query.limit ?? CATALOGUE_PAGE_SIZE,
  );
}

/** GET products/page: the priced catalogue in pages, optionally filtered. */
export async function productsPage(
  deps: Deps,
  ctx: RequestContext,
  query: PageQuery & {
    category?: string | undefined;
    brand?: string | undefined;
    promotions?: 'true' | 'false' | undefined;
    skus?: string | undefined;
  },
): Promise<CataloguePage> {
  const filtered = query.category !== undefined || query.brand !== undefined;
  const [catalogue, language] = await Promise.all([
    catalogueOfRequest(deps, ctx),
    // Names match in a language only when a name is asked for (no client read otherwise).
    filtered ? languageOf(deps, ctx, query.language) : ('pt' as LanguageCode),
  ]);
  const list = filterCatalogue(
    browseOrderOf(catalogue),
    {
      ...(query.category !== undefined ? { category: query.category } : {}),
      ...(query.brand !== undefined ? { brand: query.brand } : {}),
      ...(query.promotions === 'true' ? { promotions: true } : {}),
      ...(query.skus !== undefined ? { skus: query.skus.split(',') } : {}),
    },
    language,
    catalogue.bySku,
  );
  return pageOf(list, query.offset ?? 0, query.limit ?? CATALOGUE_PAGE_SIZE);
}
