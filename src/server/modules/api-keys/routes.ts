/**
 * The console's ERP API keys (issue 13; admin):
 *   GET  /api/admin/api-keys              the tenant's keys, newest first
 *   POST /api/admin/api-keys              {name, scopes} → {key, secret}: the secret only here
 *   POST /api/admin/api-keys/:id/revoke   404 for another tenant's key
 */
import { calls } from '../../../contract/index.ts';
import type { ApiModule } from '../../deps.ts';
import { operatorContextOf } from '../../plugins/operator-context.ts';
import { callRoute } from '../../plugins/route.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys-service.ts';

export const apiKeysModule: ApiModule = async (app, deps) => {
  app.route({
    ...callRoute(deps, calls.adminApiKeys),
    handler: async (request) => listApiKeys(deps.db, operatorContextOf(request)),
  });

  app.route({
    ...callRoute(deps, calls.adminCreateApiKey),
    handler: async (request) => createApiKey(deps.db, operatorContextOf(request), request.body),
  });

  app.route({
    ...callRoute(deps, calls.adminRevokeApiKey),
    handler: async (request) =>
      revokeApiKey(deps.db, operatorContextOf(request), request.params.id),
  });
};
