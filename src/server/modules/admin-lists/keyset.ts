/**
 * Opaque keyset cursors of the console's lists (issue 12): base64url of a small JSON array of the
 * sort key of the last row (e.g. [created_at text, order_number]). A cursor that does not decode
 * to the expected shape answers 400 validation (a client's mistake, never a 5xx).
 */
import { HttpError } from '../../plugins/errors.ts';

export type KeyPart = string | number;

export function encodeCursor(parts: readonly KeyPart[]): string {
  return Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
}

/** The cursor's key parts, checked against the kinds expected ('s' string, 'n' number). */
export function decodeCursor(
  cursor: string,
  kinds: readonly ('s' | 'n')[],
  field = 'cursor',
): KeyPart[] {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parts = undefined;
  }
  const ok =
    Array.isArray(parts) &&
    parts.length === kinds.length &&
    parts.every((part, i) =>
      kinds[i] === 's'
        ? typeof part === 'string' && part.length <= 100
        : typeof part === 'number' && Number.isSafeInteger(part),
    );
  if (!ok) {
    throw new HttpError(400, 'validation', { field: `querystring.${field}` });
  }
  return parts as KeyPart[];
}

/** SQL text of an instant exact to the microsecond (a cursor must not lose precision). */
export const exactInstant = (column: string): string =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A LIKE pattern matching `text` anywhere, its wildcards escaped. */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Rows fetched one beyond the page tell whether there is a next page. */
export function pageOf<Row, Item>(
  rows: readonly Row[],
  limit: number,
  toItem: (row: Row) => Item,
  keyOf: (row: Row) => readonly KeyPart[],
): { items: Item[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    nextCursor: rows.length > limit && last !== undefined ? encodeCursor(keyOf(last)) : null,
  };
}
