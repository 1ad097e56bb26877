/**
 * Building blocks the console's business calls share (issue 12): keyset-paginated lists,
 * operator-written money (two decimals), reasons, and list filters that arrive as text.
 */
import { z } from 'zod';
import { isoDateSchema, moneySchema } from '../common.ts';
import { bcp47Locale } from '../tenant-fields.ts';
import type { OperatorRole } from '../operators.ts';

/** Rows per page of a console list: default 50, at most 200. */
export const ADMIN_LIST_DEFAULT = 50;
export const ADMIN_LIST_MAX = 200;

/** An opaque keyset cursor the service handed out (base64url). */
export const adminCursorSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);

/** `limit` and `cursor` of every console list. */
export const adminPageQuery = {
  limit: z.coerce
    .number<string | number>()
    .int()
    .min(1)
    .max(ADMIN_LIST_MAX)
    .default(ADMIN_LIST_DEFAULT),
  cursor: adminCursorSchema.optional(),
};

/**
 * `locale` of every CSV export: the operator's number locale. Where its decimal mark is a comma
 * (pt-BR, es-CL, fr-MA…) fields are separated by ';' and decimals written '3,49', as a
 * spreadsheet there opens and saves them; without it, ',' and '.' (decision 094).
 */
export const csvExportQuery = {
  locale: bcp47Locale
    .optional()
    .describe(
      "The spreadsheet's locale: a decimal-comma locale gets ';' between fields and '3,49'; none gets ',' and '.'",
    ),
};

/** `{ items, nextCursor }`: nextCursor is null on the last page. */
export const adminPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: adminCursorSchema.nullable() });

/**
 * A list filter given once or several times (`status=A&status=B`) or comma separated
 * (`status=A,B`, what the web's call layer sends for an array): always an array after parsing.
 */
export const listFilter = <T extends z.ZodType<unknown, string>>(item: T, max: number) =>
  z
    .union([z.string().max(500), z.array(z.string().max(100)).max(max)])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(','))
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(z.array(item).max(max));

/** A date range of the tenant's calendar (`from` and `to` included). */
/** A calendar day PostgreSQL can hold: ISO 8601 allows year 0000, PostgreSQL's dates do not. */
const rangeDaySchema = isoDateSchema.refine((day) => !day.startsWith('0000'), {
  message: 'yearZero',
});

export const adminDateRangeQuery = {
  from: rangeDaySchema.optional(),
  to: rangeDaySchema.optional(),
};

/** The largest amount a money column holds (numeric(12, 2)). */
export const MAX_MONEY = 9_999_999_999.99;

/**
 * Money an operator writes: a decimal ≥ 0 with at most two decimals (decision 004: the database
 * keeps numeric(12, 2), sums are done in integer cents). Negative → 400 validation.
 */
export const adminMoneySchema = moneySchema
  .max(MAX_MONEY)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    message: 'twoDecimals',
  });

/** Why an operator cancels or rejects an order: required, kept with the order's history. */
export const reasonSchema = z.string().trim().min(1).max(500);

/** Roles of the console calls (issue 12). 'platform' acts as admin of its selected tenant. */
export const ROLES_ORDER_DESK: readonly OperatorRole[] = ['admin', 'sales', 'platform'];
export const ROLES_FINANCE: readonly OperatorRole[] = ['admin', 'finance', 'platform'];
