/**
 * The console's audit log calls: `GET admin/audit` (keyset pages) and `GET admin/audit.csv`.
 */
import { calls } from '../../../contract/index.ts';
import type { ApiModule } from '../../deps.ts';
import { operatorContextOf } from '../../plugins/operator-context.ts';
import { callRoute } from '../../plugins/route.ts';
import { sendCsv } from '../admin-lists/csv.ts';
import { auditCsv, auditPage } from './audit-service.ts';

export const auditModule: ApiModule = async (app, deps) => {
  app.route({
    ...callRoute(deps, calls.adminAudit),
    handler: async (request) => auditPage(deps.db, operatorContextOf(request), request.query),
  });

  app.route({
    ...callRoute(deps, calls.adminAuditCsv),
    handler: async (request, reply) =>
      sendCsv(
        reply,
        'audit.csv',
        await auditCsv(deps.db, operatorContextOf(request), request.query),
      ),
  });
};
