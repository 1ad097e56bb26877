/**
 * The console's combos (issue 13, decision 061; everyone reads, admins write):
 *   GET  /api/admin/combos        the tenant's combos
 *   POST /api/admin/combos        creates one
 *   GET  /api/admin/combos/:id    one, whole (404 for another tenant's)
 *   PUT  /api/admin/combos/:id    replaces one whole, with the version it read
 */
import { calls } from '../../../contract/index.ts';
import type { ApiModule } from '../../deps.ts';
import { operatorContextOf } from '../../plugins/operator-context.ts';
import { callRoute } from '../../plugins/route.ts';
import { createCombo, getCombo, listCombos, updateCombo } from './combo-service.ts';

export const adminCombosModule: ApiModule = async (app, deps) => {
  app.route({
    ...callRoute(deps, calls.adminCombos),
    handler: async (request) => listCombos(deps.db, operatorContextOf(request)),
  });
  app.route({
    ...callRoute(deps, calls.adminCombo),
    handler: async (request) => getCombo(deps.db, operatorContextOf(request), request.params.id),
  });
  app.route({
    ...callRoute(deps, calls.adminCreateCombo),
    handler: async (request) => createCombo(deps.db, operatorContextOf(request), request.body),
  });
  app.route({
    ...callRoute(deps, calls.adminUpdateCombo),
    handler: async (request) =>
      updateCombo(deps.db, operatorContextOf(request), request.params.id, request.body),
  });
};
