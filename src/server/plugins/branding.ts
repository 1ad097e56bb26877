/**
 * The tenant look outside /api: its logo (`/tenants/:id/logo.svg`, what tenant files reference),
 * its app icon (`/tenants/:id/icon.svg`) and its web app manifest
 * (`/manifest.webmanifest?bottler=2`), so a shop can install its bottler's app (SPEC §3 tenant
 * configuration: appTitle, logo, language, direction; brand colours).
 * The SVGs get their own CSP (no script, inline styles only) and a long cache.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ResolvedTenantConfig } from '../../tenants/index.ts';
import type { ServedTenants } from '../served-tenants.ts';
import { iconSvg, logoSvg } from './branding-svg.ts';

/** One week: logos change rarely, and their URLs are not hashed. */
export const BRANDING_CACHE_CONTROL = 'public, max-age=604800';
export const MANIFEST_CACHE_CONTROL = 'public, max-age=3600';
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

const TENANT_ID = /^\d{1,4}$/;

function servedTenant(tenants: ServedTenants, id: unknown): ResolvedTenantConfig | undefined {
  return typeof id === 'string' && TENANT_ID.test(id) ? tenants.get(Number(id)) : undefined;
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('cache-control', 'no-store').send({ code: 'notFound' });
}

function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('content-security-policy', SVG_CONTENT_SECURITY_POLICY)
    .header('cache-control', BRANDING_CACHE_CONTROL)
    .send(svg);
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  icons: { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[];
}

/** The installable app of one tenant: opens on its bottler, in its colours and language. */
export function manifestFor(tenant: ResolvedTenantConfig): WebAppManifest {
  const start = `/?bottler=${tenant.id}`;
  const icon = `/tenants/${tenant.id}/icon.svg`;
  return {
    id: start,
    name: tenant.appTitle,
    short_name: tenant.appTitle,
    start_url: start,
    scope: '/',
    display: 'standalone',
    theme_color: tenant.brandColors.primary,
    background_color: tenant.brandColors.primary,
    lang: tenant.language,
    dir: tenant.direction,
    icons: [
      { src: icon, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: icon, sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ],
  };
}

export async function registerBranding(app: FastifyInstance, tenants: ServedTenants) {
  app.get('/tenants/:id/logo.svg', async (request, reply) => {
    const tenant = servedTenant(tenants, (request.params as { id?: unknown }).id);
    return tenant ? sendSvg(reply, logoSvg(tenant)) : notFound(reply);
  });

  app.get('/tenants/:id/icon.svg', async (request, reply) => {
    const tenant = servedTenant(tenants, (request.params as { id?: unknown }).id);
    return tenant ? sendSvg(reply, iconSvg(tenant)) : notFound(reply);
  });

  app.get('/manifest.webmanifest', async (request, reply) => {
    const tenant = servedTenant(tenants, (request.query as { bottler?: unknown }).bottler);
    if (!tenant) return notFound(reply);
    return reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      .header('cache-control', MANIFEST_CACHE_CONTROL)
      .send(JSON.stringify(manifestFor(tenant)));
  });
}
