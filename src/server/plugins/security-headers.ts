/**
 * Baseline headers on every response (SECURITY.md): a strict CSP with no inline script (T8),
 * HSTS for a year, nosniff, no Referer (T7: a link token must not leak through it), no framing.
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

/**
 * Google Tag Manager (a tenant's gtmId): its script, and the beacons of the tags it loads. Only
 * added when a served tenant has a container id (production), so other deployments stay strict.
 */
export const TAG_MANAGER_SOURCES = {
  'script-src': ['https://www.googletagmanager.com'],
  'connect-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  'img-src': ['https://www.googletagmanager.com'],
} as const;

export interface SecurityHeaderOptions {
  /** Allow Google Tag Manager (true when a served tenant has a gtmId). */
  allowTagManager?: boolean;
}

/** The CSP directives, with the Tag Manager sources when allowed. */
export function cspDirectives({ allowTagManager = false }: SecurityHeaderOptions = {}) {
  return Object.fromEntries(
    Object.entries(CONTENT_SECURITY_POLICY).map(([name, values]) => {
      const extra = allowTagManager
        ? (TAG_MANAGER_SOURCES as Record<string, readonly string[]>)[name]
        : undefined;
      return [name, [...values, ...(extra ?? [])]];
    }),
  );
}

export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * One helmet middleware, built at start, sets the headers on every answer that runs the hooks
 * (a route may replace one, as the product images replace the CSP); app.ts registers it before
 * the request limits, so their refusals carry them too. @fastify/helmet built helmet again on
 * every request (its directives parsed and checked each time, in two hooks): ~3% of a warm
 * orchestration's CPU (issue 16, P4).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions = {},
): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives(options),
    },
    strictTransportSecurity: { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    xContentTypeOptions: true,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, () => done());
  });
}
