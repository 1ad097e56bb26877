/**
 * `PUT products/favorites/:sku` (decision 034): the shop marks or unmarks one of its tenant's
 * products as a favorite. Tenant and client come only from the session (SECURITY T4); a sku the
 * tenant does not sell (unknown, another tenant's, unpriced or returnable packaging) is 422
 * productUnavailable; the tenant's favorites switched off is 422 featureDisabled. Repeating the
 * same call changes nothing and answers the same.
 */
import { isPackagingSku } from '../../../domain/order-body.ts';
import { isPriced } from '../../../domain/prices.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { catalogueOfRequest } from './catalogue-cache.ts';
import { deleteFavorite, insertFavorite } from './favorites-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'now'>;

export interface FavoriteState {
  sku: string;
  favorite: boolean;
}

export async function setFavorite(
  deps: Deps,
  ctx: RequestContext,
  sku: string,
  favorite: boolean,
): Promise<FavoriteState> {
  if (!ctx.tenant.features.favorites) throw new HttpError(422, 'featureDisabled');
  const catalogue = await catalogueOfRequest(deps, ctx);
  const product = catalogue.bySku.get(sku);
  if (product === undefined || !isPriced(product) || isPackagingSku(sku)) {
    throw new HttpError(422, 'productUnavailable', { sku });
  }
  if (!favorite) {
    await deleteFavorite(deps.db, ctx, sku);
    return { sku, favorite: false };
  }
  // The product may have left the catalogue since the cache was read: nothing inserted then.
  if (!(await insertFavorite(deps.db, ctx, sku, ctx.now))) {
    throw new HttpError(422, 'productUnavailable', { sku });
  }
  return { sku, favorite: true };
}
