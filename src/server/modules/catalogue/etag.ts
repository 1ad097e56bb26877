import { createHash } from 'node:crypto';

/** A digest of an answer's text for its ETag: SHA-256, 16 base64url characters (96 bits). */
export function textDigest(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 16);
}

/**
 * Conditional GET (RFC 9110 §13.1.2): whether an `If-None-Match` header names the current
 * entity tag. Weak comparison: `W/"x"` and `"x"` match; `*` matches any current entity.
 */
export function ifNoneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.length > 4096) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const current = opaque(etag);
  return value.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === current);
}
