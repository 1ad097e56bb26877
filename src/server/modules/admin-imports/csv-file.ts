/**
 * A console CSV file (catalogue, clients, invoices) into rows (issue 13; SECURITY T19): UTF-8 only (a BOM is dropped, any
 * other encoding is refused rather than guessed), the separator detected from the header line
 * (`,` `;` or tab), at most IMPORT_MAX_ROWS rows, the header checked against the kind's columns,
 * and every cell's export neutralisation undone (domain/catalogue-rows.ts `restoreCell`).
 */
import { parse } from 'csv-parse/sync';
import {
  headerProblems,
  restoreCell,
  type CatalogueKind,
  type RawRow,
} from '../../../domain/catalogue-rows.ts';
import { IMPORT_MAX_ROWS } from '../../../contract/calls/admin-imports.ts';
import { HttpError } from '../../plugins/errors.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** The file's text, or 422 importEncoding when its bytes are not UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    // ignoreBOM false: a leading BOM is consumed by the decoder
    return utf8.decode(bytes);
  } catch {
    throw new HttpError(422, 'importEncoding');
  }
}

/** The separator of the header line: the most frequent of `,` `;` tab outside quotes. */
export function detectSeparator(text: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && (char === ',' || char === ';' || char === '\t')) counts[char] += 1;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[',']) return '\t';
  return ',';
}

export interface ParsedFile {
  rows: RawRow[];
  lines: number[];
}

interface CsvRecord {
  record: string[];
  info: { lines: number };
}

type HeaderProblems = (header: readonly string[]) => {
  unknown: string[];
  missing: string[];
  duplicate: string[];
};

/** A catalogue file's rows (products, prices or tiers). */
export const parseCatalogueCsv = (kind: CatalogueKind, source: string): ParsedFile =>
  parseCsvRows(source, (header) => headerProblems(kind, header));

/**
 * The rows of a CSV file whose header `problemsOf` accepts, each a map of column → cell with the
 * export's neutralisation undone, and the line each row starts on.
 */
export function parseCsvRows(source: string, problemsOf: HeaderProblems): ParsedFile {
  const text = source.startsWith('\uFEFF') ? source.slice(1) : source;
  const delimiter = detectSeparator(text);
  let records: CsvRecord[];
  try {
    records = parse(text, {
      delimiter,
      info: true,
      relax_column_count: false,
      skip_empty_lines: true,
      // one past the limit: enough to know the file is over it
      to: IMPORT_MAX_ROWS + 2,
    }) as unknown as CsvRecord[];
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    throw new HttpError(422, 'importMalformed', typeof line === 'number' ? { line } : undefined);
  }
  const [head, ...body] = records;
  if (!head)
    throw new HttpError(422, 'importHeader', { missing: problemsOf([]).missing.join(', ') });
  if (body.length > IMPORT_MAX_ROWS) {
    throw new HttpError(422, 'importTooManyRows', { max: IMPORT_MAX_ROWS });
  }
  const header = head.record.map((cell) => cell.trim());
  const problems = problemsOf(header);
  if (problems.unknown.length || problems.missing.length || problems.duplicate.length) {
    throw new HttpError(422, 'importHeader', {
      ...(problems.missing.length ? { missing: problems.missing.join(', ').slice(0, 500) } : {}),
      ...(problems.unknown.length ? { unknown: problems.unknown.join(', ').slice(0, 500) } : {}),
      ...(problems.duplicate.length
        ? { duplicate: problems.duplicate.join(', ').slice(0, 500) }
        : {}),
    });
  }
  const rows: RawRow[] = [];
  const lines: number[] = [];
  for (const { record, info } of body) {
    const row: Record<string, string> = {};
    header.forEach((column, index) => {
      row[column] = restoreCell(record[index] ?? '');
    });
    rows.push(row);
    // info.lines is the line the record ends on; a record spanning lines starts earlier
    lines.push(info.lines - countNewlines(record));
  }
  return { rows, lines };
}

const countNewlines = (record: readonly string[]): number =>
  record.reduce((sum, cell) => sum + (cell.match(/\r\n|\n|\r/g)?.length ?? 0), 0);
