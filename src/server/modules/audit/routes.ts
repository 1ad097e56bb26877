/**
 * The console's audit log calls: `GET admin/audit` (keyset pages) and `GET admin/audit.csv`.
 */
import { calls } from '../../../contract/index.ts';
import type { ApiModule } from '../../deps.ts';
import { operatorContextOf } from '../../plugins/operator-context.ts';
import { callRoute } from '../../plugins/route.ts';
import { auditCsv, auditPage } from './audit-service.ts';

export const auditModule: ApiModule = async (app, deps) => {
  app.route({
    ...callRoute(deps, calls.adminAudit),
    handler: async (request) => auditPage(deps.db, operatorContextOf(request), request.query),
  });

  app.route({
    ...callRoute(deps, calls.adminAuditCsv),
    handler: async (request, reply) => {
      const csv = await auditCsv(deps.db, operatorContextOf(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit.csv"')
        .header('cache-control', 'no-store')
        .send(Buffer.from(csv, 'utf8'));
    },
  });
};
