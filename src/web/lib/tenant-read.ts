/**
 * Reading the public tenant configuration (GET /api/tenant/{bottler}) tolerantly: the helpers
 * every `tenant-<area>.ts` shares, and the answer's type. The answer may only be read by the field
 * names the server publishes (`PUBLIC_TENANT_FIELDS` in src/tenants/public-config.ts): reading a
 * field that is not published, or a misspelt one, is a compile error. Types only: no zod here.
 */
import type { PublicTenantField } from '../../tenants/index.ts';

/** The public configuration as it arrived: published field names, values not yet trusted. */
export type PublicTenantAnswer = Readonly<Partial<Record<PublicTenantField, unknown>>>;

/** A boolean, else `fallback` (the field's schema default). */
export function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** A non-blank string, trimmed; else undefined. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** An object's fields, else none. */
export function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}
