/**
 * CSV exports of the console (issue 12) with csv-stringify: a header row, then one row per item.
 * A cell a spreadsheet would read as a formula (starting with = + - @, or a tab / carriage return
 * before one) is prefixed with an apostrophe, so opening the file never runs anything
 * (CSV injection); numbers are written as numbers.
 *
 * A file is written for the spreadsheet that opens it (decision 094): given the operator's locale,
 * where that locale's decimal mark is a comma (pt-BR, es-CL, fr-MA…) the fields are separated by
 * ';' and decimals written '3,49', as Excel there reads and saves them; without a locale, or where
 * the mark is a point, ',' and '.'. The imports read both, so an exported file round-trips.
 */
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { neutraliseCell } from '../../../domain/catalogue-rows.ts';

/** At most this many rows in one export. */
export const CSV_MAX_ROWS = 50_000;

export type CsvCell = string | number | boolean | null | undefined;

export interface CsvDialect {
  delimiter: ',' | ';';
  decimal: '.' | ',';
}

/** Scripts and ERPs: the dialect of RFC 4180 and of every CSV library. */
const PLAIN_CSV: CsvDialect = { delimiter: ',', decimal: '.' };

const dialects = new Map<string, CsvDialect>();

/** The dialect a spreadsheet in `locale` opens in columns (the locale is a canonical BCP 47 tag). */
export function csvDialectFor(locale: string | undefined): CsvDialect {
  if (locale === undefined) return PLAIN_CSV;
  let dialect = dialects.get(locale);
  if (dialect === undefined) {
    const mark = new Intl.NumberFormat(locale)
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value;
    dialect = mark === ',' ? { delimiter: ';', decimal: ',' } : PLAIN_CSV;
    if (dialects.size < 100) dialects.set(locale, dialect);
  }
  return dialect;
}

const DECIMAL_TEXT = /^\d+\.\d+$/;

function neutralise(cell: CsvCell, dialect: CsvDialect = PLAIN_CSV): string | number {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') {
    return dialect.decimal === '.' ? cell : String(cell).replace('.', dialect.decimal);
  }
  // one rule with the catalogue import, which undoes exactly this (decision 042)
  return neutraliseCell(String(cell));
}

export interface CsvOptions {
  dialect?: CsvDialect;
  /**
   * Columns whose texts are decimals in canonical form ("12.50", "0.1800"): written with the
   * dialect's mark. Other texts are never touched, so a SKU "12.50" stays as it is.
   */
  decimalColumns?: ReadonlySet<string>;
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  { dialect = PLAIN_CSV, decimalColumns }: CsvOptions = {},
): string {
  const decimalAt = header.map((column) => decimalColumns?.has(column) === true);
  const cell = (value: CsvCell, index: number) =>
    decimalAt[index] && typeof value === 'string' && DECIMAL_TEXT.test(value)
      ? value.replace('.', dialect.decimal)
      : neutralise(value, dialect);
  return stringify(
    [header.map((column) => neutralise(column)), ...rows.map((row) => row.map(cell))],
    {
      // The BOM makes spreadsheets read the file as UTF-8 (accents intact); the imports drop it.
      bom: true,
      delimiter: dialect.delimiter,
      // a cell with a carriage return is quoted so the CR survives
      quoted_match: /\r/,
    },
  );
}

/** The CSV as a download, never cached. */
export function sendCsv(reply: FastifyReply, filename: string, csv: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(csv, 'utf8'));
}
