/**
 * The catalogue as files (issue 13, decision 042): products, prices and tier prices exported as
 * CSV by any console role, and imported by admins. An import is a raw `text/csv` body (UTF-8, a
 * BOM accepted; `,` `;` or tab separated, detected from the header line); `…/dryRun` answers
 * what applying would do and every row error without writing, `…/apply` writes all rows in one
 * transaction only when no row has an error. Per-file refusals: 413 `payloadTooLarge` (over
 * IMPORT_MAX_BYTES), 422 `importEncoding`, `importTooManyRows`, `importHeader`, `importMalformed`.
 */
import { z } from 'zod';
import { ACCOUNT_COLUMNS, ACCOUNT_KINDS } from '../../domain/account-rows.ts';
import {
  CATALOGUE_COLUMNS,
  CATALOGUE_KINDS,
  ROW_ERROR_CODES,
} from '../../domain/catalogue-rows.ts';
import { defineCall, errorResponses } from '../descriptor.ts';
import { CALL_ROUTES } from '../paths.ts';
import { csvExportQuery } from './admin-common.ts';
import { binarySchema } from './after-order.ts';

/** The largest file an import takes (bytes), and its most rows (the header aside). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 200_000;
/** Row errors listed in one answer (errorCount says how many there were). */
export const IMPORT_MAX_LISTED_ERRORS = 1000;

export const catalogueKindSchema = z.enum(CATALOGUE_KINDS);

const kindParams = z.strictObject({ kind: catalogueKindSchema });

export const importRowErrorSchema = z.object({
  line: z.number().int(),
  column: z.string().max(64).nullable(),
  code: z.enum(ROW_ERROR_CODES),
  params: z.record(z.string(), z.union([z.string().max(300), z.number()])).optional(),
});

export const importResultSchema = z.object({
  kind: z.enum([...CATALOGUE_KINDS, ...ACCOUNT_KINDS]),
  mode: z.enum(['dryRun', 'apply']),
  /** True when the rows were written. */
  applied: z.boolean(),
  counts: z.object({
    rows: z.number().int(),
    new: z.number().int(),
    changed: z.number().int(),
    unchanged: z.number().int(),
    removed: z.number().int(),
  }),
  errorCount: z.number().int(),
  errors: z.array(importRowErrorSchema).max(IMPORT_MAX_LISTED_ERRORS),
  /** SHA-256 of the file's bytes (hex), as the audit log records it. */
  fileSha256: z.string().length(64),
});

export const adminCatalogueImport = defineCall({
  ...CALL_ROUTES.adminCatalogueImport,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  roles: ['admin'],
  consumes: 'text/csv',
  summary:
    'Imports products, prices or tiers from a CSV file (text/csv body): dry run or all-or-nothing apply',
  params: z.strictObject({ kind: catalogueKindSchema, mode: z.enum(['dryRun', 'apply']) }),
  body: z.string().max(IMPORT_MAX_BYTES),
  bodyExample: `${CATALOGUE_COLUMNS.prices.join(',')}\nSKU-1,12.50,13.90\n`,
  response: {
    200: importResultSchema,
    ...errorResponses(422),
  },
});

export const adminCatalogueExport = defineCall({
  ...CALL_ROUTES.adminCatalogueExport,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  produces: 'text/csv',
  summary:
    "The tenant's products, prices or tiers as CSV (the import's columns; formula-looking cells neutralised)",
  params: kindParams,
  querystring: z.strictObject(csvExportQuery),
  response: { 200: binarySchema },
});

export const accountKindSchema = z.enum(ACCOUNT_KINDS);
const modeParams = z.strictObject({ mode: z.enum(['dryRun', 'apply']) });

/**
 * Clients or open invoices from a CSV file (the ERP API's field names as columns, decision 060):
 * the same dry run, all-or-nothing apply and per-row errors as the catalogue files; counts
 * `removed` are always 0 (a file never deletes a client or an invoice; mark it `paid`).
 */
const accountImport = (kind: (typeof ACCOUNT_KINDS)[number], roles: ('admin' | 'finance')[]) => ({
  auth: 'operatorSession' as const,
  area: 'admin' as const,
  origin: 'added' as const,
  roles,
  consumes: 'text/csv' as const,
  params: modeParams,
  body: z.string().max(IMPORT_MAX_BYTES),
  response: {
    200: importResultSchema,
    ...errorResponses(422),
  },
  summary: `Imports ${kind} from a CSV file (text/csv body): dry run or all-or-nothing apply`,
});

export const adminClientsImport = defineCall({
  ...CALL_ROUTES.adminClientsImport,
  ...accountImport('clients', ['admin']),
  bodyExample: `${ACCOUNT_COLUMNS.clients.join(',')}\nC-20931,Mercadinho Boa Vista,,Rua das Flores 120,pt,150.00,5000.00,true,false\n`,
});

export const adminInvoicesImport = defineCall({
  ...CALL_ROUTES.adminInvoicesImport,
  ...accountImport('invoices', ['admin', 'finance']),
  bodyExample: `${ACCOUNT_COLUMNS.invoices.join(',')}\nNF-000123,1001,100001,2026-12-10,842.50,false,,false\n`,
});

export const adminAccountExport = defineCall({
  ...CALL_ROUTES.adminAccountExport,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  produces: 'text/csv',
  summary:
    "The tenant's clients or invoices as CSV (the import's columns; formula-looking cells neutralised)",
  params: z.strictObject({ kind: accountKindSchema }),
  querystring: z.strictObject(csvExportQuery),
  response: { 200: binarySchema },
});
