/**
 * The catalogue as files (issue 13):
 *   POST /api/admin/catalogue-files/:kind/dryRun|apply       (admin) text/csv body, ≤ 20 MB
 *   GET  /api/admin/catalogue-files/:kind                    (every role) the kind as CSV
 * Clients and open invoices as files (issue 13, decision 060):
 *   POST /api/admin/account-files/clients/dryRun|apply       (admin)
 *   POST /api/admin/account-files/invoices/dryRun|apply      (admin, finance)
 *   GET  /api/admin/account-files/clients|invoices           (every role)
 */
import { calls } from '../../../contract/index.ts';
import { IMPORT_MAX_BYTES } from '../../../contract/calls/admin-imports.ts';
import type { ApiModule } from '../../deps.ts';
import { operatorContextOf } from '../../plugins/operator-context.ts';
import { callRoute } from '../../plugins/route.ts';
import { sendCsv } from '../admin-lists/csv.ts';
import { exportAccountFile, importAccountFile } from './account-files-service.ts';
import { decodeUtf8 } from './csv-file.ts';
import { exportCatalogueFile, importCatalogueFile } from './imports-service.ts';

export const adminImportsModule: ApiModule = async (app, deps) => {
  // This module's context only: a CSV body up to IMPORT_MAX_BYTES, decoded as strict UTF-8.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => {
      try {
        done(null, decodeUtf8(body as Buffer));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );

  app.route({
    ...callRoute(deps, calls.adminCatalogueImport),
    handler: async (request) =>
      importCatalogueFile(
        deps.db,
        operatorContextOf(request),
        request.params.kind,
        request.params.mode,
        request.body,
      ),
  });

  app.route({
    ...callRoute(deps, calls.adminCatalogueExport),
    handler: async (request, reply) => {
      const csv = await exportCatalogueFile(
        deps.db,
        operatorContextOf(request),
        request.params.kind,
        request.query.locale,
      );
      return sendCsv(reply, `${request.params.kind}.csv`, csv);
    },
  });

  for (const [call, kind] of [
    [calls.adminClientsImport, 'clients'],
    [calls.adminInvoicesImport, 'invoices'],
  ] as const) {
    app.route({
      ...callRoute(deps, call),
      handler: async (request) =>
        importAccountFile(
          deps.db,
          operatorContextOf(request),
          kind,
          request.params.mode,
          request.body,
        ),
    });
  }

  app.route({
    ...callRoute(deps, calls.adminAccountExport),
    handler: async (request, reply) => {
      const csv = await exportAccountFile(
        deps.db,
        operatorContextOf(request),
        request.params.kind,
        request.query.locale,
      );
      return sendCsv(reply, `${request.params.kind}.csv`, csv);
    },
  });
};
