/**
 * Multi-row INSERT of plain row objects (keys = column names). Objects and arrays go to jsonb
 * columns as JSON text (`$n::text::jsonb`, the same on PGlite and node-postgres); statements are
 * chunked to stay well under PostgreSQL's 65,535 parameters.
 */
import type { Queryable, SqlParam } from '../types.ts';

const maxParams = 30_000;

export interface InsertOptions {
  /** Skip rows whose key already exists (benchmark top-ups). */
  onConflictDoNothing?: boolean;
}

export async function insertRows(
  db: Queryable,
  table: string,
  rows: readonly object[],
  options: InsertOptions = {},
): Promise<number> {
  const first = rows[0];
  if (!first) return 0;
  assertIdentifier(table);
  const columns = Object.keys(first);
  columns.forEach(assertIdentifier);
  const json = columns.map((c) => rows.some((r) => isJsonValue((r as Record<string, unknown>)[c])));
  const perChunk = Math.max(1, Math.floor(maxParams / columns.length));
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: SqlParam[] = [];
    const tuples = chunk.map((row) => {
      const record = row as Record<string, unknown>;
      const slots = columns.map((column, i) => {
        const value = record[column];
        params.push(
          json[i] && value !== null && value !== undefined ? JSON.stringify(value) : toParam(value),
        );
        return json[i] ? `$${params.length}::text::jsonb` : `$${params.length}`;
      });
      return `(${slots.join(', ')})`;
    });
    const conflict = options.onConflictDoNothing ? ' on conflict do nothing' : '';
    await db.query(
      `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}${conflict}`,
      params,
    );
  }
  return rows.length;
}

function isJsonValue(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !(value instanceof Date);
}

function toParam(value: unknown): SqlParam {
  if (value === undefined) return null;
  return value as SqlParam;
}

function assertIdentifier(name: string): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain identifier: ${name}`);
}
