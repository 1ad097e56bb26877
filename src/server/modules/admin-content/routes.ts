/**
 * The console's content through HTTP (issue 13; decisions 048, 056): everyone reads, admins write.
 *   admin/banners, admin/featured-banners, admin/promotion-images, admin/announcements
 *     GET (list), POST (create), PUT :id (replace), POST :id/delete — 404 for another tenant's
 *   admin/bingo-cards: GET (list), PUT :year/:month (create or replace), POST :year/:month/delete
 *   admin/price-lists: GET (list), POST (schedule from a later day), POST :startDate/delete
 */
import { calls } from '../../../contract/index.ts';
import type { ApiModule } from '../../deps.ts';
import { operatorContextOf } from '../../plugins/operator-context.ts';
import { callRoute } from '../../plugins/route.ts';
import * as banners from './banner-service.ts';
import * as bingo from './bingo-card-service.ts';
import * as priceLists from './price-list-service.ts';
import * as promotions from './promotion-image-service.ts';

export const adminContentModule: ApiModule = async (app, deps) => {
  const { db } = deps;
  const ctx = operatorContextOf;

  app.route({
    ...callRoute(deps, calls.adminBanners),
    handler: async (request) => banners.listBanners(db, ctx(request)),
  });
  app.route({
    ...callRoute(deps, calls.adminCreateBanner),
    handler: async (request) => banners.createBanner(db, ctx(request), request.body),
  });
  app.route({
    ...callRoute(deps, calls.adminUpdateBanner),
    handler: async (request) =>
      banners.updateBanner(db, ctx(request), request.params.id, request.body),
  });
  app.route({
    ...callRoute(deps, calls.adminDeleteBanner),
    handler: async (request) => banners.deleteBanner(db, ctx(request), request.params.id),
  });

  app.route({
    ...callRoute(deps, calls.adminCreateFeaturedBanner),
    handler: async (request) => banners.createFeaturedBanner(db, ctx(request), request.body),
  });
  app.route({
    ...callRoute(deps, calls.adminUpdateFeaturedBanner),
    handler: async (request) =>
      banners.updateFeaturedBanner(db, ctx(request), request.params.id, request.body),
  });
  app.route({
    ...callRoute(deps, calls.adminDeleteFeaturedBanner),
    handler: async (request) => banners.deleteFeaturedBanner(db, ctx(request), request.params.id),
  });

  app.route({
    ...callRoute(deps, calls.adminPromotionImages),
    handler: async (request) => promotions.listPromotionImages(db, ctx(request)),
  });
  app.route({
    ...callRoute(deps, calls.adminCreatePromotionImage),
    handler: async (request) => promotions.createPromotionImage(db, ctx(request), request.body),
  });
  app.route({
    ...callRoute(deps, calls.adminUpdatePromotionImage),
    handler: async (request) =>
      promotions.updatePromotionImage(db, ctx(request), request.params.id, request.body),
  });
  app.route({
    ...callRoute(deps, calls.adminDeletePromotionImage),
    handler: async (request) =>
      promotions.deletePromotionImage(db, ctx(request), request.params.id),
  });

  app.route({
    ...callRoute(deps, calls.adminAnnouncements),
    handler: async (request) => promotions.listAnnouncements(db, ctx(request)),
  });
  app.route({
    ...callRoute(deps, calls.adminCreateAnnouncement),
    handler: async (request) => promotions.createAnnouncement(db, ctx(request), request.body),
  });
  app.route({
    ...callRoute(deps, calls.adminUpdateAnnouncement),
    handler: async (request) =>
      promotions.updateAnnouncement(db, ctx(request), request.params.id, request.body),
  });
  app.route({
    ...callRoute(deps, calls.adminDeleteAnnouncement),
    handler: async (request) => promotions.deleteAnnouncement(db, ctx(request), request.params.id),
  });

  app.route({
    ...callRoute(deps, calls.adminBingoCards),
    handler: async (request) => bingo.listBingoCards(db, ctx(request)),
  });
  app.route({
    ...callRoute(deps, calls.adminSaveBingoCard),
    handler: async (request) => bingo.saveBingoCard(db, ctx(request), request.params, request.body),
  });
  app.route({
    ...callRoute(deps, calls.adminDeleteBingoCard),
    handler: async (request) => bingo.deleteBingoCard(db, ctx(request), request.params),
  });

  app.route({
    ...callRoute(deps, calls.adminPriceLists),
    handler: async (request) => priceLists.listPriceLists(db, ctx(request)),
  });
  app.route({
    ...callRoute(deps, calls.adminSchedulePriceList),
    handler: async (request) => priceLists.schedulePriceList(db, ctx(request), request.body),
  });
  app.route({
    ...callRoute(deps, calls.adminDeletePriceList),
    handler: async (request) =>
      priceLists.deletePriceList(db, ctx(request), request.params.startDate),
  });
};
