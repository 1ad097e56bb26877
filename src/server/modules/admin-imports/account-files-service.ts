/**
 * Clients and open invoices as console files (issue 13, decision 060): a CSV upload read with the
 * catalogue files' reader (strict UTF-8, separator, neutralisation undone) into the ERP's row
 * shape, then planned or applied by the ERP's bulk kinds (`erp/bulk-service.ts`), so a file row
 * and an ERP row obey one set of rules. Every problem is a row error with its line and column;
 * any error writes nothing. The export writes what a re-import finds unchanged.
 */
import { createHash } from 'node:crypto';
import {
  ACCOUNT_COLUMNS,
  ACCOUNT_DECIMAL_COLUMNS,
  accountHeaderProblems,
  accountRecordCells,
  readAccountRows,
  type AccountKind,
} from '../../../domain/account-rows.ts';
import {
  ROW_ERROR_CODES,
  type RowError,
  type RowErrorCode,
} from '../../../domain/catalogue-rows.ts';
import { IMPORT_MAX_LISTED_ERRORS } from '../../../contract/calls/admin-imports.ts';
import { currencyDecimals } from '../../../domain/locale.ts';
import type { CallResponse, FieldError } from '../../../contract/index.ts';
import type { Database } from '../../db/types.ts';
import type { OperatorContext } from '../../plugins/operator-context.ts';
import { operatorActor } from '../admin-lists/audit-actor.ts';
import { csvDialectFor, toCsv } from '../admin-lists/csv.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import { exportClientRecords, exportInvoiceRecords } from '../erp/bulk-repository.ts';
import {
  CLIENTS,
  INVOICES,
  planBulk,
  type BulkKind,
  type BulkOutcome,
  type BulkRun,
} from '../erp/bulk-service.ts';
import { parseCsvRows } from './csv-file.ts';

type ImportResult = CallResponse<'adminClientsImport'>;

/** A bulk problem `rows.<i>.<field>` as the row error of the file line record `i` came from. */
function rowErrorOf(problem: FieldError, recordLines: readonly number[]): RowError {
  const [, index, column] = problem.path.split('.');
  const code = (ROW_ERROR_CODES as readonly string[]).includes(problem.code)
    ? (problem.code as RowErrorCode)
    : 'badText';
  return { line: recordLines[Number(index)] ?? 0, column: column ?? null, code };
}

/** Plans (or applies) the rows a file read well; the rows it read badly keep it a plan. */
async function planRows<Row, Rec extends object>(
  db: Database,
  run: BulkRun,
  kind: BulkKind<Row, Rec>,
  read: { records: Row[]; recordLines: number[]; errors: RowError[] },
): Promise<{ outcome: BulkOutcome; errors: RowError[]; dryRun: boolean }> {
  // a file with a bad cell is only planned: its good rows still show what the database says
  const dryRun = run.dryRun === true || read.errors.length > 0;
  const outcome = await planBulk(db, { ...run, dryRun }, kind, read.records);
  const errors = [
    ...read.errors,
    ...outcome.problems.map((problem) => rowErrorOf(problem, read.recordLines)),
  ].sort((a, b) => a.line - b.line || (a.column ?? '').localeCompare(b.column ?? ''));
  return { outcome, errors, dryRun };
}

export async function importAccountFile(
  db: Database,
  ctx: OperatorContext,
  kind: AccountKind,
  mode: 'dryRun' | 'apply',
  text: string,
): Promise<ImportResult> {
  const fileSha256 = createHash('sha256').update(text, 'utf8').digest('hex');
  const { rows, lines } = parseCsvRows(text, (header) => accountHeaderProblems(kind, header));
  const decimals = currencyDecimals(ctx.tenant.currency);
  const run: BulkRun = {
    tenantId: ctx.tenantId,
    now: ctx.now,
    dryRun: mode === 'dryRun',
    audit: (tx, change) =>
      recordAudit(tx, {
        tenantId: ctx.tenantId,
        actor: operatorActor(ctx),
        action: `${kind}.import`,
        entity: kind,
        entityId: 'file',
        before: null,
        after: { kind, new: change.created.length, changed: change.updated.length, fileSha256 },
        at: ctx.now,
      }),
  };
  const { outcome, errors, dryRun } =
    kind === 'clients'
      ? await planRows(db, run, CLIENTS, readAccountRows('clients', rows, lines, decimals))
      : await planRows(db, run, INVOICES, readAccountRows('invoices', rows, lines, decimals));
  return {
    kind,
    mode,
    applied: !dryRun && errors.length === 0,
    counts: {
      rows: rows.length,
      new: outcome.created,
      changed: outcome.updated,
      unchanged: outcome.unchanged,
      removed: 0,
    },
    errorCount: errors.length,
    errors: errors.slice(0, IMPORT_MAX_LISTED_ERRORS),
    fileSha256,
  };
}

/** The kind's stored rows as CSV, header first, formula-looking cells neutralised. */
export async function exportAccountFile(
  db: Database,
  ctx: OperatorContext,
  kind: AccountKind,
  locale?: string,
): Promise<string> {
  const records =
    kind === 'clients'
      ? (await exportClientRecords(db, ctx.tenantId)).map((r) => ({
          code: r.external_id,
          name: r.name,
          documentId: r.document_id,
          address: r.address,
          language: r.language,
          minimumOrder: r.minimum_order,
          paymentLimit: r.payment_limit,
          isOrderOptionActive: r.is_order_option_active,
          isFinishOrderOverLimitAuthorized: r.is_finish_order_over_limit_authorized,
        }))
      : (await exportInvoiceRecords(db, ctx.tenantId)).map((r) => ({
          documentNumber: r.document_number,
          clientCode: r.client_id,
          orderNumber: r.order_number,
          dueDate: r.due_date,
          value: r.value,
          paymentExpired: r.payment_expired,
          barCode: r.bar_code,
          paid: r.paid,
        }));
  return toCsv(
    ACCOUNT_COLUMNS[kind],
    records.map((record) => accountRecordCells(kind, record)),
    { dialect: csvDialectFor(locale), decimalColumns: ACCOUNT_DECIMAL_COLUMNS },
  );
}
