/**
 * Field-level validators of the server-only tenant configuration (origins, holidays, link
 * lifetime). The public fields' validators live with the public schema in the contract
 * (src/contract/tenant-fields.ts) and are re-exported here for the tenant files' schema.
 * Messages are for the operator who edits a tenant file, so they say what was expected.
 */
import { z } from 'zod';
import { isoDatePart } from '../domain/dates.ts';
import { parsedUrl } from '../contract/tenant-fields.ts';

export * from '../contract/tenant-fields.ts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Where the app is served: an https origin, or http on the local machine (dev and test only). */
export const appOrigin = z.string().refine((value) => {
  const url = parsedUrl(value);
  if (url === undefined || url.origin !== value) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
}, 'expected an exact origin: https://host, or http://localhost:port outside production');

export function isLocalOrigin(origin: string): boolean {
  const url = parsedUrl(origin);
  return url !== undefined && LOCAL_HOSTS.has(url.hostname);
}

/** The origin of an absolute URL, or undefined when it is not one. */
export function originOf(value: string): string | undefined {
  return parsedUrl(value)?.origin;
}

/** A calendar date, `YYYY-MM-DD`, that exists. */
export const isoDate = z.iso.date('expected a date in YYYY-MM-DD form');

/** Whether `value` is an `MM-DD` day that exists in some year (02-29 included). */
export function isMonthDay(value: string): boolean {
  return /^\d{2}-\d{2}$/.test(value) && isoDatePart(`2000-${value}`) !== undefined;
}

/** A day of a tenant's own holiday changes: `YYYY-MM-DD` once, or `MM-DD` every year. */
export const holidayDay = z
  .string()
  .refine(
    (value) => isoDatePart(value) === value || isMonthDay(value),
    'expected a date in YYYY-MM-DD form, or MM-DD for every year',
  );

/** Hours a chat link stays valid (PRODUCT.md: default 24 h, per tenant). */
export const linkTokenTtlHours = z
  .number()
  .int('expected a whole number of hours')
  .min(1, 'expected at least 1 hour')
  .max(168, 'expected at most 168 hours (7 days)');
