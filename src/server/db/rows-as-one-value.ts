/**
 * Large reads as ONE value (issue 16): the embedded database's driver decodes a result row by row
 * and field by field in JavaScript (~2.1 s for 50,000 catalogue rows of 31 fields, ~0.7 s for
 * 50,000 price tiers of 6). The same rows built by the database as one JSON text — an array of
 * one array per row, with no keys to repeat — and parsed by `JSON.parse` take well under half.
 * On PostgreSQL the answer is the same rows; only the way they travel changes.
 *
 * Each column is a row field and the SQL expression it is read from. JSON keeps text, integers,
 * booleans, json(b) and 'YYYY-MM-DD' dates as the drivers give them (db/types.ts); numeric must be
 * read as `::text` to stay exact money strings, and a timestamptz would arrive as text, not a Date,
 * so do not read one this way.
 */
import type { Queryable, SqlParam } from './types.ts';

export type Columns<Row> = readonly (readonly [field: keyof Row & string, expression: string])[];

/**
 * `select <columns> <from> order by <orderBy>` as rows, read as one value. `from` holds the
 * FROM and WHERE clauses.
 */
export async function selectRowsAsOneValue<Row>(
  db: Queryable,
  columns: Columns<Row>,
  query: { from: string; orderBy: string; params: readonly SqlParam[] },
): Promise<Row[]> {
  const expressions = columns.map(([, expression]) => expression).join(', ');
  const [result] = await db.query<{ rows: string | null }>(
    `select json_agg(json_build_array(${expressions}) order by ${query.orderBy})::text as rows
     ${query.from}`,
    query.params,
  );
  const values = JSON.parse(result?.rows ?? '[]') as unknown[][];
  return values.map((value) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) row[columns[i]![0]] = value[i];
    return row as Row;
  });
}
