/**
 * Redirect allow-list (SECURITY.md T10; PRODUCT.md "Redirects"; SPEC.md §5 "Redirect urls are
 * followed only if they look like a url"). Used for `redirect`, banner and feature links and
 * back-to-chat targets: only same-origin paths and exact allow-listed https origins pass.
 */

export interface RedirectPolicy {
  /** The app's own origin, e.g. "https://refill.example" (a full URL is reduced to its origin). */
  appOrigin: string;
  /** Exact external origins allowed for this tenant (its chat app, its own domains); https only. */
  allowedOrigins: readonly string[];
}

/**
 * Characters that browsers strip or reinterpret while parsing (tabs, newlines, C0/C1 controls,
 * Unicode spaces and line separators, zero-width and bidi marks) and backslashes, which special
 * schemes read as '/': a target containing any of them is refused outright rather than normalised.
 */
const SUSPICIOUS_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here.
  /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff\\]/;

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const ABSOLUTE_HTTP = /^https?:\/\/[^/]/i;

function parse(url: string, base?: string): URL | undefined {
  try {
    return new URL(url, base);
  } catch {
    return undefined;
  }
}

/** The origin of an http(s) URL, or undefined for anything else (data:, blob:, opaque "null"). */
function httpOrigin(url: string): string | undefined {
  const parsed = parse(url);
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) return undefined;
  return parsed.origin;
}

/**
 * The redirect target as it should be followed, or undefined when refused (T10):
 * same-origin → its path, query and hash (relative, for the router); allow-listed → the full
 * normalised https URL. Refuses other schemes (javascript:, data:, …), protocol-relative `//host`,
 * backslash forms, whitespace and control-character tricks, and any userinfo (`https://a@b`).
 */
export function resolveRedirect(target: string, policy: RedirectPolicy): string | undefined {
  if (typeof target !== 'string' || target === '' || SUSPICIOUS_CHARACTERS.test(target)) {
    return undefined;
  }
  if (target.startsWith('//')) return undefined;
  // A scheme must be an absolute http(s) URL: "https:evil.com" and "https:/evil.com" are refused.
  if (HAS_SCHEME.test(target) && !ABSOLUTE_HTTP.test(target)) return undefined;
  const appOrigin = httpOrigin(policy.appOrigin);
  if (appOrigin === undefined) return undefined;
  const url = parse(target, appOrigin);
  if (!url || url.username !== '' || url.password !== '') return undefined;
  // Same origin only for http(s) URLs: a blob: URL carries its creator's origin too.
  const httpUrl = url.protocol === 'https:' || url.protocol === 'http:';
  if (httpUrl && url.origin === appOrigin) return `${url.pathname}${url.search}${url.hash}`;
  if (url.protocol !== 'https:') return undefined;
  const allowed = policy.allowedOrigins
    .map((origin) => parse(origin))
    .some(
      (origin) =>
        origin !== undefined &&
        origin.protocol === 'https:' &&
        origin.username === '' &&
        origin.password === '' &&
        origin.origin === url.origin,
    );
  return allowed ? url.href : undefined;
}

/** T10: whether the target may be followed (same-origin path or exact allow-listed https origin). */
export function isAllowedRedirect(target: string, policy: RedirectPolicy): boolean {
  return resolveRedirect(target, policy) !== undefined;
}

/** T10: the target to follow, normalised, or `fallback` when it is refused. */
export function safeRedirect(target: string, policy: RedirectPolicy, fallback: string): string {
  return resolveRedirect(target, policy) ?? fallback;
}
