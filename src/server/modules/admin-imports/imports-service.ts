/**
 * The console's catalogue files (issue 13): a CSV upload read into rows and handed to the bulk
 * core (dry run or apply), and the export of the same rows as CSV.
 */
import { createHash } from 'node:crypto';
import {
  CATALOGUE_COLUMNS,
  CATALOGUE_DECIMAL_COLUMNS,
  recordRow,
  type CatalogueKind,
} from '../../../domain/catalogue-rows.ts';
import { IMPORT_MAX_LISTED_ERRORS } from '../../../contract/calls/admin-imports.ts';
import type { CallResponse } from '../../../contract/index.ts';
import type { Database } from '../../db/types.ts';
import type { OperatorContext } from '../../plugins/operator-context.ts';
import { operatorActor } from '../admin-lists/audit-actor.ts';
import { csvDialectFor, toCsv } from '../admin-lists/csv.ts';
import { applyRows, exportRows, validateRows } from '../catalogue-bulk/bulk-service.ts';
import { parseCatalogueCsv } from './csv-file.ts';

type ImportResult = CallResponse<'adminCatalogueImport'>;

export async function importCatalogueFile(
  db: Database,
  ctx: OperatorContext,
  kind: CatalogueKind,
  mode: 'dryRun' | 'apply',
  text: string,
): Promise<ImportResult> {
  const fileSha256 = createHash('sha256').update(text, 'utf8').digest('hex');
  const { rows, lines } = parseCatalogueCsv(kind, text);
  const input = { tenantId: ctx.tenantId, kind, rows, lines, currency: ctx.tenant.currency };
  const result =
    mode === 'apply'
      ? await applyRows(db, input, {
          actor: operatorActor(ctx),
          at: ctx.now,
          source: { file: 'csv', fileSha256 },
        })
      : await validateRows(db, input);
  return {
    kind,
    mode,
    applied: result.applied,
    counts: result.counts,
    errorCount: result.errors.length,
    errors: result.errors.slice(0, IMPORT_MAX_LISTED_ERRORS).map((error) => ({
      ...error,
      ...(error.params
        ? {
            params: Object.fromEntries(
              Object.entries(error.params).map(([key, value]) => [
                key,
                typeof value === 'string' ? value.slice(0, 300) : value,
              ]),
            ),
          }
        : {}),
    })),
    fileSha256,
  };
}

/** The kind's rows as CSV, header first, for a spreadsheet in `locale` (admin-lists/csv.ts). */
export async function exportCatalogueFile(
  db: Database,
  ctx: OperatorContext,
  kind: CatalogueKind,
  locale?: string,
): Promise<string> {
  const records = await exportRows(db, ctx.tenantId, kind);
  return toCsv(
    CATALOGUE_COLUMNS[kind],
    records.map((record) => recordRow(kind, record)),
    { dialect: csvDialectFor(locale), decimalColumns: CATALOGUE_DECIMAL_COLUMNS },
  );
}
