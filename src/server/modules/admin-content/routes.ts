/**
 * The console's banners (issue 13, content; everyone reads, admins write):
 *   GET  /api/admin/banners               the tenant's banners and featured banners
 *   POST /api/admin/banners               creates a banner
 *   PUT  /api/admin/banners/:id           replaces one (404 for another tenant's)
 *   POST /api/admin/banners/:id/delete    deletes one (404 for another tenant's)
 */
import { calls } from '../../../contract/index.ts';
import type { ApiModule } from '../../deps.ts';
import { operatorContextOf } from '../../plugins/operator-context.ts';
import { callRoute } from '../../plugins/route.ts';
import { createBanner, deleteBanner, listBanners, updateBanner } from './banner-service.ts';

export const adminContentModule: ApiModule = async (app, deps) => {
  app.route({
    ...callRoute(deps, calls.adminBanners),
    handler: async (request) => listBanners(deps.db, operatorContextOf(request)),
  });

  app.route({
    ...callRoute(deps, calls.adminCreateBanner),
    handler: async (request) => createBanner(deps.db, operatorContextOf(request), request.body),
  });

  app.route({
    ...callRoute(deps, calls.adminUpdateBanner),
    handler: async (request) =>
      updateBanner(deps.db, operatorContextOf(request), request.params.id, request.body),
  });

  app.route({
    ...callRoute(deps, calls.adminDeleteBanner),
    handler: async (request) =>
      deleteBanner(deps.db, operatorContextOf(request), request.params.id),
  });
};
