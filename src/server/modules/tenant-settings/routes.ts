/**
 * The console's tenant settings (issue 13, settings; decision 058; everyone reads, admins write):
 *   GET  /api/admin/tenant-settings           effective settings, the file's, recent changes
 *   PUT  /api/admin/tenant-settings           saves them (version read; 409 staleVersion)
 *   POST /api/admin/tenant-settings/restore   puts back what an audited change replaced
 */
import { calls } from '../../../contract/index.ts';
import type { ApiModule } from '../../deps.ts';
import { operatorContextOf } from '../../plugins/operator-context.ts';
import { callRoute } from '../../plugins/route.ts';
import { readSettings, restoreSettings, saveSettings } from './settings-service.ts';

export const tenantSettingsModule: ApiModule = async (app, deps) => {
  app.route({
    ...callRoute(deps, calls.adminTenantSettings),
    handler: async (request) => readSettings(deps.db, operatorContextOf(request)),
  });

  app.route({
    ...callRoute(deps, calls.adminUpdateTenantSettings),
    handler: async (request) => saveSettings(deps.db, operatorContextOf(request), request.body),
  });

  app.route({
    ...callRoute(deps, calls.adminRestoreTenantSettings),
    handler: async (request) => restoreSettings(deps.db, operatorContextOf(request), request.body),
  });
};
