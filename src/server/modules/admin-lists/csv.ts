/**
 * CSV exports of the console (issue 12) with csv-stringify: a header row, then one row per item.
 * A cell a spreadsheet would read as a formula (starting with = + - @, or a tab / carriage return
 * before one) is prefixed with an apostrophe, so opening the file never runs anything
 * (CSV injection); numbers are written as numbers.
 */
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { neutraliseCell } from '../../../domain/catalogue-rows.ts';

/** At most this many rows in one export. */
export const CSV_MAX_ROWS = 50_000;

export type CsvCell = string | number | boolean | null | undefined;

export function neutralise(cell: CsvCell): string | number {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return cell;
  // one rule with the catalogue import, which undoes exactly this (decision 042)
  return neutraliseCell(String(cell));
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  // The BOM makes spreadsheets read the file as UTF-8 (accents intact); the imports drop it.
  return stringify([header.map(neutralise), ...rows.map((row) => row.map(neutralise))], {
    bom: true,
  });
}

/** The CSV as a download, never cached. */
export function sendCsv(reply: FastifyReply, filename: string, csv: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(csv, 'utf8'));
}
