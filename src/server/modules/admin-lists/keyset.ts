/**
 * Opaque keyset cursors of the console's lists (issue 12): base64url of a small JSON array of the
 * sort key of the last row (e.g. [created_at text, order_number]). A cursor that does not decode
 * to the expected shape answers 400 validation (a client's mistake, never a 5xx): not canonical
 * base64url of UTF-8 JSON, the wrong arity or kinds, a control character in a text part, or a
 * value out of its column's range.
 */
import { unsafeTextReason } from '../../../contract/safe-text.ts';
import { HttpError } from '../../plugins/errors.ts';

export type KeyPart = string | number;

export function encodeCursor(parts: readonly KeyPart[]): string {
  return Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
}

const INSTANT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.\d{6}Z$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real instant as exactInstant writes it (the database would refuse 2026-02-31 or year 0). */
function isInstant(text: string): boolean {
  const match = INSTANT.exec(text);
  const seconds = match?.[1];
  if (seconds === undefined || seconds.startsWith('0000')) return false;
  const parsed = new Date(`${seconds}Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 19) === seconds;
}

function isDate(text: string): boolean {
  if (!DATE.test(text) || text.startsWith('0000')) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The text an opaque cursor carries: the cursor must be canonical base64url (what
 * `Buffer#toString('base64url')` writes) of well-formed UTF-8, else undefined. Shared by every
 * cursor decoder (console lists, operators, ERP feeds).
 */
export function cursorText(cursor: string): string | undefined {
  const bytes = Buffer.from(cursor, 'base64url');
  if (bytes.toString('base64url') !== cursor) return undefined;
  try {
    return UTF8.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Text a cursor may carry into SQL: the rule every request string obeys (contract/safe-text.ts:
 * no NUL, which PostgreSQL refuses outright, nor other controls, nor a lone surrogate). Keys the
 * service hands out never break it.
 */
export const isCleanText = (text: string): boolean => unsafeTextReason(text) === undefined;

/** The largest PostgreSQL `integer` (an 'n' key part is compared as one). */
const MAX_INT4 = 2_147_483_647;

/**
 * 's' text, 'n' non-negative PostgreSQL integer, 't' exact instant, 'd' calendar date,
 * 'i' bigint id as text.
 */
export type KeyKind = 's' | 'n' | 't' | 'd' | 'i';

function partOk(part: unknown, kind: KeyKind): boolean {
  if (kind === 'n') {
    return typeof part === 'number' && Number.isInteger(part) && part >= 0 && part <= MAX_INT4;
  }
  if (typeof part !== 'string' || part.length > 100 || !isCleanText(part)) return false;
  if (kind === 't') return isInstant(part);
  if (kind === 'd') return isDate(part);
  if (kind === 'i') return /^\d{1,18}$/.test(part);
  return true;
}

/** The cursor's key parts, each checked against its kind (a bad one: 400 validation). */
export function decodeCursor(
  cursor: string,
  kinds: readonly KeyKind[],
  field = 'cursor',
): KeyPart[] {
  const text = cursorText(cursor);
  let parts: unknown;
  try {
    parts = text === undefined ? undefined : JSON.parse(text);
  } catch {
    parts = undefined;
  }
  const ok =
    Array.isArray(parts) &&
    parts.length === kinds.length &&
    parts.every((part, i) => partOk(part, kinds[i] ?? 's'));
  if (!ok) {
    throw new HttpError(400, 'validation', { field: `querystring.${field}` });
  }
  return parts as KeyPart[];
}

/** SQL text of an instant exact to the microsecond (a cursor must not lose precision). */
export const exactInstant = (column: string): string =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * A LIKE pattern matching `text` anywhere, its wildcards escaped. Names and descriptions compare
 * through `search_fold` (migration 079) on both sides, so case and accents do not matter.
 */
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
