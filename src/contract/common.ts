/**
 * Shared building blocks of the API contract: identifiers, money, quantities, dates and
 * size-capped free data. Bounds here are the request limits every call inherits.
 */
import { z } from 'zod';

import { LANGUAGES } from '../domain/languages.ts';

/** Languages of SPEC §1 (the domain's list). */
export { LANGUAGES };
export const languageCodeSchema = z.enum(LANGUAGES);

/** SPEC §9: default quantity limit; the largest quantity any line may carry. */
export const MAX_QUANTITY = 9999;
/** Lines per order / simulation body (a cart larger than this is not a shop order). */
export const MAX_ORDER_LINES = 500;
/** Byte cap of free `data` in `logs` and `service/tracking` (SECURITY T16). */
export const MAX_FREE_DATA_BYTES = 8192;

/** Identifier-like strings (sku, client id, order number): no spaces, no control characters. */
const IDENTIFIER = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export const skuSchema = z.string().min(1).max(64).regex(IDENTIFIER);
export const clientIdSchema = z.string().min(1).max(64).regex(IDENTIFIER);
export const orderNumberSchema = z.string().min(1).max(64).regex(IDENTIFIER);

/** A bottler (tenant) id as used in tokens and paths. */
export const bottlerIdSchema = z.int().min(1).max(9999);

/** Money at the API boundary: a non-negative decimal number (e.g. 3.49). */
export const moneySchema = z.number().min(0);
export const percentageSchema = z.number().min(0).max(100);

/** Quantity of one line: integer 0..9999 (SPEC §5 default quantity limit). */
export const quantitySchema = z.int().min(0).max(MAX_QUANTITY);

/** Combo id / family id: 0 or absent when none (SPEC §3). */
export const comboIdSchema = z.int().min(0).max(2_147_483_647);

/** Calendar date `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date();
/** Instant with offset, e.g. `2026-03-01T10:00:00.000Z`. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A URL or a same-origin path as stored by the service (rendered as text / checked by the app). */
export const urlSchema = z.string().max(2048);

/** Short human text coming from tenant content (names, titles). */
export const shortTextSchema = z.string().max(200);
/** Longer tenant text (descriptions, messages). */
export const longTextSchema = z.string().max(2000);

const byteLength = (value: unknown): number =>
  new TextEncoder().encode(JSON.stringify(value) ?? '').length;

/**
 * Free data (a string or a JSON object/array) capped at MAX_FREE_DATA_BYTES once serialised.
 * Used for `logs` and `service/tracking` (SECURITY T16).
 */
export const cappedDataSchema = z
  .union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())])
  .refine((value) => byteLength(value) <= MAX_FREE_DATA_BYTES, {
    message: 'payloadTooLarge',
  });

/** Path/querystring integers arrive as strings: coerce, but type the input as string | number. */
export const pathInt = (min: number, max: number) =>
  z.coerce.number<string | number>().int().min(min).max(max);

/** Acknowledgement of a call that has nothing else to say. */
export const okSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof okSchema>;
