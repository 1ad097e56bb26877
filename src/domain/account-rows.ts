/**
 * Clients and open invoices as file rows (issue 13): the console's CSV files of the two kinds the
 * ERP also upserts (`erp/v1/clients`, `erp/v1/invoices`). Cells are read with the catalogue
 * files' cell rules (decision 042: money "12.50", booleans true/false/1/0/yes/no, formula
 * neutralisation undone by the file reader), each problem a `RowError` with its line and column.
 * A column absent from the file keeps the stored value (the row leaves the field undefined); an
 * empty cell of an optional text clears it, of an optional number or flag keeps it.
 *
 * The rows come out in the ERP's row shape, so the same bulk kinds apply them (one set of rules
 * for a file and an API payload), and `accountRecordCells` writes the export a re-import finds
 * unchanged.
 */
import {
  booleanOf,
  CellError,
  lineOf,
  optionalMoney,
  optionalText,
  requiredMoney,
  requiredText,
  RowReader,
  sortErrors,
  identifierText,
  textOf,
  type RawRow,
  type RowError,
} from './catalogue-rows.ts';
import { LANGUAGES, type LanguageCode } from './languages.ts';

export const ACCOUNT_KINDS = ['clients', 'invoices'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** The columns of each kind, in export order (the ERP API's field names). */
export const ACCOUNT_COLUMNS = {
  clients: [
    'code',
    'name',
    'documentId',
    'address',
    'language',
    'minimumOrder',
    'paymentLimit',
    'isOrderOptionActive',
    'isFinishOrderOverLimitAuthorized',
  ],
  invoices: [
    'documentNumber',
    'clientCode',
    'orderNumber',
    'dueDate',
    'value',
    'paymentExpired',
    'barCode',
    'paid',
  ],
} as const satisfies Record<AccountKind, readonly string[]>;

/** Columns holding money ("150.00"): a file may write them with a point or a comma. */
export const ACCOUNT_DECIMAL_COLUMNS: ReadonlySet<string> = new Set([
  'minimumOrder',
  'paymentLimit',
  'value',
]);

export const ACCOUNT_REQUIRED_COLUMNS: Record<AccountKind, readonly string[]> = {
  clients: ['code', 'name'],
  invoices: ['documentNumber', 'clientCode', 'orderNumber', 'dueDate', 'value'],
};

/** A client as a file or the ERP gives it; an undefined field keeps the stored value. */
export interface ClientRow {
  code: string;
  name: string;
  documentId?: string | null;
  address?: string | null;
  language?: LanguageCode | null;
  minimumOrder?: number;
  paymentLimit?: number;
  isOrderOptionActive?: boolean;
  isFinishOrderOverLimitAuthorized?: boolean;
}

/** An open invoice keyed by its document number; an undefined field keeps the stored value. */
export interface InvoiceRow {
  documentNumber: string;
  clientCode: string;
  orderNumber: string;
  dueDate: string;
  value: number;
  paymentExpired?: boolean;
  barCode?: string | null;
  paid?: boolean;
}

export interface AccountRowOf {
  clients: ClientRow;
  invoices: InvoiceRow;
}

/** Client codes and order numbers: the contract's identifiers (no spaces, no controls). */
const IDENTIFIER = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** Invoice document numbers may carry `/` (series/number). */
const DOCUMENT_NUMBER = /^[A-Za-z0-9._\-/]{1,64}$/;

function identifier(pattern: RegExp) {
  return (value: unknown): string => {
    const text = identifierText(value);
    if (text === '') throw new CellError('required');
    if (text === undefined || !pattern.test(text)) throw new CellError('badCode');
    return text;
  };
}

function languageOf(value: unknown): LanguageCode | null {
  const text = textOf(value).trim();
  if (text === '') return null;
  if (!(LANGUAGES as readonly string[]).includes(text)) throw new CellError('badLanguage');
  return text as LanguageCode;
}

/** A calendar day `YYYY-MM-DD` that exists (2026-02-30 does not), year 1 or later. */
function dayOf(value: unknown): string {
  const text = textOf(value).trim();
  if (text === '') throw new CellError('required');
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [];
  if (year === undefined || month === undefined || day === undefined || year < 1) {
    throw new CellError('badDate');
  }
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new CellError('badDate');
  }
  return text;
}

const moneyNumber = (money: string | null): number | undefined =>
  money === null ? undefined : Number(money);

/** A row with only the fields its file gave: absent columns stay undefined (keep). */
function defined<T extends object>(row: T): T {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined)) as T;
}

function readClient(r: RowReader, decimals: 0 | 2): ClientRow {
  const keep = undefined;
  return defined({
    code: r.get('code', identifier(IDENTIFIER), ''),
    name: r.get('name', (v) => requiredText(v, 200).trim(), ''),
    documentId: r.get('documentId', (v) => optionalText(v, 64)?.trim() ?? null, keep),
    address: r.get('address', (v) => optionalText(v, 500)?.trim() ?? null, keep),
    language: r.get('language', languageOf, keep),
    minimumOrder: r.get('minimumOrder', (v) => moneyNumber(optionalMoney(v, decimals)), keep),
    paymentLimit: r.get('paymentLimit', (v) => moneyNumber(optionalMoney(v, decimals)), keep),
    isOrderOptionActive: r.get('isOrderOptionActive', (v) => booleanOf(v, keep), keep),
    isFinishOrderOverLimitAuthorized: r.get(
      'isFinishOrderOverLimitAuthorized',
      (v) => booleanOf(v, keep),
      keep,
    ),
  });
}

function readInvoice(r: RowReader, decimals: 0 | 2): InvoiceRow {
  const keep = undefined;
  return defined({
    documentNumber: r.get('documentNumber', identifier(DOCUMENT_NUMBER), ''),
    clientCode: r.get('clientCode', identifier(IDENTIFIER), ''),
    orderNumber: r.get('orderNumber', identifier(IDENTIFIER), ''),
    dueDate: r.get('dueDate', dayOf, ''),
    value: r.get('value', (v) => Number(requiredMoney(v, decimals)), 0),
    paymentExpired: r.get('paymentExpired', (v) => booleanOf(v, keep), keep),
    barCode: r.get('barCode', (v) => optionalText(v, 200)?.trim() ?? null, keep),
    paid: r.get('paid', (v) => booleanOf(v, keep), keep),
  });
}

const KEY_COLUMN: Record<AccountKind, string> = { clients: 'code', invoices: 'documentNumber' };

/**
 * Every row read, or its errors (line, column, code): cell rules, then a key given twice in the
 * file (`duplicateKey`, naming the first line). `recordLines[i]` is the line of `records[i]`. What only the database knows (an invoice's
 * client) is the bulk core's check.
 */
export function readAccountRows<K extends AccountKind>(
  kind: K,
  rows: readonly RawRow[],
  lines?: readonly number[],
  /** The tenant's currency's decimals (currencyDecimals): a PYG limit or invoice has none. */
  moneyDecimals: 0 | 2 = 2,
): { records: AccountRowOf[K][]; recordLines: number[]; errors: RowError[] } {
  const records: AccountRowOf[K][] = [];
  const recordLines: number[] = [];
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  const keyColumn = KEY_COLUMN[kind];
  rows.forEach((row, index) => {
    const line = lineOf(lines, index);
    const r = new RowReader(row, line);
    const record = (
      kind === 'clients' ? readClient(r, moneyDecimals) : readInvoice(r, moneyDecimals)
    ) as AccountRowOf[K];
    const key = (record as unknown as Record<string, string>)[keyColumn] ?? '';
    if (key !== '') {
      const first = seen.get(key);
      if (first === undefined) seen.set(key, line);
      else r.fail(keyColumn, 'duplicateKey', { key, line: first });
    }
    errors.push(...r.errors);
    if (r.errors.length === 0) {
      records.push(record);
      recordLines.push(line);
    }
  });
  return { records, recordLines, errors: sortErrors(errors) };
}

/** Columns a header of the kind does not know, required ones it lacks, and repeated ones. */
export function accountHeaderProblems(
  kind: AccountKind,
  header: readonly string[],
): { unknown: string[]; missing: string[]; duplicate: string[] } {
  const known = new Set<string>(ACCOUNT_COLUMNS[kind]);
  const seen = new Set<string>();
  const duplicate: string[] = [];
  for (const column of header) {
    if (seen.has(column)) duplicate.push(column);
    seen.add(column);
  }
  return {
    unknown: header.filter((column) => !known.has(column)),
    missing: ACCOUNT_REQUIRED_COLUMNS[kind].filter((column) => !seen.has(column)),
    duplicate,
  };
}

/** A stored record's cells as the file writes them, in ACCOUNT_COLUMNS order. */
export type AccountCells = Record<string, string | number | boolean | null>;

export function accountRecordCells(kind: AccountKind, record: AccountCells): string[] {
  return ACCOUNT_COLUMNS[kind].map((column) => {
    const value = record[column];
    if (value === null || value === undefined) return '';
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    return String(value);
  });
}
